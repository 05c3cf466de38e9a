// Main-thread figures of one page load, read from its Chrome trace events. Pure.
//
// - Script time: the union of the intervals the main thread spent compiling and running
//   JavaScript (nested events counted once): what a change to the JavaScript changes.
// - Style and layout: style recalculation and layout, in all and after the first contentful
//   paint, and the longest task after that paint that holds such work: what CSS such as
//   `content-visibility` changes, and what script time does not see.
//
// Both are read on the renderer main thread that did the most of each.
import {median} from './stats';

/** The fields of a Chrome trace event the bench reads. */
export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string; frame?: string; data?: {frame?: string}};
};

const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'RunMicrotasks',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.produceCache',
  'V8.DeserializeContext',
]);
/** Style and layout: what the Performance panel of DevTools calls "Rendering", minus painting. */
const RENDER_EVENTS = new Set(['UpdateLayoutTree', 'Layout']);

/** The trace categories these figures need. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
  'loading',
];

/** Total length of the union of [start, end] intervals. */
export function unionLength(intervals: readonly (readonly [number, number])[]): number {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = sorted[0] ?? [0, 0];
  for (const [s, e] of sorted.slice(1)) {
    if (s > end) {
      total += end - start;
      [start, end] = [s, e];
    } else if (e > end) {
      end = e;
    }
  }
  return total + (end - start);
}

/** Complete events of each renderer main thread. */
function mainThreads(events: readonly TraceEvent[]): TraceEvent[][] {
  const threads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  return [...threads].map((thread) => events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur));
}

const intervals = (events: readonly TraceEvent[]) => events.map((e): [number, number] => [e.ts, e.ts + e.dur!]);

/** Figures of one load, in ms. */
export type MainThreadTime = {
  /** Compiling and running JavaScript, navigation to settled. */
  scriptMs: number;
  /** Style and layout, navigation to settled. */
  renderMs: number;
  /** The part of it after the first contentful paint. */
  renderAfterPaintMs: number;
  /** The longest task after the first contentful paint that holds style or layout. */
  longestRenderTaskMs: number;
};

export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime {
  const fcp = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.ts));
  const figures: MainThreadTime = {scriptMs: 0, renderMs: 0, renderAfterPaintMs: 0, longestRenderTaskMs: 0};
  for (const on of mainThreads(events)) {
    const script = unionLength(intervals(on.filter((e) => SCRIPT_EVENTS.has(e.name)))) / 1000;
    figures.scriptMs = Math.max(figures.scriptMs, script);
    const render = on.filter((e) => RENDER_EVENTS.has(e.name));
    const renderMs = unionLength(intervals(render)) / 1000;
    if (renderMs <= figures.renderMs) continue;
    const after = render.filter((e) => e.ts >= fcp);
    const tasks = on.filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= fcp);
    const holding = tasks.filter((t) => after.some((e) => e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur!));
    figures.renderMs = renderMs;
    figures.renderAfterPaintMs = unionLength(intervals(after)) / 1000;
    figures.longestRenderTaskMs = Math.max(0, ...holding.map((t) => t.dur!)) / 1000;
  }
  return figures;
}

/** The median of each figure over runs. */
export function medianMainThreadTime(runs: readonly MainThreadTime[]): MainThreadTime {
  const of = (k: keyof MainThreadTime) => median(runs.map((r) => r[k]));
  return {
    scriptMs: of('scriptMs'),
    renderMs: of('renderMs'),
    renderAfterPaintMs: of('renderAfterPaintMs'),
    longestRenderTaskMs: of('longestRenderTaskMs'),
  };
}
