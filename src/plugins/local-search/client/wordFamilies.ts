/**
 * Every index chunk a query's words can match in, loaded before the query is searched, so that a
 * query finds the same sections whatever was searched before it.
 *
 * Pagefind splits its index into chunks by word (about 25 KB each) and, for each word of a query,
 * fetches the one chunk whose range holds the word as typed. It then matches the word's stem as a
 * prefix of the words of every chunk loaded so far. Where a chunk boundary falls among the words
 * that start with a stem (`run` | `runtime`, `step` | `steps.trigger`), what a query found
 * depended on the queries before it: in one page, "workflow id p_" listed other pages after
 * "pd publish" had loaded the chunk of `publish`. With each stem's whole range loaded first, a
 * query finds what it finds once every chunk is loaded, which is what the question bank's scorer
 * measured all along (it searches in one process, so its chunks pile up).
 *
 * The build writes the chunks' ranges (../index-chunks.ts); Pagefind keeps them inside its
 * WebAssembly. The query's words are normalised as Pagefind 1.6's `search` does and stemmed with a
 * Porter2 stemmer. Pagefind's own stemmer is a later Snowball version that keeps more of some
 * words (`interval`, where Porter2 gives `interv`), so only the part of the word the stemmer left
 * alone counts: a range that holds every word starting with it holds every word Pagefind matches.
 */
import {stem as porter2} from 'porter2';
import type {Pagefind} from './pagefind';

/** One chunk of Pagefind's index: its first and last word (bounds, not always words) and a word that loads it. */
export type IndexChunk = {from: string; to: string; key: string};

/** What the build writes of the index's chunks (SEARCH_FILES.chunks). */
export type ChunkMap = {
  /** Characters Pagefind keeps in a query word although they are punctuation (`_`). */
  includeCharacters: string[];
  chunks: IndexChunk[];
};

// Pagefind's own test of a character, its anchors included: what it removes, this removes.
const PUNCTUATION = /^\p{Pd}|\p{Pe}|\p{Pf}|\p{Pi}|\p{Po}|\p{Ps}$/u;

/**
 * The words Pagefind 1.6 searches for a query: lower case, punctuation removed but for
 * `includeCharacters`, diacritics removed, split at spaces.
 */
export function pagefindWords(query: string, includeCharacters: readonly string[]): string[] {
  const kept = [...query]
    .map((c) => (includeCharacters.includes(c) ? c : PUNCTUATION.test(c) ? '' : c.toLocaleLowerCase()))
    .join('');
  return kept
    .split(/\s+/)
    .map((word) => word.normalize('NFD').replace(/(?![\u3099\u309A])\p{M}/gu, ''))
    .filter(Boolean);
}

/** The start of `word` that its stem keeps (`run` of `running`, `bod` of `body`). */
export function stemmedStart(word: string): string {
  const stemmed = porter2(word);
  let i = 0;
  while (i < word.length && word[i] === stemmed[i]) i += 1;
  return word.slice(0, i) || word;
}

/** The key of every chunk whose range holds a word starting with `start`. */
const keysFrom = (start: string, map: ChunkMap) =>
  map.chunks.filter((chunk) => chunk.to >= start && chunk.from <= `${start}\uffff`).map((chunk) => chunk.key);

/** @internal The key of every chunk holding a word that starts as a word of `query` does once stemmed. */
export const chunkKeys = (query: string, map: ChunkMap): string[] => [
  ...new Set(pagefindWords(query, map.includeCharacters).flatMap((word) => keysFrom(stemmedStart(word), map))),
];

/** `pagefind`, its searches made after the chunks of their words' families are loaded. */
export function withWordFamilies(pagefind: Pagefind, map: ChunkMap): Pagefind {
  const loaded = new Map<string, Promise<void>>();
  // Pagefind loads the chunk whose range holds the word searched, and `preload` loads what a search would.
  const load = (keys: string[]) =>
    Promise.all(
      keys.map((key) => {
        if (!loaded.has(key)) loaded.set(key, pagefind.preload(key));
        return loaded.get(key);
      }),
    );
  const families = new Map<string, Promise<unknown>>();
  /**
   * Loads the chunks of `word`'s family. When no word of the index extends its stem, Pagefind
   * searches instead the longest word of the chunks loaded that begins it ("webhok" as "web"), and
   * that word's family: then every chunk of the words sharing its first letter is loaded too.
   */
  const family = (word: string) => {
    let loading = families.get(word);
    if (!loading) {
      const start = stemmedStart(word);
      loading = load(keysFrom(start, map)).then(async () => {
        const [first] = (await pagefind.search(word))?.results ?? [];
        const record = first && (await first.data());
        const words = record ? record.content.split(/\s+/) : [];
        const extends_ = record?.locations.some((l) =>
          pagefindWords(words[l] ?? '', map.includeCharacters).some((w) => w.startsWith(start)),
        );
        if (!extends_) await load(keysFrom(word.slice(0, 1), map));
      });
      families.set(word, loading);
    }
    return loading;
  };
  return {
    options: (opts) => pagefind.options(opts),
    init: () => pagefind.init(),
    preload: (query) => pagefind.preload(query),
    search: async (query, options) => {
      if (query) await Promise.all(pagefindWords(query, map.includeCharacters).map(family));
      return pagefind.search(query, options);
    },
  };
}

/** `json` as a chunk map, or an error saying what is wrong with it. */
export function readChunkMap(json: unknown): ChunkMap {
  const map = json as Partial<ChunkMap> | null;
  const isChunk = (c: unknown) =>
    typeof c === 'object' &&
    c !== null &&
    ['from', 'to', 'key'].every((k) => typeof (c as Record<string, unknown>)[k] === 'string');
  if (
    !map ||
    !Array.isArray(map.includeCharacters) ||
    !map.includeCharacters.every((c) => typeof c === 'string') ||
    !Array.isArray(map.chunks) ||
    !map.chunks.every(isChunk)
  ) {
    throw new Error('the index chunk list is not in the expected format');
  }
  return map as ChunkMap;
}
