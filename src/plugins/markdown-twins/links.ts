/**
 * Every URL in a twin is absolute, so the Markdown works wherever it is pasted: links to other
 * pages go to the HTML page they name (the URL a reader shares), links inside the page keep their
 * anchor on the page's own URL, and images point at the file the site serves.
 */
import path from 'node:path';

export type LinkContext = {
  /** The page's source file (absolute). */
  file: string;
  /** The page's URL, absolute, with its trailing slash. */
  pageUrl: string;
  /** The site's origin and base path, e.g. `https://pipedream.com/docs/`. */
  siteRoot: string;
  /** The site's base path, e.g. `/docs/`. */
  baseUrl: string;
  /** Docs folder (absolute), for `/x.mdx` links, which Docusaurus resolves from there. */
  docsDir: string;
  /** The permalink of the page a source file renders, or undefined for a file that is no page. */
  permalinkOf(sourceFile: string): string | undefined;
};

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const MARKDOWN_FILE = /\.mdx?$/;

/** Splits `a/b.mdx?x=1#c` into the path and what follows it. */
function splitUrl(url: string): {pathname: string; suffix: string} {
  const cut = url.search(/[?#]/);
  return cut < 0 ? {pathname: url, suffix: ''} : {pathname: url.slice(0, cut), suffix: url.slice(cut)};
}

/**
 * The absolute form of a link or image URL, or an explanation of why there is none (a link to a
 * Markdown file that is not a page; an image bundled from next to the page, whose URL only the
 * bundler knows).
 */
export function absoluteUrl(url: string, kind: 'link' | 'image', ctx: LinkContext): {url: string} | {problem: string} {
  // Docusaurus's `pathname:///x`: a file of the site, linked as written (no base path added).
  if (url.startsWith('pathname://')) return {url: `${new URL(ctx.siteRoot).origin}${url.slice('pathname://'.length)}`};
  if (SCHEME.test(url)) return {url};
  if (url.startsWith('//')) return {url: `https:${url}`};
  const origin = new URL(ctx.siteRoot).origin;
  if (url === '' || url.startsWith('#') || url.startsWith('?')) return {url: new URL(url, ctx.pageUrl).href};

  const {pathname, suffix} = splitUrl(url);
  if (MARKDOWN_FILE.test(pathname)) {
    const source = decodeURI(pathname);
    const file = source.startsWith('/') ? path.join(ctx.docsDir, source) : path.resolve(path.dirname(ctx.file), source);
    const permalink = ctx.permalinkOf(file);
    if (!permalink) return {problem: `links to "${url}", which is not a page of the site`};
    return {url: `${origin}${permalink.endsWith('/') ? permalink : `${permalink}/`}${suffix}`};
  }
  if (url.startsWith('/')) {
    // Docusaurus adds the base path to root-relative URLs that lack it (`/img/x.svg`).
    const rooted = url.startsWith(ctx.baseUrl) ? url : `${ctx.baseUrl}${url.slice(1)}`;
    return {url: `${origin}${rooted}`};
  }
  if (kind === 'image') {
    return {
      problem: `the image "${url}" is bundled from next to the page; put it under static/ and write its path from the site root (/img/…)`,
    };
  }
  // Any other relative link is resolved by the browser against the page's URL; so is it here.
  return {url: new URL(url, ctx.pageUrl).href};
}
