// What the browser tests share: the build served on loopback with a browser for it, and
// `docusaurus serve` (`npm run serve:docusaurus`).
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {after, before} from 'node:test';
import {fileURLToPath} from 'node:url';
import {launchBrowser} from '../../src/build/browser.ts';
import {BASE_PATH} from '../../src/data/site.ts';
import {startStaticServer} from '../../src/build/static-server.ts';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const buildDir = path.join(root, 'build');

/** The static server over build/ and the browser, set by useBuiltSite() before the tests run. */
export let host;
export let browser;

/** Every URL the shared browser requested in this file's tests, for assertOnlyLoopback(). */
export const requested = new Set();

/** A route of the site (`/limits/`) on the static server. */
export const siteUrl = (route) => `${host.origin}${BASE_PATH}${route.replace(/^\//, '')}`;

/**
 * Serves build/ and starts Chromium before this file's tests, and stops both after them;
 * `onStart(browser)` runs once both are up (one hook: a second top-level before() in the test
 * file is not guaranteed to run after this one).
 */
export function useBuiltSite({clipboard = false, onStart} = {}) {
  before(async () => {
    assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'build/ is missing: run npm run build first');
    host = await startStaticServer({root: buildDir, base: BASE_PATH});
    browser = await launchBrowser();
    browser.context.on('request', (req) => requested.add(req.url()));
    if (clipboard) await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: host.origin});
    await onStart?.(browser);
  });
  after(async () => {
    await browser?.close();
    await host?.close();
  });
}

/**
 * Fails when a page of this file's tests requested anything outside loopback: the site must work
 * offline. `allowed` are URL prefixes a test answered itself (an external redirect's target).
 */
export function assertOnlyLoopback(allowed = []) {
  const outside = [...requested].filter((u) => {
    const {hostname, protocol} = new URL(u);
    if (protocol === 'data:' || protocol === 'blob:') return false;
    return hostname !== '127.0.0.1' && !allowed.some((prefix) => u.startsWith(prefix));
  });
  assert.deepEqual(outside, []);
}

/** Runs `fn(page, item, problems)` over `items`, a few pages at once. */
export async function inParallel(items, fn, parallel = 4) {
  const queue = [...items];
  await Promise.all(
    Array.from({length: parallel}, () =>
      withPage(async (page, problems) => {
        while (queue.length) await fn(page, queue.shift(), problems);
      }),
    ),
  );
}

/**
 * Runs `fn(page, problems)` in a new page of the shared browser, then closes the page. `problems`
 * collects what the page reports: uncaught errors, and console errors and warnings.
 */
export async function withPage(fn, {viewport} = {}) {
  const page = await browser.context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const problems = [];
  page.on('pageerror', (err) => problems.push(String(err)));
  page.on('console', (msg) => ['error', 'warning'].includes(msg.type()) && problems.push(msg.text()));
  try {
    return await fn(page, problems);
  } finally {
    await page.close();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** Runs `docusaurus serve` over build/ on a free loopback port, once it answers. */
export async function startDocusaurusServe() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const serve = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'serve',
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--no-open',
    ],
    {cwd: root, stdio: 'ignore'},
  );
  for (let i = 0; i < 300; i++) {
    if (
      await fetch(`${origin}${BASE_PATH}`).then(
        () => true,
        () => false,
      )
    )
      return {origin, close: () => serve.kill()};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  serve.kill();
  throw new Error('docusaurus serve did not start within 30 s');
}
