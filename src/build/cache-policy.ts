// What a host tells browsers to keep, one policy for the reference nginx configuration
// (nginx-config.ts) and the static host the tests, the bench and `npm run serve` use
// (static-server.ts): the bundles under assets/ carry a content hash in their names, so a name
// never changes content and a browser may keep them a year; everything else (pages, the search
// index's unhashed entry files, llms.txt) is revalidated on each use.

/** The folder, under the base path, whose files are named by their content's hash. */
export const HASHED_FOLDER = 'assets/';

export const CACHE_CONTROL = {
  hashed: 'public, max-age=31536000, immutable',
  revalidated: 'no-cache',
} as const;

/** The Cache-Control value for a request path (with the base path) under `base`. */
export function cacheControlOf(pathname: string, base: string): string {
  return pathname.startsWith(`${base}${HASHED_FOLDER}`) ? CACHE_CONTROL.hashed : CACHE_CONTROL.revalidated;
}
