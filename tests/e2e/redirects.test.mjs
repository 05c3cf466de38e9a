// Old paths and unknown ones: every redirect of src/data/redirects.ts ends on its page, and an
// unknown or hostile path gets the not-found page with status 404, under the plain static host and
// `docusaurus serve`. Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {REDIRECTS, isExternal} from '../../src/data/redirects.ts';
import {URLS} from '../../src/data/platform.ts';
import {BASE_PATH as BASE} from '../../src/data/site.ts';
import {hydrated} from '../../src/build/browser.ts';
import {
  assertOnlyLoopback,
  host,
  inParallel,
  siteUrl as url,
  startDocusaurusServe,
  useBuiltSite,
  withPage,
} from './built-site.mjs';

useBuiltSite();

describe('redirects', () => {
  test('every old internal path ends on its new page', async () => {
    await inParallel(
      REDIRECTS.filter((r) => !isExternal(r.to)),
      async (page, r) => {
        await page.goto(url(r.from));
        await page.waitForURL(url(r.to.endsWith('/') ? r.to : `${r.to}/`), {timeout: 10_000});
        await hydrated(page);
      },
    );
  });

  test('old links that repeated the base go to the external apps directory', async () => {
    await withPage(async (page) => {
      // The external site is not reachable from tests: answer for it, and record that it was asked.
      let reached = null;
      await page.route(`${URLS.APPS_DIRECTORY}**`, (route) => {
        reached = route.request().url();
        return route.fulfill({status: 200, contentType: 'text/html', body: '<title>apps</title>'});
      });
      await page.goto(`${host.origin}${BASE}docs/apps/all-apps`);
      await page.waitForURL((u) => u.href.startsWith(URLS.APPS_DIRECTORY), {timeout: 10_000});
      assert.ok(reached?.startsWith(URLS.APPS_DIRECTORY));
    });
  });
});

describe('not found', () => {
  test('an unknown path shows the not-found layout with status 404', async () => {
    await withPage(async (page) => {
      const response = await page.goto(url('/no/such/page/'));
      assert.equal(response.status(), 404);
      await hydrated(page);
      assert.match(await page.locator('main h1').textContent(), /Page Not Found/i);
      assert.ok(await page.locator('.navbar').isVisible(), 'the site layout is shown');
    });
  });

  test('`docusaurus serve` also answers 404 for an unknown path', async () => {
    const serve = await startDocusaurusServe();
    try {
      const response = await fetch(`${serve.origin}${BASE}no-such-page/`);
      assert.equal(response.status, 404);
      assert.match(await response.text(), /Page Not Found/);
    } finally {
      serve.close();
    }
  });

  test('a hostile path is shown as not found, never executed or reflected', async () => {
    const payloads = [
      '<script>window.__pwned=1</script>',
      '"><img src=x onerror="window.__pwned=1">',
      'javascript:window.__pwned=1',
      '%3Csvg%20onload%3Dwindow.__pwned%3D1%3E',
    ];
    await withPage(async (page) => {
      let dialogs = 0;
      page.on('dialog', (d) => {
        dialogs += 1;
        return d.dismiss();
      });
      for (const payload of payloads) {
        const response = await page.goto(`${host.origin}${BASE}${encodeURI(payload)}/`);
        assert.equal(response.status(), 404, payload);
        await hydrated(page);
        assert.match(await page.locator('main h1').textContent(), /Page Not Found/i);
        assert.equal(await page.evaluate(() => window.__pwned), undefined, payload);
        // Shown as text is fine; as markup it would be elements with its handler or its script.
        const injected = await page.evaluate(() => [
          ...[...document.querySelectorAll('[onerror], [onload]')].map((el) => el.outerHTML.slice(0, 80)),
          ...[...document.scripts].filter((el) => el.textContent.includes('__pwned')).map(() => '<script>'),
        ]);
        assert.deepEqual(injected, [], payload);
      }
      assert.equal(dialogs, 0);
    });
  });
});

describe('network', () => {
  test('nothing a test page loaded came from outside loopback', () => assertOnlyLoopback([URLS.APPS_DIRECTORY]));
});
