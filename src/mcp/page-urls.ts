/**
 * Which page a URL a reader pasted names: with or without the host and the base path, as the
 * page (`/docs/limits/`), its other spellings (`/docs/limits`, `limits.html`, `limits/index.html`),
 * its Markdown twin (`/docs/limits.md`, as llms.txt links it), with a `#section` or a query, or an
 * old path that redirects to it. Pure: the server gives it the site's pages and redirects.
 *
 * Nothing here opens a file: the answer is one of the site's routes, and the server reads that
 * route's twin. A URL that tries to leave the site (`..` in any encoding, a backslash, another
 * scheme or host) is refused rather than normalised into some page.
 */

/** A page of the site: its route relative to the base path (`/limits/`, `/` for the home page). */
export type PageRef = {route: string; title: string; headers?: {title: string; slug: string}[]};

export type Resolved = {
  route: string;
  /** The `#section` asked for, without the `#`. */
  anchor?: string;
  /** The old path the URL named, when it redirected to `route`. */
  redirectedFrom?: string;
};

export class PageUrlError extends Error {
  override name = 'PageUrlError';
}

/** Longer than any URL of the site by far; a longer input is refused before it is read. */
export const MAX_URL_LENGTH = 2048;

const withoutSlashes = (path: string) => path.replace(/^\/+|\/+$/g, '');

/** `path` (decoded) has a `..` or `.` segment, a backslash or a NUL: it tries to leave the folder it names. */
const leaves = (path: string) => /(^|\/)\.\.?(\/|$)|\\|\0/.test(path);

/**
 * `path` decoded as many times as it is encoded (at most three), refused when any decoding of it
 * leaves the site: `%2e%2e/`, `%252e%252e/` and `..%2f` are `../` too.
 */
function decodedPath(raw: string): string {
  let path = raw;
  for (let round = 0; round < 4; round++) {
    if (leaves(path)) throw new PageUrlError(`"${raw}" tries to leave the site (a "..", "." or "\\" in its path).`);
    if (!/%[0-9a-f]{2}/i.test(path)) return path;
    if (round === 3) break;
    try {
      path = decodeURIComponent(path);
    } catch {
      throw new PageUrlError(`"${raw}" has a malformed percent-encoding.`);
    }
  }
  throw new PageUrlError(`"${raw}" is percent-encoded more times than any URL of the site.`);
}

/** Levenshtein distance, for naming the pages closest to a URL that names none. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The pages whose route is closest to `route`: by the whole route, or by its last segment alone
 * (`/workflows/enviroment-variables/` is nearest `/environment-variables/`), each relative to
 * its length. At most `count`, closest first.
 */
export function closestPages(route: string, pages: readonly PageRef[], count = 3): PageRef[] {
  const wanted = withoutSlashes(route);
  const last = wanted.split('/').pop() ?? '';
  const distance = (page: PageRef) => {
    const candidate = withoutSlashes(page.route);
    const whole = editDistance(wanted, candidate) / Math.max(wanted.length, candidate.length, 1);
    const end = candidate.split('/').pop() ?? '';
    const tail = editDistance(last, end) / Math.max(last.length, end.length, 1);
    return Math.min(whole, tail);
  };
  return pages
    .map((page) => ({page, d: distance(page)}))
    .sort((a, b) => a.d - b.d || a.page.route.localeCompare(b.page.route))
    .slice(0, count)
    .map(({page}) => page);
}

/**
 * The route a site path (relative to the base path, decoded) names: `limits`, `limits/`,
 * `limits.html`, `limits/index.html` and `limits.md` are all `/limits/`; `index.md`, `index.html`
 * and the empty path are the home page `/`.
 */
export function routeOf(path: string): string {
  let p = path.replace(/\/{2,}/g, '/').replace(/^\//, '');
  p = p.replace(/(^|\/)index\.(html|md)$/, '$1').replace(/\.(html|md)$/, '');
  p = withoutSlashes(p);
  return p ? `/${p}/` : '/';
}

export type SiteUrls = {
  /** The base path, `/docs/`. */
  base: string;
  /** Hosts whose URLs are this site's (`pipedream.com`, the host it is served from). Loopback always is. */
  hosts: readonly string[];
  pages: readonly PageRef[];
  /** Old paths relative to the base (`/cron`), to a route or an absolute URL (src/data/redirects.ts). */
  redirects: readonly {from: string; to: string}[];
};

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The path (relative to the site's host) and fragment of what was pasted, or why it is no URL of the site. */
function pathAndFragment(input: string, {hosts}: SiteUrls): {path: string; fragment?: string} {
  let rest = input;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(rest);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1]!))
      throw new PageUrlError(`"${input}" is not a web address of this site: give the page's URL or its path.`);
    const afterScheme = rest.slice(scheme[0].length);
    if (!afterScheme.startsWith('//')) throw new PageUrlError(`"${input}" is not a well-formed URL.`);
    rest = afterScheme.slice(2);
  } else if (rest.startsWith('//')) {
    rest = rest.slice(2);
  } else {
    // A host without a scheme (`pipedream.com/docs/limits/`), when it is one of the site's.
    const first = rest.split(/[/?#]/)[0]!.toLowerCase();
    if (!hosts.includes(first) && !LOOPBACK.has(first.replace(/:\d+$/, ''))) return split(rest);
  }
  const hostEnd = rest.search(/[/?#]|$/);
  const authority = rest.slice(0, hostEnd).toLowerCase();
  if (authority.includes('@'))
    throw new PageUrlError(`"${input}" carries credentials; give the page's URL without them.`);
  const host = authority.replace(/:\d+$/, '');
  if (!hosts.some((h) => h.replace(/:\d+$/, '') === host) && !LOOPBACK.has(host)) {
    throw new PageUrlError(`"${input}" is on ${host}, not on this site (${hosts.join(', ')}).`);
  }
  return split(rest.slice(hostEnd));

  function split(text: string) {
    const hash = text.indexOf('#');
    const fragment = hash < 0 ? undefined : text.slice(hash + 1);
    const beforeHash = hash < 0 ? text : text.slice(0, hash);
    const query = beforeHash.indexOf('?');
    return {path: query < 0 ? beforeHash : beforeHash.slice(0, query), fragment: fragment || undefined};
  }
}

/** The page a pasted URL names, or a PageUrlError saying why none, naming the closest pages. */
export function resolvePageUrl(input: string, site: SiteUrls): Resolved {
  const text = input.trim();
  if (!text) throw new PageUrlError('The URL is empty: give a page URL such as /docs/limits/.');
  if (text.length > MAX_URL_LENGTH)
    throw new PageUrlError(`The URL is ${text.length} characters long; no URL of this site is over ${MAX_URL_LENGTH}.`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw new PageUrlError('The URL holds control characters.');
  const {path: rawPath, fragment} = pathAndFragment(text, site);
  let path = decodedPath(rawPath);
  let anchor: string | undefined;
  if (fragment) {
    try {
      anchor = decodeURIComponent(fragment);
    } catch {
      anchor = fragment;
    }
  }
  // With or without the base path: `/docs/limits/`, `docs/limits`, `/limits/`, `limits`.
  const base = withoutSlashes(site.base);
  const trimmed = withoutSlashes(path);
  if (trimmed === base) path = '';
  else if (trimmed.startsWith(`${base}/`)) path = trimmed.slice(base.length + 1);
  else path = trimmed;
  const route = routeOf(path);
  const byRoute = new Map(site.pages.map((page) => [page.route, page]));
  if (byRoute.has(route)) return {route, ...(anchor ? {anchor} : {})};

  const redirect = site.redirects.find((r) => routeOf(r.from) === route);
  if (redirect) {
    const [target, targetAnchor] = redirect.to.split('#');
    if (/^https?:\/\//.test(redirect.to))
      throw new PageUrlError(
        `${site.base}${withoutSlashes(redirect.from)} now redirects to ${redirect.to}, which is not a page of these docs.`,
      );
    const to = routeOf(target!);
    if (byRoute.has(to)) {
      const wantedAnchor = anchor ?? targetAnchor;
      return {
        route: to,
        redirectedFrom: `${site.base}${withoutSlashes(redirect.from)}`,
        ...(wantedAnchor ? {anchor: wantedAnchor} : {}),
      };
    }
  }
  const close = closestPages(route, site.pages);
  const named = close.map((page) => `${site.base}${page.route.slice(1)} (${page.title})`).join(', ');
  throw new PageUrlError(
    `No page of this site is at ${site.base}${route.slice(1)}.${close.length ? ` The closest: ${named}.` : ''}`,
  );
}
