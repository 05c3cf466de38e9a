/** @jest-environment jsdom */
import {act, renderHook} from '@testing-library/react';
import {
  addRecent,
  MAX_RECENT_SEARCHES,
  readRecent,
  RECENT_SEARCHES_KEY,
  removeRecent,
} from '@site/src/plugins/local-search/client/recent';
import {useRecentSearches} from '@site/src/plugins/local-search/client/useRecentSearches';

describe('recent searches (localStorage)', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the newest first, each once, up to the limit', () => {
    addRecent('cold starts');
    addRecent('pd deploy');
    addRecent('Cold Starts');
    expect(readRecent()).toEqual(['Cold Starts', 'pd deploy']);
    for (let i = 0; i < MAX_RECENT_SEARCHES + 3; i++) addRecent(`query ${i}`);
    expect(readRecent()).toHaveLength(MAX_RECENT_SEARCHES);
    expect(readRecent()[0]).toBe(`query ${MAX_RECENT_SEARCHES + 2}`);
  });

  it('persists in the browser and forgets a removed search', () => {
    addRecent('webhooks');
    addRecent('sso');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['sso', 'webhooks']);
    expect(removeRecent('sso')).toEqual(['webhooks']);
    expect(readRecent()).toEqual(['webhooks']);
  });

  it('ignores blank queries and whatever else is stored under its key', () => {
    addRecent('   ');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    expect(readRecent()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ok', 42, null, '']));
    expect(readRecent()).toEqual(['ok']);
  });

  it('keeps the list for the page while storage is unavailable', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(addRecent('memory')).toEqual(['memory']);
    expect(readRecent()).toEqual(['memory']);
    setItem.mockRestore();
    // Once storage works again, the list is stored.
    addRecent('limits');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['limits', 'memory']);
  });

  it('hands out the same list until it changes', () => {
    addRecent('cron');
    const first = readRecent();
    expect(readRecent()).toBe(first);
    addRecent('http');
    expect(readRecent()).not.toBe(first);
  });

  it('re-renders its readers on every change, including one made in another tab', () => {
    const {result} = renderHook(() => useRecentSearches());
    expect(result.current).toEqual([]);
    act(() => void addRecent('sources'));
    expect(result.current).toEqual(['sources']);
    act(() => void removeRecent('sources'));
    expect(result.current).toEqual([]);
    act(() => {
      localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['from another tab']));
      window.dispatchEvent(new StorageEvent('storage', {key: RECENT_SEARCHES_KEY}));
    });
    expect(result.current).toEqual(['from another tab']);
  });
});
