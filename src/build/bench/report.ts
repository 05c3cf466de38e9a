// What a bench run prints: every figure as a table of every build against the first (and the
// stock classic theme beside the median and the worst page), the budgets of the last build, the
// first-view targets of each build under both Lighthouse methods, and the reference sites.
import {budgetReport} from './budget-report';
import type {Budgets} from './budgets';
import {byteFigures, type BuildBytes, type PageBytes} from './bytes';
import {methodsVerdict, movement, type FigureKind, type Worse} from './compare';
import {FIRST_INPUT_DELAYS} from './bench-pages';
import {firstInputText} from './first-input-summary';
import type {FirstInputPage} from './first-input-runs';
import {CATEGORIES} from './lighthouse';
import type {LighthouseFigure, LighthousePage} from './lighthouse-runs';
import {figureTable, type Column, type VerdictColumn} from './report-table';
import {kb, median, table} from './stats';
import {checkTargets, type Method} from './targets';
import type {PageMainThread} from './trace';
import type {MainThreadTime} from './trace-figures';

/** What a run measured, as written to .bench/results.json; per-build figures keyed by the build's name. */
export type Results = {
  date: string;
  /** The builds in the order of the tables: each is compared with the first. */
  builds: {name: string; buildDir: string}[];
  /** The reference sites measured beside them (--floor), one page each. */
  floors: string[];
  build?: {seconds: number; peakRssBytes: number};
  routes: string[];
  firstInputPages: string[];
  runs: {lighthouse: number; trace: number; firstInput: number};
  bytes: Record<string, BuildBytes>;
  floorBytes: Record<string, PageBytes>;
  mainThread?: Record<string, PageMainThread[]>;
  lighthouse?: Record<string, LighthousePage[]>;
  firstInput?: Record<string, FirstInputPage[]>;
};

const CLASSIC = 'floor-classic';
const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : 'no answer');
const print = (title: string, text: string | null) => {
  if (text) console.log(`\n${title}\n\n${text}`);
};

/** Prints the report; returns what is over budget. */
export function printReport(out: Results, budgets: Budgets, pageCount: number): string[] {
  const names = out.builds.map((b) => b.name);
  /** A column per build, each after the first compared with the first. */
  const perBuild = (
    value: (name: string, route: string) => number | undefined,
    cell?: (name: string, route: string) => string,
  ) => {
    const columns: Column[] = [];
    for (const name of names)
      columns.push({
        header: name,
        value: (r) => value(name, r),
        cell: cell && ((r) => cell(name, r)),
        against: columns[0],
      });
    return columns;
  };
  const classic = (text: string | undefined) =>
    out.floors.includes(CLASSIC) ? {header: 'stock classic theme (one page)', text: text ?? '-'} : undefined;
  const shown = (show: (n: number) => string, n: number | undefined) => (n === undefined ? undefined : show(n));

  const bytesOf = (name: string, route: string) => out.bytes[name]?.pages.find((p) => p.route === route);
  const byteTables: [string, 'js' | 'css' | 'html' | 'requests' | 'prefetch', (n: number) => string][] = [
    ['Eager JavaScript: gzip bytes on the wire before the page settles, cold cache', 'js', kb],
    ['Eager CSS (gzip)', 'css', kb],
    ['HTML document (gzip)', 'html', kb],
    ['Requests before the page settles', 'requests', String],
    ['Prefetched for later navigations (gzip)', 'prefetch', kb],
  ];
  for (const [title, key, show] of byteTables)
    print(
      title,
      figureTable({
        pages: out.routes,
        columns: perBuild((n, r) => bytesOf(n, r)?.[key]),
        worse: 'higher',
        show,
        reference: classic(shown(show, out.floorBytes[CLASSIC]?.[key])),
      }),
    );
  print(
    'Search: what a first query typed on the home page downloads (gzip), and the index on disk',
    table(
      names.map((n) => {
        const s = out.bytes[n]!.search;
        return [n, kb(s.firstQuery), s.files, kb(s.code), kb(s.indexOnDisk)];
      }),
      ['build', 'first query', 'files', 'of it the search box', 'index on disk'],
    ),
  );

  const subject = names.at(-1)!;
  const figures = byteFigures(out.bytes[subject]!);
  const budgetRun = budgetReport({
    budgets,
    pageCount,
    figures,
    firstFigures: names.length > 1 ? byteFigures(out.bytes[names[0]!]!) : undefined,
    buildSeconds: out.build?.seconds,
    firstInput: out.firstInput?.[subject]?.find((p) => p.route === budgets.firstInput.route),
    firstInputMeasured: Boolean(out.firstInput),
  });
  print(
    `Budgets (scripts/bench-budgets.json) of ${subject}:`,
    table(budgetRun.rows, ['figure', 'measured', 'budget', 'target', 'status']),
  );
  if (out.build && Number.isFinite(out.build.peakRssBytes))
    console.log(`The build's processes peaked at ${Math.round(out.build.peakRssBytes / 2 ** 20)} MB resident.`);

  const {mainThread, lighthouse, firstInput} = out;
  if (mainThread) {
    const mt = (n: string, route: string) => mainThread[n]?.find((p) => p.route === route);
    const traceTitle = (what: string) =>
      `${what} at 4x CPU on a phone viewport, from traces: median of ${out.runs.trace} fresh loads`;
    const figure = (k: keyof MainThreadTime) => (n: string, r: string) => mt(n, r)?.[k];
    print(
      traceTitle('Main-thread script time'),
      figureTable({
        pages: out.routes,
        columns: perBuild(figure('scriptMs')),
        worse: 'higher',
        show: ms,
        reference: classic(shown(ms, mt(CLASSIC, '/')?.scriptMs)),
      }),
    );
    print(
      traceTitle('Style and layout (of it after the first paint; the longest task after it that holds them)'),
      figureTable({
        pages: out.routes,
        columns: perBuild(figure('renderMs'), (n, r) => {
          const p = mt(n, r)!;
          return `${ms(p.renderMs)} (${ms(p.renderAfterPaintMs)}; ${ms(p.longestRenderTaskMs)})`;
        }),
        worse: 'higher',
        show: ms,
        reference: classic(shown(ms, mt(CLASSIC, '/')?.renderMs)),
      }),
    );
  }

  if (lighthouse) printLighthouse(out, lighthouse, perBuild, classic);

  if (firstInput) {
    for (const delay of FIRST_INPUT_DELAYS) {
      const fi = (n: string, route: string) => firstInput[n]?.find((p) => p.route === route)?.delays[delay];
      const taps = (firstInput[subject] ?? []).map((p) => p.delays[delay]?.tapAtMs ?? NaN);
      print(
        `First-input latency, tap on the phone menu ${delay / 1000} s after navigation start, 4x CPU: median of ${out.runs.firstInput} (taps reached the page at ${Math.round(median(taps))} ms, median)`,
        figureTable({
          pages: out.firstInputPages,
          columns: perBuild(
            (n, r) => fi(n, r)?.medianMs,
            (n, r) => firstInputText(fi(n, r)!),
          ),
          worse: 'higher',
          show: ms,
          reference: classic(shown(ms, fi(CLASSIC, '/')?.medianMs)),
        }),
      );
    }
  }

  if (out.floors.length) {
    const home = (n: string) => ({
      lh: lighthouse?.[n]?.find((p) => p.route === '/'),
      mt: mainThread?.[n]?.find((p) => p.route === '/'),
    });
    const row = (n: string, js: number, {lh, mt}: ReturnType<typeof home>) => [
      n,
      kb(js),
      mt ? ms(mt.scriptMs) : '-',
      mt ? ms(mt.renderMs) : '-',
      lh ? `${ms(lh.modelled.lcpMs)} / ${ms(lh.observed.lcpMs)}` : '-',
      lh ? `${ms(lh.modelled.tbtMs)} / ${ms(lh.observed.tbtMs)}` : '-',
      lh ? `${lh.modelled.performance} / ${lh.observed.performance}` : '-',
    ];
    print(
      'Reference sites, one page each, measured in turn with the home page above (LCP, TBT and performance modelled / observed):',
      table(
        [
          ...out.floors.map((n) => row(n, out.floorBytes[n]!.js, home(n))),
          ...names.map((n) =>
            row(`${n}, home page`, out.bytes[n]!.pages.find((p) => p.route === '/')?.js ?? NaN, home(n)),
          ),
        ],
        ['site', 'eager JS', 'script time', 'style and layout', 'LCP', 'TBT', 'performance'],
      ),
    );
  }

  if (lighthouse) {
    for (const n of names) {
      const values = (figure: LighthouseFigure, method: Method) =>
        (lighthouse[n] ?? []).map((p) => ({route: p.route, value: p[method][figure]}));
      const checks = checkTargets(budgets.targets, values);
      print(
        `First-view targets (scripts/bench-budgets.json) of ${n}, under both Lighthouse methods (reported, not enforced):`,
        table(
          checks.map((c) => [c.label, c.target, c.measured.modelled, c.measured.observed, c.verdict]),
          ['target', 'limit', 'modelled', 'observed', ''],
        ),
      );
    }
  }
  return budgetRun.failures;
}

/** Lighthouse: each figure modelled and observed side by side, and what moved under which method. */
function printLighthouse(
  out: Results,
  lighthouse: Record<string, LighthousePage[]>,
  perBuild: (value: (name: string, route: string) => number | undefined) => Column[],
  classic: (text: string | undefined) => {header: string; text: string} | undefined,
) {
  const names = out.builds.map((b) => b.name);
  const lh = (n: string, route: string) => lighthouse[n]?.find((p) => p.route === route);
  const figures: [string, LighthouseFigure, FigureKind, Worse, (n: number) => string][] = [
    ['Largest contentful paint', 'lcpMs', 'ms', 'higher', ms],
    ['First contentful paint', 'fcpMs', 'ms', 'higher', ms],
    ['Total blocking time', 'tbtMs', 'ms', 'higher', ms],
    ['Cumulative layout shift', 'cls', 'shift', 'higher', String],
    ['Performance score', 'performance', 'score', 'lower', String],
  ];
  for (const [title, figure, kind, worse, show] of figures) {
    const columns: Record<Method, Column[]> = {modelled: [], observed: []};
    const ordered: Column[] = [];
    for (const n of names) {
      for (const method of ['modelled', 'observed'] as const) {
        const c: Column = {
          header: `${n}, ${method}`,
          value: (r) => lh(n, r)?.[method][figure],
          against: columns[method][0],
        };
        columns[method].push(c);
        ordered.push(c);
      }
    }
    const verdicts: VerdictColumn[] = names.slice(1).map((n, i) => ({
      header: `${n}: moved`,
      of: (value) => {
        const move = (method: Method) =>
          movement(kind, worse, value(columns[method][0]!), value(columns[method][i + 1]!));
        return methodsVerdict(move('modelled'), move('observed')) || '-';
      },
    }));
    const home = lighthouse[CLASSIC]?.[0];
    const reference = classic(home && `${show(home.modelled[figure])} / ${show(home.observed[figure])}`);
    print(
      `${title}: Lighthouse mobile, modelled (simulated throttling) and observed (applied throttling), median of ${out.runs.lighthouse} runs each`,
      figureTable({pages: out.routes, columns: ordered, verdicts, worse, show, reference}),
    );
  }
  for (const c of CATEGORIES.slice(1))
    print(
      `Score: ${c} (Lighthouse mobile, modelled runs)`,
      figureTable({
        pages: out.routes,
        columns: perBuild((n, r) => lh(n, r)?.modelled[c]),
        worse: 'lower',
        show: String,
        reference: classic(lighthouse[CLASSIC]?.[0] && String(lighthouse[CLASSIC][0].modelled[c])),
      }),
    );
  const longest = (n: string, route: string, method: Method) => {
    const tasks = (lh(n, route)?.[method].runs ?? []).map((run) => run.longestTask).filter((t) => t !== null);
    return tasks.length
      ? `${median(tasks.map((t) => t.ms))} ms (${[...new Set(tasks.map((t) => t.file))].join(', ')})`
      : '-';
  };
  print(
    `Longest main-thread task, median of ${out.runs.lighthouse} runs (modelled / observed):`,
    table(
      out.routes.map((route) => [
        route,
        ...names.map((n) => `${longest(n, route, 'modelled')} / ${longest(n, route, 'observed')}`),
      ]),
      ['page', ...names],
    ),
  );
  const all = names.flatMap((n) => lighthouse[n] ?? []);
  const first = all[0];
  if (first) {
    console.log(
      `\nModelled runs: ${first.modelled.runs[0]?.throttling}. Observed runs: ${first.observed.runs[0]?.throttling}.`,
    );
    const index = all.flatMap((p) => p.modelled.runs.map((run) => run.benchmarkIndex));
    console.log(
      `Lighthouse's CPU benchmark index of this host: median ${median(index)} (it warns below 1000, a host slower than it expects).`,
    );
  }
  const audits = [...new Set(all.flatMap((p) => [...p.modelled.failingAudits, ...p.observed.failingAudits]))];
  if (audits.length) console.log(`Audits below full marks on some run: ${audits.join(', ')}`);
}
