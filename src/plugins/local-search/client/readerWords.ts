/** A query in the pages' words (src/data/reader-words.ts). */
import {READER_WORDS} from '@site/src/data/reader-words';
import {stem} from './query';

/** A reader's word as query terms: split at spaces, stemmed (`re-run` stays one term, as typed). */
const stems = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean).map(stem);

const entries = READER_WORDS.flatMap(({reader, pages}) => reader.map((r) => ({reader: stems(r), pages})));

/**
 * The query's terms in the pages' words, or null when no term has an entry. Each run of terms
 * that is a reader's word (longest first) becomes the pages' word; `replaced` lists the pairs.
 */
export function inPagesWords(terms: readonly string[]): {terms: string[]; replaced: [string, string][]} | null {
  const termStems = terms.map(stem);
  const out: string[] = [];
  const replaced: [string, string][] = [];
  for (let i = 0; i < terms.length;) {
    const match = entries
      .filter((e) => e.reader.every((w, j) => termStems[i + j] === w))
      .sort((a, b) => b.reader.length - a.reader.length)[0];
    if (match) {
      out.push(match.pages);
      replaced.push([terms.slice(i, i + match.reader.length).join(' '), match.pages]);
      i += match.reader.length;
    } else {
      out.push(terms[i]!);
      i += 1;
    }
  }
  return replaced.length ? {terms: out, replaced} : null;
}
