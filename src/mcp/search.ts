/**
 * The seam between the MCP server and the site's search engine: the one module of src/mcp/ that
 * imports the search box's code (src/plugins/local-search/). It runs the box's engine
 * (`createSearch`, client/engine.ts) on the site's Pagefind index, with the box's limits
 * (`BOX_LIMITS`, client/limits.ts) and the box's notes (client/messages.ts), and maps what the box
 * shows (its groups' entries: title, trail, URL, excerpt) to search_docs' results, in the box's
 * order. Only Pagefind's data comes from the site: the client and its WebAssembly are the
 * installed package's (./pagefind-client.ts), so a site, even a remote one, never runs code here.
 */
import {SITE_TITLE} from '../data/site';
import {createSearch} from '../plugins/local-search/client/engine';
import {SEARCH_FILES} from '../plugins/local-search/client/files';
import {BOX_LIMITS} from '../plugins/local-search/client/limits';
import {noResultsText, outcomeNotes} from '../plugins/local-search/client/messages';
import {openPagefind, type Pagefind} from '../plugins/local-search/client/pagefind';
import {patchFetchingScript} from '../plugins/local-search/servable-files';
import {installedPagefindClient} from './pagefind-client';
import {SiteFileError, type Site} from './site';

/** One result: a section of a page, as the box lists it. */
export type DocResult = {
  /** The page's title. */
  title: string;
  /** Where on the page: the headings down to the section (`Pipedream internal errors › Out of Memory`); null for the page's top. */
  section: string | null;
  /** The section's address on the site (`https://pipedream.com/docs/limits/#memory`). */
  url: string;
  /** The words around the match, as the box shows them. */
  excerpt: string;
};

/** The most results one search gives: every section the box shows, page by page. */
export const MAX_RESULTS = BOX_LIMITS.pages * BOX_LIMITS.entriesPerPage;

/** The search can not run on this site; the message says why and what to do. */
class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** A query no reader's answer depends on, searched once before any is (see `prepare`). */
const WARM_UP_QUERY = 'workflw';

/** The index folder, relative to the base path (`pagefind/`). */
const INDEX_FOLDER = SEARCH_FILES.entry.slice(1, SEARCH_FILES.entry.lastIndexOf('/') + 1);

let guarded: Site | null = null;

/**
 * Makes `fetch` in this process serve the engine's requests for the site's index from `site`, and
 * refuse every other request: Pagefind and the engine fetch with the global `fetch`. Pagefind's
 * WebAssembly is answered with the installed package's, whatever the site holds.
 */
function guardFetch(site: Site, wasm: ReadonlyMap<string, Uint8Array>): void {
  if (guarded) {
    if (guarded !== site) throw new Error('The search of one site is already running in this process.');
    return;
  }
  guarded = site;
  const wasmFile = new RegExp(
    `^${INDEX_FOLDER}wasm\\.(.+)\\.pagefind${SEARCH_FILES.dataExtension.replace('.', '\\.')}$`,
  );
  globalThis.fetch = (async (input: string | URL | Request) => {
    const address = (input instanceof Request ? input.url : String(input)).split(/[?#]/)[0]!;
    if (!address.startsWith(site.baseUrl)) {
      throw new TypeError(`The MCP server fetches nothing but the site's search index; ${address} was refused.`);
    }
    const relative = address.slice(site.baseUrl.length);
    const language = wasmFile.exec(relative)?.[1];
    if (language !== undefined) {
      const bytes = wasm.get(language);
      return bytes
        ? new Response(new Uint8Array(bytes))
        : new Response(`No WebAssembly for ${language}`, {status: 404});
    }
    if (!relative.startsWith(INDEX_FOLDER)) return new Response('Not part of the search index', {status: 403});
    try {
      return new Response(await site.read(relative));
    } catch (error) {
      const missing = error instanceof SiteFileError && error.missing;
      return new Response(error instanceof Error ? error.message : String(error), {status: missing ? 404 : 403});
    }
  }) as typeof fetch;
}

/**
 * The site's search, loaded once: the installed Pagefind client, checked against the version of
 * the site's index, opened as the box opens it (client/pagefind.ts).
 */
async function openIndex(site: Site): Promise<Pagefind> {
  type Entry = {version?: unknown; languages?: Record<string, {wasm?: string}>};
  let entry: Entry;
  try {
    entry = JSON.parse(await site.readText(SEARCH_FILES.entry.slice(1))) as Entry;
  } catch (error) {
    if (error instanceof SiteFileError && error.missing) {
      throw new SearchIndexError(
        `${site.where} has no offline search index (${SEARCH_FILES.entry.slice(1)} is missing): it was built with ` +
          'Algolia DocSearch (the ALGOLIA_* variables), or without its search step. Build it without the ALGOLIA_* ' +
          'variables to search it here; get_page, list_pages and get_openapi work without it.',
      );
    }
    throw new SearchIndexError(`The search index of ${site.where} could not be read: ${(error as Error).message}`);
  }
  const languages = Object.entries(entry.languages ?? {});
  const client = await installedPagefindClient(languages.map(([language]) => language));
  if (entry.version !== client.version) {
    throw new SearchIndexError(
      `The search index of ${site.where} was written by Pagefind ${String(entry.version)}, and this server runs ` +
        `Pagefind ${client.version} (the version package.json pins); it searches only an index of its own version. ` +
        'Rebuild the site, or run the server from a checkout of the same version as the site.',
    );
  }
  const unknown = languages.filter(([, language]) => !client.wasm.has(language.wasm ?? ''));
  if (!languages.length || unknown.length) {
    throw new SearchIndexError(
      `The search index of ${site.where} names ${languages.length ? `languages this server's Pagefind has no WebAssembly for (${unknown.map(([l]) => l).join(', ')})` : 'no language'}.`,
    );
  }
  guardFetch(site, client.wasm);
  const script = patchFetchingScript('pagefind.js', client.script, SEARCH_FILES.dataExtension);
  const module = (await import(`data:text/javascript;base64,${Buffer.from(script).toString('base64')}`)) as {
    createInstance: (options: {basePath: string}) => Pagefind;
  };
  return openPagefind(module.createInstance({basePath: `${site.baseUrl}${INDEX_FOLDER}`}), site.baseUrl, SEARCH_FILES);
}

/**
 * What a search found: the results, and what the box says about the query (corrected, partly
 * matched, or nothing found).
 */
export type DocSearchAnswer = {results: DocResult[]; notes: string[]};

/**
 * The search of `site` as the box runs it. `publicBase` is where readers find the site
 * (`https://pipedream.com/docs/`): results give their addresses there.
 */
export function siteSearch(site: Site, publicBase: string) {
  let index: Promise<Pagefind> | null = null;
  const open = () => {
    index ??= openIndex(site).catch((error: unknown) => {
      index = null;
      throw error;
    });
    return index;
  };
  const search = createSearch(site.baseUrl, SITE_TITLE, {open});
  // Pagefind gives each address with the site's path in it (`/…/build/limits/#memory`); what
  // follows that path is the route.
  const sitePath = new URL(site.baseUrl).pathname.replace(/\/$/, '');
  const publicUrl = (address: string) => {
    const at = address.indexOf(sitePath);
    const route = at < 0 ? address : address.slice(at + sitePath.length);
    return `${publicBase}${route.replace(/^\//, '')}`;
  };
  return {
    /**
     * Loads the index ahead of the first query, and searches a misspelt word once: that compiles
     * the engine and Pagefind's WebAssembly and loads the spelling vocabulary, which a reader's
     * first query would otherwise wait for (about 250 ms, against 10 to 50 ms for the next ones).
     */
    prepare: async () => {
      await open();
      await search.search(WARM_UP_QUERY, {limit: BOX_LIMITS.sections, entriesPerGroup: BOX_LIMITS.entriesPerPage});
    },
    async search(query: string, limit = MAX_RESULTS): Promise<DocSearchAnswer> {
      // Opened here first, so that a site the search cannot run on is reported as such, not
      // diagnosed by the engine as a file that failed to load.
      await open();
      const outcome = await search.search(query, {
        limit: BOX_LIMITS.sections,
        entriesPerGroup: BOX_LIMITS.entriesPerPage,
      });
      const results = outcome.groups.slice(0, BOX_LIMITS.pages).flatMap((group) =>
        group.entries.map((entry) => ({
          title: group.title,
          section: entry.trail.length ? [...entry.trail.slice(1), entry.title].join(' › ') : null,
          url: publicUrl(entry.url),
          excerpt: entry.excerpt.map((segment) => segment.text).join(''),
        })),
      );
      const notes = outcomeNotes(query, outcome);
      return {results: results.slice(0, limit), notes: results.length ? notes : [...notes, noResultsText(query)]};
    },
  };
}
