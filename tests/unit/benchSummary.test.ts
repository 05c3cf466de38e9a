import {
  budgetOnThisMachine,
  change,
  checkTargets,
  firstInputBudgetFailures,
  firstInputText,
  isFirstInputBudget,
  noWorse,
  overPages,
  summarizeFirstInput,
  type FirstInputBudget,
  type TargetInput,
} from '@site/src/build/bench/summary';
import type {FirstInputRun} from '@site/src/build/bench/first-input';

const shown = (latencyMs: number, calibrationMs = 300): FirstInputRun => ({
  outcome: 'shown',
  tapAtMs: 1000,
  latencyMs,
  calibrationMs,
});
const dropped: FirstInputRun = {outcome: 'dropped', tapAtMs: 1000, latencyMs: null, calibrationMs: null};
const timeout: FirstInputRun = {outcome: 'timeout', tapAtMs: null, latencyMs: null, calibrationMs: null};

describe('a figure over the bench pages (src/build/bench/summary.ts)', () => {
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

describe('first-input runs summed up', () => {
  it('takes the median latency and when the taps landed', () => {
    const s = summarizeFirstInput([shown(400), shown(300), shown(500)]);
    expect(s).toMatchObject({medianMs: 400, answered: 3, runs: 3, failures: {}, tapAtMs: 1000, calibrationMs: 300});
    expect(firstInputText(s)).toBe('400 ms');
  });

  it('counts a lost tap as slower than any answer, so that dropping taps never flatters the median', () => {
    const fewLost = summarizeFirstInput([shown(400), dropped, shown(300), dropped, shown(350)]);
    expect(fewLost.medianMs).toBe(400);
    expect(fewLost.failures).toEqual({dropped: 2});
    expect(firstInputText(fewLost)).toBe('400 ms (2 of 5 dropped)');
    const mostLost = summarizeFirstInput([dropped, timeout, shown(300)]);
    expect(mostLost.medianMs).toBe(Infinity);
    expect(firstInputText(mostLost)).toBe('no answer (1 of 3 dropped, 1 of 3 timeout)');
  });

  it('has no calibration when no tap was answered', () => {
    expect(summarizeFirstInput([dropped]).calibrationMs).toBeNaN();
  });
});

describe('the first-input budget', () => {
  const budget: FirstInputBudget = {
    label: 'First-input latency',
    route: '/api/rest/',
    runs: 11,
    budgetMs: {'1000': 2000, '3000': 800},
    calibrationMs: 200,
  };

  it('passes medians within budget on a machine as fast as the one it was set on', () => {
    const byDelay = {
      '1000': summarizeFirstInput([shown(1900, 200), shown(1500, 200), shown(2100, 200)]),
      '3000': summarizeFirstInput([shown(300, 200)]),
    };
    expect(firstInputBudgetFailures(budget, byDelay)).toEqual([]);
  });

  it('fails a median over the budget, saying by how much and on which machine', () => {
    const byDelay = {
      '1000': summarizeFirstInput([shown(1900, 200)]),
      '3000': summarizeFirstInput([shown(900, 200)]),
    };
    expect(firstInputBudgetFailures(budget, byDelay)).toEqual([
      "First-input latency, tap at 3 s on /api/rest/: median 900 ms is over the budget of 800 ms (800 ms × 1, this machine's calibration 200 ms against 200 ms)",
    ]);
  });

  it('grows with a machine that ran the calibration slower, and shrinks with a faster one', () => {
    expect(budgetOnThisMachine(800, budget, summarizeFirstInput([shown(900, 300)]))).toEqual({
      limitMs: 1200,
      scale: 1.5,
    });
    expect(budgetOnThisMachine(800, budget, summarizeFirstInput([shown(900, 100)]))).toEqual({
      limitMs: 400,
      scale: 0.5,
    });
    const busy = {'1000': summarizeFirstInput([shown(2900, 300)]), '3000': summarizeFirstInput([shown(1100, 300)])};
    expect(firstInputBudgetFailures(budget, busy)).toEqual([]);
  });

  it('catches a boot that takes twice as long on the same machine', () => {
    const slow = {'1000': summarizeFirstInput([shown(3800, 200)]), '3000': summarizeFirstInput([shown(300, 200)])};
    expect(firstInputBudgetFailures(budget, slow)).toHaveLength(1);
  });

  it('fails at once when one tap is lost, however fast the others were', () => {
    const lost = {
      '1000': summarizeFirstInput([shown(100), shown(100), dropped]),
      '3000': summarizeFirstInput([shown(100)]),
    };
    expect(firstInputBudgetFailures(budget, lost)).toEqual([
      'First-input latency, tap at 1 s on /api/rest/: 1 of 3 taps dropped (every tap on the button must open the menu)',
    ]);
  });

  it('leaves out a tap that came before the button was painted, unless most did', () => {
    const missed = {...dropped, outcome: 'missed' as const};
    const busy = {
      '1000': summarizeFirstInput([shown(1500, 200), missed, shown(1700, 200)]),
      '3000': summarizeFirstInput([shown(300, 200)]),
    };
    expect(firstInputBudgetFailures(budget, busy)).toEqual([]);
    const mostly = {'1000': summarizeFirstInput([missed, missed, shown(100, 200)]), '3000': busy['3000']};
    expect(firstInputBudgetFailures(budget, mostly)).toEqual([
      'First-input latency, tap at 1 s on /api/rest/: only 1 of 3 taps found the menu button painted; too few to measure',
    ]);
  });

  it('fails a delay that was not measured', () => {
    expect(firstInputBudgetFailures(budget, {'1000': summarizeFirstInput([shown(100)])})).toEqual([
      'First-input latency, tap at 3 s on /api/rest/: not measured',
    ]);
  });

  it('is read only when it can fail', () => {
    expect(isFirstInputBudget(budget)).toBe(true);
    expect(isFirstInputBudget({...budget, budgetMs: {}})).toBe(false);
    expect(isFirstInputBudget({...budget, budgetMs: {'1000': '2000'}})).toBe(false);
    expect(isFirstInputBudget({...budget, route: 'api/rest/'})).toBe(false);
    expect(isFirstInputBudget({...budget, calibrationMs: undefined})).toBe(false);
    expect(isFirstInputBudget(undefined)).toBe(false);
  });
});

describe("the issue's targets", () => {
  const routes = ['/', '/limits/'];
  const each = (values: number[]) => values.map((value, i) => ({route: routes[i]!, value}));
  const passing: TargetInput = {
    lcpMs: each([1000, 1200]),
    performance: each([96, 94]),
    tbtMedianMs: {before: 300, after: 210},
    categories: {accessibility: each([100, 100]), seo: each([100, 100])},
    firstInputMs: {'1000': {before: Infinity, after: 1500}, '3000': {before: 200, after: 205}},
    eagerJs: {before: 148_000, after: 148_000},
  };
  const verdicts = (t: TargetInput) => Object.fromEntries(checkTargets(t).map((c) => [c.target, c.met]));

  it('are all met by figures at their limits', () => {
    expect(Object.values(verdicts(passing)).every(Boolean)).toBe(true);
    expect(checkTargets(passing)).toHaveLength(8);
  });

  it('each fail just past their limit', () => {
    const failing: TargetInput = {
      lcpMs: each([1000, 1201]),
      performance: each([95, 89]),
      tbtMedianMs: {before: 300, after: 211},
      categories: {accessibility: each([100, 98]), seo: each([100, 100])},
      firstInputMs: {'1000': {before: 1500, after: Infinity}, '3000': {before: 200, after: 218}},
      eagerJs: {before: 148_000, after: 148_001},
    };
    expect(verdicts(failing)).toEqual({
      'LCP ≤ 1.2 s on every page': false,
      'performance ≥ 95 median, ≥ 90 worst page': false,
      'TBT ≥ 30% below the baseline (median of pages)': false,
      'first-input latency at 1 s no worse than the baseline': false,
      'first-input latency at 3 s no worse than the baseline': false,
      'accessibility 100 on every page': false,
      'seo 100 on every page': true,
      'eager JavaScript not above the baseline (median, gzip)': false,
    });
  });

  it('are not met without the baseline they compare with', () => {
    const alone = verdicts({
      ...passing,
      tbtMedianMs: {after: 0},
      firstInputMs: {'1000': {after: 100}},
      eagerJs: {after: 1},
    });
    expect(alone['TBT ≥ 30% below the baseline (median of pages)']).toBe(false);
    expect(alone['first-input latency at 1 s no worse than the baseline']).toBe(false);
    expect(alone['eager JavaScript not above the baseline (median, gzip)']).toBe(false);
  });

  it('read a latency within noise of the baseline as no worse', () => {
    expect(noWorse(1000, 1050)).toBe(true);
    expect(noWorse(1000, 1051)).toBe(false);
    expect(noWorse(100, 117)).toBe(true);
    expect(noWorse(100, 118)).toBe(false);
  });
});
