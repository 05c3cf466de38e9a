/**
 * Recent searches, kept in the reader's browser (localStorage) and nowhere else: the queries that
 * led somewhere (a result opened, the results page asked for), newest first. Storage can be full
 * or switched off (private windows); the list then lasts as long as the page.
 *
 * Components read the list with useRecentSearches() (./useRecentSearches.ts), a subscription to
 * this store and to other tabs' changes, so no component copies it into state of its own. This
 * module has no imports, so the tests can load it as it is.
 */

export const RECENT_SEARCHES_KEY = 'pipedream-docs:recent-searches';
export const MAX_RECENT_SEARCHES = 6;
const MAX_QUERY_LENGTH = 200;
const NONE: string[] = [];

/** The list of this page when storage refused to keep it. */
let unsaved: string[] | null = null;
/** The last list handed out, and the stored text it came from: the same list until that changes. */
let snapshot: {raw: string | null; list: string[]} = {raw: null, list: NONE};
const listeners = new Set<() => void>();

function stored(): string | null {
  if (unsaved) return JSON.stringify(unsaved);
  try {
    return localStorage.getItem(RECENT_SEARCHES_KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value)
      ? value.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, MAX_RECENT_SEARCHES)
      : [];
  } catch {
    return [];
  }
}

function write(list: string[]): string[] {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
    unsaved = null;
  } catch {
    unsaved = list;
  }
  listeners.forEach((listener) => listener());
  return list;
}

export function readRecent(): string[] {
  const raw = stored();
  if (raw !== snapshot.raw) snapshot = {raw, list: parse(raw)};
  return snapshot.list;
}

export function addRecent(query: string): string[] {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return readRecent();
  return write([q, ...readRecent().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT_SEARCHES));
}

export function removeRecent(query: string): string[] {
  return write(readRecent().filter((r) => r !== query));
}

/** Calls `listener` after every change of the list, in this tab or another. */
export function subscribeToRecent(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => event.key === RECENT_SEARCHES_KEY && listener();
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
