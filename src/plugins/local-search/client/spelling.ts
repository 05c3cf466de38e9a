/**
 * Spelling correction from the index's own words (the vocabulary the build writes from the pages,
 * ../vocabulary.ts): a query word no page contains becomes the closest word some page contains,
 * by edit distance, the commoner of two equally close. No list of known misspellings. The build
 * uses the same speller to find the common English words it would change (../common-words.ts).
 */

export type Vocabulary = {
  /** Every word of the indexed pages, lower case, sorted. */
  words: string[];
  /** For each word, the number of pages that use it. */
  pages: number[];
};

/** Words shorter than this are too ambiguous to correct (`pd`, `api`, `s3`). */
export const MIN_CORRECTED_LENGTH = 4;
/** Letters-only parts of a name shorter than this are left alone (`s3`, `id`). */
const MIN_NAME_PART_LENGTH = 3;

/** Edits a word may be from its correction: two edits in a short word make another word ("peering", "pending"). */
export const allowedEdits = (length: number) => (length <= 7 ? 1 : length <= 11 ? 2 : 3);

/** Optimal-string-alignment distance (swaps of neighbouring letters count one), or `max + 1` beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
    }
    if (Math.min(...row) > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

export function createSpeller({words, pages}: Vocabulary) {
  const count = new Map(words.map((w, i) => [w, pages[i] ?? 1]));

  /** The word, or a word it begins (a reader still typing), is in some page. */
  const isKnown = (word: string) => {
    if (count.has(word)) return true;
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < word) lo = mid + 1;
      else hi = mid;
    }
    return lo < words.length && words[lo]!.startsWith(word);
  };

  /** Two words of the pages run together ("coldstart"): the split whose rarer half is commonest. */
  const split = (word: string): string | null => {
    let best: {text: string; pages: number} | null = null;
    for (let i = 3; i <= word.length - 3; i++) {
      const pagesOfRarer = Math.min(count.get(word.slice(0, i)) ?? 0, count.get(word.slice(i)) ?? 0);
      if (pagesOfRarer && (!best || pagesOfRarer > best.pages)) {
        best = {text: `${word.slice(0, i)} ${word.slice(i)}`, pages: pagesOfRarer};
      }
    }
    return best?.text ?? null;
  };

  const suggest = (word: string): string | null => {
    const max = allowedEdits(word.length);
    let best: {word: string; distance: number; sameStart: boolean; pages: number} | null = null;
    for (const candidate of words) {
      const distance = editDistance(word, candidate, max);
      if (distance > max) continue;
      const option = {word: candidate, distance, sameStart: candidate[0] === word[0], pages: count.get(candidate) ?? 1};
      const better =
        !best ||
        option.distance < best.distance ||
        (option.distance === best.distance &&
          (Number(option.sameStart) - Number(best.sameStart) || option.pages - best.pages) > 0);
      if (better) best = option;
    }
    // A split is one edit (a space): it beats a word two edits away ("apikey" is "api key", not "alike").
    if (best && best.distance <= 1) return best.word;
    return split(word) ?? best?.word ?? null;
  };

  const fixWord = (word: string, min: number): string | null =>
    word.length < min || !/^\p{L}+$/u.test(word) || isKnown(word) ? word : suggest(word);

  return {
    isKnown,
    suggest,
    split,
    /**
     * A term as the pages spell it: itself when every word of it is in some page, its correction,
     * or null when nothing is close. A name is corrected part by part, its punctuation kept
     * (`send.htpp` → `send.http`); a part nothing is close to leaves it as typed (`steps.my_step`).
     */
    fix(term: string): string | null {
      if (!/[._/-]/.test(term)) return fixWord(term, MIN_CORRECTED_LENGTH);
      const pieces = term.split(/([._/-])/).map((piece, i) => (i % 2 ? piece : fixWord(piece, MIN_NAME_PART_LENGTH)));
      return pieces.some((piece) => piece === null || piece.includes(' ')) ? term : pieces.join('');
    },
  };
}
