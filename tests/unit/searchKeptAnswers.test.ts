// The engine keeps Pagefind's last answers: a query searched again, or a word searched again
// inside another query, asks Pagefind nothing new; the oldest answer goes past the bound, and a
// failed search is asked again.
import {createSearch} from '@site/src/plugins/local-search/client/engine';
import type {Pagefind, PagefindRecord} from '@site/src/plugins/local-search/client/pagefind';

const TEXT = 'Memory limit of a workflow and the memory of a source';

/** A Pagefind over one section holding TEXT, recording every query it is asked. */
function fakePagefind(asked: string[]): Pagefind {
  const words = TEXT.toLowerCase().split(' ');
  const record: PagefindRecord = {
    url: '/docs/limits/#memory',
    content: TEXT,
    meta: {title: 'Memory', page: 'Limits', level: '2'},
    anchors: [],
    locations: words.map((_, i) => i),
    weighted_locations: [],
  };
  return {
    options: async () => {},
    init: async () => {},
    preload: async () => {},
    search: async (query) => {
      asked.push(query ?? '(filters only)');
      const found = (query ?? '').split(' ').every((w) => words.includes(w));
      return {results: found ? [{id: 'memory', score: 1, data: async () => record}] : []};
    },
  };
}

const OPTIONS = {limit: 10};

test('a query asked again is answered from the answers kept', async () => {
  const asked: string[] = [];
  const pagefind = fakePagefind(asked);
  const search = createSearch('/docs/', 'Docs', {open: async () => pagefind});
  const first = await search.search('workflow memory limit', OPTIONS);
  const askedFirst = asked.length;
  expect(askedFirst).toBeGreaterThan(0);
  const again = await search.search('workflow memory limit', OPTIONS);
  expect(asked).toHaveLength(askedFirst);
  expect(again).toEqual(first);
  // A longer query searches its new words; the words searched before are not asked again.
  await search.search('workflow memory limit source', OPTIONS);
  const newlyAsked = asked.slice(askedFirst);
  expect(newlyAsked).toContain('source');
  expect(newlyAsked).not.toContain('memory');
});

test('past the bound, the answer used longest ago is asked again', async () => {
  const asked: string[] = [];
  const pagefind = fakePagefind(asked);
  const search = createSearch('/docs/', 'Docs', {open: async () => pagefind, answersKept: 2});
  for (const query of ['memory', 'source', 'memory', 'workflow', 'memory', 'source']) {
    await search.search(query, OPTIONS);
  }
  // "memory", used again before "workflow" came, is kept; "source" was used longest ago and went.
  expect(asked).toEqual(['memory', 'source', 'workflow', 'source']);
});

test('a search Pagefind failed is asked again, not kept', async () => {
  const asked: string[] = [];
  const pagefind = fakePagefind(asked);
  const answer = pagefind.search;
  let failures = 1;
  pagefind.search = async (query, options) => {
    if (failures-- > 0) throw new Error('index chunk unavailable');
    return answer(query, options);
  };
  const search = createSearch('/docs/', 'Docs', {open: async () => pagefind});
  await expect(search.search('memory', OPTIONS)).rejects.toThrow(/could not be loaded/);
  const outcome = await search.search('memory', OPTIONS);
  expect(outcome.groups).toHaveLength(1);
  expect(asked).toEqual(['memory']);
});
