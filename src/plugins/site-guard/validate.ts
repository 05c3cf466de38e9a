/**
 * Checks a writer's input before Docusaurus bundles anything, so that a mistake fails the build
 * in seconds with a message naming the file, instead of surfacing as a runtime error or a page
 * that silently lacks its description. Pure functions: tests call them directly.
 */
import {checkPage, frontMatterLine, frontMatterProblems, readFrontMatter} from '../../build/content-rules';
import {handWrittenEndpoints, pageReaderWithOperations} from '../../build/hand-written-endpoints';
import path from 'node:path';
import {isExternal} from '../../data/redirects';
import {PAGE_SITE} from './page-site';

/** A problem for the writer; `line` and `column` where the file has one. */
export type Problem = {file: string; line?: number; column?: number; message: string};

/**
 * Problems in one page's front matter. `file` is the path shown to the writer. The rules are the
 * content check's (src/build/content-rules.ts); this only adds the file name.
 */
export function checkFrontMatter(file: string, source: string): Problem[] {
  if (!/^---\r?\n/.test(source)) {
    return [{file, line: 1, column: 1, message: 'the page must start with front matter between two --- lines'}];
  }
  const {data, error} = readFrontMatter(source);
  if (error) return [{file, ...error}];
  return frontMatterProblems(data).map((message) => ({
    file,
    line: frontMatterLine(source, message),
    column: 1,
    message,
  }));
}

/** Pages that passed the full check, with the source that passed: a page is checked once a version. */
const passed = new Map<string, string>();

/** Other pages as the anchor checks read them: with the headings their <Operation /> tags render. */
// path.dirname(__filename), not __dirname: tsx defines only __filename in a CommonJS module that
// an ES module (a script, a browser test) imports.
const readWithOperations = pageReaderWithOperations(path.join(path.dirname(__filename), '../../data/openapi.yaml'));

/**
 * Every problem the content check (`npm run check:content`) finds in one page, named by `shown`.
 * `file` is absolute. Sources that passed before are not checked again.
 */
export function checkPageSource(file: string, shown: string, source: string): Problem[] {
  if (passed.get(file) === source) return [];
  const problems = [
    ...checkPage(file, source, {site: PAGE_SITE, readOther: readWithOperations}),
    ...handWrittenEndpoints(file, source).map((p) => ({column: 1, ...p})),
  ]
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .map((p) => ({file: shown, ...p}));
  if (problems.length) passed.delete(file);
  else passed.set(file, source);
  return problems;
}

/** Redirects whose source is not a path or whose target is neither a page nor an absolute URL. */
export function checkRedirects(
  redirects: readonly {from: string; to: string}[],
  routes: ReadonlySet<string>,
  file = 'src/data/redirects.ts',
): Problem[] {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const {from, to} of redirects) {
    if (!from.startsWith('/')) problems.push({file, message: `redirect from "${from}" must start with /`});
    if (seen.has(from)) problems.push({file, message: `redirect from "${from}" is listed twice`});
    seen.add(from);
    if (isExternal(to)) continue;
    const target = to.endsWith('/') ? to : `${to}/`;
    if (!routes.has(target)) {
      problems.push({file, message: `redirect from "${from}" goes to "${to}", which is not a page`});
    }
    if (routes.has(from.endsWith('/') ? from : `${from}/`)) {
      problems.push({file, message: `redirect from "${from}" would hide an existing page`});
    }
  }
  return problems;
}

/** One line a problem: `file:line:column: message`, as `npm run check:content` prints them. */
export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `  ${p.file}${p.line ? `:${p.line}:${p.column ?? 1}` : ''}: ${p.message}`).join('\n');
}
