// Types for scripts/lib/pages.mjs, so TypeScript (plugins, tests) can import it.
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
export function listPageFiles(docsDir: string): string[];
export function docIdOfFile(relativeFile: string): string;
export function routeOfDocId(id: string): string;
export function docIdOf(route: string): string;
export function hiddenPagerLinks(frontMatter: Record<string, unknown>): PageEntry['hide'];
export function loadPages(siteDir: string): PageEntry[];
export type SidebarItem =
  string | {type: string; id?: string; label?: string; items?: SidebarItem[]; link?: {type: string; id?: string}};
export function sidebarDocIds(items: readonly SidebarItem[]): string[];
