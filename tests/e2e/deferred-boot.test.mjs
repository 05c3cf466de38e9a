// The page's scripts start after the first paint (src/plugins/deferred-boot): every control works
// when the reader uses it before the boot has started, while it runs, and after it. A held boot:
// the window's `load` waits for the navbar logo, so holding that one response keeps the page at
// data-boot="pending" until the reader acts; holding main.js keeps a started boot from hydrating.
// Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {CHUNK_ERROR_TEXT} from '../../src/data/site.ts';
import {assertOnlyLoopback, buildDir, siteUrl as url, useBuiltSite, withPage} from './built-site.mjs';

useBuiltSite({clipboard: true});

const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1280, height: 800};
const TOGGLE = '.navbar button[aria-label*="dark and light"]';

/** Resolves when the test lets the held response through. */
function gate() {
  let open;
  const opened = new Promise((resolve) => (open = resolve));
  return {opened, open: () => open()};
}

/** Opens `route` with `load` held back, so the boot waits for the reader; returns the release. */
async function openPending(page, route) {
  const logo = gate();
  await page.route('**/img/logo.svg', async (r) => {
    await logo.opened;
    await r.continue();
  });
  await page.goto(url(route), {waitUntil: 'domcontentloaded'});
  await page.waitForSelector('html[data-boot="pending"]');
  return logo.open;
}

/** Opens `route` with main.js held back: the boot can start but not hydrate until released. */
async function openWithMainHeld(page, route) {
  const main = gate();
  await page.route(/\/assets\/js\/main\.[^/]+\.js$/, async (r) => {
    await main.opened;
    await r.continue();
  });
  await page.goto(url(route), {waitUntil: 'domcontentloaded'});
  return main.open;
}

const booted = (page) => page.waitForSelector('html[data-boot="hydrated"][data-has-hydrated="true"]');

/** Resolves once the first tab list's selected tab is the one labelled `label`. */
const tabSelected = (page, label) =>
  page.waitForFunction(
    (l) => document.querySelector('[role="tablist"] [role="tab"][aria-selected="true"]')?.textContent.trim() === l,
    label,
  );

/** Counts, from the first parse on, how often the mobile sidebar opened and closed. */
async function countSidebarToggles(page) {
  await page.addInitScript(() => {
    window.sidebarToggles = {opened: 0, closed: 0};
    let open = false;
    new MutationObserver(() => {
      const now = Boolean(document.querySelector('.navbar-sidebar--show'));
      if (now !== open) window.sidebarToggles[now ? 'opened' : 'closed'] += 1;
      open = now;
    }).observe(document, {subtree: true, attributes: true, attributeFilter: ['class']});
  });
}

describe('the page before its scripts run', () => {
  test('every page preloads its scripts, in order, and runs none of them before `load`', async () => {
    const {pages} = JSON.parse(fs.readFileSync(path.join(buildDir, 'pages.json'), 'utf8'));
    for (const {regularPath} of pages) {
      const html = fs.readFileSync(path.join(buildDir, regularPath, 'index.html'), 'utf8');
      assert.doesNotMatch(html, /<script[^>]*\bsrc=/, `${regularPath} runs a script by itself`);
      const preloaded = [
        ...html.matchAll(/<link rel=preload as=script href=(\S+)(?: media="not all")? data-deferred-boot>/g),
      ].map((m) => m[1]);
      assert.ok(
        preloaded.some((src) => /\/main\.[^/]+\.js$/.test(src)),
        `${regularPath} does not preload main.js`,
      );
      assert.match(preloaded[0], /runtime~main/, `${regularPath}: the runtime comes first`);
    }
    await withPage(async (page, problems) => {
      // The bundle's runtime removes the script elements of the chunks it loads once they have run,
      // so the order is recorded as they are inserted.
      await page.addInitScript(() => {
        window.__insertedScripts = [];
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              if (node.nodeName === 'SCRIPT' && node.src) window.__insertedScripts.push(new URL(node.src).pathname);
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      const mainLoaded = page.waitForResponse((r) => /\/assets\/js\/main\.[^/]+\.js$/.test(r.url()));
      const release = await openPending(page, '/limits/');
      await (await mainLoaded).finished();
      // Downloaded, not run: nothing of the bundle exists yet.
      assert.equal(await page.evaluate(() => typeof window.docusaurus), 'undefined');
      assert.equal(await page.getAttribute('html', 'data-boot'), 'pending');
      release();
      await booted(page);
      const links = await page.$$eval('link[data-deferred-boot]', (l) => l.map((e) => new URL(e.href).pathname));
      const order = await page.evaluate(() => window.__insertedScripts);
      assert.deepEqual(order.slice(0, links.length), links, 'the scripts run in the order of the template');
      assert.equal(new Set(order).size, order.length, 'no script is inserted twice');
      assert.deepEqual(problems, []);
    });
  });

  test('the page paints before the boot starts and before its route chunks are fetched', async () => {
    // The three sizes of page the bench taps on (about 370, 1,100 and 9,200 elements).
    for (const route of ['/', '/workflows/steps/code/', '/api/rest/']) {
      await withPage(async (page, problems) => {
        await page.addInitScript(() => {
          new MutationObserver((records, observer) => {
            if (document.documentElement.getAttribute('data-boot') !== 'started') return;
            observer.disconnect();
            window.__bootStartedAt = performance.now();
          }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-boot']});
        });
        await page.goto(url(route));
        await booted(page);
        const seen = await page.evaluate(() => {
          const firstFetch = (href) => Math.min(...performance.getEntriesByName(href).map((e) => e.startTime));
          const links = [...document.querySelectorAll('link[data-deferred-boot]')];
          return {
            paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            loadedAt: performance.getEntriesByType('navigation')[0].loadEventStart,
            bootStartedAt: window.__bootStartedAt,
            chunks: links.filter((l) => l.media === 'not all').map((l) => [l.getAttribute('href'), firstFetch(l.href)]),
            entry: links.filter((l) => l.media !== 'not all').map((l) => [l.getAttribute('href'), firstFetch(l.href)]),
          };
        });
        assert.ok(seen.paintedAt > 0, `${route}: no first contentful paint recorded`);
        assert.ok(
          seen.bootStartedAt > seen.paintedAt,
          `${route}: the boot started at ${seen.bootStartedAt} ms, before the first paint at ${seen.paintedAt} ms`,
        );
        assert.ok(seen.chunks.length >= 2, `${route}: the HTML names no route chunk`);
        assert.ok(
          seen.entry.some(([href]) => /\/main\.[^/]+\.js$/.test(href)),
          `${route}: main.js is not among the fetched links`,
        );
        for (const [href, at] of seen.entry) {
          assert.ok(
            at < seen.loadedAt,
            `${route}: ${href} was not fetched before load (${at} ms, load at ${seen.loadedAt} ms)`,
          );
        }
        for (const [href, at] of seen.chunks) {
          assert.ok(Number.isFinite(at), `${route}: the route chunk ${href} was never fetched`);
          assert.ok(
            at >= seen.paintedAt,
            `${route}: the route chunk ${href} was fetched at ${at} ms, ahead of the first paint (${seen.paintedAt} ms)`,
          );
        }
        assert.deepEqual(problems, []);
      });
    }
  });

  test('the colour mode the reader chose is applied before the boot: no flash of the other theme', async () => {
    await withPage(
      async (page, problems) => {
        await page.emulateMedia({colorScheme: 'light'});
        try {
          // The reader chose dark on an earlier page (the switch goes system -> light -> dark).
          await page.goto(url('/quickstart/'));
          await booted(page);
          while ((await page.getAttribute('html', 'data-theme-choice')) !== 'dark') {
            const before = await page.getAttribute('html', 'data-theme-choice');
            await page.locator(TOGGLE).click();
            await page.waitForFunction((b) => document.documentElement.dataset.themeChoice !== b, before);
          }
          const release = await openPending(page, '/limits/');
          assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
          release();
          await booted(page);
          assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
          assert.deepEqual(problems, []);
        } finally {
          await page.evaluate(() => localStorage.clear());
        }
      },
      {viewport: DESKTOP},
    );
  });
});

describe('used before the boot has started', () => {
  test('a tap on the menu button starts the boot and opens the menu exactly once', async () => {
    await withPage(
      async (page, problems) => {
        await countSidebarToggles(page);
        const release = await openPending(page, '/quickstart/');
        await page.locator('button.navbar__toggle').click();
        // Started by the tap, although `load` is still held.
        await page.waitForSelector('html[data-boot="started"], html[data-boot="hydrated"]');
        await booted(page);
        await page.locator('.navbar-sidebar--show').waitFor();
        assert.deepEqual(await page.evaluate(() => window.sidebarToggles), {opened: 1, closed: 0});
        release();
        // The menu works on: a link in it navigates client-side and closes it.
        await page.evaluate(() => (window.sameDocument = true));
        await page.locator('.navbar-sidebar .menu__link[href$="/limits/"]').click();
        await page.waitForURL(url('/limits/'));
        await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
        assert.equal(await page.evaluate(() => window.sameDocument), true);
        assert.deepEqual(problems, []);
      },
      {viewport: PHONE},
    );
  });

  test('a tap on the colour toggle (disabled until hydration) switches the mode once', async () => {
    // What one press does on a booted page, for comparison.
    const once = await withPage(
      async (page) => {
        await page.goto(url('/limits/'));
        await booted(page);
        await page.locator(TOGGLE).click();
        await page.waitForFunction(() => document.documentElement.dataset.themeChoice !== 'system');
        const choice = await page.getAttribute('html', 'data-theme-choice');
        await page.evaluate(() => localStorage.clear());
        return choice;
      },
      {viewport: DESKTOP},
    );
    await withPage(
      async (page, problems) => {
        try {
          await openPending(page, '/limits/');
          assert.ok(await page.locator(TOGGLE).isDisabled(), 'the server renders the toggle disabled');
          await page.locator(TOGGLE).click({force: true});
          await booted(page);
          await page.waitForFunction(() => document.documentElement.dataset.themeChoice !== 'system');
          assert.equal(await page.getAttribute('html', 'data-theme-choice'), once);
          assert.deepEqual(problems, []);
        } finally {
          await page.evaluate(() => localStorage.clear());
        }
      },
      {viewport: DESKTOP},
    );
  });

  for (const [name, key] of [
    ['/', '/'],
    ['Ctrl+K', 'Control+k'],
  ]) {
    test(`the search shortcut ${name} focuses the search box once the page has hydrated`, async () => {
      await withPage(
        async (page, problems) => {
          await openPending(page, '/limits/');
          await page.keyboard.press(key);
          await booted(page);
          await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
          // The key went to the box's shortcut only: nothing was typed into it.
          assert.equal(await page.locator('input[role="combobox"]').inputValue(), '');
          assert.deepEqual(problems, []);
        },
        {viewport: DESKTOP},
      );
    });
  }

  test('text typed into the search box before hydration is kept and searched', async () => {
    await withPage(
      async (page, problems) => {
        await openPending(page, '/limits/');
        const box = page.locator('input[role="combobox"]');
        await box.click();
        await box.pressSequentially('workflow');
        await booted(page);
        await page.locator('[role="option"]').first().waitFor();
        assert.equal(await box.inputValue(), 'workflow');
        assert.equal(await box.getAttribute('aria-expanded'), 'true');
        assert.deepEqual(problems, []);
      },
      {viewport: DESKTOP},
    );
  });

  test('a click on a plain link navigates natively', async () => {
    await withPage(
      async (page, problems) => {
        const release = await openPending(page, '/quickstart/');
        await page.evaluate(() => (window.sameDocument = true));
        await page.locator('.pagination-nav__link--next').click({noWaitAfter: true});
        release();
        await page.waitForURL(url('/quickstart/hello-world/'));
        await booted(page);
        assert.equal(await page.evaluate(() => window.sameDocument), undefined, 'the link did not load a new page');
        assert.deepEqual(problems, []);
      },
      {viewport: DESKTOP},
    );
  });

  test('a click on Copy page copies the Markdown twin once the page has hydrated', async () => {
    await withPage(
      async (page, problems) => {
        await openPending(page, '/limits/');
        await page.evaluate(() => navigator.clipboard.writeText(''));
        const twin = page.waitForResponse((r) => r.url().endsWith('/limits.md'));
        await page.getByRole('button', {name: /copy page/i}).click();
        await booted(page);
        const expected = await (await twin).text();
        await page.waitForFunction((t) => navigator.clipboard.readText().then((c) => c === t), expected);
        assert.deepEqual(problems, []);
      },
      {viewport: DESKTOP},
    );
  });

  test('a tab chosen before the article is rendered by React is the one selected after', async () => {
    await withPage(
      async (page, problems) => {
        await page.addInitScript(() => localStorage.clear());
        await openPending(page, '/api/sse/');
        const tabs = page.locator('[role="tablist"]').first().locator('[role="tab"]');
        assert.ok((await tabs.count()) > 1, '/api/sse/ has tabs');
        const label = (await tabs.nth(1).textContent()).trim();
        await tabs.nth(1).click();
        await booted(page);
        // The article is rendered anew once the MDX renderer has loaded; the click is replayed there.
        await tabSelected(page, label);
        assert.deepEqual(problems, []);
      },
      {viewport: DESKTOP},
    );
  });

  test('a tab clicked after hydration, before React has rendered the article anew, is selected', async () => {
    await withPage(
      async (page, problems) => {
        // The article holding tabs stays the server's markup after hydration until the MDX renderer
        // has loaded and React has rendered it anew; its tabs do nothing in between. The click
        // comes the moment the boot marks the page hydrated, on the server's tab.
        await page.addInitScript(() => {
          localStorage.clear();
          let serverTab;
          document.addEventListener('DOMContentLoaded', () => {
            serverTab = document.querySelector('[role="tablist"]').querySelectorAll('[role="tab"]')[1];
          });
          new MutationObserver((records, observer) => {
            if (document.documentElement.getAttribute('data-boot') !== 'hydrated') return;
            observer.disconnect();
            window.clickedServerTab = serverTab.isConnected;
            serverTab.click();
          }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-boot']});
        });
        await page.goto(url('/api/sse/'));
        const label = (
          await page.locator('[role="tablist"]').first().locator('[role="tab"]').nth(1).textContent()
        ).trim();
        await booted(page);
        assert.equal(
          await page.evaluate(() => window.clickedServerTab),
          true,
          'React rendered the article before the page was marked hydrated: this test no longer tests the moment between',
        );
        await tabSelected(page, label);
        assert.deepEqual(problems, []);
      },
      {viewport: DESKTOP},
    );
  });

  test('the table of contents marks the section scrolled to before the boot', async () => {
    await withPage(
      async (page, problems) => {
        await openPending(page, '/limits/');
        const id = await page.$$eval('article h2.anchor', (hs) => hs[2].id);
        await page.evaluate((i) => document.getElementById(i).scrollIntoView(), id);
        await page.keyboard.press('Shift'); // a key press starts the boot
        await booted(page);
        await page.waitForFunction(
          (i) => document.querySelector('.table-of-contents__link--active')?.hash === `#${i}`,
          id,
        );
        assert.deepEqual(problems, []);
      },
      {viewport: DESKTOP},
    );
  });
});

describe('used while the boot runs', () => {
  test('a tap on the menu button after the boot started opens the menu exactly once', async () => {
    await withPage(
      async (page, problems) => {
        await countSidebarToggles(page);
        const release = await openWithMainHeld(page, '/quickstart/');
        await page.waitForSelector('html[data-boot="started"]');
        await page.locator('button.navbar__toggle').click();
        release();
        await booted(page);
        await page.locator('.navbar-sidebar--show').waitFor();
        assert.deepEqual(await page.evaluate(() => window.sidebarToggles), {opened: 1, closed: 0});
        assert.deepEqual(problems, []);
      },
      {viewport: PHONE},
    );
  });

  test('a script of the boot that fails shows "Loading chunk failed" and releases the controls', async () => {
    await withPage(async (page) => {
      await page.route(/\/assets\/js\/main\.[^/]+\.js$/, (r) => r.abort('failed'));
      await page.goto(url('/limits/'), {waitUntil: 'domcontentloaded'});
      const alert = page.locator('#chunk-load-error');
      await alert.waitFor();
      assert.match(await alert.textContent(), new RegExp(CHUNK_ERROR_TEXT));
      await page.waitForSelector('html[data-boot="failed"]');
      await page.unroute(/\/assets\/js\/main\.[^/]+\.js$/);
      await alert.getByRole('button', {name: 'Reload the page'}).click();
      await booted(page);
      assert.equal(await page.locator('#chunk-load-error').count(), 0);
    });
  });
});

describe('used after the boot', () => {
  test('the menu, the colour toggle and the search shortcut work as before', async () => {
    await withPage(
      async (page, problems) => {
        await countSidebarToggles(page);
        await page.goto(url('/quickstart/'));
        await booted(page);
        await page.locator('button.navbar__toggle').click();
        await page.locator('.navbar-sidebar--show').waitFor();
        assert.deepEqual(await page.evaluate(() => window.sidebarToggles), {opened: 1, closed: 0});
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'));
        await page.setViewportSize(DESKTOP);
        // The phone menu, which has a colour toggle of its own, stays until React sees the new width.
        await page.waitForFunction(() => !document.querySelector('.navbar-sidebar'));
        await page.locator(TOGGLE).click();
        await page.waitForFunction(() => document.documentElement.dataset.themeChoice !== 'system');
        await page.evaluate(() => localStorage.clear());
        await page.keyboard.press('/');
        await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'combobox');
        assert.deepEqual(problems, []);
      },
      {viewport: PHONE},
    );
  });
});

describe('network', () => {
  test('nothing a test page loaded came from outside loopback', () => assertOnlyLoopback());
});
