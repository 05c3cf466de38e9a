#!/usr/bin/env node
// The site's benchmark: how long the build takes, what a reader downloads, how much script a
// phone runs, and what Lighthouse thinks.
//
//   npm run bench                          build (timed), then measure build/
//   npm run bench -- --skip-build          measure the existing build/
//   npm run bench -- --no-lighthouse --no-trace   bytes only (deterministic: what CI runs)
//   npm run bench -- --baseline <git rev>  also build <rev> and measure both side by side
//   npm run bench -- --sweep               also one Lighthouse run on every page
//   npm run bench -- --floor               also measure two reference sites (src/build/bench/floor.ts)
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
import {CHROMIUM, CHROMIUM_ARGS} from '../src/build/browser';
import {startStaticServer} from '../src/build/static-server';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../src/data/site';
import {loadPages} from '../src/build/pages';
import {buildRevision} from '../src/build/bench/baseline';
import {buildFloorSites} from '../src/build/bench/floor';
import {buildWithMorePages} from '../src/build/bench/page-cost';
import {measurePage, measureSearch, type PageBytes, type SearchBytes} from '../src/build/bench/bytes';
import {CATEGORIES, startLighthouse, type Category, type LighthouseRun} from '../src/build/bench/lighthouse';
import {traceScriptTime} from '../src/build/bench/trace';
import {kb, median, table} from '../src/build/bench/stats';
import {budgetAt, budgetNote, overBudgetText, type ByteBudget} from '../src/build/bench/budgets';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A build being measured: its name, folder and the URL of a route on its gzip server. */
type Build = {name: string; buildDir: string; url: (route: string) => string; close: () => Promise<void>};
type LighthouseFigure = Category | 'tbtMs' | 'lcpMs';
/** Per page: the median of each Lighthouse figure over the runs, the runs, and audits that fell short. */
type LighthouseSummary = Record<LighthouseFigure, number> & {
  route: string;
  runs: Omit<LighthouseRun, 'failing'>[];
  failingAudits: string[];
};
type ScriptTime = {route: string; scriptMs: number; runs: number[]};
type ByteFigures = Record<'eagerJs' | 'eagerCss' | 'prefetch' | 'html' | 'requests' | 'searchFirstQuery', number>;
type Budgets = {
  bytes: Partial<Record<keyof ByteFigures, ByteBudget>>;
  seconds: {build: {label: string; target: number}};
};
/** What a run writes to .bench/results.json; per-build figures are keyed by the build's name. */
type Results = {
  date: string;
  baseline: string | null;
  buildSeconds: number | null;
  routes: string[];
  bytes?: Record<string, {pages: (PageBytes & {route: string})[]; search: SearchBytes}>;
  scriptTime?: Record<string, ScriptTime[]>;
  lighthouse?: Record<string, LighthouseSummary[]>;
  sweep?: (LighthouseRun & {route: string})[];
  floor?: Awaited<ReturnType<typeof measureFloor>>;
  figures?: ByteFigures;
  pageCost?: PageCost;
};
/** What `count` more pages added to each figure, per page, and which files of the first page grew. */
type PageCost = {
  count: number;
  pages: number;
  figures: {key: keyof ByteFigures; before: number; after: number; perPage: number}[];
  eagerJsPerRoute: {route: string; perPage: number}[];
  homeScripts: FileGrowth[];
  homePrefetched: FileGrowth[];
};
type FileGrowth = {file: string; before: number; after: number; perPage: number};

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
async function serve(name: string, buildDir: string): Promise<Build> {
  if (!fs.existsSync(path.join(buildDir, 'index.html')))
    throw new Error(`${buildDir} holds no build: run npm run build, or drop --skip-build`);
  const host = await startStaticServer({root: buildDir, base: BASE_PATH, gzip: true});
  const url = (route: string) => `${host.origin}${BASE_PATH}${route.replace(/^\//, '')}`;
  return {name, buildDir, url, close: host.close};
}

/** Per build and page: byte figures, and the search download per build. */
async function measureBytes(builds: Build[]): Promise<NonNullable<Results['bytes']>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    const result: NonNullable<Results['bytes']> = {};
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
async function alternate<T>(
  builds: Build[],
  runs: number,
  measure: (build: Build, route: string) => Promise<T>,
  pages = routes,
): Promise<Record<string, Record<string, T[]>>> {
  const samples = Object.fromEntries(
    builds.map((b) => [b.name, Object.fromEntries(pages.map((r): [string, T[]] => [r, []]))]),
  );
  for (const route of pages) {
    for (let i = 0; i < runs; i++) {
      for (const b of i % 2 ? [...builds].reverse() : builds) samples[b.name]![route]!.push(await measure(b, route));
    }
  }
  return samples;
}

async function measureLighthouse(
  builds: Build[],
  runs: number,
  pages = routes,
): Promise<Record<string, LighthouseSummary[]>> {
  const lh = await startLighthouse();
  try {
    const samples = await alternate(builds, runs, (b, route) => lh.run(b.url(route)), pages);
    return Object.fromEntries(
      Object.entries(samples).map(([name, byRoute]) => [
        name,
        Object.entries(byRoute).map(([route, rs]) => ({
          route,
          ...(Object.fromEntries(
            [...CATEGORIES, 'tbtMs' as const, 'lcpMs' as const].map((k) => [k, median(rs.map((r) => r[k]))]),
          ) as Record<LighthouseFigure, number>),
          runs: rs.map(({failing, ...r}) => r),
          failingAudits: [...new Set(rs.flatMap((r) => r.failing))],
        })),
      ]),
    );
  } finally {
    await lh.close();
  }
}

async function measureScriptTime(builds: Build[], runs: number, pages = routes): Promise<Record<string, ScriptTime[]>> {
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
  const servers: Build[] = [];
  try {
    for (const site of sites) servers.push(await serve(site.name, site.buildDir));
    const home = ['/'];
    const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
    const bytes: Record<string, PageBytes> = {};
    try {
      for (const s of servers) bytes[s.name] = await measurePage(browser, s.url('/'));
    } finally {
      await browser.close();
    }
    const scriptTime = await measureScriptTime(servers, Number(args['trace-runs']), home);
    const lighthouse = await measureLighthouse(servers, Number(args.runs), home);
    return servers.map(({name}) => {
      const lh = lighthouse[name]![0]!;
      const tbt = lh.runs.map((r) => r.tbtMs);
      return {
        name,
        js: bytes[name]!.js,
        scriptMs: scriptTime[name]![0]!.scriptMs,
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
async function sweep(build: Build): Promise<NonNullable<Results['sweep']>> {
  const lh = await startLighthouse();
  try {
    const results: NonNullable<Results['sweep']> = [];
    for (const {route} of loadPages(root)) results.push({route, ...(await lh.run(build.url(route)))});
    return results.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  } finally {
    await lh.close();
  }
}

/** The site's page count: what a budget's per-page allowance multiplies. */
const pageCount = loadPages(root).length;

/** Bytes of the site as it is and with `count` more pages: what one page adds to every page's figures. */
async function measurePageCost(count: number): Promise<PageCost> {
  const sites = buildWithMorePages(root, count);
  let base: {pages: (PageBytes & {route: string})[]; search: SearchBytes} | undefined;
  let measured: typeof base;
  try {
    const builds = [await serve('base', sites.baseBuild), await serve('more', sites.moreBuild)];
    try {
      const bytes = await measureBytes(builds);
      base = bytes.base;
      measured = bytes.more;
    } finally {
      for (const b of builds) await b.close();
    }
  } finally {
    sites.cleanup();
  }
  if (!base || !measured) throw new Error('page-cost: a build was not measured');
  const [b, m] = [base, measured];
  const before = byteFigures(b.pages, b.search);
  const after = byteFigures(m.pages, m.search);
  const perPage = (x: number, y: number) => Math.round(((y - x) / count) * 10) / 10;
  const grew = (key: 'scripts' | 'prefetched') => {
    const [x, y] = [b.pages[0]![key], m.pages[0]![key]];
    return Object.keys(y)
      .filter((file) => file in x && Math.abs(x[file]! - y[file]!) >= count)
      .map((file) => ({file, before: x[file]!, after: y[file]!, perPage: perPage(x[file]!, y[file]!)}));
  };
  return {
    count,
    pages: pageCount,
    figures: (Object.keys(before) as (keyof ByteFigures)[]).map((key) => ({
      key,
      before: before[key],
      after: after[key],
      perPage: perPage(before[key], after[key]),
    })),
    eagerJsPerRoute: routes.map((route, i) => ({route, perPage: perPage(b.pages[i]!.js, m.pages[i]!.js)})),
    homeScripts: grew('scripts'),
    homePrefetched: grew('prefetched'),
  };
}

function byteFigures(pages: PageBytes[], search: SearchBytes): ByteFigures {
  return {
    eagerJs: median(pages.map((p) => p.js)),
    eagerCss: median(pages.map((p) => p.css)),
    prefetch: median(pages.map((p) => p.prefetch)),
    html: Math.max(...pages.map((p) => p.html)),
    requests: median(pages.map((p) => p.requests)),
    searchFirstQuery: search.firstQuery,
  };
}

/** scripts/bench-budgets.json, checked: a budget that is not a number would never fail. */
function readBudgets(file: string): Budgets {
  const json: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const budgets = json as Budgets;
  const isFigure = (x: unknown) => x === undefined || typeof x === 'number';
  const entries = Object.values(budgets?.bytes ?? {});
  const valid =
    typeof budgets?.seconds?.build?.target === 'number' &&
    entries.length > 0 &&
    entries.every((e) => typeof e?.label === 'string' && isFigure(e.budget) && isFigure(e.target));
  if (!valid)
    throw new Error(
      `${file}: expected {bytes: {figure: {label, budget?, target?}}, seconds: {build: {label, target}}}`,
    );
  return budgets;
}

async function main() {
  const budgets = readBudgets(args.budgets);
  const buildSeconds = args['skip-build'] ? null : timedBuild();
  const baseline = args.baseline ? buildRevision(root, args.baseline) : null;
  const builds = [await serve('after', path.join(root, 'build'))];
  if (baseline) builds.unshift(await serve('before', baseline.buildDir));
  const names = builds.map((b) => b.name);
  const out: Results = {date: new Date().toISOString(), baseline: args.baseline ?? null, buildSeconds, routes};
  try {
    out.bytes = await measureBytes(builds);
    if (!args['no-trace']) out.scriptTime = await measureScriptTime(builds, Number(args['trace-runs']));
    if (!args['no-lighthouse']) out.lighthouse = await measureLighthouse(builds, Number(args.runs));
    if (args.sweep) out.sweep = await sweep(builds.at(-1)!);
  } finally {
    for (const b of builds) await b.close();
    baseline?.cleanup();
  }
  if (args.floor) out.floor = await measureFloor();
  if (args['page-cost']) out.pageCost = await measurePageCost(Number(args['page-cost']));

  const bytes = out.bytes!;
  const current = bytes.after!;
  const figures = byteFigures(current.pages, current.search);
  out.figures = figures;
  const col = (f: (name: string) => string) => names.map(f);
  console.log('\nPer page (gzip bytes on the wire, cold cache; eager JS before → after):\n');
  console.log(
    table(
      routes.map((route, i) => [
        route,
        col((n) => kb(bytes[n]!.pages[i]!.js)).join(' → '),
        kb(current.pages[i]!.css),
        kb(current.pages[i]!.html),
        current.pages[i]!.requests,
        `${kb(current.pages[i]!.prefetch)} (${current.pages[i]!.prefetchRequests})`,
      ]),
      ['page', 'JS', 'CSS', 'HTML', 'requests', 'prefetched (requests)'],
    ),
  );
  console.log(
    `\nSearch: a first query downloads ${kb(current.search.firstQuery)} in ${current.search.files} files (${kb(current.search.code)} of it the search box's code); the whole index is ${kb(current.search.indexOnDisk)} on disk.`,
  );

  const failures: string[] = [];
  const summary: string[][] = [];
  for (const [key, entry] of Object.entries(budgets.bytes) as [keyof ByteFigures, ByteBudget][]) {
    const {label, target} = entry;
    const budget = budgetAt(entry, pageCount);
    const value = figures[key];
    const show = key === 'requests' ? String : kb;
    const overBudget = budget !== undefined && value > budget;
    if (overBudget)
      failures.push(
        key === 'requests'
          ? `${label}: ${value} is over the budget of ${budget}`
          : `${label}: ${overBudgetText(value, budget)}${budgetNote(entry, pageCount)}`,
      );
    const before = bytes.before ? `${show(byteFigures(bytes.before.pages, bytes.before.search)[key])} → ` : '';
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

  const {scriptTime, lighthouse} = out;
  if (scriptTime) {
    console.log(`\nMain-thread script time, 4x CPU slowdown, median of ${args['trace-runs']} fresh loads:\n`);
    console.log(
      table(
        routes.map((route, i) => [route, col((n) => `${Math.round(scriptTime[n]![i]!.scriptMs)} ms`).join(' → ')]),
        ['page', names.join(' → ')],
      ),
    );
  }
  if (lighthouse) {
    console.log(`\nLighthouse, mobile, median of ${args.runs} runs (reported, not asserted; before → after):\n`);
    const cell = (i: number, k: LighthouseFigure, unit = '') =>
      col((n) => `${lighthouse[n]![i]![k]}${unit}`).join(' → ');
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
    const after = lighthouse.after!;
    const tbt = after.map((r) => r.tbtMs);
    console.log(`\nBlocking time over these pages: median ${median(tbt)} ms, worst ${Math.max(...tbt)} ms.`);
    console.log(`\nLongest main-thread task of Lighthouse's simulated load, median of ${args.runs} runs:\n`);
    const longest = (n: string, i: number) => {
      const tasks = lighthouse[n]![i]!.runs.map((run) => run.longestTask).filter((t) => t !== null);
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
    const index = after.flatMap((r) => r.runs.map((run) => run.benchmarkIndex));
    console.log(
      `Lighthouse's CPU benchmark index of this host: median ${median(index)} (it warns below 1000, a host slower than it expects).`,
    );
    const audits = [...new Set(after.flatMap((r) => r.failingAudits))];
    if (audits.length) console.log(`Audits below full marks on some run: ${audits.join(', ')}`);
  }
  if (out.sweep?.[0]) {
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
    const ours = (key: LighthouseFigure) => (lighthouse?.after ? median(lighthouse.after.map((r) => r[key])) : '-');
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
            kb(figures.eagerJs),
            scriptTime?.after ? `${Math.round(median(scriptTime.after.map((r) => r.scriptMs)))} ms` : '-',
            ours('performance'),
            lighthouse ? `${ours('tbtMs')} ms` : '-',
            lighthouse?.after
              ? `${median(lighthouse.after.flatMap((r) => r.runs.map((run) => run.longestTask?.ms ?? 0)))} ms`
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
    const row = (kind: string, f: FileGrowth) => [kind, f.file, f.before, f.after, `${f.perPage} B`];
    const files = [...homeScripts.map((f) => row('eager', f)), ...homePrefetched.map((f) => row('prefetched', f))];
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

main().catch((err: unknown) => {
  console.error(`bench: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
