/** What the search box and the results page say about a search, in one place. */
import type {SearchOutcome} from './engine';
import {MAX_TERMS} from './query';

export const LOADING_TEXT = 'Loading the search index…';

/** In `npm start` there is no index: say how to get one, as well as what failed. */
const DEVELOPMENT_HINT =
  process.env.NODE_ENV === 'development'
    ? ' Search works in a production build: npm run build, then npm run serve.'
    : '';

export function unavailableText(error: unknown): string {
  const detail =
    error instanceof Error && error.name === 'SearchUnavailableError'
      ? error.message
      : `The search failed: ${String(error)}.`;
  return `${detail}${DEVELOPMENT_HINT}`;
}

/** Notes about how the query was understood: corrected, partly matched, cut. */
export function outcomeNotes(asked: string, outcome: SearchOutcome): string[] {
  const notes: string[] = [];
  if (outcome.correctedTo) notes.push(`No page has “${asked.trim()}”: showing results for “${outcome.correctedTo}”.`);
  if (outcome.inPagesWords) {
    const said = outcome.inPagesWords.replaced.map(([reader, pages]) => `“${pages}” for “${reader}”`).join(' and ');
    // Sections with all of the pages' words are results for them; otherwise the partial note says
    // what the sections hold.
    notes.push(
      outcome.partial
        ? `The pages say ${said}.`
        : `The pages say ${said}: showing results for “${outcome.inPagesWords.text}”.`,
    );
  }
  if (outcome.readAs?.length) {
    const quoted = (words: string[]) => words.map((w) => `“${w}”`);
    const typed = quoted(outcome.readAs.map(([t]) => t)).join(' or ');
    const read = quoted(outcome.readAs.map(([, r]) => r)).join(' and ');
    notes.push(`No page has ${typed}: searching ${read} instead.`);
  }
  if (outcome.partial) notes.push(partialNote(outcome.whole));
  if (outcome.query.truncated) notes.push(`Only the first ${MAX_TERMS} words are searched.`);
  return notes;
}

/**
 * What a partial search shows: sections holding some of the words, and the one or two that hold
 * all of them, if any (saying "no section" then would be false).
 */
function partialNote(whole: number): string {
  if (whole <= 0) return 'No section has all of these words: showing sections with some of them.';
  return whole === 1
    ? 'Only one section has all of these words; the others shown have some of them.'
    : `Only ${whole} sections have all of these words; the others shown have some of them.`;
}

export function noResultsText(asked: string): string {
  return `No pages match “${asked.trim()}”. Try fewer or different words.`;
}

/** A query with no word to search (only punctuation, say). */
export const NOTHING_TO_SEARCH_TEXT = 'Type a word to search for.';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The results page's count line. It counts what is shown (pages, and matching sections on them),
 * and says how many more matching sections "Show more results" would add, if any.
 */
export function countText(outcome: SearchOutcome): string {
  const shown = outcome.groups.reduce((n, g) => n + g.entries.length, 0);
  const pages = plural(outcome.groups.length, 'page', 'pages');
  if (outcome.ranked < outcome.matches) {
    return `Showing ${shown} of ${outcome.matches} matching sections, on ${pages}.`;
  }
  return `${plural(shown, 'matching section', 'matching sections')} on ${pages}.`;
}
