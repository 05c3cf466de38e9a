/**
 * The one search state of the box's drop-down, the results page and the not-found page: the query
 * asked, searched (after `debounceMs`, to let a typist finish), and its outcome or failure, kept
 * only while it answers the query asked now.
 */
import {useEffect, useMemo, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getSearch, type SearchOptions, type SearchOutcome} from './engine';
import {LOADING_TEXT, NOTHING_TO_SEARCH_TEXT, noResultsText, unavailableText} from './messages';

type State =
  | {status: 'idle'}
  | {status: 'done'; asked: string; outcome: SearchOutcome}
  | {status: 'failed'; asked: string; message: string};

export type SearchResults = {
  /** Loads the index ahead of the first query (the reader is at a search field). */
  prepare: () => void;
  /** The state answers the query asked now (not one typed before it). */
  fresh: boolean;
  /** The outcome for the query asked now, once there is one. */
  outcome: SearchOutcome | null;
  /** Why the search failed, for the query asked now. */
  failure: string | null;
};

export function useSearchResults(
  asked: string,
  {limit, entriesPerGroup, debounceMs = 0, enabled = true}: SearchOptions & {debounceMs?: number; enabled?: boolean},
): SearchResults {
  const {siteConfig} = useDocusaurusContext();
  const search = useMemo(() => getSearch(siteConfig.baseUrl, siteConfig.title), [siteConfig.baseUrl, siteConfig.title]);
  const [state, setState] = useState<State>({status: 'idle'});

  useEffect(() => {
    if (!enabled || !asked) return undefined;
    let current = true;
    const run = () =>
      search.search(asked, {limit, entriesPerGroup}).then(
        (outcome) => current && setState({status: 'done', asked, outcome}),
        (error: unknown) => current && setState({status: 'failed', asked, message: unavailableText(error)}),
      );
    const timer = debounceMs > 0 ? setTimeout(run, debounceMs) : undefined;
    if (!timer) run();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, asked, limit, entriesPerGroup, debounceMs, search]);

  const fresh = state.status !== 'idle' && state.asked === asked;
  return {
    prepare: () => {
      search.prepare().catch(() => {});
    },
    fresh,
    outcome: fresh && state.status === 'done' ? state.outcome : null,
    failure: fresh && state.status === 'failed' ? state.message : null,
  };
}

/** What to say instead of results, or null when there are results to show. */
export function resultsMessage(asked: string, {fresh, outcome, failure}: SearchResults): string | null {
  if (!asked) return null;
  if (!fresh) return LOADING_TEXT;
  if (failure) return failure;
  if (outcome && !outcome.query.terms.length) return NOTHING_TO_SEARCH_TEXT;
  if (outcome && !outcome.groups.length) return noResultsText(asked);
  return null;
}
