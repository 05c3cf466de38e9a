import {addRecent, MAX_RECENT_SEARCHES, readRecent, RECENT_SEARCHES_KEY, removeRecent} from '@site/src/plugins/local-search/client/recent';

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

  it('works, without remembering, when storage is unavailable', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(addRecent('memory')).toEqual(['memory']);
    setItem.mockRestore();
  });
});
