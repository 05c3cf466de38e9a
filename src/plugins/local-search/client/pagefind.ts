/** The parts of Pagefind's browser API the search uses, and how it is loaded. */
import {readChunkMap, withWordFamilies} from './wordFamilies';

/** A matched word of a record: its position in the record's text and the weight of its element. */
type PagefindLocation = {weight: number; balanced_score: number; location: number};

/** An element with an id inside a record (the section's heading, `####` headings inside it). */
export type PagefindAnchor = {element: string; id: string; text: string; location: number};

/** One record's data (src/plugins/local-search/sections.ts writes the meta fields). */
export type PagefindRecord = {
  url: string;
  content: string;
  meta: {title?: string; page?: string; parent?: string; level?: string; body?: string};
  anchors: PagefindAnchor[];
  locations: number[];
  weighted_locations: PagefindLocation[];
};

export type PagefindResult = {id: string; score: number; data: () => Promise<PagefindRecord>};

export type Pagefind = {
  options: (opts: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /** Loads the index chunks a search for `query` would. */
  preload: (query: string) => Promise<void>;
  /** `null` with filters: every record the filters select. */
  search: (
    query: string | null,
    options?: {filters?: Record<string, {any: string[]}>},
  ) => Promise<{results: PagefindResult[]} | null>;
};

/**
 * Pagefind's own options. Its ranking parameters keep their defaults: with section records and
 * the reordering in ./ranking.ts, changing termSimilarity, termFrequency, pageLength,
 * termSaturation or the title's meta weight moved at most one question of
 * the 107 questions of tests/search/tuning.json, never for the better.
 */
const PAGEFIND_OPTIONS = {excerptLength: 24};

/** The search index could not be loaded; `message` says which file failed and how. */
export class SearchUnavailableError extends Error {
  override name = 'SearchUnavailableError';
}

let loading: Promise<Pagefind> | null = null;

type IndexFiles = {script: string; entry: string; chunks: string; dataExtension: string};

/**
 * Pagefind's API (its module, or an instance of it) set up as the box uses it: its options, its
 * index, and the chunks of every word's family loaded before a search (./wordFamilies.ts).
 */
export async function openPagefind(api: Pagefind, baseUrl: string, files: IndexFiles): Promise<Pagefind> {
  const chunksUrl = `${baseUrl.replace(/\/$/, '')}${files.chunks}`;
  const [map] = await Promise.all([
    // Revalidated, like Pagefind's entry file: its name is the same from one build to the next.
    fetch(chunksUrl, {cache: 'no-cache'}).then(async (response) => {
      if (!response.ok) throw new Error(`${chunksUrl} was answered with ${response.status}`);
      return readChunkMap(await response.json());
    }),
    api.options(PAGEFIND_OPTIONS).then(() => api.init()),
  ]);
  return withWordFamilies(api, map);
}

/**
 * Loads Pagefind once, on first use. `webpackIgnore` keeps the bundler from resolving a file that
 * only exists after the build. A failed load is diagnosed (see `diagnose`) and may be retried.
 */
export function loadPagefind(baseUrl: string, files: IndexFiles): Promise<Pagefind> {
  const scriptUrl = `${baseUrl.replace(/\/$/, '')}${files.script}`;
  loading ??= import(/* webpackIgnore: true */ scriptUrl)
    .then((module: Pagefind) => openPagefind(module, baseUrl, files))
    .catch(async (error: unknown) => {
      loading = null;
      throw new SearchUnavailableError(await diagnose(baseUrl, files, error));
    });
  return loading;
}

const STATUS_TEXT: Record<number, string> = {403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error'};

/** What the server answered for a file: null when it served it, otherwise a sentence. */
async function problemWith(url: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(url, {redirect: 'manual', cache: 'no-store'});
  } catch {
    return `${url} could not be reached`;
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    return `${url} was answered with a redirect instead of the file (the server treats it as a page)`;
  }
  if (!response.ok)
    return `${url} was answered with ${response.status} ${response.statusText || STATUS_TEXT[response.status] || ''}`.trim();
  return null;
}

/**
 * Why the index did not load, in a sentence a reader or a developer can act on: the first file of
 * the index that the server does not serve (with its status), or else the browser's own error
 * (a security policy that blocks WebAssembly, for example).
 */
export async function diagnose(baseUrl: string, files: IndexFiles, error: unknown): Promise<string> {
  const base = baseUrl.replace(/\/$/, '');
  const checked = [`${base}${files.script}`, `${base}${files.entry}`, `${base}${files.chunks}`];
  let problem: string | null = null;
  for (const url of checked) {
    problem = await problemWith(url);
    if (problem) break;
  }
  if (!problem) {
    // The entry lists the language indexes; check the two files Pagefind fetches next.
    try {
      const entry = (await (await fetch(`${base}${files.entry}`, {cache: 'no-store'})).json()) as {
        languages?: Record<string, {hash: string; wasm?: string}>;
      };
      const folder = `${base}${files.entry.slice(0, files.entry.lastIndexOf('/') + 1)}`;
      for (const [, language] of Object.entries(entry.languages ?? {})) {
        for (const url of [
          `${folder}pagefind.${language.hash}.pf_meta${files.dataExtension}`,
          `${folder}wasm.${language.wasm ?? 'unknown'}.pagefind${files.dataExtension}`,
        ]) {
          problem ??= await problemWith(url);
        }
      }
    } catch {
      problem = `${base}${files.entry} is not the index's entry file`;
    }
  }
  const detail = problem ?? (error instanceof Error ? error.message : String(error));
  return `The search index could not be loaded: ${detail}.`;
}
