// A first view asks for its route chunks (the page's component, props and content modules) from
// the HTML, with main.js, instead of the bundle asking for them once main.js has run
// (src/plugins/route-chunks). Watched through the browser's own protocol on every page: who asked
// for each script, how often each was requested and evaluated. Run `npm run build` first.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {loadPages} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {buildDir, inParallel, root, siteUrl, useBuiltSite} from './built-site.mjs';

useBuiltSite();

const PAGES = loadPages(root);
const isBuiltScript = (url) => URL.canParse(url) && new URL(url).pathname.includes('/assets/js/');
const fileOf = (url) => new URL(url).pathname.split('/').pop();
const watched = new WeakSet();

/**
 * Scripts the HTML of some page names. The others are loaded on demand only (the MDX renderer,
 * asked for as hydration ends when an article needs React); they are no route chunk.
 */
const namedByPages = new Set(
  fs
    .readdirSync(buildDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.html') && fs.statSync(path.join(buildDir, file)).isFile())
    .flatMap((file) => [...fs.readFileSync(path.join(buildDir, file), 'utf8').matchAll(/assets\/js\/([\w~.-]+\.js)/g)])
    .map((m) => m[1]),
);

/**
 * Opens `route` with the cache off and returns every built script the page requested until React
 * had hydrated it (file, and whether the bundle's own code asked for it: its runtime loading a
 * chunk) and every built script the browser evaluated.
 */
async function firstView(page, route) {
  // A blank document first: enabling the debugger reports the scripts of the document in place.
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  const requests = [];
  const evaluated = [];
  cdp.on('Network.requestWillBeSent', ({request, type, initiator, wallTime}) => {
    if (type !== 'Script' || !isBuiltScript(request.url)) return;
    const byBundle = (initiator.stack?.callFrames ?? []).some((frame) => isBuiltScript(frame.url));
    requests.push({file: fileOf(request.url), byBundle, at: wallTime * 1000});
  });
  cdp.on('Debugger.scriptParsed', ({url}) => {
    if (isBuiltScript(url)) evaluated.push(fileOf(url));
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
  await cdp.send('Debugger.enable');
  // The moment Docusaurus marks the page hydrated, on the same clock as the requests' wall time
  // (registered once per page; it runs in every document the page opens).
  if (!watched.has(page)) {
    watched.add(page);
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
        observer.disconnect();
        window.__hydratedAt = performance.timeOrigin + performance.now();
        // The document, not <html>: this runs before the parser has created <html>.
      }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-has-hydrated']});
    });
  }
  await page.goto(siteUrl(route));
  await hydrated(page);
  const hydratedAt = await page.waitForFunction(() => window.__hydratedAt).then((h) => h.jsonValue());
  await cdp.detach();
  return {requests: requests.filter((r) => r.at <= hydratedAt), evaluated};
}

describe('route chunks on a first view', () => {
  test('every page names its route chunks: none waits for main.js, none is loaded or run twice, and the page hydrates cleanly', async () => {
    const seen = new Map();
    await inParallel(
      PAGES,
      async (page, entry, problems) => {
        seen.set(entry.route, {...(await firstView(page, entry.route)), problems: problems.splice(0)});
      },
      2,
    );
    for (const {route} of PAGES) {
      const {requests, evaluated, problems} = seen.get(route);
      const late = requests.filter((r) => r.byBundle && namedByPages.has(r.file)).map((r) => r.file);
      assert.deepEqual(late, [], `${route}: the bundle asked for route chunks once main.js had run`);
      const files = requests.map((r) => r.file);
      assert.ok(
        files.some((f) => f.startsWith('main.')),
        `${route}: main.js was not among the page's scripts`,
      );
      // Besides the runtime and main.js, at least the page's component and its content module.
      const fromPage = requests.filter((r) => !r.byBundle && !/^(runtime~)?main\./.test(r.file));
      assert.ok(fromPage.length >= 2, `${route}: the page named no route chunk (${files.join(', ')})`);
      const twice = (list) => list.filter((f, i) => list.indexOf(f) !== i);
      assert.deepEqual(twice(files), [], `${route}: a script was requested twice`);
      assert.deepEqual(twice(evaluated), [], `${route}: a script was evaluated twice`);
      assert.deepEqual(problems, [], `${route}: errors or warnings while loading and hydrating`);
    }
  });
});
