/** What the not-found page makes of the address that was not found. */

/** Parts of a path that say nothing about the page asked for. */
const NOISE = new Set(['docs', 'index', 'html', 'htm', 'md', 'mdx', 'readme', 'www', 'http', 'https']);

/** Words searched at most: a long path is mostly noise. */
export const MAX_PATH_WORDS = 6;

/**
 * The words of a missing page's path, to search for it: `/docs/workflows/concurency/` →
 * "workflows concurency". Percent-escapes are decoded (a malformed one is left as it is) and the
 * result is plain words, never markup: `/docs/<script>…` gives "script …".
 */
export function searchWordsOfPath(pathname: string, baseUrl: string): string {
  let rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  try {
    rest = decodeURIComponent(rest);
  } catch {
    // A malformed escape: its letters are still words.
  }
  const words = rest
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !NOISE.has(w));
  return [...new Set(words)].slice(0, MAX_PATH_WORDS).join(' ');
}

/** The path as the reader can be shown it: decoded where it can be, as text. */
export function displayPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}
