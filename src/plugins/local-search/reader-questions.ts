// Readers' questions as index words for the sections that answer them: query-log document
// expansion, with the question bank's tuning half as the log. The CLI's Linux builds answer "how do
// i install the cli on a raspberry pi", so that section is indexed with those words too, beside its
// own, and the next reader who types "raspberry" finds it, although no page has the word. Readers
// ask in words the pages do not use; twelve rounds of ranking signals could not supply them (see
// README.md here, thirteenth round).
//
// Only the tuning half is indexed (SEARCH_QUESTIONS in docusaurus.config.ts). The held-out half and
// unread.json measure the search, so the build never reads them; what indexing does for questions
// it did not see is measured by scripts/search-questions.mts.

import {STOP_WORDS, tokensOf} from './client/query';
import {MIN_WORD_LENGTH} from './vocabulary';

export type BankQuestion = {q: string; kind: string; answers: string[]};

/**
 * The words each answer (`/route/` or `/route/#anchor`, as the bank writes it) gains from the
 * questions it answers: each distinct word once, stop words left out, and words no page and no
 * common English word list has (`knownWord`) left out too. A misspelling indexed with a section
 * would be found there instead of being corrected ("axois" is the axios page, not the one section
 * a misspelt question named).
 */
export function wordsByAnswer(
  questions: readonly BankQuestion[],
  knownWord: (word: string) => boolean,
): Map<string, Set<string>> {
  const byAnswer = new Map<string, Set<string>>();
  for (const {q, answers} of questions) {
    const words = tokensOf(q).filter(
      (w) => w.length > 1 && !STOP_WORDS.has(w) && (w.length < MIN_WORD_LENGTH || !/\p{L}/u.test(w) || knownWord(w)),
    );
    for (const answer of answers) {
      const set = byAnswer.get(answer) ?? new Set<string>();
      byAnswer.set(answer, set);
      for (const w of words) set.add(w);
    }
  }
  return byAnswer;
}

/** The bank file's questions, or a clear error naming the file. */
export function parseBank(text: string, file: string): BankQuestion[] {
  let queries: unknown;
  try {
    queries = (JSON.parse(text) as {queries?: unknown} | null)?.queries;
  } catch (error) {
    throw new Error(`local-search: ${file} is not valid JSON: ${(error as Error).message}`);
  }
  const valid =
    Array.isArray(queries) &&
    queries.every(
      (x: {q?: unknown; kind?: unknown; answers?: unknown}) =>
        typeof x?.q === 'string' &&
        typeof x.kind === 'string' &&
        Array.isArray(x.answers) &&
        x.answers.every((a) => typeof a === 'string'),
    );
  if (!valid) throw new Error(`local-search: ${file} is not a question bank ({"queries": [{q, kind, answers}]})`);
  return queries as BankQuestion[];
}
