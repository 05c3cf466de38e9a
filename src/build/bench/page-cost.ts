// The scale fixture: what every page added to the site costs. One copy of this checkout per page
// count, each with that many generated app pages (./app-pages.ts), built, checked and started
// as a maintainer would; then every copy's pages measured with runs alternated between copies.
// Per page count: every byte a first view downloads before it is interactive, the boot's
// main-thread time at 4x, the first tap at 1 s and 3 s, the largest HTML, the first search's
// download, the build's time and peak memory, the page check's time, and the dev server's start
// time and memory; then each figure's growth per 100 pages between the counts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadPages} from '../pages';
import {appPages, siteWords} from './app-pages';
import {buildSite} from './build-site';
import {byteFigures, largestHtml, measureBytes, type BuildBytes} from './bytes';
import {measureDevServerStart, type DevServerStart} from './dev-server';
import {FIRST_INPUT_DELAYS} from './bench-pages';
import {measureFirstInputs, type FirstInputPage} from './first-input-runs';
import {growthPer100Pages} from './growth';
import {runMeasured, type Measured} from './process-tree';
import {serveBuild, type Build} from './serve-build';
import {addPages, copySite} from './site-copy';
import {kb, median, table} from './stats';
import {timeSpent, type Timer} from './timer';
import {measureMainThread, type PageMainThread} from './trace';

export type PageCostOptions = {
  root: string;
  /** Generated pages per copy; 0 is the site as it is. */
  counts: number[];
  pages: string[];
  traceRuns: number;
  firstInputRuns: number;
  firstInputPages: string[];
  trace: boolean;
  firstInput: boolean;
  json: string;
};

/** "1000,3000" → [0, 1000, 3000]: the counts asked for, and the site as it is to compare with. */
export function pageCounts(spec: string): number[] {
  const counts = spec.split(',').map((s) => Number(s.trim()));
  if (!counts.length || counts.some((n) => !Number.isInteger(n) || n < 0))
    throw new Error(`--page-cost ${spec}: give page counts to add, such as 0,1000,3000`);
  return [...new Set([0, ...counts])].sort((a, b) => a - b);
}

/** One copy: its generated page count, its page count in all, and what building and starting it took. */
type Copy = {
  count: number;
  pages: number;
  dir: string;
  build: Measured;
  check: Measured;
  devServer: DevServerStart;
  largestHtml: {route: string; bytes: number};
};

export async function runPageCost(o: PageCostOptions, timer: Timer): Promise<number> {
  const real = loadPages(o.root);
  const generated = appPages(Math.max(...o.counts), {
    words: siteWords(real.map((p) => fs.readFileSync(path.join(o.root, p.file), 'utf8'))),
    taken: new Set(real.map((p) => p.id)),
    links: real.map(({id, title}) => ({id, title})),
  });
  const copies: Copy[] = [];
  const dirs: string[] = [];
  const builds: Build[] = [];
  try {
    for (const count of o.counts) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `docs-page-cost-${count}-`));
      dirs.push(dir);
      copySite(o.root, dir);
      addPages(dir, generated.slice(0, count));
      const pages = real.length + count;
      console.log(`page-cost: ${pages} pages: building, checking and starting the copy in ${dir}`);
      const build = await timer.time('builds', () => buildSite(dir));
      const check = await timer.time('page checks', () =>
        runMeasured(process.execPath, ['--import', 'tsx', 'scripts/check-content.mts'], {cwd: dir}),
      );
      const devServer = await timer.time('dev servers', () => measureDevServerStart(dir));
      const buildDir = path.join(dir, 'build');
      copies.push({count, pages, dir, build, check, devServer, largestHtml: largestHtml(buildDir)});
      builds.push(await serveBuild(`${pages} pages`, buildDir));
    }
    const bytes = await timer.time('bytes', () => measureBytes(builds, o.pages));
    const mainThread = o.trace
      ? await timer.time('traces', () => measureMainThread(builds, o.traceRuns, o.firstInputPages))
      : undefined;
    const firstInput = o.firstInput
      ? await timer.time('first input', () => measureFirstInputs(builds, o.firstInputRuns, o.firstInputPages))
      : undefined;
    report(o, copies, builds, {bytes, mainThread, firstInput});
    const file = path.resolve(o.root, o.json);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const results = {
      date: new Date().toISOString(),
      copies: copies.map(({dir, ...c}) => c),
      routes: o.pages,
      firstInputPages: o.firstInputPages,
      bytes,
      mainThread,
      firstInput,
      seconds: timer.parts,
    };
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`\nWrote ${path.relative(o.root, file)}. ${timeSpent(timer)}`);
    return 0;
  } finally {
    for (const b of builds) await b.close();
    for (const dir of dirs) fs.rmSync(dir, {recursive: true, force: true});
  }
}

function report(
  o: PageCostOptions,
  copies: readonly Copy[],
  builds: readonly Build[],
  m: {
    bytes: Record<string, BuildBytes>;
    mainThread?: Record<string, PageMainThread[]>;
    firstInput?: Record<string, FirstInputPage[]>;
  },
) {
  const names = builds.map((b) => b.name);
  const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'no answer');
  const mb = (n: number) => (Number.isFinite(n) ? `${Math.round(n / 2 ** 20)} MB` : '-');
  const s = (n: number) => `${n.toFixed(1)} s`;
  /** "+11.5 KB", "−0.4 s", and no sign on what rounds to nothing. */
  const signed = (n: number, show: (n: number) => string) => {
    const text = show(Math.abs(n));
    return /^0(\.0+)? /.test(text) || !Number.isFinite(n) ? text : `${n > 0 ? '+' : '−'}${text}`;
  };
  const pageBytes = (n: string) => m.bytes[n]!.pages;
  const boot = (n: string) => m.mainThread?.[n]?.map((p) => p.scriptMs);
  const tap = (n: string, delay: number) => m.firstInput?.[n]?.map((p) => p.delays[delay]?.medianMs ?? NaN);
  type Row = [label: string, value: (copy: Copy, name: string) => number | undefined, show: (n: number) => string];
  const rows: Row[] = [
    [
      'First view before interactive: JavaScript, JSON and inline scripts (median, gzip)',
      (_, n) => median(pageBytes(n).map((p) => p.js + p.json + p.inlineScripts)),
      kb,
    ],
    ['  of it JavaScript files', (_, n) => median(pageBytes(n).map((p) => p.js)), kb],
    ['  of it JSON', (_, n) => median(pageBytes(n).map((p) => p.json)), kb],
    ['  of it inline scripts (gzipped alone)', (_, n) => median(pageBytes(n).map((p) => p.inlineScripts)), kb],
    ['Eager CSS (median, gzip)', (_, n) => byteFigures(m.bytes[n]!).eagerCss, kb],
    ['Prefetched (median, gzip)', (_, n) => byteFigures(m.bytes[n]!).prefetch, kb],
    ['Largest HTML of the bench pages (gzip)', (_, n) => byteFigures(m.bytes[n]!).html, kb],
    ['Largest HTML of the build (gzip)', (c) => c.largestHtml.bytes, kb],
    ['Search download for a first query (gzip)', (_, n) => m.bytes[n]!.search.firstQuery, kb],
    [
      `Boot: main-thread script time at 4x (median of ${o.firstInputPages.length} pages, ${o.traceRuns} traces each)`,
      (_, n) => (boot(n) ? median(boot(n)!) : undefined),
      ms,
    ],
    ...FIRST_INPUT_DELAYS.map((d): Row => [
      `First tap at ${d / 1000} s (median of ${o.firstInputPages.length} pages, ${o.firstInputRuns} taps each)`,
      (_, n) => (tap(n, d) ? median(tap(n, d)!) : undefined),
      ms,
    ]),
    ['Build time', (c) => c.build.seconds, s],
    ['Build: peak memory of its processes', (c) => c.build.peakRssBytes, mb],
    ['Page check time (npm run check:content)', (c) => c.check.seconds, s],
    ['Dev server: start until it answers a page', (c) => c.devServer.seconds, s],
    ['Dev server: memory when it answered', (c) => c.devServer.rssBytes, mb],
    ['Dev server: peak memory while starting', (c) => c.devServer.peakRssBytes, mb],
  ];
  // The pairs of page counts the growth columns compare.
  const steps = growthPer100Pages(copies.map((c) => ({pages: c.pages, value: 0})));
  const growth = (values: (number | undefined)[], show: (n: number) => string) =>
    values.some((v) => v === undefined)
      ? steps.map(() => '-')
      : growthPer100Pages(copies.map((c, i) => ({pages: c.pages, value: values[i]!}))).map((g) =>
          signed(g.per100, show),
        );
  console.log(
    `\nWhat the site costs at each page count (bench pages ${o.pages.join(', ')}; boot and taps on ${o.firstInputPages.join(', ')}), and its growth per 100 pages:\n`,
  );
  console.log(
    table(
      rows
        .map(([label, value, show]) => {
          const values = copies.map((c, i) => value(c, names[i]!));
          return [label, ...values.map((v) => (v === undefined ? '-' : show(v))), ...growth(values, show)];
        })
        .filter((row) => row.slice(1).some((cell) => cell !== '-')),
      ['figure', ...names, ...steps.map((g) => `per 100 pages, ${g.from} → ${g.to}`)],
    ),
  );
  const largest = copies.map((c) => `${c.pages} pages: ${c.largestHtml.route}`).join('; ');
  console.log(`\nLargest HTML of each build: ${largest}.`);

  // Which files of the home page grew, from the fewest pages to the most.
  const [first, last] = [pageBytes(names[0]!)[0]!, pageBytes(names.at(-1)!)[0]!];
  const span = copies.at(-1)!.pages - copies[0]!.pages;
  if (span > 0) {
    const grew = (key: 'scripts' | 'prefetched', kind: string) =>
      Object.keys(last[key])
        .filter((file) => file in first[key] && last[key][file]! - first[key][file]! >= span)
        .map((file) => {
          const [x, y] = [first[key][file]!, last[key][file]!];
          return [kind, file, kb(x), kb(y), `${(((y - x) / span) * 100).toFixed(0)} B`];
        });
    const files = [...grew('scripts', 'eager'), ...grew('prefetched', 'prefetched')];
    if (files.length) {
      console.log(`\nFiles of ${first.route} that grew by a byte or more per page (gzip):\n`);
      console.log(table(files, ['', 'file', names[0]!, names.at(-1)!, 'per 100 pages']));
    }
  }
}
