/**
 * What the search makes of what a reader typed, and how it compares words. Shared by the ranking,
 * the spelling correction and the tests.
 */

/** Words a query can do without: Pagefind requires every query word on a page, and readers type
 * "how do I delete my account" where the page says "Delete your account". A standard English
 * stop-word list, not one tuned to any page, less the particles that carry a phrasal verb's meaning:
 * "is pipedream down", "turn a workflow off", "sign up", "log out", "under" as in "under a limit". */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing during each few for from further had has have having he her here hers him his how i ' +
    'if in into is it its itself just me more most my myself no nor not now of on once only or other our ours over ' +
    'own same she should so some such than that the their theirs them then there these they this those through to too ' +
    'until very was we were what when where which while who whom why will with would you your yours yourself'
  ).split(' '),
);

/** Query words searched at most; a pasted paragraph is cut here. */
export const MAX_TERMS = 10;

export type ParsedQuery = {
  /** What the reader typed, trimmed. */
  raw: string;
  /** The words searched, lower case, stop words left out (unless nothing else is left). */
  terms: string[];
  /** The terms joined by spaces, as the reader is shown them ("showing results for …"). */
  text: string;
  /** The query Pagefind runs: each term in the form its index holds (see `indexForm`). */
  indexText: string;
  /** Every word typed, stop words included, lower case: for matching a heading or a phrase verbatim. */
  words: string[];
  /** Terms typed as code (`$checkpoint`, `process.env`): matched verbatim in the text as well. */
  identifiers: string[];
  /** The reader typed more words than are searched. */
  truncated: boolean;
};

/**
 * Phones and Macs type a typographic apostrophe (`’`) for `'` unless told not to: "what’s $respond"
 * is "what's $respond", not a search for `s` and `respond`.
 */
const straightApostrophes = (text: string) => text.replace(/[\u2018\u2019\u02bc]/gu, "'");

/**
 * Splits a query into search terms. Punctuation separates words, but for the characters of names
 * kept inside a word where Pagefind indexes them (`send.http`, `pipedream/platform`); `$` and
 * punctuation at the ends of a word are dropped, so `$checkpoint`, `"Timeout"` or `(regex)*`
 * search for their words. Markup is just text.
 */
export function parseQuery(input: string): ParsedQuery {
  const raw = straightApostrophes(input.trim());
  // Anything but letters, digits and the characters of names (`send.http`, `$checkpoint`,
  // `@pipedream/platform`, `pipedream_upload_body`, `workflow's`) separates words: `src="x"` is two
  // words, not `srcx`. Pagefind's indexer keeps `_` inside a word, so the query does too: split,
  // `pipedream_upload_body` would be three common words.
  const typed = raw
    .toLowerCase()
    .split(/[^\p{L}\p{N}._/@$'_-]+/u)
    .filter(Boolean);
  const words = typed.map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').replace(/\$/g, '')).filter(Boolean);
  const content = words.filter((w) => !STOP_WORDS.has(w));
  const all = content.length ? content : words;
  const terms = all.slice(0, MAX_TERMS);
  const identifiers = typed
    .map((w) => w.replace(/^[^\p{L}\p{N}$@]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((w) => /^[$@]\.?\p{L}|\p{L}[._/]\$?\p{L}/u.test(w));
  return {
    raw,
    terms,
    text: terms.join(' '),
    indexText: terms.map(indexForm).join(' '),
    words: tokensOf(raw),
    identifiers,
    truncated: all.length > MAX_TERMS,
  };
}

/**
 * A term as Pagefind can find it. Pagefind stems each query word (`body` → `bodi`) and matches it
 * as a prefix of the indexed words; a name joined by `_` is indexed whole and unstemmed
 * (`pipedream_upload_body=1` → `pipedream_upload_body1`), so its stemmed form is no prefix of it.
 * Without the ending a stemmer rewrites (`pipedream_upload_bod`), it is.
 */
export function indexForm(term: string): string {
  return term.includes('_') ? term.replace(/(?:ies|es|s|e|y|ed|ing|ly)$/, '') : term;
}

/** A light English stemmer for comparing words: plurals, -ing, -ed and possessives. */
export function stem(word: string): string {
  const w = word.replace(/'s?$/, '');
  if (w.length > 4 && w.endsWith('ies')) return `${w.slice(0, -3)}y`;
  if (w.length > 5 && w.endsWith('ing')) return w.slice(0, -3);
  if (w.length > 4 && w.endsWith('ed')) return w.slice(0, -2);
  if (w.length > 4 && /(ss|x|ch|sh)es$/.test(w)) return w.slice(0, -2);
  if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) return w.slice(0, -1);
  return w;
}

/** The lower-case words of a text, apostrophes inside words kept (`workflow's`). */
export function tokensOf(text: string): string[] {
  return (
    straightApostrophes(text)
      .toLowerCase()
      .match(/[\p{L}\p{N}']+/gu) ?? []
  )
    .map((w) => w.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** The stemmed words of a text (`Where do I find my workflow's ID?` → where, do, i, find, my, workflow, id). */
export function wordsOf(text: string): string[] {
  return tokensOf(text).map(stem);
}

/** Two stemmed words match when equal, or when one extends the other by at most two letters
 * (`create` / `creat`, `share` / `shar`) and the shorter has four letters or more. */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short) && long.length - short.length <= 2;
}

/**
 * A word Pagefind matched (as in the text, lower case) holds a query part (a stemmed word): it
 * starts with the part, or is the part with another ending. A shorter word is another word (`resp`
 * for `respnd`, which Pagefind falls back to), not the part with its ending stemmed.
 */
export const holdsPart = (matched: string, part: string): boolean =>
  matched.startsWith(part) || (matched.length >= part.length && sameWord(part, stem(matched)));

/** The parts of each term that must appear for the term to count as found (`send.http` → send, http). */
export function termParts(terms: readonly string[]): string[][] {
  return terms.map((t) => wordsOf(t)).filter((parts) => parts.length > 0);
}

/**
 * How well a short text (a title, a heading) matches the query: the share of terms it holds,
 * whether it holds no other word but stop words and the words of `ignore`, such as the site's name
 * in "Pipedream SQL Service" (`within`), and whether it is the query itself (both).
 */
export function coverage(
  parts: readonly string[][],
  text: string,
  ignore: ReadonlySet<string> = new Set(),
): {share: number; within: boolean; exact: boolean} {
  const tokens = tokensOf(text);
  const words = tokens.map(stem);
  if (!parts.length || !words.length) return {share: 0, within: false, exact: false};
  const found = parts.filter((term) => term.every((p) => words.some((w) => sameWord(p, w)))).length;
  const extra = tokens.filter(
    (t, i) => !STOP_WORDS.has(t) && !ignore.has(t) && !parts.some((term) => term.some((p) => sameWord(p, words[i]!))),
  );
  const within = extra.length === 0;
  return {share: found / parts.length, within, exact: found === parts.length && within};
}
