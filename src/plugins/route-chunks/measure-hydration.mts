// What naming the route chunks buys, measured: when a first view has hydrated with the route
// chunks as built (named by inert links, fetched once the first paint has been reported: see
// src/plugins/deferred-boot), preloaded with the page (the same links fetched as the HTML is parsed),
// and not named at all (the links removed: the runtime asks for each chunk once main.js has run,
// which is what Docusaurus did before this plugin). The files are the same in all three.
// Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down) and CPU (4× slower), cache off,
// variants rotated, median of the runs.
//
//   npm run build && node --import tsx src/plugins/route-chunks/measure-hydration.mts [routes] [runs]
//   (routes: comma-separated, default limits/,components/api/; runs: default 11)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {launchBrowser} from '../../build/browser';
import {startStaticServer} from '../../build/static-server';
import {BASE_PATH} from '../../data/site';

const root = path.resolve(import.meta.dirname, '../../..');
const built = path.join(root, 'build');
const routes = (process.argv[2] ?? 'limits/,components/api/').split(',');
const runs = Number(process.argv[3] ?? 11);

/** The deferred-boot template's link for a route chunk (entry files have no media attribute). */
const ROUTE_CHUNK_LINK = /<link rel=preload as=script href=([^ >]+) media="not all" data-deferred-boot>/g;

/** A copy of the build with every page's route chunk links rewritten by `change`. */
function copyWith(name: string, change: (link: string, href: string) => string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `route-chunks-${name}-`));
  fs.cpSync(built, dir, {recursive: true});
  let changed = 0;
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const abs = path.join(dir, file);
    if (!file.endsWith('.html') || !fs.statSync(abs).isFile()) continue;
    const html = fs.readFileSync(abs, 'utf8');
    const next = html.replace(ROUTE_CHUNK_LINK, (link, href: string) => change(link, href));
    if (next !== html) changed++;
    fs.writeFileSync(abs, next);
  }
  if (!changed) throw new Error(`measure-hydration: no page of build/ has a route chunk link to change (${name})`);
  return dir;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const copies = {
  preloaded: copyWith('preloaded', (link) => link.replace(' media="not all"', '')),
  without: copyWith('without', () => ''),
};
const servers = {
  'after the paint': await startStaticServer({root: built, base: BASE_PATH, gzip: true}),
  preloaded: await startStaticServer({root: copies.preloaded, base: BASE_PATH, gzip: true}),
  'not named': await startStaticServer({root: copies.without, base: BASE_PATH, gzip: true}),
};
type Variant = keyof typeof servers;
const variants = Object.keys(servers) as Variant[];
const browser = await launchBrowser();
try {
  for (const route of routes) {
    const times = Object.fromEntries(variants.map((v) => [v, [] as number[]])) as Record<Variant, number[]>;
    for (let i = 0; i < runs; i++) {
      // Each variant goes first, second and third in turn.
      const order = variants.map((_, k) => variants[(i + k) % variants.length]!);
      for (const variant of order) {
        const page = await browser.context.newPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        // Lighthouse's phone: a chunk fetched as the boot starts overlaps the evaluation of main.js.
        await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
        await page.addInitScript(() => {
          new MutationObserver((_records, observer) => {
            if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
            observer.disconnect();
            (window as {hydratedAt?: number}).hydratedAt = performance.now();
          }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
        });
        await page.goto(`${servers[variant].origin}${BASE_PATH}${route}`);
        const at = await page.waitForFunction(() => (window as {hydratedAt?: number}).hydratedAt, null, {
          timeout: 60_000,
        });
        times[variant].push(Math.round((await at.jsonValue()) as number));
        await page.close();
      }
    }
    console.log(
      `${route}: hydrated at (median of ${runs}) ` +
        variants.map((v) => `${v} ${median(times[v])} ms [${times[v].join(' ')}]`).join('; '),
    );
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  for (const dir of Object.values(copies)) fs.rmSync(dir, {recursive: true, force: true});
}
