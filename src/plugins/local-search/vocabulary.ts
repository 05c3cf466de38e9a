// The words of the indexed pages, for the search box's spelling correction: a query word that is
// in no page is corrected to the nearest word that is. Built from the text Pagefind indexed, so it
// holds exactly the words a search can find; loaded by the browser only when a query needs it.

/** Words shorter than this are never corrected (and so never needed). */
const MIN_WORD_LENGTH = 3;
const MAX_WORD_LENGTH = 30;

/** The words of a text as the vocabulary and the browser's speller split them. */
export function vocabularyWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => w.length >= MIN_WORD_LENGTH && w.length <= MAX_WORD_LENGTH && /\p{L}/u.test(w),
  );
}

/**
 * `{words, pages}` from page texts: every word, alphabetically, with the number of pages that use
 * it (the speller prefers the more common of two equally close words).
 */
export function buildVocabulary(texts: Iterable<string>): {words: string[]; pages: number[]} {
  const pages = new Map<string, number>();
  for (const text of texts) {
    for (const word of new Set(vocabularyWords(text))) pages.set(word, (pages.get(word) ?? 0) + 1);
  }
  const words = [...pages.keys()].sort();
  return {words, pages: words.map((w) => pages.get(w) ?? 0)};
}
