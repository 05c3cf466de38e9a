// How a figure compares across pages and builds: its median and worst page, a change as a signed
// percentage, and whether a change is larger than the runs' noise.
import {median} from './stats';

/** Which way a figure gets worse: a larger paint time, a smaller score. */
export type Worse = 'higher' | 'lower';

/** A figure over pages: its median and its worst page. */
export function overPages(values: readonly {route: string; value: number}[], worse: Worse) {
  if (!values.length) throw new Error('overPages: no pages');
  const worst = values.reduce((w, v) => ((worse === 'higher' ? v.value > w.value : v.value < w.value) ? v : w));
  return {median: median(values.map((v) => v.value)), worst: worst.value, worstRoute: worst.route};
}

/** Change from `before` to `after` as a signed percentage ("−58%"), or '' without a baseline. */
export function change(before: number | undefined, after: number): string {
  if (before === undefined || !Number.isFinite(before) || !Number.isFinite(after)) return '';
  if (before === 0) return after === 0 ? '0%' : '';
  const pct = Math.round(((after - before) / before) * 100);
  return `${pct > 0 ? '+' : pct < 0 ? '−' : ''}${Math.abs(pct)}%`;
}

/** What a figure is, for how much of a change is noise. */
export type FigureKind = 'ms' | 'score' | 'shift';

/**
 * The smallest change read as a move: for times, 5% or one frame (17 ms), whichever is larger,
 * so that the noise of a median of a few loads does not read as a change; two points of a score
 * (Lighthouse's own run-to-run spread); a hundredth of layout shift.
 */
function noise(kind: FigureKind, before: number): number {
  if (kind === 'ms') return Math.max(0.05 * Math.abs(before), 17);
  return kind === 'score' ? 2 : 0.01;
}

export type Move = 'better' | 'worse' | null;

/** Whether `after` moved from `before` beyond the noise, and which way; null when it did not. */
export function movement(kind: FigureKind, worse: Worse, before: number, after: number): Move {
  if (!Number.isFinite(before) || !Number.isFinite(after) || Math.abs(after - before) < noise(kind, before)) {
    return null;
  }
  return after > before === (worse === 'higher') ? 'worse' : 'better';
}

/**
 * A change seen by Lighthouse's two throttling methods, in words: '' when neither moved,
 * "modelled only: worse" when only the simulation saw it, "both: better" when both agree.
 */
export function methodsVerdict(modelled: Move, observed: Move): string {
  if (!modelled && !observed) return '';
  if (!observed) return `modelled only: ${modelled}`;
  if (!modelled) return `observed only: ${observed}`;
  return modelled === observed ? `both: ${modelled}` : `modelled ${modelled}, observed ${observed}`;
}
