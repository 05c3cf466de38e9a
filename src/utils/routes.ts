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
