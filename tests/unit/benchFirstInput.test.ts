import {
  budgetOnThisMachine,
  firstInputBudgetFailures,
  firstInputText,
  isFirstInputBudget,
  summarizeFirstInput,
  type FirstInputBudget,
} from '@site/src/build/bench/first-input-summary';
import type {FirstInputRun} from '@site/src/build/bench/first-input';

const shown = (latencyMs: number, calibrationMs = 300): FirstInputRun => ({
  outcome: 'shown',
  tapAtMs: 1000,
  latencyMs,
  calibrationMs,
});
const dropped: FirstInputRun = {outcome: 'dropped', tapAtMs: 1000, latencyMs: null, calibrationMs: null};
const timeout: FirstInputRun = {outcome: 'timeout', tapAtMs: null, latencyMs: null, calibrationMs: null};

describe('first-input runs summed up (src/build/bench/first-input-summary.ts)', () => {
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
