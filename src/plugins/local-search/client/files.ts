/**
 * Where the offline search lives in the build, relative to the base path. The plugin writes these
 * files (../build-index.mts) and the browser reads them; both take the names from here.
 */
export const SEARCH_FILES = {
  /** Pagefind's search API: loaded on first use of the search box. */
  script: '/pagefind/pagefind.js',
  /** Lists the index's languages and hashes; the first file Pagefind fetches. */
  entry: '/pagefind/pagefind-entry.json',
  /**
   * The range of words of each of Pagefind's index chunks (./wordFamilies.ts): loaded with
   * Pagefind, so that a query's words are searched in every chunk they can match in.
   */
  chunks: '/pagefind/chunks.json',
  /** The words of the indexed pages, for spelling correction; loaded only when a query needs it. */
  vocabulary: '/pagefind/vocabulary.json',
  /**
   * Common English words the spelling correction would change (../common-words.ts), one file per
   * first letter (`commonWordsFile`); the box loads a word's file only when a correction would
   * change that word.
   */
  commonWords: '/pagefind/common-words/',
  /**
   * Added to the name of each of Pagefind's data files (`wasm.en.pagefind.bin`), so that every
   * host serves them as files (see ../servable-files.ts).
   */
  dataExtension: '.bin',
} as const;

/**
 * The file of the common words that start as `word` does: a word is looked up in a file of a few
 * hundred (about 1.3 KB gzip), not in all of them (about 29 KB as one file).
 */
export const commonWordsFile = (word: string): string => `${SEARCH_FILES.commonWords}${commonWordsShard(word)}.json`;

/** The name of that file, without its folder and extension: the word's first letter, or `_`. */
export const commonWordsShard = (word: string): string => (/^[a-z]/.test(word) ? word[0]! : '_');

/** The full results page: `/docs/search/?q=…`. */
export const SEARCH_PAGE_PATH = '/search/';

/** The query parameter of the results page. */
export const SEARCH_QUERY_PARAM = 'q';
