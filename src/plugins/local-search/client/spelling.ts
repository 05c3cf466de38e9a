/**
 * Spelling correction from the index's own words (the vocabulary the build writes from the pages,
 * src/plugins/local-search/vocabulary.ts): a query word no page contains is replaced by the
 * closest word some page does contain. No list of known misspellings: only edit distance and how
 * many pages use a word. Words readers use for what the pages name differently are not misspellings;
 * ./readerWords.ts has them, and the engine tries them first.
 */

export type Vocabulary = {
  /** Every word of the indexed pages, lower case, sorted. */
  words: string[];
  /** For each word, the number of pages that use it. */
  pages: number[];
};

/** Words shorter than this are too ambiguous to correct (`pd`, `api`, `s3`). */
export const MIN_CORRECTED_LENGTH = 4;

/**
 * How many edits a word of this length may be away from its correction. Two edits in a word of
 * seven letters or fewer make another word, not a typo of it ("peering" is not "pending").
 */
export function allowedEdits(length: number): number {
  if (length <= 7) return 1;
  if (length <= 11) return 2;
  return 3;
}

/**
 * Optimal-string-alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters), or `max + 1` as soon as it must exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prevPrev[j - 2]! + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = row;
  }
  return prev[b.length]!;
}

export type Speller = {
  /** The word, or a word it begins (a reader still typing), is in some page. */
  isKnown(word: string): boolean;
  /** The closest word of the pages, two words when the reader ran them together, or null. */
  suggest(word: string): string | null;
  /** The word as two words of the pages run together ("coldstart" → "cold start"), or null. */
  split(word: string): string | null;
  /**
   * A term as the pages spell it: the term itself when every word of it is in some page, its
   * correction, or null when nothing is close. A name is corrected part by part, keeping its
   * punctuation (`send.htpp` → `send.http`, `pipedream_upload_bdy` → `pipedream_upload_body`).
   */
  fix(term: string): string | null;
  /**
   * The terms with every word no page has corrected, or left out when nothing is close (so
   * "kubernetes timeout" searches "timeout"); null when every word is in some page.
   */
  correct(terms: readonly string[]): string[] | null;
};

/** Letters-only parts of a name shorter than this are left alone (`s3`, `id`, `pd`). */
const MIN_NAME_PART_LENGTH = 3;

export function createSpeller({words, pages}: Vocabulary): Speller {
  const count = new Map(words.map((w, i) => [w, pages[i] ?? 1]));

  const startsSomeWord = (prefix: string): boolean => {
    let lo = 0;
    let hi = words.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (words[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo < words.length && words[lo]!.startsWith(prefix);
  };

  const isKnown = (word: string) => count.has(word) || startsSomeWord(word);

  /** Two words run together ("coldstart"): the split whose rarer half is the most common. */
  const splitOf = (word: string): string | null => {
    let split: {text: string; pages: number} | null = null;
    for (let i = 3; i <= word.length - 3; i++) {
      const left = count.get(word.slice(0, i));
      const right = count.get(word.slice(i));
      if (left && right && (!split || Math.min(left, right) > split.pages)) {
        split = {text: `${word.slice(0, i)} ${word.slice(i)}`, pages: Math.min(left, right)};
      }
    }
    return split?.text ?? null;
  };

  const suggest = (word: string): string | null => {
    const max = allowedEdits(word.length);
    let best: {word: string; distance: number; sameStart: boolean; pages: number} | null = null;
    for (const candidate of words) {
      const distance = editDistance(word, candidate, max);
      if (distance > max) continue;
      const option = {word: candidate, distance, sameStart: candidate[0] === word[0], pages: count.get(candidate) ?? 1};
      if (
        !best ||
        option.distance < best.distance ||
        (option.distance === best.distance &&
          (Number(option.sameStart) - Number(best.sameStart) || option.pages - best.pages) > 0)
      ) {
        best = option;
      }
    }
    // A split is one edit (a space): it beats a word two or more edits away ("apikey" is
    // "api key", not "alike").
    if (best && best.distance <= 1) return best.word;
    return splitOf(word) ?? best?.word ?? null;
  };

  const fixWord = (word: string, min: number): string | null =>
    word.length < min || !/^\p{L}+$/u.test(word) || isKnown(word) ? word : suggest(word);

  const fix = (term: string): string | null => {
    if (!/[._/-]/.test(term)) return fixWord(term, MIN_CORRECTED_LENGTH);
    // A name: each of its words checked on its own, the separators kept. A part nothing is close
    // to leaves the name as typed (it may be a placeholder such as `steps.my_step`).
    const pieces = term.split(/([._/-])/);
    const fixed = pieces.map((piece, i) => (i % 2 ? piece : fixWord(piece, MIN_NAME_PART_LENGTH)));
    return fixed.some((piece) => piece === null || piece.includes(' ')) ? term : fixed.join('');
  };

  const correct = (terms: readonly string[]): string[] | null => {
    const fixed = terms.map(fix);
    if (fixed.every((f, i) => f === terms[i])) return null;
    return fixed.filter((f): f is string => f !== null);
  };

  return {isKnown, suggest, split: splitOf, fix, correct};
}
