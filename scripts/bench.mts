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
//   npm run bench -- --first-input-runs 11 --first-input-pages /,/api/rest/   (or --no-first-input)
//   npm run bench -- --budgets             what npm test runs: the byte budgets and the first-input
//                                          budget of build/ (no build, no Lighthouse, no trace)
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
// page's JavaScript); --page-cost measures that cost, and how the boot's script time grows.
//
// First-input latency (src/build/bench/first-input.ts): a real tap on the phone menu button as
// the first gesture, 1 s and 3 s after the navigation began, at 4x CPU, until the menu is painted
// open; median of --first-input-runs on FIRST_INPUT_PAGES. Its budget (the page and the limits in
// scripts/bench-budgets.json) fails the bench past it, and at once when a tap is dropped.
// With --baseline and --floor, every figure is printed as one table (per page, median and worst
// page; the stock classic theme beside them) and the issue's targets are checked (reported).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
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
import {measureFirstInput, toggleCentre, TOGGLE, type FirstInputRun} from '../src/build/bench/first-input';
import {
  change,
  checkTargets,
  firstInputBudgetFailures,
  firstInputText,
  overPages,
  summarizeFirstInput,
  isFirstInputBudget,
  budgetOnThisMachine,
  type FirstInputBudget,
  type FirstInputSummary,
  type Worse,
} from '../src/build/bench/summary';
import {scriptOptions} from '../src/build/script-options';

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
  firstInput: FirstInputBudget;
};
/** First-input runs of one build on one page, by the tap's delay in ms. */
type FirstInputPage = {route: string; delays: Record<string, FirstInputSummary & {samples: FirstInputRun[]}>};
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
  floor?: ReturnType<typeof floorSummary>;
  firstInput?: Record<string, FirstInputPage[]>;
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
  /** Main-thread script time at 4x (the boot) on FIRST_INPUT_PAGES, as is and with the pages. */
  boot?: {route: string; before: number; after: number}[];
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

/**
 * The pages of the first-input latency: it is the boot's remainder (the same main bundle on every
 * page) plus the page's own chunks and the style and layout pass over the whole document when the
 * drawer opens and locks the body's scroll, which grows with the page. These three span the bench
 * pages' sizes: the home page (about 370 elements), a mid-sized reference (1,100) and the largest
 * (9,200); the eight would take three times as long (22 loads of 2 to 5 s per page and build).
 */
const FIRST_INPUT_PAGES = ['/', '/workflows/steps/code/', '/api/rest/'];
/** When the first tap comes, in ms after the navigation began. */
const FIRST_INPUT_DELAYS = [1000, 3000];

const args = scriptOptions(import.meta.url, {
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
  'no-first-input': {type: 'boolean', default: false},
  'first-input-pages': {type: 'string'},
  'first-input-runs': {type: 'string', default: '11'},
  budgets: {type: 'boolean', default: false},
  json: {type: 'string', default: '.bench/results.json'},
  'budgets-file': {type: 'string', default: path.join(root, 'scripts/bench-budgets.json')},
});
const routes = args.pages ? args.pages.split(',') : BENCH_PAGES;
/** --budgets: only what the budgets need, as npm test runs it. */
const budgetsOnly = args.budgets;
const lighthouseOn = !args['no-lighthouse'] && !budgetsOnly;
const traceOn = !args['no-trace'] && !budgetsOnly;
const firstInputOn = !args['no-first-input'];
const firstInputPages = args['first-input-pages'] ? args['first-input-pages'].split(',') : FIRST_INPUT_PAGES;

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

/**
 * Runs `measure(build, route)` `runs` times per page, alternating builds (each run in the other
 * order) so drift on the machine hits all alike; samples per build and page. `atHome` builds (the
 * reference sites, one page each) take their turns at their own home page within the home page's
 * runs, or after the pages when the home page is not among them.
 */
async function alternate<T>(
  builds: Build[],
  runs: number,
  measure: (build: Build, route: string) => Promise<T>,
  pages = routes,
  atHome: Build[] = [],
): Promise<Record<string, Record<string, T[]>>> {
  const slots = pages.map((route) => ({route, builds: route === '/' ? [...builds, ...atHome] : builds}));
  if (atHome.length && !pages.includes('/')) slots.push({route: '/', builds: atHome});
  const samples: Record<string, Record<string, T[]>> = {};
  for (const {route, builds: variants} of slots) {
    for (let i = 0; i < runs; i++) {
      for (const b of i % 2 ? [...variants].reverse() : variants) {
        ((samples[b.name] ??= {})[route] ??= []).push(await measure(b, route));
      }
    }
  }
  return samples;
}

async function measureLighthouse(
  builds: Build[],
  runs: number,
  pages = routes,
  atHome: Build[] = [],
): Promise<Record<string, LighthouseSummary[]>> {
  const lh = await startLighthouse();
  try {
    const samples = await alternate(builds, runs, (b, route) => lh.run(b.url(route)), pages, atHome);
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

async function measureScriptTime(
  builds: Build[],
  runs: number,
  pages = routes,
  atHome: Build[] = [],
): Promise<Record<string, ScriptTime[]>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    const samples = await alternate(builds, runs, (b, route) => traceScriptTime(browser, b.url(route)), pages, atHome);
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

/**
 * First-input latency of each build on `pages` (and of the reference sites on their home page, if
 * they have a phone menu), taps at every delay in turn within each run; summed up per page and delay.
 */
async function measureFirstInputs(
  builds: Build[],
  runs: number,
  pages: string[],
  atHome: Build[] = [],
): Promise<Record<string, FirstInputPage[]>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    // Where the menu button is, from a settled load of each page; a reference site without one
    // (the bare runtime has no navbar) has nothing to tap and is left out.
    const centres = new Map<string, {x: number; y: number}>();
    const withMenu: Build[] = [];
    for (const b of [...builds, ...atHome]) {
      const own = atHome.includes(b) ? ['/'] : pages;
      try {
        for (const route of own) centres.set(`${b.name} ${route}`, await toggleCentre(browser, b.url(route)));
        if (atHome.includes(b)) withMenu.push(b);
      } catch (err) {
        if (!atHome.includes(b)) throw err;
        console.log(`First input: ${b.name} has no phone menu button (${TOGGLE}); not measured.`);
      }
    }
    const samples = await alternate(
      builds,
      runs,
      async (b, route) => {
        const at = centres.get(`${b.name} ${route}`)!;
        const byDelay: Record<string, FirstInputRun> = {};
        for (const delayMs of FIRST_INPUT_DELAYS)
          byDelay[delayMs] = await measureFirstInput(browser, b.url(route), at, {delayMs});
        return byDelay;
      },
      pages,
      withMenu,
    );
    return Object.fromEntries(
      Object.entries(samples).map(([name, byRoute]) => [
        name,
        Object.entries(byRoute).map(([route, rs]) => ({
          route,
          delays: Object.fromEntries(
            FIRST_INPUT_DELAYS.map((d) => {
              const runsAtDelay = rs.map((r) => r[d]!);
              return [d, {...summarizeFirstInput(runsAtDelay), samples: runsAtDelay}];
            }),
          ),
        })),
      ]),
    );
  } finally {
    await browser.close();
  }
}

/** The reference sites' figures (bytes, script time, Lighthouse), from the alternated runs. */
function floorSummary(
  floors: Build[],
  bytes: Record<string, PageBytes>,
  scriptTime: Results['scriptTime'],
  lighthouse: Results['lighthouse'],
) {
  return floors.map(({name}) => {
    const lh = lighthouse?.[name]?.[0];
    const tbt = lh?.runs.map((r) => r.tbtMs) ?? [];
    return {
      name,
      js: bytes[name]!.js,
      scriptMs: scriptTime?.[name]?.[0]?.scriptMs ?? null,
      lighthouse: lh ?? null,
      tbtRange: tbt.length ? [Math.min(...tbt), Math.max(...tbt)] : null,
      longestTaskMs: lh ? median(lh.runs.map((r) => r.longestTask?.ms ?? 0)) : null,
    };
  });
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
  let boot: PageCost['boot'];
  try {
    const builds = [await serve('base', sites.baseBuild), await serve('more', sites.moreBuild)];
    try {
      const bytes = await measureBytes(builds);
      base = bytes.base;
      measured = bytes.more;
      // The boot: main-thread script time at 4x, on the first-input pages (the bundle every page
      // runs is what grows; these span the pages' sizes).
      if (traceOn) {
        const t = await measureScriptTime(builds, Number(args['trace-runs']), firstInputPages);
        boot = firstInputPages.map((route, i) => ({
          route,
          before: t.base![i]!.scriptMs,
          after: t.more![i]!.scriptMs,
        }));
      }
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
    boot,
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
    entries.every((e) => typeof e?.label === 'string' && isFigure(e.budget) && isFigure(e.target)) &&
    isFirstInputBudget(budgets.firstInput);
  if (!valid)
    throw new Error(
      `${file}: expected {bytes: {figure: {label, budget?, target?}}, seconds: {build: {label, target}}, firstInput: {label, route, runs, budgetMs: {delay: ms}}}`,
    );
  return budgets;
}

async function main() {
  const budgets = readBudgets(args['budgets-file']);
  const buildSeconds = args['skip-build'] || budgetsOnly ? null : timedBuild();
  const baseline = args.baseline ? buildRevision(root, args.baseline) : null;
  const floorSites = args.floor ? buildFloorSites(root) : null;
  const builds = [await serve('after', path.join(root, 'build'))];
  if (baseline) builds.unshift(await serve('before', baseline.buildDir));
  const floors: Build[] = [];
  const names = builds.map((b) => b.name);
  const out: Results = {date: new Date().toISOString(), baseline: args.baseline ?? null, buildSeconds, routes};
  // The budgets mode measures first input on the budget's page only, with the budget's run count.
  const fiPages = budgetsOnly ? [budgets.firstInput.route] : firstInputPages;
  const fiRuns = budgetsOnly ? budgets.firstInput.runs : Number(args['first-input-runs']);
  const timings: string[] = [];
  const timed = async <T,>(what: string, f: () => Promise<T>): Promise<T> => {
    const start = Date.now();
    const result = await f();
    timings.push(`${what} ${((Date.now() - start) / 1000).toFixed(0)} s`);
    return result;
  };
  try {
    for (const site of floorSites?.sites ?? []) floors.push(await serve(site.name, site.buildDir));
    out.bytes = await timed('bytes', () => measureBytes(builds));
    const floorBytes: Record<string, PageBytes> = {};
    if (floors.length) {
      const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
      try {
        for (const f of floors) floorBytes[f.name] = await measurePage(browser, f.url('/'));
      } finally {
        await browser.close();
      }
    }
    if (traceOn)
      out.scriptTime = await timed('script time', () =>
        measureScriptTime(builds, Number(args['trace-runs']), routes, floors),
      );
    if (lighthouseOn)
      out.lighthouse = await timed('Lighthouse', () => measureLighthouse(builds, Number(args.runs), routes, floors));
    if (firstInputOn)
      out.firstInput = await timed('first input', () => measureFirstInputs(builds, fiRuns, fiPages, floors));
    if (args.sweep) out.sweep = await timed('sweep', () => sweep(builds.at(-1)!));
    if (floors.length) out.floor = floorSummary(floors, floorBytes, out.scriptTime, out.lighthouse);
  } finally {
    for (const b of [...builds, ...floors]) await b.close();
    baseline?.cleanup();
    floorSites?.cleanup();
  }
  if (args['page-cost']) out.pageCost = await timed('page cost', () => measurePageCost(Number(args['page-cost'])));

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
  const fiBudget = budgets.firstInput;
  const fiMeasured = out.firstInput?.after?.find((p) => p.route === fiBudget.route);
  if (fiMeasured) {
    const fiFailures = firstInputBudgetFailures(fiBudget, fiMeasured.delays);
    failures.push(...fiFailures);
    for (const [delay, limit] of Object.entries(fiBudget.budgetMs)) {
      const s = fiMeasured.delays[delay];
      const failed = fiFailures.some((f) => f.includes(`tap at ${Number(delay) / 1000} s`));
      const here = s && budgetOnThisMachine(limit, fiBudget, s);
      summary.push([
        `${fiBudget.label}, tap at ${Number(delay) / 1000} s, ${fiBudget.route} (${s?.runs ?? 0} runs)`,
        s ? firstInputText(s) : 'not measured',
        here
          ? `${here.limitMs} ms (${Number.isFinite(s.calibrationMs) ? `${limit} ms × ${here.scale}, calibration ${Math.round(s.calibrationMs)} ms` : 'no tap answered to calibrate'}); no tap lost`
          : `${limit} ms; no tap lost`,
        '-',
        failed ? 'OVER BUDGET' : 'ok',
      ]);
    }
  } else if (firstInputOn) {
    summary.push([fiBudget.label, `not measured: ${fiBudget.route} is not among the first-input pages`, '-', '-', '-']);
  }
  console.log('\nBudgets (scripts/bench-budgets.json):\n');
  console.log(table(summary, ['figure', 'measured', 'budget', 'target', 'status']));

  const {scriptTime, lighthouse, firstInput} = out;
  const classicName = 'floor-classic';
  const header = (n: string) => (n === 'before' ? `baseline ${args.baseline}` : n === 'after' ? 'this build' : n);
  const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'no answer');
  const lh = (n: string, route: string) => lighthouse?.[n]?.find((r) => r.route === route);

  /**
   * One figure as a table: each page's value for each build (before → after and the change),
   * then the median and the worst page; the stock classic theme's one page beside those two.
   */
  const figureTable = (
    title: string,
    pages: string[],
    value: (name: string, route: string) => number | undefined,
    {
      worse,
      show,
      cell,
      classic,
    }: {worse: Worse; show: (n: number) => string; cell?: (name: string, route: string) => string; classic?: number},
  ) => {
    const measured = names.filter((n) => pages.every((r) => value(n, r) !== undefined));
    if (!measured.length) return;
    const compare = measured.includes('before') && measured.includes('after');
    const over = Object.fromEntries(
      measured.map((n) => [
        n,
        overPages(
          pages.map((route) => ({route, value: value(n, route)!})),
          worse,
        ),
      ]),
    );
    const rows = pages.map((route) => [
      route,
      ...measured.map((n) => (cell ? cell(n, route) : show(value(n, route)!))),
      ...(compare ? [change(value('before', route), value('after', route)!)] : []),
      ...(classic === undefined ? [] : ['']),
    ]);
    const summaryRow = (label: string, pick: (n: string) => number, note: (n: string) => string = () => '') => [
      label,
      ...measured.map((n) => `${show(pick(n))}${note(n)}`),
      ...(compare ? [change(pick('before'), pick('after'))] : []),
      ...(classic === undefined ? [] : [show(classic)]),
    ];
    rows.push(summaryRow(`median of ${pages.length} page${pages.length === 1 ? '' : 's'}`, (n) => over[n]!.median));
    rows.push(
      summaryRow(
        'worst page',
        (n) => over[n]!.worst,
        (n) => ` (${over[n]!.worstRoute})`,
      ),
    );
    console.log(`\n${title}\n`);
    console.log(
      table(rows, [
        'page',
        ...measured.map(header),
        ...(compare ? ['change'] : []),
        ...(classic === undefined ? [] : ['stock classic theme (one page)']),
      ]),
    );
  };

  if (lighthouse) {
    const classicLh = lighthouse[classicName]?.[0];
    const lhTitle = (what: string) => `${what}: Lighthouse mobile, median of ${args.runs} runs`;
    figureTable(lhTitle('Largest contentful paint'), routes, (n, r) => lh(n, r)?.lcpMs, {
      worse: 'higher',
      show: ms,
      classic: classicLh?.lcpMs,
    });
    figureTable(lhTitle('Total blocking time'), routes, (n, r) => lh(n, r)?.tbtMs, {
      worse: 'higher',
      show: ms,
      classic: classicLh?.tbtMs,
    });
    for (const c of CATEGORIES)
      figureTable(lhTitle(`Score: ${c}`), routes, (n, r) => lh(n, r)?.[c], {
        worse: 'lower',
        show: String,
        classic: classicLh?.[c],
      });
  }
  if (scriptTime) {
    const st = (n: string, route: string) => scriptTime[n]?.find((r) => r.route === route)?.scriptMs;
    figureTable(
      `Main-thread script time at 4x CPU, from traces: median of ${args['trace-runs']} fresh loads`,
      routes,
      st,
      {worse: 'higher', show: ms, classic: st(classicName, '/')},
    );
  }
  figureTable(
    'Eager JavaScript: gzip bytes on the wire before the page settles',
    routes,
    (n, r) => bytes[n]?.pages[routes.indexOf(r)]?.js,
    {worse: 'higher', show: kb, classic: out.floor?.find((f) => f.name === classicName)?.js},
  );
  if (firstInput) {
    for (const delay of FIRST_INPUT_DELAYS) {
      const fi = (n: string, route: string) => firstInput[n]?.find((p) => p.route === route)?.delays[delay];
      const taps = (firstInput.after ?? []).map((p) => p.delays[delay]?.tapAtMs ?? NaN);
      figureTable(
        `First-input latency, tap on the phone menu ${delay / 1000} s after navigation start, 4x CPU: median of ${fiRuns} (taps reached the page at ${Math.round(median(taps))} ms, median)`,
        fiPages,
        (n, r) => fi(n, r)?.medianMs,
        {
          worse: 'higher',
          show: ms,
          cell: (n, r) => firstInputText(fi(n, r)!),
          classic: fi(classicName, '/')?.medianMs,
        },
      );
    }
  }
  if (lighthouse) {
    console.log(`\nLongest main-thread task of Lighthouse's simulated load, median of ${args.runs} runs:\n`);
    const longest = (n: string, route: string) => {
      const tasks = (lh(n, route)?.runs ?? []).map((run) => run.longestTask).filter((t) => t !== null);
      return tasks.length
        ? `${median(tasks.map((t) => t.ms))} ms (${[...new Set(tasks.map((t) => t.file))].join(', ')})`
        : '-';
    };
    console.log(
      table(
        routes.map((route) => [route, col((n) => longest(n, route)).join(' → ')]),
        ['page', names.join(' → ')],
      ),
    );
    const after = lighthouse.after!;
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
      `\nReference sites, one page each, measured in turn with the home page above (eager JS gzip; script time at 4x, median of ${args['trace-runs']}; Lighthouse mobile, median of ${args.runs}):\n`,
    );
    const dash = (x: number | null | undefined, f: (n: number) => string) =>
      x === null || x === undefined ? '-' : f(x);
    console.log(
      table(
        [
          ...out.floor.map((f) => [
            f.name,
            kb(f.js),
            dash(f.scriptMs, ms),
            dash(f.lighthouse?.performance, String),
            f.lighthouse && f.tbtRange ? `${f.lighthouse.tbtMs} ms (${f.tbtRange.join('–')})` : '-',
            dash(f.longestTaskMs, (n) => `${n} ms`),
          ]),
          [
            'this site (median of the pages above)',
            kb(figures.eagerJs),
            scriptTime?.after ? ms(median(scriptTime.after.map((r) => r.scriptMs))) : '-',
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

  if (lighthouse?.after) {
    const per = (n: string, k: LighthouseFigure) =>
      routes.flatMap((route) => {
        const r = lh(n, route);
        return r ? [{route, value: r[k]}] : [];
      });
    const fiMedian = (n: string, delay: number) => {
      const pages = firstInput?.[n];
      return pages?.length ? median(pages.map((p) => p.delays[delay]?.medianMs ?? NaN)) : undefined;
    };
    const checks = checkTargets({
      lcpMs: per('after', 'lcpMs'),
      performance: per('after', 'performance'),
      tbtMedianMs: {
        before: lighthouse.before ? median(per('before', 'tbtMs').map((v) => v.value)) : undefined,
        after: median(per('after', 'tbtMs').map((v) => v.value)),
      },
      categories: Object.fromEntries(CATEGORIES.slice(1).map((c) => [c, per('after', c)])),
      firstInputMs: firstInput?.after
        ? Object.fromEntries(
            FIRST_INPUT_DELAYS.map((d) => [d, {before: fiMedian('before', d), after: fiMedian('after', d)!}]),
          )
        : {},
      eagerJs: {
        before: bytes.before ? byteFigures(bytes.before.pages, bytes.before.search).eagerJs : undefined,
        after: figures.eagerJs,
      },
    });
    console.log(
      `\nTargets of issue 27 (medians over the bench pages; first input over ${fiPages.join(', ')}; reported, not enforced):\n`,
    );
    console.log(
      table(
        checks.map((c) => [c.target, c.measured, c.met ? 'met' : 'NOT MET']),
        ['target', 'measured', ''],
      ),
    );
  }

  if (out.pageCost) {
    const {count, pages, figures, eagerJsPerRoute, homeScripts, homePrefetched, boot} = out.pageCost;
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
    const jsFigure = figures.find((f) => f.key === 'eagerJs')!;
    const per100 = (before: number, after: number) => ((after - before) / count) * 100;
    console.log(
      `\nGrowth per 100 pages (measured with ${count} pages added): eager JavaScript ${kb(per100(jsFigure.before, jsFigure.after))} (median of the pages, gzip)${
        boot?.length
          ? `; the boot (main-thread script time at 4x, median of ${args['trace-runs']} traces) ${ms(per100(median(boot.map((b) => b.before)), median(boot.map((b) => b.after))))} (median of ${boot.map((b) => b.route).join(', ')})`
          : ''
      }.\n`,
    );
    if (boot?.length)
      console.log(
        table(
          boot.map((b) => [b.route, ms(b.before), ms(b.after), ms(per100(b.before, b.after))]),
          ['page', `boot, ${pages} pages`, `boot, ${pages + count} pages`, 'per 100 pages'],
        ),
      );
  }

  const file = path.resolve(root, args.json);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(root, file)}. Time spent: ${timings.join(', ')}.`);
  if (failures.length) {
    console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
}

main().catch((err: unknown) => {
  console.error(`bench: ${err instanceof Error ? err.stack : err}`);
  process.exit(1);
});
