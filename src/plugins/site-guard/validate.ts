/**
 * Checks a writer's input before Docusaurus bundles anything, so that a mistake fails the build
 * in seconds with a message naming the file, instead of surfacing as a runtime error or a page
 * that silently lacks its description. Pure functions: tests call them directly.
 */
import {frontMatterProblems, readFrontMatter} from '../../build/content-rules';
import {isExternal} from '../../data/redirects';

export type Problem = {file: string; message: string};

/**
 * Problems in one page's front matter. `file` is the path shown to the writer. The rules are the
 * content check's (src/build/content-rules.ts); this only adds the file name.
 */
export function checkFrontMatter(file: string, source: string): Problem[] {
  if (!/^---\r?\n[\s\S]*?\r?\n---\r?\n/.test(source)) {
    return [{file, message: 'the page must start with front matter between two --- lines'}];
  }
  const {data, error} = readFrontMatter(source);
  if (error) return [{file, message: `front matter is not valid YAML: ${error}`}];
  return frontMatterProblems(data).map((message) => ({file, message}));
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

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `  ${p.file}: ${p.message}`).join('\n');
}
