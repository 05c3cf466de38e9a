// First-input runs summed up (median, failures, calibration) and the first-input budget of
// scripts/bench-budgets.json: what fails it and how it scales with the machine. Pure.
import type {FirstInputOutcome, FirstInputRun} from './first-input';
import {median} from './stats';

/**
 * First-input runs of one page and delay: the median latency, a failed run (the tap dropped,
 * missed or unanswered) counting as slower than any answer, so that a build that drops most taps
 * has an infinite median instead of a flattering one from the few it answered.
 */
export type FirstInputSummary = {
  medianMs: number;
  answered: number;
  runs: number;
  failures: Partial<Record<Exclude<FirstInputOutcome, 'shown'>, number>>;
  /** When the taps reached the page, ms after navigation start (median): should be the delay. */
  tapAtMs: number;
  /** The calibration's time after the answered taps (median; NaN when none was answered). */
  calibrationMs: number;
  /**
   * The median over the taps that landed on the menu button (all but the missed ones), a dropped
   * or unanswered tap counting as slower than any answer: what the budget reads.
   */
  landedMedianMs: number;
  landed: number;
};

export function summarizeFirstInput(runs: readonly FirstInputRun[]): FirstInputSummary {
  const failures: FirstInputSummary['failures'] = {};
  for (const r of runs) if (r.outcome !== 'shown') failures[r.outcome] = (failures[r.outcome] ?? 0) + 1;
  const latencies = runs.map((r) => (r.outcome === 'shown' && r.latencyMs !== null ? r.latencyMs : Infinity));
  const taps = runs.map((r) => r.tapAtMs).filter((t) => t !== null);
  const calibrations = runs.map((r) => r.calibrationMs).filter((c) => c !== null);
  return {
    medianMs: median(latencies),
    answered: latencies.filter(Number.isFinite).length,
    runs: runs.length,
    failures,
    tapAtMs: taps.length ? median(taps) : NaN,
    calibrationMs: calibrations.length ? median(calibrations) : NaN,
    landedMedianMs: latencies.some((_, i) => runs[i]!.outcome !== 'missed')
      ? median(latencies.filter((_, i) => runs[i]!.outcome !== 'missed'))
      : Infinity,
    landed: runs.filter((r) => r.outcome !== 'missed').length,
  };
}

/** "412 ms", or "412 ms (2 of 11 dropped)", or "no answer (11 of 11 dropped)". */
export function firstInputText(s: FirstInputSummary): string {
  const failed = Object.entries(s.failures).map(([outcome, n]) => `${n} of ${s.runs} ${outcome}`);
  const value = Number.isFinite(s.medianMs) ? `${Math.round(s.medianMs)} ms` : 'no answer';
  return failed.length ? `${value} (${failed.join(', ')})` : value;
}

/** The first-input budget of scripts/bench-budgets.json. */
export type FirstInputBudget = {
  label: string;
  route: string;
  runs: number;
  /**
   * Budget in ms of the median latency, by the tap's delay after navigation start in ms, on a
   * machine whose calibration takes `calibrationMs`.
   */
  budgetMs: Record<string, number>;
  calibrationMs: number;
};

/**
 * The budget at one delay on the machine measured: scaled by how much slower (or faster) the
 * machine ran the calibration than the one the budget was set on. Without a calibration (no tap
 * answered) the budget as it is; such a run fails on its unanswered taps anyway.
 */
export function budgetOnThisMachine(limitMs: number, budget: FirstInputBudget, s: FirstInputSummary) {
  const scale = Number.isFinite(s.calibrationMs) ? s.calibrationMs / budget.calibrationMs : 1;
  return {limitMs: Math.round(limitMs * scale), scale: Math.round(scale * 100) / 100};
}

/** A first-input budget that can fail: a page, a run count and a number of ms for each delay. */
export function isFirstInputBudget(x: unknown): x is FirstInputBudget {
  const b = x as Partial<FirstInputBudget> | null | undefined;
  const limits = Object.entries(b?.budgetMs ?? {});
  return (
    typeof b?.label === 'string' &&
    typeof b.route === 'string' &&
    typeof b.calibrationMs === 'number' &&
    b.calibrationMs > 0 &&
    b.route.startsWith('/') &&
    Number.isInteger(b.runs) &&
    b.runs! > 0 &&
    limits.length > 0 &&
    limits.every(([delay, ms]) => Number(delay) > 0 && typeof ms === 'number' && ms > 0)
  );
}

/**
 * What breaks the first-input budget: a tap that landed on the menu button and was not answered
 * (dropped, unanswered: a tap lost is a defect, never just slow), fewer than half of the taps
 * landing, or the median of those that landed over its budget. Empty when within it. A missed tap
 * (the page had not yet put the button where it is after load: on a busy machine, the first paint
 * came after the tap) is left out rather than failed: a loaded machine misses a few that way while
 * answering every tap that landed.
 */
export function firstInputBudgetFailures(
  budget: FirstInputBudget,
  byDelay: Record<string, FirstInputSummary>,
): string[] {
  const failures: string[] = [];
  for (const [delay, limit] of Object.entries(budget.budgetMs)) {
    const s = byDelay[delay];
    const at = `${budget.label}, tap at ${Number(delay) / 1000} s on ${budget.route}`;
    if (!s) {
      failures.push(`${at}: not measured`);
      continue;
    }
    const failed = Object.entries(s.failures)
      .filter(([outcome]) => outcome !== 'missed')
      .map(([outcome, n]) => `${n} of ${s.runs} taps ${outcome}`);
    const {limitMs, scale} = budgetOnThisMachine(limit, budget, s);
    if (failed.length) failures.push(`${at}: ${failed.join(', ')} (every tap on the button must open the menu)`);
    else if (s.landed * 2 < s.runs)
      failures.push(`${at}: only ${s.landed} of ${s.runs} taps found the menu button painted; too few to measure`);
    else if (s.landedMedianMs > limitMs)
      failures.push(
        `${at}: median ${Math.round(s.landedMedianMs)} ms is over the budget of ${limitMs} ms (${limit} ms × ${scale}, this machine's calibration ${Math.round(s.calibrationMs)} ms against ${budget.calibrationMs} ms)`,
      );
  }
  return failures;
}
