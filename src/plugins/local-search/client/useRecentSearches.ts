import {useSyncExternalStore} from 'react';
import {readRecent, subscribeToRecent} from './recent';

const NONE: string[] = [];

/** The recent searches, newest first; empty in the server's HTML and while the page hydrates. */
export function useRecentSearches(): string[] {
  return useSyncExternalStore(subscribeToRecent, readRecent, () => NONE);
}
