// The browser's own rendering work on one fresh page load at a throttled CPU, read from a Chrome
// trace: style recalculation and layout on the page's main thread, in all and after the first
// contentful paint, and the longest task that holds such work. It is what CSS such as
// `content-visibility` changes, and what script-time figures (./trace.ts) do not see.
import type {Browser} from 'playwright-core';
import {median} from './stats';
import {traceLoad, unionLength, type TraceEvent, type Viewport} from './trace';

/** Style and layout: what the Performance panel of DevTools calls "Rendering", minus painting. */
const RENDER_EVENTS = new Set(['UpdateLayoutTree', 'Layout']);
const PAINT_EVENTS = new Set(['PrePaint', 'Paint', 'Layerize']);
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'];

export type RenderTime = {
  /** Style and layout, navigation to settled, ms. */
  renderMs: number;
  /** The part of it after the first contentful paint, ms. */
  afterPaintMs: number;
  /** The longest main-thread task after the first contentful paint that holds style or layout, ms. */
  longestTaskMs: number;
  /** Pre-paint, paint and layerizing, navigation to settled, ms. */
  paintMs: number;
};

/** Style and layout figures of the renderer main thread that did the most of it. */
function renderTime(events: readonly TraceEvent[]): RenderTime {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const fcp = Math.min(...events.filter((e) => e.name === 'firstContentfulPaint').map((e) => e.ts));
  let best: RenderTime = {renderMs: 0, afterPaintMs: 0, longestTaskMs: 0, paintMs: 0};
  for (const thread of mainThreads) {
    const on = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X' && e.dur);
    const render = on.filter((e) => RENDER_EVENTS.has(e.name)).map((e): [number, number] => [e.ts, e.ts + e.dur!]);
    if (!render.length) continue;
    const paint = on.filter((e) => PAINT_EVENTS.has(e.name)).map((e): [number, number] => [e.ts, e.ts + e.dur!]);
    const after = render.filter(([start]) => start >= fcp);
    const tasks = on.filter((e) => e.name === 'RunTask' && e.ts + e.dur! >= fcp);
    const longest = Math.max(
      0,
      ...tasks.filter((t) => after.some(([s, e]) => s >= t.ts && e <= t.ts + t.dur!)).map((t) => t.dur!),
    );
    const figures = {
      renderMs: unionLength(render) / 1000,
      afterPaintMs: after.length ? unionLength(after) / 1000 : 0,
      longestTaskMs: longest / 1000,
      paintMs: paint.length ? unionLength(paint) / 1000 : 0,
    };
    if (figures.renderMs > best.renderMs) best = figures;
  }
  return best;
}

/** One fresh load of `url` with the CPU slowed `cpuSlowdown` times, traced until it has settled. */
export async function traceRenderTime(
  browser: Browser,
  url: string,
  options: {cpuSlowdown?: number; settleMs?: number; viewport?: Viewport} = {},
): Promise<RenderTime> {
  return renderTime(await traceLoad(browser, url, {...options, categories: CATEGORIES}));
}

/** The median of each figure over runs. */
export function medianRenderTime(runs: readonly RenderTime[]): RenderTime {
  return {
    renderMs: median(runs.map((r) => r.renderMs)),
    afterPaintMs: median(runs.map((r) => r.afterPaintMs)),
    longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
    paintMs: median(runs.map((r) => r.paintMs)),
  };
}
