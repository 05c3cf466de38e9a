// A Chrome trace of one fresh page load at a throttled CPU on Lighthouse's phone viewport, and the
// main-thread figures of the builds' pages (./trace-figures.ts), runs alternated between builds.
import {chromium, type Browser} from 'playwright-core';
import {CHROMIUM, CHROMIUM_ARGS, hydrated} from '../browser';
import {alternate} from './alternate';
import type {Build} from './serve-build';
import {
  mainThreadTime,
  medianMainThreadTime,
  TRACE_CATEGORIES,
  type MainThreadTime,
  type TraceEvent,
} from './trace-figures';

/**
 * The trace events of one fresh load of `url` in a new context, with the CPU slowed 4x, recorded
 * until the page has hydrated, the network is idle and a second more has passed.
 */
async function traceLoad(browser: Browser, url: string): Promise<TraceEvent[]> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await browser.startTracing(page, {categories: TRACE_CATEGORIES});
    await page.goto(url, {waitUntil: 'load'});
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const buffer = await browser.stopTracing();
    return (JSON.parse(buffer.toString('utf8')) as {traceEvents: TraceEvent[]}).traceEvents;
  } finally {
    await context.close();
  }
}

/** One page of one build: the median of each figure, and every run. */
export type PageMainThread = MainThreadTime & {route: string; runs: MainThreadTime[]};

/** Per build: each page's main-thread figures over `runs` fresh loads, taken in turn with the other builds. */
export async function measureMainThread(
  builds: readonly Build[],
  runs: number,
  pages: readonly string[],
  atHome: readonly Build[] = [],
): Promise<Record<string, PageMainThread[]>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    const samples = await alternate(
      builds,
      runs,
      async (b, route) => mainThreadTime(await traceLoad(browser, b.url(route))),
      pages,
      atHome,
    );
    return Object.fromEntries(
      Object.entries(samples).map(([name, byRoute]) => [
        name,
        Object.entries(byRoute).map(([route, rs]) => ({route, ...medianMainThreadTime(rs), runs: rs})),
      ]),
    );
  } finally {
    await browser.close();
  }
}
