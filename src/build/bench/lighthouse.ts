// Lighthouse, mobile preset with its default simulated throttling, on Debian's Chromium.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CHROMIUM, CHROMIUM_ARGS} from '../browser.mjs';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function longestTask(lhr) {
  const [task] = [...(lhr.audits['long-tasks']?.details?.items ?? [])].sort((a, b) => b.duration - a.duration);
  if (!task) return null;
  const file = /^https?:/.test(task.url) ? new URL(task.url).pathname.split('/').pop() : task.url;
  return {ms: Math.round(task.duration), file: file || 'the document'};
}

/** A Chromium for Lighthouse to drive; `run(url)` audits one page once. */
export async function startLighthouse() {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROMIUM_ARGS,
    userDataDir,
    logLevel: 'silent',
  });
  return {
    async run(url) {
      const {lhr} = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const failing = [];
      for (const c of CATEGORIES.slice(1)) {
        for (const ref of lhr.categories[c].auditRefs) {
          const audit = lhr.audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.push(`${c}: ${ref.id}`);
        }
      }
      return {
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(lhr.categories[c].score * 100)])),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        // Lighthouse's own CPU benchmark of this host: its simulated 4x slowdown assumes a desktop
        // scoring about 1000 or more, and it warns about the scores below that.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        // What blocks: the longest main-thread task of the simulated load and the script it ran.
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
