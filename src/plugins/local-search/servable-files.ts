// Makes Pagefind's output servable by every host the README names, and only what the site uses.
//
// Pagefind names its data files `*.pagefind`, `*.pf_meta`, `*.pf_index`, `*.pf_fragment` and
// `*.pf_filter`. `docusaurus serve` (what maintainers run, and `npm run serve:docusaurus`) takes a URL
// for a file only when it ends in a dot and one to four letters or digits; with
// `trailingSlash: true` it answers every other URL with a 302 to the same path plus a slash, which
// is a 404, so search found nothing there. Each data file therefore gets an extension of that form
// (`.bin`, SEARCH_FILES.dataExtension in ./client/files.ts), and
// the two scripts that fetch them (pagefind.js, and pagefind-worker.js, which runs the same code
// in a web worker) are changed to ask for the new names. Any static host serves `.bin` as
// application/octet-stream, which is what Pagefind expects (the files are already compressed).
//
// The same server redirects any URL with a query string, and Pagefind asks for its entry file as
// `pagefind-entry.json?ts=<now>` to get around caches. The scripts ask for it without the query
// and with `cache: "no-cache"` instead: the browser revalidates it with the server every time,
// which is what the timestamp was for, and a host's caching headers keep working.
//
// Pagefind's own search UIs (pagefind-ui, modular UI, component UI, highlight) are left out: the
// site has its own search box.

/** A file of Pagefind's in-memory output (`index.getFiles()`), its path relative to the index folder. */
export type IndexFile = {path: string; content: Uint8Array};
/**
 * What pagefind-entry.json says of the site's languages (each one's WebAssembly file), and the
 * punctuation its queries keep (./index-chunks.ts).
 */
type Entry = {languages?: Record<string, {wasm?: string}>; include_characters?: string[]};

export const DATA_SUFFIXES = ['.pagefind', '.pf_meta', '.pf_index', '.pf_fragment', '.pf_filter'];
const FETCHING_SCRIPTS = ['pagefind.js', 'pagefind-worker.js'];

/** Pagefind 1.6's request for its entry file, and what the scripts do instead (see above). */
const ENTRY_REQUEST = {
  from: 'entryUrl+=`?ts=${Date.now()}`;}let entry_response=await this.throttledFetch(entryUrl);',
  to: '}let entry_response=await this.throttledFetch(new Request(entryUrl,{cache:"no-cache"}));',
};

const isData = (file: string) => DATA_SUFFIXES.some((suffix) => file.endsWith(suffix));

/** What the site needs of Pagefind's output: the search API, its worker, and the index. */
function isKept(file: string, entry: Entry): boolean {
  if (FETCHING_SCRIPTS.includes(file) || file === 'pagefind-entry.json') return true;
  const wasm = file.match(/^wasm\.(.+)\.pagefind$/);
  if (wasm) return Object.values(entry.languages ?? {}).some((language) => language.wasm === wasm[1]);
  return isData(file);
}

/**
 * Rewrites the URLs a script builds for the data files (template literals ending in a suffix,
 * such as `${basePath}fragment/${hash}.pf_fragment`) and its request for the entry file. Fails when
 * a pattern is missing, so a Pagefind upgrade that changes them stops the build instead of
 * shipping a broken search.
 */
export function patchFetchingScript(name: string, source: string, extension: string): string {
  let patched = source;
  for (const suffix of DATA_SUFFIXES) {
    const pattern = new RegExp(`${suffix.replace('.', '\\.')}\``, 'g');
    if (!pattern.test(patched)) {
      throw new Error(
        `local-search: ${name} no longer builds URLs ending in ${suffix}; check how this Pagefind version names its files`,
      );
    }
    patched = patched.replace(pattern, `${suffix}${extension}\``);
  }
  if (!patched.includes(ENTRY_REQUEST.from)) {
    throw new Error(
      `local-search: ${name} no longer requests pagefind-entry.json as this plugin expects; check this Pagefind version`,
    );
  }
  return patched.replace(ENTRY_REQUEST.from, ENTRY_REQUEST.to);
}

/** Pagefind's entry file, read from its in-memory output. */
export function entryOf(files: readonly IndexFile[]): Entry {
  const entryFile = files.find((f) => f.path === 'pagefind-entry.json');
  if (!entryFile) throw new Error('local-search: Pagefind wrote no pagefind-entry.json');
  const entry: unknown = JSON.parse(Buffer.from(entryFile.content).toString('utf8'));
  if (typeof entry !== 'object' || entry === null)
    throw new Error('local-search: pagefind-entry.json is not an object');
  return entry;
}

/**
 * The files to write, from Pagefind's in-memory output (`index.getFiles()`): `[{path, content}]`
 * with paths relative to the pagefind folder, data files renamed and the scripts patched.
 */
export function servableFiles(files: IndexFile[], extension: string): {path: string; content: Buffer}[] {
  if (!/^\.[a-z\d]{1,4}$/i.test(extension))
    throw new Error(`local-search: ${extension} is not an extension every host serves as a file`);
  const entry = entryOf(files);
  return files
    .filter((f) => isKept(f.path, entry))
    .map((f) => {
      if (FETCHING_SCRIPTS.includes(f.path)) {
        return {
          path: f.path,
          content: Buffer.from(patchFetchingScript(f.path, Buffer.from(f.content).toString('utf8'), extension)),
        };
      }
      return {path: isData(f.path) ? `${f.path}${extension}` : f.path, content: Buffer.from(f.content)};
    });
}
