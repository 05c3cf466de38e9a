// A bench run over builds: build the site (timed) unless asked not to, serve each build to
// measure, take every figure with runs alternated between builds, print the report, and write
// the figures to a JSON file. Returns the exit code: 1 when the last build is over a budget.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM, CHROMIUM_ARGS} from '../browser';
import {loadPages} from '../pages';
import {buildRevision} from './baseline';
import {readBudgets} from './budgets';
import {buildSite} from './build-site';
import {measureBytes, measurePage, type PageBytes} from './bytes';
import {measureFirstInputs} from './first-input-runs';
import {buildFloorSites} from './floor';
import {measureLighthouse} from './lighthouse-runs';
import {printReport, type Results} from './report';
import {serveBuild, type Build} from './serve-build';
import {measureMainThread} from './trace';
import {timeSpent, type Timer} from './timer';

export type BenchOptions = {
  /** The checkout: its build/, its budgets, its page count. */
  root: string;
  skipBuild: boolean;
  /** What `npm run test:budgets` runs: bytes and first input on the budget's page, nothing else. */
  budgetsOnly: boolean;
  baseline?: string;
  /** Folders measured instead of build/, by the names their tables give them. */
  builds: {name: string; buildDir: string}[];
  floor: boolean;
  lighthouse: boolean;
  trace: boolean;
  firstInput: boolean;
  pages: string[];
  runs: number;
  traceRuns: number;
  firstInputRuns: number;
  firstInputPages: string[];
  json: string;
};

export async function runBench(o: BenchOptions, timer: Timer): Promise<number> {
  const budgets = readBudgets(path.join(o.root, 'scripts/bench-budgets.json'));
  const prebuilt = o.builds;
  const names = [
    ...(o.baseline ? [`baseline ${o.baseline}`] : []),
    ...(prebuilt.length ? prebuilt.map((b) => b.name) : ['this build']),
  ];
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`two builds are named "${twice}": name each --build differently`);
  const build =
    o.skipBuild || o.budgetsOnly || prebuilt.length
      ? undefined
      : await timer.time('build', () => buildSite(o.root, {persistentCache: true}));
  const baseline = o.baseline ? await timer.time('baseline build', () => buildRevision(o.root, o.baseline!)) : null;
  const floorSites = o.floor ? await timer.time('reference sites', () => buildFloorSites(o.root)) : null;
  // The budgets mode measures first input on the budget's page only, with the budget's run count.
  const fiPages = o.budgetsOnly ? [budgets.firstInput.route] : o.firstInputPages;
  const fiRuns = o.budgetsOnly ? budgets.firstInput.runs : o.firstInputRuns;
  const builds: Build[] = [];
  const floors: Build[] = [];
  let out: Results;
  try {
    if (baseline) builds.push(await serveBuild(names[0]!, baseline.buildDir));
    if (prebuilt.length) for (const b of prebuilt) builds.push(await serveBuild(b.name, b.buildDir));
    else
      builds.push(
        await serveBuild('this build', path.join(o.root, 'build'), ': run npm run build, or drop --skip-build'),
      );
    for (const site of floorSites?.sites ?? []) floors.push(await serveBuild(site.name, site.buildDir));
    out = {
      date: new Date().toISOString(),
      builds: builds.map(({name, buildDir}) => ({name, buildDir})),
      floors: floors.map((f) => f.name),
      build,
      routes: o.pages,
      firstInputPages: fiPages,
      runs: {lighthouse: o.runs, trace: o.traceRuns, firstInput: fiRuns},
      bytes: await timer.time('bytes', () => measureBytes(builds, o.pages)),
      floorBytes: floors.length ? await measureHomeBytes(floors) : {},
    };
    const lighthouseOn = o.lighthouse && !o.budgetsOnly;
    const traceOn = o.trace && !o.budgetsOnly;
    if (traceOn)
      out.mainThread = await timer.time('traces', () => measureMainThread(builds, o.traceRuns, o.pages, floors));
    if (lighthouseOn)
      out.lighthouse = await timer.time('Lighthouse', () => measureLighthouse(builds, o.runs, o.pages, floors));
    if (o.firstInput)
      out.firstInput = await timer.time('first input', () => measureFirstInputs(builds, fiRuns, fiPages, floors));
  } finally {
    for (const b of [...builds, ...floors]) await b.close();
    baseline?.cleanup();
    floorSites?.cleanup();
  }

  const failures = printReport(out, budgets, loadPages(o.root).length);
  const file = path.resolve(o.root, o.json);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify({...out, seconds: timer.parts}, null, 2)}\n`);
  console.log(`\nWrote ${path.relative(o.root, file)}. ${timeSpent(timer)}`);
  if (failures.length) console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  return failures.length ? 1 : 0;
}

/** The reference sites' one page each. */
async function measureHomeBytes(floors: readonly Build[]): Promise<Record<string, PageBytes>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
  try {
    const result: Record<string, PageBytes> = {};
    for (const f of floors) result[f.name] = await measurePage(browser, f.url('/'));
    return result;
  } finally {
    await browser.close();
  }
}
