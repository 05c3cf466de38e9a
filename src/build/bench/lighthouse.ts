// Lighthouse's mobile preset on Debian's Chromium, with either throttling method:
//
// - 'simulate' (Lighthouse's default): the page loads unthrottled and Lantern models the load on a
//   slow phone on slow 4G from what it saw. Its figures are a model's.
// - 'devtools': the throttling is applied while the page loads, and the figures are observed.
//   The settings are Lighthouse's own mobile ones (its default `throttling`, mobileSlow4G):
//   562.5 ms request latency, 1,474.56 Kbps down, 675 Kbps up, the CPU slowed 4x.
import fs from 'node:fs';
import os from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {CHROMIUM, CHROMIUM_ARGS} from '../browser';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Lighthouse's report of one run (its `lhr`). */
type Report = NonNullable<Awaited<ReturnType<(typeof import('lighthouse'))['default']>>>['lhr'];

export type ThrottlingMethod = 'simulate' | 'devtools';

/** One audit of a page: the category scores (0-100), the paint and blocking figures, what fell short. */
export type LighthouseRun = Record<Category, number> & {
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  /** The throttling the run applied (observed) or modelled, as Lighthouse reports its settings. */
  throttling: string;
  benchmarkIndex: number;
  longestTask: {ms: number; file: string} | null;
  failing: string[];
};

/** The rows of the long-tasks audit's table. */
type LongTasks = {items?: {url: string; duration: number}[]};

const round = (n: number | undefined) => Math.round((n ?? NaN) * 100) / 100;

/** A figure the report must hold: a missing one fails the run, naming it, rather than print NaN. */
function figure(value: number | null | undefined, what: string): number {
  if (typeof value !== 'number') throw new Error(`bench: Lighthouse reported no ${what}`);
  return value;
}

function longestTask(lhr: Report): {ms: number; file: string} | null {
  const details = lhr.audits['long-tasks']?.details as LongTasks | undefined;
  const [task] = [...(details?.items ?? [])].sort((a, b) => b.duration - a.duration);
  if (!task) return null;
  const file = /^https?:/.test(task.url) ? new URL(task.url).pathname.split('/').pop() : task.url;
  return {ms: Math.round(task.duration), file: file || 'the document'};
}

/**
 * An ES-module-only package, imported by file URL: tsx compiles this file to CommonJS and runs it
 * from a data: URL, from which `import('lighthouse')` cannot resolve a bare name.
 */
function importPackage(name: string): Promise<unknown> {
  return import(pathToFileURL(createRequire(__filename).resolve(name)).href);
}

/** A Chromium for Lighthouse to drive; `run(url)` audits one page once. */
export async function startLighthouse(): Promise<{
  run(url: string, method: ThrottlingMethod): Promise<LighthouseRun>;
  close(): Promise<void>;
}> {
  const {default: lighthouse} = (await importPackage('lighthouse')) as typeof import('lighthouse');
  const chromeLauncher = (await importPackage('chrome-launcher')) as typeof import('chrome-launcher');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
    logLevel: 'silent',
  });
  return {
    async run(url, throttlingMethod) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        throttlingMethod,
      });
      if (!result) throw new Error(`bench: Lighthouse returned no report for ${url}`);
      const {lhr} = result;
      const t = lhr.configSettings.throttling;
      const failing: string[] = [];
      for (const c of CATEGORIES.slice(1)) {
        for (const ref of lhr.categories[c]?.auditRefs ?? []) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) failing.push(`${c}: ${ref.id}`);
        }
      }
      return {
        ...(Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round(figure(lhr.categories[c]?.score, `${c} score`) * 100)]),
        ) as Record<Category, number>),
        tbtMs: Math.round(figure(lhr.audits['total-blocking-time']?.numericValue, 'total blocking time')),
        lcpMs: Math.round(figure(lhr.audits['largest-contentful-paint']?.numericValue, 'largest contentful paint')),
        fcpMs: Math.round(figure(lhr.audits['first-contentful-paint']?.numericValue, 'first contentful paint')),
        cls: Math.round(figure(lhr.audits['cumulative-layout-shift']?.numericValue, 'layout shift') * 1000) / 1000,
        throttling:
          throttlingMethod === 'devtools'
            ? `applied by DevTools: ${round(t.requestLatencyMs)} ms request latency, ${round(t.downloadThroughputKbps)} Kbps down, ${round(t.uploadThroughputKbps)} Kbps up, CPU ${t.cpuSlowdownMultiplier}x slower`
            : `Lantern's model of ${round(t.rttMs)} ms round trips, ${round(t.throughputKbps)} Kbps, CPU ${t.cpuSlowdownMultiplier}x slower`,
        // Lighthouse's own CPU benchmark of this host: its simulated 4x slowdown assumes a desktop
        // scoring about 1000 or more, and it warns about the scores below that.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        // What blocks: the longest main-thread task of the load and the script it ran.
        longestTask: longestTask(lhr),
        failing,
      };
    },
    async close() {
      await chrome.kill();
      fs.rmSync(userDataDir, {recursive: true, force: true});
    },
  };
}
