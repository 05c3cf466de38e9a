import {rankOfQuestion, reportOf, type Scored} from '@site/src/build/search-quality';

describe('scoring what the box shows against a question bank', () => {
  const question = {q: 'memory limit', kind: 'topic', answers: ['/limits/#memory', '/workflows/settings/#memory']};
  const parentOf = new Map([
    ['/limits/#memory', '/limits/'],
    ['/limits/#memory-per-step', '/limits/#memory'],
  ]);

  it('counts a page only when it shows a section the question names, or one under it', () => {
    const shown = (entries: string[]) => ({
      groups: [
        {url: '/pricing/', entries: []},
        {url: '/limits/', entries},
      ],
      notes: [],
    });
    expect(rankOfQuestion(question, shown(['/limits/#workflows']), parentOf)).toBe(0);
    expect(rankOfQuestion(question, shown(['/limits/#memory']), parentOf)).toBe(2);
    expect(rankOfQuestion(question, shown(['/limits/#memory-per-step']), parentOf)).toBe(2);
  });

  it('lists the misses of the tuning questions, and never the sealed set’s', () => {
    const scored: Scored[] = [
      {question, rank: 1, shown: {groups: [], notes: []}},
      {question: {...question, q: 'ram'}, rank: 0, shown: {groups: [], notes: ['No pages match']}},
    ];
    const tuning = reportOf('tests/search/tuning.json', scored, {listMisses: true});
    expect(tuning[0]).toBe('  all       hit@1  50.0%  hit@3  50.0%  MRR 0.500  (2)');
    expect(tuning.join('\n')).toContain('-  ram  →  no results  [No pages match]');
    const sealed = reportOf('/repo/tests/search/sealed.json', scored, {listMisses: true});
    expect(sealed.join('\n')).not.toContain('ram');
  });
});
