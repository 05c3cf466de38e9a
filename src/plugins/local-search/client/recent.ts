/**
 * Recent searches, kept in the reader's browser (localStorage) and nowhere else: the queries that
 * led somewhere (a result opened, the results page asked for), newest first. Storage can be full
 * or switched off (private windows); the list is then simply empty.
 */

export const RECENT_SEARCHES_KEY = 'pipedream-docs:recent-searches';
export const MAX_RECENT_SEARCHES = 6;
const MAX_QUERY_LENGTH = 200;

function write(list: string[]): string[] {
  try {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(list));
  } catch {
    // Storage unavailable: the list lives as long as the page.
  }
  return list;
}

export function readRecent(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, MAX_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

export function addRecent(query: string): string[] {
  const q = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return readRecent();
  return write([q, ...readRecent().filter((r) => r.toLowerCase() !== q.toLowerCase())].slice(0, MAX_RECENT_SEARCHES));
}

export function removeRecent(query: string): string[] {
  return write(readRecent().filter((r) => r !== query));
}
