import {byPage, figureLine, rankOfQuestion} from '@site/src/build/search-quality';

describe('a question scored by its pages alone (search:score’s `pages` line)', () => {
  const question = {
    q: 'memory limit',
    kind: 'topic',
    answers: ['/limits/#memory', '/limits/#daily-compute-time', '/workflows/settings/#memory'],
  };
  // The limits page is shown second, but with none of the sections the question names.
  const groups = [
    {url: '/pricing/', entries: ['/pricing/#memory']},
    {url: '/limits/', entries: ['/limits/#workflows']},
  ];

  it('keeps each answering page once, without its sections', () => {
    expect(byPage(question).answers).toEqual(['/limits/', '/workflows/settings/']);
  });

  it('counts a page shown whatever sections it shows, where the sections named do not', () => {
    expect(rankOfQuestion(question, groups, [], new Map())).toBe(0);
    expect(rankOfQuestion(byPage(question), groups, [], new Map())).toBe(2);
  });

  it('reports the figures of a set of ranks on one line', () => {
    expect(figureLine('pages', [1, 2, 0, 4])).toBe('  pages     hit@1  25.0%  hit@3  50.0%  MRR 0.438  (4)');
  });
});
