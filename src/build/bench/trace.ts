// Main-thread script time of one fresh page load at a throttled CPU, read from a Chrome trace:
// the union of the intervals the page's main thread spent compiling and running JavaScript
// (nested events counted once), from navigation until the page has hydrated and gone quiet.
import type {Browser} from 'playwright-core';
import {hydrated} from '../browser';

/** The fields of a Chrome trace event this reads. */
type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {name?: string};
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
export function scriptTimeMs(events: readonly TraceEvent[]): number {
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

/** One fresh load of `url` with the CPU slowed `cpuSlowdown` times; script time in ms. */
export async function traceScriptTime(
  browser: Browser,
  url: string,
  {cpuSlowdown = 4, settleMs = 1000}: {cpuSlowdown?: number; settleMs?: number} = {},
): Promise<number> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpuSlowdown});
    await browser.startTracing(page, {categories: CATEGORIES});
    await page.goto(url, {waitUntil: 'load'});
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(settleMs);
    const buffer = await browser.stopTracing();
    const {traceEvents} = JSON.parse(buffer.toString('utf8')) as {traceEvents: TraceEvent[]};
    return scriptTimeMs(traceEvents);
  } finally {
    await context.close();
  }
}
