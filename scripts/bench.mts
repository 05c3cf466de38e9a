#!/usr/bin/env node
// The site's benchmark: what a reader downloads, the script and the style and layout a phone
// runs, Lighthouse's figures modelled and observed, and how a first tap is answered. Every figure
// is a table of every build against the first, with runs alternated between builds. How it
// measures and why: src/build/bench/README.md.
//
//   npm run bench                         build (timed), then measure build/: a change to what pages load, before it merges
//   npm run bench -- --skip-build         measure build/ as it is
//   npm run bench -- --budgets            the byte and first-input budgets of build/ only: npm test and CI (npm run test:budgets)
//   npm run bench -- --baseline <rev>     build <rev> too and measure it first: comparing a change with main in one alternated run
//   npm run bench -- --build stock=/tmp/stock --build patched=build
//                                         prebuilt folders instead of build/, each against the first: an internals patch against stock
//   npm run bench -- --floor              also the bare Docusaurus runtime and the stock classic theme, one page each: what the
//                                         stack costs before the site adds anything, to judge patches
//   npm run bench -- --page-cost 0,1000,3000
//                                         copies of the site with that many generated app pages: how a first view, the build,
//                                         the page check and the dev server grow with the page count (sets perPage budgets)
//   npm run bench -- --pages /,/limits/ --runs 5 --trace-runs 11 --first-input-runs 11 --first-input-pages /,/api/rest/
//                                         other pages, more or fewer runs (Lighthouse, traces, taps)
//   npm run bench -- --no-lighthouse --no-trace --no-first-input
//                                         leave a slow part out (bytes alone are deterministic)
//   npm run bench -- --json .bench/other.json   where the figures go (default .bench/results.json)
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BENCH_PAGES, FIRST_INPUT_PAGES} from '../src/build/bench/bench-pages';
import {runBench} from '../src/build/bench/run-bench';
import {buildSpec} from '../src/build/bench/serve-build';
import {pageCounts, runPageCost} from '../src/build/bench/page-cost';
import {startTimer} from '../src/build/bench/timer';
import {scriptOptions} from '../src/build/script-options';

const args = scriptOptions(import.meta.url, {
  'skip-build': {type: 'boolean', default: false},
  budgets: {type: 'boolean', default: false},
  baseline: {type: 'string'},
  build: {type: 'string', multiple: true, default: []},
  floor: {type: 'boolean', default: false},
  'page-cost': {type: 'string'},
  pages: {type: 'string'},
  runs: {type: 'string', default: '5'},
  'trace-runs': {type: 'string', default: '11'},
  'first-input-runs': {type: 'string', default: '11'},
  'first-input-pages': {type: 'string'},
  'no-lighthouse': {type: 'boolean', default: false},
  'no-trace': {type: 'boolean', default: false},
  'no-first-input': {type: 'boolean', default: false},
  json: {type: 'string', default: '.bench/results.json'},
});

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** An option the bench cannot act on: what is wrong, without a stack trace. */
function usageError(problem: string): never {
  console.error(`bench.mts: ${problem} (npm run bench -- --help)`);
  process.exit(1);
}
const read = <T,>(parse: () => T): T => {
  try {
    return parse();
  } catch (err) {
    return usageError(err instanceof Error ? err.message : String(err));
  }
};
const runs = (option: 'runs' | 'trace-runs' | 'first-input-runs') => {
  const n = Number(args[option]);
  return Number.isInteger(n) && n > 0 ? n : usageError(`--${option} ${args[option]}: give a whole number of runs`);
};
const list = (value: string | undefined, fallback: string[]) => (value ? value.split(',') : fallback);
if (args['page-cost'] !== undefined && (args.baseline || args.build.length || args.floor || args.budgets))
  usageError('--page-cost measures copies of this checkout: run it without --baseline, --build, --floor or --budgets');
const counts = args['page-cost'] === undefined ? undefined : read(() => pageCounts(args['page-cost']!));
const builds = read(() => args.build.map((spec) => buildSpec(spec, process.cwd())));
const twice = builds.find((b, i) => builds.findIndex((c) => c.name === b.name) !== i);
if (twice) usageError(`two builds are named "${twice.name}": name each --build differently`);
for (const b of builds)
  if (!fs.existsSync(path.join(b.buildDir, 'index.html')))
    usageError(`--build ${b.name}: ${b.buildDir} holds no build`);

const common = {
  root,
  pages: list(args.pages, BENCH_PAGES),
  traceRuns: runs('trace-runs'),
  firstInputRuns: runs('first-input-runs'),
  firstInputPages: list(args['first-input-pages'], FIRST_INPUT_PAGES),
  trace: !args['no-trace'],
  firstInput: !args['no-first-input'],
  json: args.json,
};
const timer = startTimer();
try {
  process.exitCode = counts
    ? await runPageCost({...common, counts}, timer)
    : await runBench(
        {
          ...common,
          skipBuild: args['skip-build'],
          budgetsOnly: args.budgets,
          baseline: args.baseline,
          builds,
          floor: args.floor,
          lighthouse: !args['no-lighthouse'],
          runs: runs('runs'),
        },
        timer,
      );
} catch (err) {
  console.error(`bench: ${err instanceof Error ? err.stack : err}`);
  process.exitCode = 1;
}
