// axe-core over every page, in the light and the dark colour scheme: no violation allowed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {importTs} from '../../scripts/lib/load-ts.mjs';
import {hydrated, launchBrowser} from './browser.mjs';
import {startStaticServer} from './static-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const {PAGES} = await importTs(path.join(root, 'src/data/pages.ts'));
const PARALLEL = 4;

let host;
let browser;
before(async () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'build/ is missing: run npm run build first');
  host = await startStaticServer({root: buildDir});
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await host?.close();
});

function describeViolations(violations) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n    ')}`);
}

for (const colorScheme of ['light', 'dark']) {
  test(`no accessibility violations on any page in the ${colorScheme} colour scheme`, async () => {
    const queue = [...PAGES.map((p) => p.route), '/no-such-page/'];
    const failures = [];
    await Promise.all(
      Array.from({length: PARALLEL}, async () => {
        const page = await browser.context.newPage();
        await page.emulateMedia({colorScheme});
        while (queue.length) {
          const route = queue.shift();
          await page.goto(`${host.origin}/docs${route}`);
          await hydrated(page);
          assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme, route);
          const {violations} = await new AxeBuilder({page}).analyze();
          if (violations.length) failures.push(`${route}\n  ${describeViolations(violations).join('\n  ')}`);
        }
        await page.close();
      }),
    );
    assert.deepEqual(failures, []);
  });
}
