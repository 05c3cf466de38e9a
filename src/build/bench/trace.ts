// Main-thread script time of one fresh page load at a throttled CPU, read from a Chrome trace:
// the union of the intervals the page's main thread spent compiling and running JavaScript
// (nested events counted once), from navigation until the page has hydrated and gone quiet.
import type {Browser} from 'playwright-core';
import {hydrated} from '../browser';

/** The fields of a Chrome trace event this reads. */
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
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.compile',
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

/** Script milliseconds on the renderer main thread that ran the most script, from trace events. */
function scriptTimeMs(events: readonly TraceEvent[]): number {
  const mainThreads = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, [number, number][]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (!mainThreads.has(key) || e.ph !== 'X' || !SCRIPT_EVENTS.has(e.name) || !e.dur) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key)!.push([e.ts, e.ts + e.dur]);
  }
  const totals = [...byThread.values()].map((intervals) => unionLength(intervals) / 1000);
  return totals.length ? Math.max(...totals) : 0;
}

export type Viewport = {width: number; height: number; isMobile?: boolean};

/**
 * The trace events of one fresh load of `url` in a new context, with the CPU slowed `cpuSlowdown`
 * times, recorded until the page has hydrated, the network is idle and `settleMs` more have passed.
 */
export async function traceLoad(
  browser: Browser,
  url: string,
  {
    cpuSlowdown = 4,
    settleMs = 1000,
    viewport = {width: 412, height: 823, isMobile: true},
    categories = CATEGORIES,
  }: {cpuSlowdown?: number; settleMs?: number; viewport?: Viewport; categories?: readonly string[]} = {},
): Promise<TraceEvent[]> {
  const {isMobile = false, ...size} = viewport;
  const context = await browser.newContext({viewport: size, isMobile, hasTouch: isMobile});
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await browser.startTracing(page, {categories: [...categories]});
    await page.goto(url, {waitUntil: 'load'});
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents;
  } finally {
    await context.close();
  }
}

/** One fresh load of `url` with the CPU slowed `cpuSlowdown` times; script time in ms. */
export async function traceScriptTime(
  browser: Browser,
  url: string,
  options: {cpuSlowdown?: number; settleMs?: number} = {},
): Promise<number> {
  return scriptTimeMs(await traceLoad(browser, url, options));
}
