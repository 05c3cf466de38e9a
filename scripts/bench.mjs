#!/usr/bin/env node
// The site's benchmark: how long the build takes and what a reader downloads.
//
//   npm run bench                         build (timed), measure, Lighthouse, compare with budgets
//   npm run bench -- --skip-build         measure the existing build/
//   npm run bench -- --no-lighthouse      bytes only (deterministic: what CI runs)
//   npm run bench -- --runs 5 --lighthouse-pages all
//
// build/ is served with gzip on loopback; each page is opened in a fresh Chromium context (cold
// cache) and measured until the network has settled: JavaScript, CSS and HTML bytes on the wire,
// the request count, and, apart, what the page prefetched for later navigations. The search
// figure is what a reader downloads to get results for a first query. Lighthouse (mobile, its
// default simulated throttling) runs on Debian's Chromium and reports the median of several runs.
// It prints a table, writes the figures as JSON and exits non-zero past a budget of
// scripts/bench-budgets.json.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {CHROMIUM, CHROMIUM_ARGS, hydrated} from './lib/browser.mjs';
import {startStaticServer} from './lib/static-server.mjs';
import {importTs} from './lib/load-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const {BASE_PATH, SEARCH_PLACEHOLDER} = await importTs(path.join(root, 'src/data/site.ts'));
const BASE = BASE_PATH.replace(/\/$/, '');

/** Representative pages: the home page, a policy table, long references, a quickstart step. */
const PAGES = ['/', '/limits/', '/workflows/steps/code/', '/api/rest/', '/components/api/', '/quickstart/hello-world/', '/errors/'];
const LIGHTHOUSE_DEFAULT_PAGES = ['/', '/limits/', '/workflows/steps/code/', '/api/rest/'];

const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'no-lighthouse': {type: 'boolean', default: false},
    runs: {type: 'string', default: '3'},
    'lighthouse-pages': {type: 'string', default: 'default'},
    json: {type: 'string', default: '.bench/results.json'},
    budgets: {type: 'string', default: path.join(root, 'scripts/bench-budgets.json')},
  },
});

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function timedBuild() {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('the build failed');
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Everything one page transfers before it settles, split into eager and prefetched. */
async function measurePage(browser, origin, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending = [];
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const headers = await request.allHeaders();
        const sizes = await request.sizes();
        const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        return {type: request.resourceType(), prefetch, body: sizes.responseBodySize};
      })(),
    );
  });
  await page.goto(`${origin}${BASE}${route}`, {waitUntil: 'load'});
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const requests = await Promise.all(pending);
  await context.close();
  const sum = (filter) => requests.filter(filter).reduce((total, r) => total + r.body, 0);
  const eager = requests.filter((r) => !r.prefetch);
  return {
    route,
    js: sum((r) => !r.prefetch && r.type === 'script'),
    css: sum((r) => !r.prefetch && r.type === 'stylesheet'),
    html: sum((r) => !r.prefetch && r.type === 'document'),
    requests: eager.length,
    prefetch: sum((r) => r.prefetch),
    prefetchRequests: requests.length - eager.length,
  };
}

/**
 * What the offline search downloads to answer a first query: everything requested from the moment
 * the reader focuses the box (the search box's own code, Pagefind, the index) until the results
 * are shown and the network is quiet, prefetches of other pages apart.
 */
async function measureSearch(browser, origin) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${BASE}/`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  const fetched = [];
  page.on('requestfinished', (request) =>
    fetched.push(
      (async () => {
        const headers = await request.allHeaders();
        const prefetch = /prefetch/.test(headers['sec-purpose'] ?? headers.purpose ?? '');
        return {url: request.url(), prefetch, body: (await request.sizes()).responseBodySize};
      })(),
    ),
  );
  const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await box.click();
  await box.fill('workflow');
  await page.getByRole('option').first().waitFor({timeout: 15_000});
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(fetched)).filter((f) => !f.prefetch);
  await context.close();
  const onDisk = (dir) =>
    fs.readdirSync(dir, {withFileTypes: true}).reduce((t, e) => t + (e.isDirectory() ? onDisk(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
  const indexDir = path.join(buildDir, 'pagefind');
  return {
    firstQuery: files.reduce((t, f) => t + f.body, 0),
    files: files.length,
    code: files.filter((f) => !f.url.includes('/pagefind/')).reduce((t, f) => t + f.body, 0),
    indexOnDisk: fs.existsSync(indexDir) ? onDisk(indexDir) : 0,
  };
}

async function runLighthouse(origin, routes, runs) {
  const {default: lighthouse} = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-lighthouse-'));
  const chrome = await chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS, userDataDir, logLevel: 'silent'});
  const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
  const results = [];
  try {
    for (const route of routes) {
      const scores = Object.fromEntries(categories.map((c) => [c, []]));
      // The metrics behind the performance score that vary with the page's JavaScript.
      const metrics = {tbt: [], lcp: []};
      const failing = new Set();
      for (let i = 0; i < runs; i++) {
        const {lhr} = await lighthouse(`${origin}${BASE}${route}`, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories});
        for (const c of categories) scores[c].push(Math.round(lhr.categories[c].score * 100));
        metrics.tbt.push(Math.round(lhr.audits['total-blocking-time'].numericValue));
        metrics.lcp.push(Math.round(lhr.audits['largest-contentful-paint'].numericValue));
        for (const c of categories.slice(1)) {
          for (const ref of lhr.categories[c].auditRefs) {
            const audit = lhr.audits[ref.id];
            if (ref.weight > 0 && audit.score !== null && audit.score < 1) failing.add(`${c}: ${ref.id}`);
          }
        }
      }
      results.push({
        route,
        ...Object.fromEntries(categories.map((c) => [c, median(scores[c])])),
        tbtMs: median(metrics.tbt),
        lcpMs: median(metrics.lcp),
        runs: {...scores, ...metrics},
        failingAudits: [...failing],
      });
    }
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
  return results;
}

function table(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[columns.indexOf(c)]).length)));
  const line = (cells) => `| ${cells.map((cell, i) => String(cell).padEnd(widths[i])).join(' | ')} |`;
  return [line(columns), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

async function main() {
  const budgets = JSON.parse(fs.readFileSync(args.budgets, 'utf8'));
  const buildSeconds = args['skip-build'] ? null : timedBuild();
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error('build/ is missing: run npm run build, or drop --skip-build');

  const host = await startStaticServer({root: buildDir, base: BASE_PATH, gzip: true});
  // A browser with a throwaway profile; every page gets a new context, so a cold cache.
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  let pages;
  let search;
  let lighthouse = [];
  try {
    pages = [];
    for (const route of PAGES) pages.push(await measurePage(browser, host.origin, route));
    search = await measureSearch(browser, host.origin);
  } finally {
    await browser.close();
  }
  try {
    if (!args['no-lighthouse']) {
      const routes = args['lighthouse-pages'] === 'all' ? PAGES : LIGHTHOUSE_DEFAULT_PAGES;
      lighthouse = await runLighthouse(host.origin, routes, Number(args.runs));
    }
  } finally {
    await host.close();
  }

  const figures = {
    eagerJs: median(pages.map((p) => p.js)),
    eagerCss: median(pages.map((p) => p.css)),
    prefetch: median(pages.map((p) => p.prefetch)),
    html: Math.max(...pages.map((p) => p.html)),
    requests: median(pages.map((p) => p.requests)),
    searchFirstQuery: search.firstQuery,
  };

  console.log('\nPer page (gzip bytes on the wire, cold cache):\n');
  console.log(table(pages.map((p) => [p.route, kb(p.js), kb(p.css), kb(p.html), p.requests, `${kb(p.prefetch)} (${p.prefetchRequests})`]), ['page', 'JS', 'CSS', 'HTML', 'requests', 'prefetched (requests)']));
  console.log(`\nSearch: a first query downloads ${kb(search.firstQuery)} in ${search.files} files (${kb(search.code)} of it the search box's code); the whole index is ${kb(search.indexOnDisk)} on disk.`);

  const failures = [];
  const summary = [];
  for (const [key, {label, budget, target}] of Object.entries(budgets.bytes)) {
    const value = figures[key];
    const show = key === 'requests' ? String : kb;
    const overBudget = budget !== undefined && value > budget;
    if (overBudget) failures.push(`${label}: ${show(value)} is over the budget of ${show(budget)}`);
    summary.push([label, show(value), budget === undefined ? '-' : show(budget), target === undefined ? '-' : show(target), overBudget ? 'OVER BUDGET' : target === undefined || value <= target ? 'ok' : 'budget ok, target not met']);
  }
  if (buildSeconds !== null) {
    const {label, target} = budgets.seconds.build;
    summary.push([label, `${buildSeconds.toFixed(1)} s`, '-', `${target} s`, buildSeconds <= target ? 'ok' : 'target not met']);
  }
  console.log('\nBudgets (scripts/bench-budgets.json):\n');
  console.log(table(summary, ['figure', 'measured', 'budget', 'target', 'status']));

  if (lighthouse.length) {
    console.log(`\nLighthouse, mobile, median of ${args.runs} runs (reported, not asserted):\n`);
    const cats = Object.keys(budgets.lighthouse);
    const rows = lighthouse.map((r) => [
      r.route,
      ...cats.map((c) => `${r[c]}${r[c] >= budgets.lighthouse[c] ? '' : ` (< ${budgets.lighthouse[c]})`}`),
      `${r.tbtMs} ms`,
      `${(r.lcpMs / 1000).toFixed(1)} s`,
    ]);
    console.log(table(rows, ['page', ...cats, 'blocking time', 'LCP']));
    const audits = [...new Set(lighthouse.flatMap((r) => r.failingAudits))];
    if (audits.length) console.log(`\nAudits below full marks on some run: ${audits.join(', ')}`);
  }

  const out = path.resolve(root, args.json);
  fs.mkdirSync(path.dirname(out), {recursive: true});
  fs.writeFileSync(out, `${JSON.stringify({date: new Date().toISOString(), buildSeconds, figures, pages, search, lighthouse}, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, out)}`);

  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(`bench: ${err.stack ?? err}`);
  process.exit(1);
});
