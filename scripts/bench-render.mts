#!/usr/bin/env node
// Main-thread figures of a fresh load at 4x CPU for two or more builds side by side, runs
// alternating between them so drift on a loaded machine hits all alike: style and layout
// (src/build/bench/render-trace.ts), what CSS such as src/css/long-pages.css changes, or with
// --script the script time of `npm run bench` (src/build/bench/trace.ts), what a change to the
// JavaScript (src/plugins/compile-hints) changes. Folders are builds (copies of build/).
//
//   node --import tsx scripts/bench-render.mts --build after=build --build before=/tmp/old-build \
//     --pages /api/rest/,/components/api/ --runs 9 [--desktop] [--script]
//
// Prints, per page, the median of each figure and each build's ratio to the first build.
import fs from 'node:fs';
import path from 'node:path';
import {chromium} from 'playwright-core';
import {CHROMIUM, CHROMIUM_ARGS} from '../src/build/browser';
import {startStaticServer} from '../src/build/static-server';
import {BASE_PATH} from '../src/data/site';
import {medianRenderTime, traceRenderTime, type RenderTime} from '../src/build/bench/render-trace';
import {traceScriptTime} from '../src/build/bench/trace';
import {median, table} from '../src/build/bench/stats';
import {scriptOptions} from '../src/build/script-options';

const args = scriptOptions(import.meta.url, {
  build: {type: 'string', multiple: true, default: ['build=build']},
  pages: {type: 'string', default: '/api/rest/,/components/api/,/components/quickstart/nodejs/sources/'},
  runs: {type: 'string', default: '9'},
  desktop: {type: 'boolean', default: false},
  script: {type: 'boolean', default: false},
});
const builds = args.build.map((spec) => {
  const [name, dir] = spec.includes('=') ? spec.split('=', 2) : [spec, spec];
  const buildDir = path.resolve(dir!);
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir} holds no build`);
  return {name: name!, buildDir};
});
const routes = args.pages.split(',');
const runs = Number(args.runs);
const viewport = args.desktop ? {width: 1280, height: 800} : {width: 412, height: 823, isMobile: true};

const hosts = await Promise.all(builds.map((b) => startStaticServer({root: b.buildDir, base: BASE_PATH, gzip: true})));
const browser = await chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
const urlOf = (j: number, route: string) => `${hosts[j]!.origin}${BASE_PATH}${route.replace(/^\//, '')}`;
/** Calls `measure(j, route)` `runs` times per page and build, alternating builds; samples per build and page. */
async function alternate<T>(measure: (j: number, route: string) => Promise<T>): Promise<Record<string, T[]>[]> {
  const samples = builds.map(() => Object.fromEntries(routes.map((r): [string, T[]] => [r, []])));
  for (const route of routes) {
    for (let i = 0; i < runs; i++) {
      const order = builds.map((_, j) => j);
      for (const j of i % 2 ? order.reverse() : order) samples[j]![route]!.push(await measure(j, route));
    }
  }
  return samples;
}
try {
  if (args.script) {
    const samples = await alternate((j, route) => traceScriptTime(browser, urlOf(j, route)));
    const rows = routes.flatMap((route) => {
      const first = median(samples[0]![route]!);
      return builds.map((b, j) => {
        const m = median(samples[j]![route]!);
        return [route, b.name, m.toFixed(0) + (j === 0 ? '' : ` (${(m / first).toFixed(2)})`)];
      });
    });
    console.log(
      `\nMain-thread script time at 4x CPU, 412x823 mobile, median of ${runs} fresh loads (ratio to ${builds[0]!.name}):\n`,
    );
    console.log(table(rows, ['page', 'build', 'script ms']));
  } else {
    const samples = await alternate((j, route) => traceRenderTime(browser, urlOf(j, route), {viewport}));
    const ms = (x: number) => x.toFixed(0);
    const rows = routes.flatMap((route) => {
      const first = medianRenderTime(samples[0]![route]!);
      return builds.map((b, j) => {
        const m = medianRenderTime(samples[j]![route]!);
        const ratio = (k: keyof RenderTime) => (j === 0 ? '' : ` (${(m[k] / first[k]).toFixed(2)})`);
        return [
          route,
          b.name,
          ...(['renderMs', 'afterPaintMs', 'longestTaskMs', 'paintMs'] as const).map((k) => ms(m[k]) + ratio(k)),
        ];
      });
    });
    console.log(
      `\nStyle and layout at 4x CPU, ${args.desktop ? '1280x800' : '412x823 mobile'}, median of ${runs} fresh loads (ratio to ${builds[0]!.name}):\n`,
    );
    console.log(
      table(rows, ['page', 'build', 'style+layout ms', 'of it after first paint', 'longest such task ms', 'paint ms']),
    );
  }
} finally {
  await browser.close();
  await Promise.all(hosts.map((h) => h.close()));
}
