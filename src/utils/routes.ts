/**
 * The `.html` spelling of a page's route, which old links and some hosts use: `/limits/` is also
 * reachable as `/limits.html`. Fed to plugin-client-redirects' `createRedirects`, which writes a
 * redirect file there pointing back at the canonical trailing-slash URL. The home page has none:
 * its `/index.html` is the page itself.
 */
export function htmlVariantsOf(route: string): string[] {
  if (route === '/' || !route.endsWith('/')) return [];
  return [`${route.slice(0, -1)}.html`];
}

/**
 * The canonical form of a path the static host served as a file: `/docs/x/index.html` and
 * `/docs/index.html` become `/docs/x/` and `/docs/`. Other paths come back unchanged.
 */
export function canonicalPathname(pathname: string): string {
  return pathname.endsWith('/index.html') ? pathname.slice(0, -'index.html'.length) : pathname;
}

/**
 * A doc's permalink as the router serves it. The docs plugin's permalinks lack the trailing slash
 * that `trailingSlash: true` adds to every route.
 */
export function withTrailingSlash(permalink: string): string {
  return permalink.endsWith('/') ? permalink : `${permalink}/`;
}

/**
 * Where a page's Markdown twin is served (src/plugins/markdown-twins): the page's path without
 * its trailing slash plus `.md`, so `/docs/workflows/steps/code/` has `/docs/workflows/steps/code.md`.
 * The home page, whose path is the base path itself, has `/docs/index.md`. Accepts permalinks with
 * or without the trailing slash (the docs plugin gives them without it).
 */
export function markdownTwinPath(permalink: string, baseUrl: string): string {
  const page = withTrailingSlash(permalink);
  if (page === withTrailingSlash(baseUrl)) return `${page}index.md`;
  return `${page.slice(0, -1)}.md`;
}
