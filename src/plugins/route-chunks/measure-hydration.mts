// What naming the route chunks buys, measured: when a first view has hydrated, with the route
// chunks named in the HTML (build/ as built) and without (a copy of the same build with those
// <script> tags removed, which is what Docusaurus wrote before this plugin; the files are the
// same). Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down), cache off, variants
// alternated, median of the runs.
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

/** A copy of the build whose pages name only the runtime and main.js. */
function withoutRouteChunks(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-without-'));
  fs.cpSync(built, dir, {recursive: true});
  for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    const abs = path.join(dir, file);
    if (!file.endsWith('.html') || !fs.statSync(abs).isFile()) continue;
    const html = fs.readFileSync(abs, 'utf8');
    fs.writeFileSync(
      abs,
      html.replace(/<script src=[^ >]*\/assets\/js\/(?!runtime~main\.|main\.)[^ >]+ defer><\/script>/g, ''),
    );
  }
  return dir;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const withoutDir = withoutRouteChunks();
const servers = {
  with: await startStaticServer({root: built, base: BASE_PATH, gzip: true}),
  without: await startStaticServer({root: withoutDir, base: BASE_PATH, gzip: true}),
};
const browser = await launchBrowser();
try {
  for (const route of routes) {
    const times: Record<keyof typeof servers, number[]> = {with: [], without: []};
    for (let i = 0; i < runs; i++) {
      const order: (keyof typeof servers)[] = i % 2 ? ['with', 'without'] : ['without', 'with'];
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
      `${route}: hydrated at ${median(times.without)} ms without, ${median(times.with)} ms with the route chunks ` +
        `named (median of ${runs}; without ${times.without.join(' ')}; with ${times.with.join(' ')})`,
    );
  }
} finally {
  await browser.close();
  await Promise.all(Object.values(servers).map((server) => server.close()));
  fs.rmSync(withoutDir, {recursive: true, force: true});
}
