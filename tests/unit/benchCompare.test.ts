import {change, methodsVerdict, movement, overPages} from '@site/src/build/bench/compare';
import {checkTargets, isTarget, type Method, type Target, type TargetFigure} from '@site/src/build/bench/targets';
import {growthPer100Pages} from '@site/src/build/bench/growth';
import {figureTable, type Column} from '@site/src/build/bench/report-table';

describe('a figure over the bench pages (src/build/bench/compare.ts)', () => {
  const pages = [
    {route: '/', value: 900},
    {route: '/limits/', value: 1400},
    {route: '/errors/', value: 1000},
  ];

  it('takes the median and the worst page, worst meaning higher for times and lower for scores', () => {
    expect(overPages(pages, 'higher')).toEqual({median: 1000, worst: 1400, worstRoute: '/limits/'});
    expect(overPages(pages, 'lower')).toEqual({median: 1000, worst: 900, worstRoute: '/'});
  });

  it('refuses an empty list rather than report a worst page that does not exist', () => {
    expect(() => overPages([], 'higher')).toThrow('no pages');
  });

  it('writes the change as a signed percentage, and nothing without a baseline', () => {
    expect(change(2400, 1000)).toBe('−58%');
    expect(change(100, 130)).toBe('+30%');
    expect(change(100, 100)).toBe('0%');
    expect(change(undefined, 100)).toBe('');
    expect(change(Infinity, 400)).toBe('');
  });
});

describe('a change modelled, observed or both', () => {
  it('reads a time as moved past 5% or one frame, whichever is larger', () => {
    expect(movement('ms', 'higher', 1000, 1049)).toBeNull();
    expect(movement('ms', 'higher', 1000, 1051)).toBe('worse');
    expect(movement('ms', 'higher', 1000, 940)).toBe('better');
    expect(movement('ms', 'higher', 100, 116)).toBeNull();
    expect(movement('ms', 'higher', 100, 118)).toBe('worse');
  });

  it('reads scores the other way up, and layout shift by hundredths', () => {
    expect(movement('score', 'lower', 94, 96)).toBe('better');
    expect(movement('score', 'lower', 94, 95)).toBeNull();
    expect(movement('shift', 'higher', 0, 0.02)).toBe('worse');
    expect(movement('shift', 'higher', 0, 0.005)).toBeNull();
  });

  it('never reads a move into a figure that was not measured', () => {
    expect(movement('ms', 'higher', NaN, 900)).toBeNull();
    expect(movement('ms', 'higher', 900, Infinity)).toBeNull();
  });

  it('says which method saw the change', () => {
    expect(methodsVerdict(null, null)).toBe('');
    expect(methodsVerdict('better', null)).toBe('modelled only: better');
    expect(methodsVerdict(null, 'worse')).toBe('observed only: worse');
    expect(methodsVerdict('better', 'better')).toBe('both: better');
    expect(methodsVerdict('better', 'worse')).toBe('modelled better, observed worse');
  });
});

describe('the first-view targets (src/build/bench/targets.ts)', () => {
  const lcp: Target = {label: 'LCP', figure: 'lcpMs', worst: 1200};
  const perf: Target = {label: 'Performance', figure: 'performance', median: 95, worst: 90};
  const at = (values: Record<Method, number[]>) => (_figure: TargetFigure, method: Method) =>
    values[method].map((value, i) => ({route: ['/', '/limits/', '/api/rest/'][i]!, value}));

  it('hold when they hold under both methods', () => {
    const [check] = checkTargets([lcp], at({modelled: [1000, 1200, 900], observed: [1100, 1150, 1000]}));
    expect(check).toMatchObject({verdict: 'met under both', target: 'worst page ≤ 1200'});
    expect(check!.measured.observed).toBe('worst 1150 (/limits/), median 1100');
  });

  it('say which method a target failed under', () => {
    const observedOnly = checkTargets([lcp], at({modelled: [1000, 1100, 900], observed: [1700, 1800, 1750]}));
    expect(observedOnly[0]!.verdict).toBe('NOT MET observed (met modelled only)');
    const modelledOnly = checkTargets([lcp], at({modelled: [1000, 1201, 900], observed: [1000, 1000, 1000]}));
    expect(modelledOnly[0]!.verdict).toBe('NOT MET modelled (met observed only)');
  });

  it('check the median and the worst page, lower being worse for a score', () => {
    const [held, low] = [
      checkTargets([perf], at({modelled: [95, 96, 90], observed: [95, 95, 92]}))[0]!,
      checkTargets([perf], at({modelled: [94, 96, 94], observed: [99, 99, 89]}))[0]!,
    ];
    expect(held.verdict).toBe('met under both');
    expect(low.verdict).toBe('NOT MET');
  });

  it('are not met when nothing was measured', () => {
    expect(checkTargets([lcp], () => [])[0]!.verdict).toBe('NOT MET');
  });

  it('are read only when they name a figure and a limit', () => {
    expect(isTarget(lcp)).toBe(true);
    expect(isTarget({label: 'LCP', figure: 'lcpMs'})).toBe(false);
    expect(isTarget({label: 'Speed', figure: 'speedIndex', worst: 1})).toBe(false);
    expect(isTarget({label: 'LCP', figure: 'lcpMs', worst: '1200'})).toBe(false);
  });
});

describe('growth with the page count (src/build/bench/growth.ts)', () => {
  it('is per 100 pages between each pair of counts, and from the first to the last', () => {
    const growth = growthPer100Pages([
      {pages: 1113, value: 160_000},
      {pages: 113, value: 150_000},
      {pages: 3113, value: 190_000},
    ]);
    expect(growth.map((g) => [g.from, g.to])).toEqual([
      [113, 1113],
      [1113, 3113],
      [113, 3113],
    ]);
    expect(growth.map((g) => g.per100)).toEqual([1000, 1500, expect.closeTo(1333.33, 2)]);
  });

  it('has one step for two counts, none for one, and refuses a count measured twice', () => {
    expect(
      growthPer100Pages([
        {pages: 113, value: 5},
        {pages: 123, value: 6},
      ]),
    ).toEqual([{from: 113, to: 123, per100: 10}]);
    expect(growthPer100Pages([{pages: 113, value: 5}])).toEqual([]);
    expect(() =>
      growthPer100Pages([
        {pages: 113, value: 5},
        {pages: 113, value: 6},
      ]),
    ).toThrow('measured twice');
  });
});

describe('a figure as a table of builds (src/build/bench/report-table.ts)', () => {
  const values: Record<string, Record<string, number>> = {
    main: {'/': 1000, '/limits/': 2000},
    patch: {'/': 500, '/limits/': 2100},
  };
  const main: Column = {header: 'main', value: (r) => values.main![r]};
  const patch: Column = {header: 'patch', value: (r) => values.patch![r], against: main};
  const show = (n: number) => `${n} ms`;

  it('shows every build against the first, then the median and the worst page', () => {
    const text = figureTable({pages: ['/', '/limits/'], columns: [main, patch], worse: 'higher', show})!;
    const lines = text.split('\n').map((line) =>
      line
        .split('|')
        .map((cell) => cell.trim())
        .slice(1, -1),
    );
    expect(lines[0]).toEqual(['page', 'main', 'patch']);
    expect(lines[2]).toEqual(['/', '1000 ms', '500 ms (−50%)']);
    expect(lines[4]).toEqual(['median of 2 pages', '1500 ms', '1300 ms (−13%)']);
    expect(lines[5]).toEqual(['worst page', '2000 ms (/limits/)', '2100 ms (/limits/) (+5%)']);
  });

  it('leaves out a build not measured on every page, and a verdict reads the values of the row', () => {
    const absent: Column = {header: 'absent', value: () => undefined};
    const text = figureTable({
      pages: ['/'],
      columns: [main, patch, absent],
      verdicts: [{header: 'halved', of: (v) => String(v(patch) * 2 === v(main))}],
      worse: 'higher',
      show,
    })!;
    expect(text).not.toContain('absent');
    expect(text.split('\n')[2]).toMatch(/\| true +\|$/);
    expect(figureTable({pages: ['/'], columns: [absent], worse: 'higher', show})).toBeNull();
  });
});
