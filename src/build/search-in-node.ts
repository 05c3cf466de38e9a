// The search box's engine (src/plugins/local-search/client/engine.ts) run in Node on the index of a
// build: what the box shows for a query, cut and worded as the box does, without a browser. The
// question bank's scorer and its browser test read results through it.
import fs from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {SITE_TITLE} from '../data/site';
import {createSearch, type SearchOutcome} from '../plugins/local-search/client/engine';
import {SEARCH_FILES} from '../plugins/local-search/client/files';
import {openPagefind, type Pagefind} from '../plugins/local-search/client/pagefind';
import {BOX_LIMITS} from '../plugins/local-search/client/limits';
import {outcomeNotes} from '../plugins/local-search/client/messages';
import {resultGroupOf, type Shown} from './search-quality';

let readsFiles = false;

/** Pagefind fetches its index next to its script; in Node that is a file: URL, which fetch cannot read. */
function letFetchReadFiles(): void {
  if (readsFiles) return;
  readsFiles = true;
  const networkFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const address = input instanceof Request ? input.url : String(input);
    if (!address.startsWith('file:')) return networkFetch(input, init);
    const file = fileURLToPath(address.split(/[?#]/)[0]!);
    return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response('not found', {status: 404});
  }) as typeof fetch;
}

/**
 * A search of the index in `buildDir`, as the box runs it, its entries' addresses relative to the
 * site (`/limits/#memory`) as the question bank writes them. Queries share one Pagefind, as in a
 * page, unless `fresh`: then each gets its own, with nothing loaded, as a page's first query.
 * Unlike a page, it keeps every answer of Pagefind's: a question bank repeats its common words
 * thousands of times in one process, and the answers do not change what is shown.
 */
export function searchBoxInNode(
  buildDir: string,
  {fresh = false}: {fresh?: boolean} = {},
): (q: string) => Promise<Shown & {outcome: SearchOutcome}> {
  letFetchReadFiles();
  const site = pathToFileURL(buildDir).pathname;
  const baseUrl = `${pathToFileURL(buildDir).href}/`;
  const firstQuery = async () => {
    const scriptUrl = `${baseUrl}${SEARCH_FILES.script.slice(1)}`;
    const module = (await import(scriptUrl)) as {createInstance: (options: {basePath: string}) => Pagefind};
    const instance = module.createInstance({basePath: scriptUrl.slice(0, scriptUrl.lastIndexOf('/') + 1)});
    return openPagefind(instance, baseUrl, SEARCH_FILES);
  };
  const search = createSearch(baseUrl, SITE_TITLE, {
    answersKept: Infinity,
    ...(fresh && {open: firstQuery}),
  });
  const relative = (address: string) => {
    const at = address.indexOf(site);
    return at < 0 ? address : address.slice(at + site.length);
  };
  return async (q) => {
    const outcome = await search.search(q, {limit: BOX_LIMITS.sections, entriesPerGroup: BOX_LIMITS.entriesPerPage});
    const groups = outcome.groups.slice(0, BOX_LIMITS.pages).map((g) =>
      resultGroupOf(
        g.entries.map((e) => e.url),
        relative,
      ),
    );
    return {outcome, groups, notes: outcomeNotes(q, outcome)};
  };
}
