// The search box's engine (src/plugins/local-search/client/engine.ts) run in Node on the index of a
// build: what the box shows for a query, its pages cut and its notes written as the box cuts and
// writes them, without a browser. The question bank's scorer (scripts/search-score.mts) and its
// test (tests/e2e/search-ranking.test.mjs) read results through it; the test types a share of the
// questions into the real box as well and requires the two to agree.
import fs from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {SITE_TITLE} from '../data/site';
import {createSearch, type SearchOutcome} from '../plugins/local-search/client/engine';
import {SEARCH_FILES} from '../plugins/local-search/client/files';
import {openPagefind, type Pagefind} from '../plugins/local-search/client/pagefind';
import {BOX_LIMITS} from '../plugins/local-search/client/limits';
import {outcomeNotes} from '../plugins/local-search/client/messages';
import type {SearchGroup} from '../plugins/local-search/client/ranking';
import {resultGroupOf, type ResultGroup} from './search-quality';

export type BoxInNode = {outcome: SearchOutcome; groups: ResultGroup[]; notes: string[]};

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

/** Pagefind's module; since 1.6 it can make instances with their own index loaded. */
type PagefindModule = {createInstance: (options: {basePath: string}) => Pagefind};

/**
 * A search of the index in `buildDir`, as the box runs it (given the site's name, as the box is:
 * a title that is the query but for the name still counts). Each answer's addresses are relative
 * to the site (`/limits/#memory`), as the question bank writes them. Queries share one Pagefind, as
 * in a page, unless `fresh`: then each gets its own, with nothing loaded, as a page's first query.
 */
export function searchBoxInNode(
  buildDir: string,
  {fresh = false}: {fresh?: boolean} = {},
): ((q: string) => Promise<BoxInNode>) & {
  /** What the box shows of groups ranked from an outcome's records: pages cut, addresses relative. */
  shown: (groups: SearchGroup[]) => ResultGroup[];
} {
  letFetchReadFiles();
  const site = pathToFileURL(buildDir).pathname;
  const baseUrl = `${pathToFileURL(buildDir).href}/`;
  const firstQuery = async () => {
    const module = (await import(`${baseUrl}${SEARCH_FILES.script.slice(1)}`)) as PagefindModule;
    const folder = `${baseUrl}${SEARCH_FILES.script.slice(1, SEARCH_FILES.script.lastIndexOf('/') + 1)}`;
    return openPagefind(module.createInstance({basePath: folder}), baseUrl, SEARCH_FILES);
  };
  const search = createSearch(baseUrl, SITE_TITLE, fresh ? firstQuery : undefined);
  const relative = (address: string) => {
    const at = address.indexOf(site);
    return at < 0 ? address : address.slice(at + site.length);
  };
  const shown = (groups: SearchGroup[]) =>
    groups.slice(0, BOX_LIMITS.pages).map((g) =>
      resultGroupOf(
        g.entries.map((e) => e.url),
        relative,
      ),
    );
  const inBox = async (q: string) => {
    const outcome = await search.search(q, {limit: BOX_LIMITS.sections, entriesPerGroup: BOX_LIMITS.entriesPerPage});
    return {outcome, groups: shown(outcome.groups), notes: outcomeNotes(q, outcome)};
  };
  return Object.assign(inBox, {shown});
}
