/**
 * Names as readers type them (`$auth`, `$.send`, `event_summaries`, `steps.trigger.event`), found
 * where the pages use them, however Pagefind splits or stems their words. The index build tags
 * every record with the names in its text (a Pagefind filter, `NAME_FILTER`), and a query that
 * holds a name asks Pagefind for the records tagged with it, next to its usual word search. Both
 * sides take names from here, so they agree on what a name is.
 *
 * A name used inside a longer one counts: `this.github.$auth.oauth_access_token` is tagged with
 * `$auth`, `github.$auth`, `$auth.oauth_access_token` and so on, every run of its parts.
 */

/** The Pagefind filter that holds each record's names. */
export const NAME_FILTER = 'name';

/** Parts of a name a run may span: more is a path nobody types. */
const MAX_PARTS = 5;

/** A word that is a name: it starts with `$` or `@`, or joins letters with `.`, `_`, `/` or `$`. */
export const isName = (word: string): boolean => /^[$@]\.?\p{L}|\p{L}[._/]\$?\p{L}|\p{L}_|_\p{L}/u.test(word);

/** A name in the form it is tagged and looked up: lower case, without what surrounds it in prose. */
export const nameKey = (word: string): string =>
  word
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}$@_]+/u, '')
    .replace(/[^\p{L}\p{N}_$]+$/u, '');

/** The names a text holds, each run of parts of every name in it (see above). */
export function namesIn(text: string): Set<string> {
  const names = new Set<string>();
  for (const raw of text.match(/[\p{L}\p{N}_$@./{}-]+/gu) ?? []) {
    const word = nameKey(raw);
    if (!isName(word)) continue;
    // `.` and `/` separate parts; `$.send` keeps its `$` as a part of its own.
    const parts = word.split(/(?=[./])/u);
    for (let from = 0; from < parts.length; from++) {
      for (let to = from + 1; to <= Math.min(parts.length, from + MAX_PARTS); to++) {
        const name = nameKey(parts.slice(from, to).join(''));
        if (name && isName(name)) names.add(name);
      }
    }
  }
  return names;
}
