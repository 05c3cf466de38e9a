#!/usr/bin/env node
// The site's benchmark: how long the build takes, what a reader downloads, how much script a
// phone runs, and what Lighthouse thinks.
//
//   npm run bench                          build (timed), then measure build/
//   npm run bench -- --skip-build          measure the existing build/
//   npm run bench -- --no-lighthouse --no-trace   bytes only (deterministic: what CI runs)
//   npm run bench -- --baseline <git rev>  also build <rev> and measure both side by side
//   npm run bench -- --sweep               also one Lighthouse run on every page
//   npm run bench -- --floor               also measure two reference sites (scripts/lib/bench/floor.mjs)
//   npm run bench -- --page-cost 40        also build a copy as it is and with 40 more pages: what one page costs every page
//   npm run bench -- --runs 5 --trace-runs 11 --pages /,/limits/
//
// build/ is served with gzip on loopback. Bytes: each page is opened in a fresh Chromium context
// (cold cache) and measured until the network has settled: JavaScript, CSS and HTML on the wire,
// the request count and, apart, what it prefetched for later navigations; the search figure is
// what a first query downloads. Lighthouse: mobile, its default simulated throttling, median of
// --runs. Script time: a Chrome trace of a fresh load at 4x CPU slowdown on a phone-sized
// viewport, the main thread's time compiling and running JavaScript until the page has hydrated
// and settled, median of --trace-runs. With --baseline, runs alternate between the two builds so
// drift on the machine hits both alike. With --floor, the same figures for one page of a bare
// Docusaurus site (React and the runtime, no theme) and of the classic theme as shipped: what any
// page of this stack costs before the site adds anything. It prints tables, writes
// .bench/results.json and exits non-zero when a byte figure of build/ is over its budget in
// scripts/bench-budgets.json. A budget with `perPage` grows by that many bytes for each page the
// site has beyond `pages` (every page puts its route, registry entry and sidebar item into every
// page's JavaScript); --page-cost measures that cost.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {CHROMIUM, CHROMIUM_ARGS} from './lib/browser.mjs';
import {startStaticServer} from './lib/static-server.mjs';
import {importTs} from './lib/load-ts.mjs';
import {loadPages} from './lib/pages.mjs';
import {buildRevision} from './lib/bench/baseline.mjs';
import {buildFloorSites} from './lib/bench/floor.mjs';
import {buildWithMorePages} from './lib/bench/page-cost.mjs';
import {measurePage, measureSearch} from './lib/bench/bytes.mjs';
import {CATEGORIES, startLighthouse} from './lib/bench/lighthouse.mjs';
import {traceScriptTime} from './lib/bench/trace.mjs';
import {kb, median, table} from './lib/bench/stats.mjs';
import {budgetAt, budgetNote, overBudgetText} from './lib/bench/budgets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {BASE_PATH, SEARCH_PLACEHOLDER} = await importTs(path.join(root, 'src/data/site.ts'));

/** Representative pages: home, a policy table, long references, a quickstart step, the errors. */
const BENCH_PAGES = [
  '/',
  '/limits/',
  '/workflows/steps/code/',
  '/api/rest/',
  '/components/api/',
  '/workflows/steps/triggers/',
  '/quickstart/hello-world/',
  '/errors/',
];

const {values: args} = parseArgs({
  options: {
    'skip-build': {type: 'boolean', default: false},
    'no-lighthouse': {type: 'boolean', default: false},
    'no-trace': {type: 'boolean', default: false},
    baseline: {type: 'string'},
    sweep: {type: 'boolean', default: false},
    floor: {type: 'boolean', default: false},
    'page-cost': {type: 'string'},
    pages: {type: 'string'},
    runs: {type: 'string', default: '5'},
    'trace-runs': {type: 'string', default: '11'},
    json: {type: 'string', default: '.bench/results.json'},
    budgets: {type: 'string', default: path.join(root, 'scripts/bench-budgets.json')},
  },
});
const routes = args.pages ? args.pages.split(',') : BENCH_PAGES;

function timedBuild() {
  const start = process.hrtime.bigint();
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('the build failed');
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** A build to measure: its name, folder and a gzip server for it. */
async function serve(name, buildDir) {
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`${buildDir} holds no build: run npm run build, or drop --skip-build`);
  const host = await startStaticServer({root: buildDir, base: BASE_PATH, gzip: true});
  const url = (route) => `${host.origin}${BASE_PATH}${route.replace(/^\//, '')}`;
  return {name, buildDir, url, close: host.close};
}

/** Per build and page: byte figures, and the search download per build. */
async function measureBytes(builds) {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    const result = {};
    for (const b of builds) {
      const pages = [];
      for (const route of routes) pages.push({route, ...(await measurePage(browser, b.url(route)))});
      const search = await measureSearch(browser, b.url('/'), {placeholder: SEARCH_PLACEHOLDER, buildDir: b.buildDir});
      result[b.name] = {pages, search};
    }
    return result;
  } finally {
    await browser.close();
  }
}

/** Runs `measure(build, route)` `runs` times per page, alternating builds; samples per build. */
async function alternate(builds, runs, measure, pages = routes) {
  const samples = Object.fromEntries(builds.map((b) => [b.name, Object.fromEntries(pages.map((r) => [r, []]))]));
  for (const route of pages) {
    for (let i = 0; i < runs; i++) {
      for (const b of i % 2 ? [...builds].reverse() : builds) samples[b.name][route].push(await measure(b, route));
    }
  }
  return samples;
}

async function measureLighthouse(builds, runs, pages = routes) {
  const lh = await startLighthouse();
  try {
    const samples = await alternate(builds, runs, (b, route) => lh.run(b.url(route)), pages);
    return Object.fromEntries(
      Object.entries(samples).map(([name, byRoute]) => [
        name,
        Object.entries(byRoute).map(([route, rs]) => ({
          route,
          ...Object.fromEntries([...CATEGORIES, 'tbtMs', 'lcpMs'].map((k) => [k, median(rs.map((r) => r[k]))])),
          runs: rs.map(({failing, ...r}) => r),
          failingAudits: [...new Set(rs.flatMap((r) => r.failing))],
        })),
      ]),
    );
  } finally {
    await lh.close();
  }
}

async function measureScriptTime(builds, runs, pages = routes) {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    const samples = await alternate(builds, runs, (b, route) => traceScriptTime(browser, b.url(route)), pages);
    return Object.fromEntries(
      Object.entries(samples).map(([name, byRoute]) => [
        name,
        Object.entries(byRoute).map(([route, ms]) => ({route, scriptMs: median(ms), runs: ms})),
      ]),
    );
  } finally {
    await browser.close();
  }
}

/** Bytes, script time and Lighthouse for the home page of each reference site, as for the site. */
async function measureFloor() {
  const {sites, cleanup} = buildFloorSites(root);
  const servers = [];
  try {
    for (const site of sites) servers.push(await serve(site.name, site.buildDir));
    const home = ['/'];
    const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
    const bytes = {};
    try {
      for (const s of servers) bytes[s.name] = await measurePage(browser, s.url('/'));
    } finally {
      await browser.close();
    }
    const scriptTime = await measureScriptTime(servers, Number(args['trace-runs']), home);
    const lighthouse = await measureLighthouse(servers, Number(args.runs), home);
    return servers.map(({name}) => {
      const [lh] = lighthouse[name];
      const tbt = lh.runs.map((r) => r.tbtMs);
      return {
        name,
        js: bytes[name].js,
        scriptMs: scriptTime[name][0].scriptMs,
        performance: lh.performance,
        tbtMs: lh.tbtMs,
        tbtRange: [Math.min(...tbt), Math.max(...tbt)],
        longestTaskMs: median(lh.runs.map((r) => r.longestTask?.ms ?? 0)),
      };
    });
  } finally {
    for (const s of servers) await s.close();
    cleanup();
  }
}

/** One Lighthouse run on every page of a build; the lowest performance score first. */
async function sweep(build) {
  const lh = await startLighthouse();
  try {
    const results = [];
    for (const {route} of loadPages(root)) results.push({route, ...(await lh.run(build.url(route)))});
    return results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  } finally {
    await lh.close();
  }
}

/** The site's page count: what a budget's per-page allowance multiplies. */
const pageCount = loadPages(root).length;

/** Bytes of the site as it is and with `count` more pages: what one page adds to every page's figures. */
async function measurePageCost(count) {
  const sites = buildWithMorePages(root, count);
  let base, measured;
  try {
    const builds = [await serve('base', sites.baseBuild), await serve('more', sites.moreBuild)];
    try {
      ({base, more: measured} = await measureBytes(builds));
    } finally {
      for (const b of builds) await b.close();
    }
  } finally {
    sites.cleanup();
  }
  const before = byteFigures(base.pages, base.search);
  const after = byteFigures(measured.pages, measured.search);
  const perPage = (a, b) => Math.round(((b - a) / count) * 10) / 10;
  const grew = (key) => {
    const [a, b] = [base.pages[0][key], measured.pages[0][key]];
    return Object.keys(b)
      .filter((file) => file in a && Math.abs(a[file] - b[file]) >= count)
      .map((file) => ({file, before: a[file], after: b[file], perPage: perPage(a[file], b[file])}));
  };
  return {
    count,
    pages: pageCount,
    figures: Object.keys(before).map((key) => ({
      key,
      before: before[key],
      after: after[key],
      perPage: perPage(before[key], after[key]),
    })),
    eagerJsPerRoute: routes.map((route, i) => ({route, perPage: perPage(base.pages[i].js, measured.pages[i].js)})),
    homeScripts: grew('scripts'),
    homePrefetched: grew('prefetched'),
  };
}

function byteFigures(pages, search) {
  return {
    eagerJs: median(pages.map((p) => p.js)),
    eagerCss: median(pages.map((p) => p.css)),
    prefetch: median(pages.map((p) => p.prefetch)),
    html: Math.max(...pages.map((p) => p.html)),
    requests: median(pages.map((p) => p.requests)),
    searchFirstQuery: search.firstQuery,
  };
}

async function main() {
  const budgets = JSON.parse(fs.readFileSync(args.budgets, 'utf8'));
  const buildSeconds = args['skip-build'] ? null : timedBuild();
  const baseline = args.baseline ? buildRevision(root, args.baseline) : null;
  const builds = [await serve('after', path.join(root, 'build'))];
  if (baseline) builds.unshift(await serve('before', baseline.buildDir));
  const names = builds.map((b) => b.name);
  const out = {date: new Date().toISOString(), baseline: args.baseline ?? null, buildSeconds, routes};
  try {
    out.bytes = await measureBytes(builds);
    if (!args['no-trace']) out.scriptTime = await measureScriptTime(builds, Number(args['trace-runs']));
    if (!args['no-lighthouse']) out.lighthouse = await measureLighthouse(builds, Number(args.runs));
    if (args.sweep) out.sweep = await sweep(builds.at(-1));
  } finally {
    for (const b of builds) await b.close();
    baseline?.cleanup();
  }
  if (args.floor) out.floor = await measureFloor();
  if (args['page-cost']) out.pageCost = await measurePageCost(Number(args['page-cost']));

  const current = out.bytes.after;
  out.figures = byteFigures(current.pages, current.search);
  const col = (f) => names.map(f);
  console.log('\nPer page (gzip bytes on the wire, cold cache; eager JS before → after):\n');
  console.log(
    table(
      routes.map((route, i) => [
        route,
        col((n) => kb(out.bytes[n].pages[i].js)).join(' → '),
        kb(current.pages[i].css),
        kb(current.pages[i].html),
        current.pages[i].requests,
        `${kb(current.pages[i].prefetch)} (${current.pages[i].prefetchRequests})`,
      ]),
      ['page', 'JS', 'CSS', 'HTML', 'requests', 'prefetched (requests)'],
    ),
  );
  console.log(
    `\nSearch: a first query downloads ${kb(current.search.firstQuery)} in ${current.search.files} files (${kb(current.search.code)} of it the search box's code); the whole index is ${kb(current.search.indexOnDisk)} on disk.`,
  );

  const failures = [];
  const summary = [];
  for (const [key, entry] of Object.entries(budgets.bytes)) {
    const {label, target} = entry;
    const budget = budgetAt(entry, pageCount);
    const value = out.figures[key];
    const show = key === 'requests' ? String : kb;
    const overBudget = budget !== undefined && value > budget;
    if (overBudget)
      failures.push(
        key === 'requests'
          ? `${label}: ${value} is over the budget of ${budget}`
          : `${label}: ${overBudgetText(value, budget)}${budgetNote(entry, pageCount)}`,
      );
    const before = baseline ? `${show(byteFigures(out.bytes.before.pages, out.bytes.before.search)[key])} → ` : '';
    summary.push([
      label,
      `${before}${show(value)}`,
      budget === undefined ? '-' : `${show(budget)}${budgetNote(entry, pageCount)}`,
      target === undefined ? '-' : show(target),
      overBudget ? 'OVER BUDGET' : target === undefined || value <= target ? 'ok' : 'budget ok, target not met',
    ]);
  }
  if (buildSeconds !== null) {
    const {label, target} = budgets.seconds.build;
    summary.push([
      label,
      `${buildSeconds.toFixed(1)} s`,
      '-',
      `${target} s`,
      buildSeconds <= target ? 'ok' : 'target not met',
    ]);
  }
  console.log('\nBudgets (scripts/bench-budgets.json):\n');
  console.log(table(summary, ['figure', 'measured', 'budget', 'target', 'status']));

  if (out.scriptTime) {
    console.log(`\nMain-thread script time, 4x CPU slowdown, median of ${args['trace-runs']} fresh loads:\n`);
    console.log(
      table(
        routes.map((route, i) => [route, col((n) => `${Math.round(out.scriptTime[n][i].scriptMs)} ms`).join(' → ')]),
        ['page', names.join(' → ')],
      ),
    );
  }
  if (out.lighthouse) {
    console.log(`\nLighthouse, mobile, median of ${args.runs} runs (reported, not asserted; before → after):\n`);
    const cell = (i, k, unit = '') => col((n) => `${out.lighthouse[n][i][k]}${unit}`).join(' → ');
    console.log(
      table(
        routes.map((route, i) => [
          route,
          ...CATEGORIES.map((c) => cell(i, c)),
          cell(i, 'tbtMs', ' ms'),
          cell(i, 'lcpMs', ' ms'),
        ]),
        ['page', ...CATEGORIES, 'blocking time', 'LCP'],
      ),
    );
    const tbt = out.lighthouse.after.map((r) => r.tbtMs);
    console.log(`\nBlocking time over these pages: median ${median(tbt)} ms, worst ${Math.max(...tbt)} ms.`);
    console.log(`\nLongest main-thread task of Lighthouse's simulated load, median of ${args.runs} runs:\n`);
    const longest = (n, i) => {
      const tasks = out.lighthouse[n][i].runs.map((run) => run.longestTask).filter(Boolean);
      return tasks.length
        ? `${median(tasks.map((t) => t.ms))} ms (${[...new Set(tasks.map((t) => t.file))].join(', ')})`
        : '-';
    };
    console.log(
      table(
        routes.map((route, i) => [route, col((n) => longest(n, i)).join(' → ')]),
        ['page', names.join(' → ')],
      ),
    );
    const index = out.lighthouse.after.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
    console.log(
      `Lighthouse's CPU benchmark index of this host: median ${median(index)} (it warns below 1000, a host slower than it expects).`,
    );
    const audits = [...new Set(out.lighthouse.after.flatMap((r) => r.failingAudits))];
    if (audits.length) console.log(`Audits below full marks on some run: ${audits.join(', ')}`);
  }
  if (out.sweep) {
    const [lowest] = out.sweep;
    console.log(
      `\nLighthouse sweep, one mobile run per page (${out.sweep.length} pages): lowest performance ${lowest.performance} on ${lowest.route} (blocking time ${lowest.tbtMs} ms); ${out.sweep.filter((r) => r.performance < 95).length} pages below 95.`,
    );
    console.log(
      table(
        out.sweep
          .slice(0, 10)
          .map((r) => [r.route, r.performance, `${r.tbtMs} ms`, r.accessibility, r['best-practices'], r.seo]),
        ['lowest ten', 'performance', 'blocking time', 'accessibility', 'best-practices', 'seo'],
      ),
    );
  }

  if (out.floor) {
    const ours = (key) => (out.lighthouse ? median(out.lighthouse.after.map((r) => r[key])) : '-');
    console.log(
      `\nReference sites, one page each (eager JS gzip; script time at 4x, median of ${args['trace-runs']}; Lighthouse mobile, median of ${args.runs}):\n`,
    );
    console.log(
      table(
        [
          ...out.floor.map((f) => [
            f.name,
            kb(f.js),
            `${Math.round(f.scriptMs)} ms`,
            f.performance,
            `${f.tbtMs} ms (${f.tbtRange.join('–')})`,
            `${f.longestTaskMs} ms`,
          ]),
          [
            'this site (median of the pages above)',
            kb(out.figures.eagerJs),
            out.scriptTime ? `${Math.round(median(out.scriptTime.after.map((r) => r.scriptMs)))} ms` : '-',
            ours('performance'),
            out.lighthouse ? `${ours('tbtMs')} ms` : '-',
            out.lighthouse
              ? `${median(out.lighthouse.after.flatMap((r) => r.runs.map((run) => run.longestTask?.ms ?? 0)))} ms`
              : '-',
          ],
        ],
        ['site', 'eager JS', 'script time', 'performance', 'blocking time (range)', 'longest task'],
      ),
    );
  }

  if (out.pageCost) {
    const {count, pages, figures, eagerJsPerRoute, homeScripts, homePrefetched} = out.pageCost;
    const labels = Object.fromEntries(Object.entries(budgets.bytes).map(([k, v]) => [k, v.label]));
    console.log(`\nWhat one page costs every page: this build (${pages} pages) and a copy with ${count} more:\n`);
    console.log(
      table(
        figures.map((f) => [
          labels[f.key] ?? f.key,
          f.before,
          f.after,
          f.key === 'requests' ? f.perPage : `${f.perPage} B`,
        ]),
        ['figure', `${pages} pages`, `${pages + count} pages`, 'per page'],
      ),
    );
    const js = eagerJsPerRoute.map((r) => r.perPage);
    console.log(
      `\nEager JavaScript per page added, on each measured page: ${Math.min(...js)} to ${Math.max(...js)} B.`,
    );
    const files = [...homeScripts.map((f) => ['eager', f]), ...homePrefetched.map((f) => ['prefetched', f])].map(
      ([kind, f]) => [kind, f.file, f.before, f.after, `${f.perPage} B`],
    );
    console.log(`Files of ${routes[0]} that grew by a byte or more per page (gzip bytes):\n`);
    console.log(table(files, ['', 'file', `${pages} pages`, `${pages + count} pages`, 'per page']));
  }

  const file = path.resolve(root, args.json);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)}`);
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((err) => {
  console.error(`bench: ${err.stack ?? err}`);
  process.exit(1);
});
