// The theme's behaviour in a browser: the throttled table-of-contents tracker, the mobile sidebar,
// the progress bar, idle-time prefetching, and a chunk that fails to load.
// Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import * as site from '../../src/data/site.ts';
import {loadPages} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {assertOnlyLoopback, buildDir, root, siteUrl as url, useBuiltSite, withPage} from './built-site.mjs';

const PAGES = loadPages(root);

useBuiltSite();

describe('theme behaviour', () => {
  test('the table of contents follows scrolling, throttled, with the 10 px offset', async () => {
    await withPage(
      async (page) => {
        // The page with the most headings, so there is room to scroll between them.
        const {pages} = JSON.parse(fs.readFileSync(path.join(buildDir, 'pages.json'), 'utf8'));
        const longest = pages.reduce((a, b) => (b.headers.length > a.headers.length ? b : a));
        await page.goto(url(longest.regularPath));
        await hydrated(page);
        const ids = await page.$$eval('article h2.anchor, article h3.anchor', (hs) => hs.map((h) => h.id));
        assert.ok(ids.length >= 4, 'the page has headings to track');
        const target = ids[3];
        // Put the heading exactly at the activation line: navbar height + offset below the top.
        await page.evaluate(
          ({id, offset}) => {
            const navbar = document.querySelector('.navbar').clientHeight;
            const top = document.getElementById(id).getBoundingClientRect().top + window.scrollY;
            window.scrollTo(0, top - navbar - offset);
          },
          {id: target, offset: site.TOC_ACTIVATION_OFFSET_PX},
        );
        // The throttled highlighter moves to the heading (the assertion says where it went instead).
        await page
          .waitForFunction(
            (t) =>
              [...document.querySelectorAll('.table-of-contents__link--active')].map((a) => a.hash.slice(1)).join() ===
              t,
            target,
          )
          .catch(() => {});
        const active = await page.$$eval('.table-of-contents__link--active', (as) => as.map((a) => a.hash.slice(1)));
        assert.deepEqual(active, [target]);

        // A burst of scroll events over one second changes the active link at most once per window.
        const changes = await page.evaluate(async (ms) => {
          let count = 0;
          const observer = new MutationObserver((records) => {
            count += records.filter((r) => r.target.classList.contains('table-of-contents__link--active')).length;
          });
          observer.observe(document.querySelector('.table-of-contents'), {
            subtree: true,
            attributes: true,
            attributeFilter: ['class'],
          });
          for (let i = 0; i < 50; i++) {
            window.scrollTo(0, i % 2 ? 0 : document.documentElement.scrollHeight);
            await new Promise((r) => setTimeout(r, 20));
          }
          await new Promise((r) => setTimeout(r, ms + 50));
          observer.disconnect();
          return count;
        }, site.TOC_THROTTLE_MS);
        // Unthrottled, 50 alternating scrolls would flip the active link ~50 times.
        assert.ok(changes <= 5, `active link changed ${changes} times in 1 s of scrolling`);
      },
      {viewport: {width: 1280, height: 800}},
    );
  });

  test('the mobile sidebar closes after link clicks, back navigation and in-page navigation', async () => {
    await withPage(
      async (page) => {
        const open = async () => {
          await page.locator('button.navbar__toggle').click();
          await page.locator('.navbar-sidebar--show').waitFor();
        };
        const closed = async () => {
          await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'), null, {timeout: 5000});
        };
        await page.goto(url('/quickstart/'));
        await hydrated(page);

        // 1. A link in the sidebar.
        await open();
        await page.locator('.navbar-sidebar .menu__link[href$="/limits/"]').click();
        await page.waitForURL(url('/limits/'));
        await closed();

        // 2. Back.
        await open();
        await page.goBack();
        await closed();

        // 3. Navigation the theme does not know about: a link in the page under the drawer,
        //    followed from script while the drawer is open.
        await page.goto(url('/quickstart/'));
        await hydrated(page);
        await open();
        const before = page.url();
        await page.evaluate(() => document.querySelector('article a[href^="/docs/"]:not([href*="#"])').click());
        await page.waitForURL((u) => u.href !== before);
        await closed();
      },
      {viewport: {width: 390, height: 844}},
    );
  });

  test("the theme's progress bar shows while a page's chunks load slowly and is gone after", async () => {
    await withPage(
      async (page) => {
        await page.goto(url('/quickstart/'));
        await hydrated(page);
        // From now on every script arrives late, so the next page cannot be ready at once.
        await page.route(/\/assets\/js\/.+\.js$/, async (route) => {
          await new Promise((r) => setTimeout(r, 1500));
          return route.continue();
        });
        await page.locator('.pagination-nav__link--next').click();
        await page.locator('#nprogress').waitFor({state: 'attached', timeout: 3000});
        await page.waitForURL(url('/quickstart/hello-world/'), {timeout: 10_000});
        await page.locator('#nprogress').waitFor({state: 'detached', timeout: 5000});
        assert.equal(
          await page.locator('article h1').textContent(),
          PAGES.find((p) => p.route === '/quickstart/hello-world/').title,
        );
      },
      {viewport: {width: 1280, height: 800}},
    );
  });

  test('links in view prefetch their pages once the page is idle, each file once, none the page already has', async () => {
    await withPage(
      async (page) => {
        const prefetched = [];
        const loaded = [];
        const isPrefetch = (req) => /prefetch/.test(req.headers()['sec-purpose'] ?? req.headers().purpose ?? '');
        page.on('request', (req) => {
          if (!/\/assets\/js\//.test(req.url())) return;
          (isPrefetch(req) ? prefetched : loaded).push(req.url());
        });
        await page.goto(url('/workflows/steps/code/'));
        await hydrated(page);
        await page.waitForLoadState('networkidle');
        // Prefetching starts once the page is idle.
        if (!prefetched.length) await page.waitForRequest(isPrefetch).catch(() => {});
        assert.ok(prefetched.length > 0, 'the links in view prefetched nothing');
        assert.deepEqual(
          prefetched.filter((u, i) => prefetched.indexOf(u) !== i),
          [],
          'a file was prefetched twice',
        );
        assert.deepEqual(
          prefetched.filter((u) => loaded.includes(u)),
          [],
          'a file the page had loaded was prefetched',
        );
        // A link far down the article, to a page no link in view leads to, prefetches that page
        // when it scrolls into view.
        const before = prefetched.length;
        const target = await page.evaluate(() => {
          const inView = (a) => {
            const r = a.getBoundingClientRect();
            return r.width > 0 && r.bottom > 0 && r.top < window.innerHeight;
          };
          const pathOf = (a) => new URL(a.href).pathname;
          const seen = new Set([...document.querySelectorAll('a[href]')].filter(inView).map(pathOf));
          const candidate = [
            ...document.querySelectorAll('article .theme-doc-markdown a[href^="/docs/"]:not(.hash-link)'),
          ]
            .reverse()
            .find((a) => !inView(a) && !seen.has(pathOf(a)) && !pathOf(a).endsWith('/workflows/steps/code/'));
          candidate?.setAttribute('data-test-target', '');
          return candidate && pathOf(candidate);
        });
        assert.ok(target, 'the page has a link below the fold to a page no link in view leads to');
        // Prefetching waits for an idle moment, which comes late on a busy machine.
        const next = page.waitForRequest((req) => /\/assets\/js\//.test(req.url()) && isPrefetch(req)).catch(() => {});
        await page.locator('[data-test-target]').scrollIntoViewIfNeeded();
        await next;
        assert.ok(prefetched.length > before, `the link to ${target} prefetched nothing when it came into view`);
        assert.deepEqual(
          prefetched.filter((u, i) => prefetched.indexOf(u) !== i),
          [],
          'a file was prefetched twice',
        );
      },
      {viewport: {width: 1280, height: 800}},
    );
  });

  test('a chunk that fails to load shows "Loading chunk failed" with a reload, without a reload loop', async () => {
    await withPage(async (page) => {
      await page.goto(url('/quickstart/'));
      await hydrated(page);
      // Every page's own chunks now fail, as after a deploy that removed them or offline.
      await page.route(/\/assets\/js\/(?!(main|runtime~main)\.).+\.js$/, (route) => route.abort('failed'));
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.locator('.pagination-nav__link--next').click();
      const alert = page.locator('#chunk-load-error');
      await alert.waitFor({timeout: 15_000});
      assert.match(await alert.textContent(), new RegExp(site.CHUNK_ERROR_TEXT));
      assert.ok(await alert.getByRole('button', {name: 'Reload the page'}).isVisible());
      await page.waitForTimeout(3000);
      assert.ok(loads <= 1, `the page reloaded ${loads} times`);
      // The page's server-rendered text is still there to read.
      assert.equal(
        await page.locator('article h1').textContent(),
        PAGES.find((p) => p.route === '/quickstart/hello-world/').title,
      );
      // The reader's reload works once the network is back.
      await page.unroute(/\/assets\/js\/(?!(main|runtime~main)\.).+\.js$/);
      await alert.getByRole('button', {name: 'Reload the page'}).click();
      await hydrated(page);
      assert.equal(await page.locator('#chunk-load-error').count(), 0);
    });
  });

  test(`the bundler gives up on a chunk after ${site.ASSET_LOAD_TIMEOUT_MS} ms`, () => {
    const js = path.join(buildDir, 'assets/js');
    const runtime = fs.readdirSync(js).find((f) => /^runtime~main\..+\.js$/.test(f));
    const source = fs.readFileSync(path.join(js, runtime), 'utf8');
    const m = source.match(/type:"timeout"[^)]*\)\s*,\s*([0-9e]+)\)/);
    assert.ok(m, 'the chunk loader sets a timeout');
    assert.equal(Number(m[1]), site.ASSET_LOAD_TIMEOUT_MS);
  });
});

describe('network', () => {
  test('nothing a test page loaded came from outside loopback', () => assertOnlyLoopback());
});
