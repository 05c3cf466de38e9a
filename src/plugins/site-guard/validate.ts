/**
 * Checks a writer's input before Docusaurus bundles anything, so that a mistake fails the build
 * in seconds with a message naming the file, instead of surfacing as a runtime error or a page
 * that silently lacks its description. Pure functions: tests call them directly.
 */
import matter from 'gray-matter';

export type Problem = {file: string; message: string};

/** Problems in one page's front matter. `file` is the path shown to the writer. */
export function checkFrontMatter(file: string, source: string): Problem[] {
  const problems: Problem[] = [];
  const add = (message: string) => problems.push({file, message});
  if (!/^---\r?\n[\s\S]*?\r?\n---\r?\n/.test(source)) {
    add('the page must start with front matter between two --- lines');
    return problems;
  }
  let data: Record<string, unknown>;
  try {
    // gray-matter caches by content; a fresh object per call keeps errors from being swallowed.
    data = matter(source, {}).data;
  } catch (err) {
    const reason = (err as {reason?: string; message: string}).reason ?? (err as Error).message;
    add(`front matter is not valid YAML: ${reason.split('\n')[0]}`);
    return problems;
  }
  if (typeof data.title !== 'string' || !data.title.trim()) add('front matter needs a `title`');
  if (typeof data.description !== 'string' || !data.description.trim()) {
    add('front matter needs a `description` (one sentence; it becomes the meta description)');
  }
  for (const key of ['pagination_prev', 'pagination_next']) {
    if (key in data && data[key] !== null && typeof data[key] !== 'string') {
      add(`\`${key}\` must be null (to hide the link) or a doc id, not ${JSON.stringify(data[key])}`);
    }
  }
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
    if (/^https?:\/\//.test(to)) continue;
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
