// The page list, read from the pages themselves: a page's file is the one source of its route, doc
// id, title, description and hidden previous/next links. The build (site-guard), the nginx
// config, the benchmark and the tests all call this instead of keeping a list of their own.
import fs from 'node:fs';
import path from 'node:path';
import {readFrontMatter, type FrontMatter} from './content-rules';
import {filesUnder} from './files';

export type PageEntry = {
  /** Doc id, as sidebars.ts names the page: `workflows/steps/code`, `index`. */
  id: string;
  /** Route relative to the base path, with a leading and trailing slash. */
  route: string;
  /** Source file relative to the site folder: `docs/workflows/steps/code.mdx`. */
  file: string;
  title: string;
  description: string;
  /** Previous/next links the front matter hides. */
  hide: 'prev' | 'next' | 'both' | undefined;
};
export type SidebarItem =
  string | {type: string; id?: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};

/** Every page under a docs folder, as absolute paths (names starting with _ are partials). */
export function listPageFiles(docsDir: string): string[] {
  return filesUnder(docsDir)
    .filter((file) => /\.mdx?$/.test(file) && !file.split('/').some((name) => name.startsWith('_')))
    .map((file) => path.join(docsDir, file));
}

/** `a/b.mdx` (relative to docs/) is the doc id `a/b`; `index.mdx` is `index`. */
export function docIdOfFile(relativeFile: string): string {
  return relativeFile
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
}

/** The route of a doc id, relative to the base path: `a/b` is `/a/b/`, `index` is `/`. */
export function routeOfDocId(id: string): string {
  return id === 'index' ? '/' : `/${id}/`;
}

/** Which previous/next links a page's front matter hides (`pagination_prev/next: null`). */
function hiddenPagerLinks(frontMatter: FrontMatter): PageEntry['hide'] {
  const prev = 'pagination_prev' in frontMatter && frontMatter.pagination_prev === null;
  const next = 'pagination_next' in frontMatter && frontMatter.pagination_next === null;
  return prev && next ? 'both' : prev ? 'prev' : next ? 'next' : undefined;
}

/**
 * Every page of the site: `{id, route, file, title, description, hide}`, sorted by route. `file`
 * is relative to the site folder (`docs/a/b.mdx`). Front matter that does not parse leaves title
 * and description empty; site-guard reports it, naming the file.
 */
export function loadPages(siteDir: string): PageEntry[] {
  const docsDir = path.join(siteDir, 'docs');
  return listPageFiles(docsDir)
    .map((abs): PageEntry => {
      const id = docIdOfFile(path.relative(docsDir, abs));
      // Front matter that does not parse gives {}: site-guard and the content check report it.
      const {data} = readFrontMatter(fs.readFileSync(abs, 'utf8'));
      return {
        id,
        route: routeOfDocId(id),
        file: path.relative(siteDir, abs).split(path.sep).join('/'),
        title: typeof data.title === 'string' ? data.title : '',
        description: typeof data.description === 'string' ? data.description : '',
        hide: hiddenPagerLinks(data),
      };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The doc ids a sidebar (sidebars.ts) names, in reading order, category links included. */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item): string[] => {
    if (typeof item === 'string') return [item];
    const own = item.type === 'doc' && item.id ? [item.id] : [];
    const link = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...link, ...sidebarDocIds(item.items ?? [])];
  });
}
