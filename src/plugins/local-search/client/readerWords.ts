/**
 * Words readers type for things the pages name differently ("rollback" for *Revert to a previous
 * version*), and the pages' words for them. A query that finds nothing, or no section with all
 * its words, or sections that do not hold the reader's word itself (Pagefind leaves out a word it
 * has no entry for, `ram` in "give my workflow more ram"), is tried again in the pages' words
 * before any spelling correction (./engine.ts), and the reader is told what was searched instead.
 *
 * This is site data, kept by the writers: add an entry when readers use a word the pages do not,
 * for the same thing. `pages` must be words the pages use (tests/unit/searchReaderWords.test.ts
 * checks them against docs/); `reader` is matched after stop words are left out and words are
 * stemmed, so `roll back` also matches "roll it back" only once "it" is dropped, and `teammate`
 * matches "teammates".
 *
 * An entry is a claim that the two mean the same here. A word with two meanings on this site
 * ("duplicate" a workflow, "duplicate" events) has no entry.
 */
import {stem} from './query';

export type ReaderWords = {readonly reader: readonly string[]; readonly pages: string};

export const READER_WORDS: readonly ReaderWords[] = [
  {reader: ['rollback', 'roll back'], pages: 'revert'},
  {reader: ['retention'], pages: 'history'},
  {reader: ['malicious', 'phishing', 'fraud', 'fraudulent'], pages: 'abuse'},
  {reader: ['teammate', 'colleague', 'coworker'], pages: 'members'},
  {reader: ['disconnected', 'expired'], pages: 'reconnect'},
  {reader: ['suspend'], pages: 'deactivate'},
  {reader: ['rerun', 're-run'], pages: 'replay'},
  {reader: ['whitelist'], pages: 'allowlist'},
  {reader: ['clone'], pages: 'copy'},
  {reader: ['ram'], pages: 'memory'},
  {reader: ['oom'], pages: 'out of memory'},
  {reader: ['abort', 'halt'], pages: 'end'},
  {reader: ['outage', 'downtime'], pages: 'status'},
  {reader: ['sleep'], pages: 'delay'},
  {reader: ['envvar', 'env var'], pages: 'environment variables'},
  {reader: ['deduplicate', 'deduplication'], pages: 'dedupe'},
  {reader: ['iterate'], pages: 'loop'},
  {reader: ['crontab'], pages: 'cron'},
  {reader: ['purge'], pages: 'delete'},
  {reader: ['overage'], pages: 'additional billable invocations'},
  {reader: ['dropdown'], pages: 'drop-down'},
  {reader: ['telemetry'], pages: 'analytics'},
];

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
