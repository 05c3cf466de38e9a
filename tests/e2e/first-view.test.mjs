// A page's first view keeps the article the server rendered (src/theme/DocItem/Content); these
// tests prove that React leaves it alone and that everything inside it still works, on a first
// view and again after a client-side navigation, where React renders the article as usual.
// Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import * as site from '../../src/data/site.ts';
import {loadPages} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {buildDir, host, root, useBuiltSite, withPage as withBrowserPage} from './built-site.mjs';

const BASE = site.BASE_PATH;

/**
 * The first page (in route order) whose source uses a component, so the test needs no list; it
 * must have a previous or next link, which the tests use to leave the page and come back.
 */
function pageUsing(pattern) {
  const page = loadPages(root).find((p) => {
    const source = fs.readFileSync(path.join(root, p.file), 'utf8');
    const noPagination = /^pagination_prev: null$/m.test(source) && /^pagination_next: null$/m.test(source);
    return pattern.test(source) && !noPagination;
  });
  assert.ok(page, `no page uses ${pattern}: this test needs one`);
  return page.route;
}

useBuiltSite({clipboard: true});

const url = (route) => `${host.origin}${BASE}${route.replace(/^\//, '')}`;

/** A desktop-sized page unless the test says otherwise. */
const withPage = (fn, {viewport = {width: 1280, height: 800}} = {}) => withBrowserPage(fn, {viewport});

const ARTICLE = '.theme-doc-markdown';

/**
 * The built scripts that carry Prism's grammars, found by one prism-react-renderer bundles and no
 * page needs (kotlin). The test fails if none does, so the checks that use it cannot pass on a
 * build where the marker went away.
 */
const PRISM_MARKER = 'kotlin';
const prismChunks = fs
  .readdirSync(path.join(buildDir, 'assets/js'))
  .filter((file) => file.endsWith('.js'))
  .filter((file) => fs.readFileSync(path.join(buildDir, 'assets/js', file), 'utf8').includes(PRISM_MARKER));
const isPrismChunk = (scriptUrl) => prismChunks.includes(path.basename(new URL(scriptUrl).pathname));

/** Opens a page and waits until it has hydrated and its network is quiet. */
async function open(page, route) {
  await page.goto(url(route));
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

describe('first view', () => {
  test("the article is the server's markup: the same nodes, never rendered by React, and no renderer or Prism downloaded", async () => {
    await withPage(async (page, errors) => {
      const scripts = [];
      page.on('response', (r) => {
        const purpose = r.request().headers()['sec-purpose'] ?? '';
        if (r.request().resourceType() === 'script' && !/prefetch/.test(purpose)) scripts.push(r);
      });
      // Marks every node of the article as the HTML parser built it, before any script runs.
      await page.addInitScript((selector) => {
        document.addEventListener('DOMContentLoaded', () => {
          for (const el of document.querySelectorAll(`${selector}, ${selector} *`)) el.fromHtml = true;
        });
      }, ARTICLE);
      await open(page, '/workflows/steps/code/');
      // Whatever React would do to the article after hydration runs before the main thread idles.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
      const report = await page.evaluate((selector) => {
        const article = document.querySelector(selector);
        const islands = new Set([
          ...article.querySelectorAll('[data-code-block-buttons], [data-code-block-buttons] *'),
        ]);
        const nodes = [...article.querySelectorAll('*')].filter((el) => !islands.has(el));
        const hasFiber = (el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'));
        return {
          nodes: nodes.length,
          rebuilt: nodes.filter((el) => !el.fromHtml).length,
          reactNodes: nodes.filter(hasFiber).length,
          containerKept: article.fromHtml === true,
        };
      }, ARTICLE);
      assert.ok(report.nodes > 500, `the article has ${report.nodes} elements`);
      assert.equal(report.rebuilt, 0, 'elements of the article were replaced');
      assert.equal(report.reactNodes, 0, 'React rendered elements inside the article');
      assert.ok(report.containerKept, 'the article container was replaced');
      assert.ok(prismChunks.length > 0, `no built script holds "${PRISM_MARKER}": find Prism's chunk another way`);
      const prism = scripts.map((r) => r.url()).filter(isPrismChunk);
      assert.deepEqual(prism, [], 'Prism was downloaded for a first view');
      assert.deepEqual(errors, []);
    });
  });
});

/** Runs `check` on a first view of `route`, then on `route` reached by client-side navigation. */
async function inBothViews(route, check, options) {
  await withPage(async (page, errors) => {
    await open(page, route);
    await check(page, 'first view');
    // Leave and come back through the router: the article is then rendered by React.
    await page.evaluate(() => (window.sameDocument = true));
    await page.locator('.pagination-nav__link').first().click();
    await page.waitForFunction((r) => location.pathname !== r, new URL(url(route)).pathname);
    await hydrated(page);
    await page.goBack();
    await page.waitForFunction((r) => location.pathname === r, new URL(url(route)).pathname);
    await page.locator(`${ARTICLE} h1, ${ARTICLE} h2`).first().waitFor();
    assert.ok(await page.evaluate(() => window.sameDocument === true), 'the navigation reloaded the page');
    const rendered = await page.evaluate(
      (selector) => Object.keys(document.querySelector(`${selector} h2`)).some((k) => k.startsWith('__reactFiber')),
      ARTICLE,
    );
    assert.ok(rendered, 'after a client-side navigation React renders the article');
    await check(page, 'after client navigation');
    assert.deepEqual(errors, []);
  }, options);
}

describe('client-side navigation', () => {
  test('a link to a section of another page opens at that section, even when the article arrives late', async () => {
    await withPage(async (page, errors) => {
      // The renderer chunk (the one with Prism's grammars) is held back until the route is shown.
      let held = 0;
      await page.route('**/assets/js/*.js', async (route) => {
        const response = await route.fetch();
        if (isPrismChunk(route.request().url())) {
          held += 1;
          await new Promise((resolve) => setTimeout(resolve, 1500));
        }
        await route.fulfill({response});
      });
      await open(page, '/limits/');
      const link = page.locator(`${ARTICLE} a[href*="/errors/#"]`).first();
      const hash = new URL(await link.evaluate((a) => a.href)).hash;
      await link.click();
      await page.waitForURL((u) => u.pathname.endsWith('/errors/') && u.hash === hash);
      await page.waitForFunction((id) => {
        const top = document.getElementById(decodeURIComponent(id.slice(1)))?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight / 3;
      }, hash);
      assert.ok(held > 0, 'the renderer was not held back: this test no longer tests a late article');
      assert.deepEqual(errors, []);
    });
  });
});

describe('controls inside the article', () => {
  test('the copy button copies a code block', async () => {
    await inBothViews('/workflows/steps/code/', async (page, view) => {
      const block = page.locator(`${ARTICLE} .theme-code-block`).first();
      await block.scrollIntoViewIfNeeded();
      await block.hover();
      const button = block.getByRole('button', {name: 'Copy code to clipboard'});
      await button.waitFor({timeout: 5000});
      const expected = await block
        .locator('pre code')
        .evaluate((code) => [...code.querySelectorAll('.token-line')].map((l) => l.textContent).join('\n'));
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await button.click();
      await block.getByRole('button', {name: 'Copied'}).waitFor({timeout: 2000});
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), expected, view);
    });
  });

  test('a code block wider than the screen gets the word-wrap toggle, which wraps it', async () => {
    await inBothViews(
      '/api/rest/',
      async (page, view) => {
        const wide = page.locator(`${ARTICLE} .theme-code-block`).filter({has: page.locator('pre')});
        const index = await wide.evaluateAll((blocks) =>
          blocks.findIndex((b) => b.querySelector('pre').scrollWidth > b.querySelector('pre').clientWidth),
        );
        assert.ok(index >= 0, `${view}: a code block scrolls sideways at 375 px`);
        const block = wide.nth(index);
        await block.scrollIntoViewIfNeeded();
        const toggle = block.getByRole('button', {name: 'Toggle word wrap'});
        await toggle.waitFor({timeout: 5000});
        await toggle.click();
        const whiteSpace = await block.locator('pre code').evaluate((code) => getComputedStyle(code).whiteSpace);
        assert.equal(whiteSpace, 'pre-wrap', view);
        await toggle.click();
        assert.notEqual(
          await block.locator('pre code').evaluate((code) => getComputedStyle(code).whiteSpace),
          'pre-wrap',
          view,
        );
      },
      {viewport: {width: 375, height: 800}},
    );
  });

  test('code is coloured for the colour mode, by stylesheet, and follows a switch', async () => {
    await inBothViews('/workflows/steps/code/', async (page, view) => {
      const token = page.locator(`${ARTICLE} pre .token.keyword`).first();
      assert.equal(await token.getAttribute('style'), null, `${view}: tokens carry no inline colour`);
      const colour = () => token.evaluate((el) => getComputedStyle(el).color);
      const start = await page.evaluate(() => document.documentElement.dataset.theme);
      const first = await colour();
      // The toggle cycles through light, dark and the system's choice: click until the mode changes.
      const toggle = page.locator('.navbar button[title*="mode"]').first();
      for (let i = 0; i < 3 && (await page.evaluate(() => document.documentElement.dataset.theme)) === start; i++) {
        // The toggle's title names the setting it is on: wait for it to take the click.
        const setting = await toggle.getAttribute('title');
        await toggle.click();
        await page.waitForFunction((t) => document.querySelector('.navbar button[title*="mode"]').title !== t, setting);
      }
      assert.notEqual(
        await page.evaluate(() => document.documentElement.dataset.theme),
        start,
        `${view}: the mode switched`,
      );
      assert.notEqual(await colour(), first, `${view}: the keyword colour changed with the mode`);
    });
  });

  test('links in the article open their page without reloading, and heading links move to their section', async () => {
    await withPage(async (page, errors) => {
      await open(page, '/workflows/steps/code/');
      await page.evaluate(() => (window.sameDocument = true));
      const link = page.locator(`${ARTICLE} a[href^="${BASE}"]:not(.hash-link)`).first();
      const href = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((u) => u.pathname === href.split('#')[0]);
      assert.ok(await page.evaluate(() => window.sameDocument === true), 'the link reloaded the page');

      await open(page, '/limits/');
      const anchor = page.locator(`${ARTICLE} h2 a.hash-link`).nth(2);
      const hash = await anchor.getAttribute('href');
      await anchor.click();
      await page.waitForFunction((h) => location.hash === h, hash);
      const top = await page.evaluate(
        (id) => document.getElementById(id).getBoundingClientRect().top,
        decodeURIComponent(hash.slice(1)),
      );
      assert.ok(top >= 0 && top < 200, `the section heading is at the top (${top} px)`);
      assert.deepEqual(errors, []);
    });
  });

  test('tables keep their keyboard tab stop', async () => {
    await inBothViews('/api/rest/', async (page, view) => {
      const table = page.locator(`${ARTICLE} table`).first();
      assert.equal(await table.getAttribute('tabindex'), '0', view);
    });
  });

  test('a collapsed <details> opens and closes from its summary', async () => {
    await inBothViews(pageUsing(/<details>/), async (page, view) => {
      const details = page.locator(`${ARTICLE} details`).first();
      const body = details.locator(':scope > div').first();
      assert.equal(await body.isVisible(), false, `${view}: the body starts hidden`);
      await details.locator('summary').first().click();
      await body.waitFor({state: 'visible', timeout: 5_000});
      assert.equal(await details.getAttribute('open'), '', `${view}: opened`);
      await details.locator('summary').first().click();
      await body.waitFor({state: 'hidden', timeout: 5_000});
    });
  });

  test('images in the article load', async () => {
    await inBothViews(pageUsing(/!\[[^\]]+\]\(/), async (page, view) => {
      const images = page.locator(`${ARTICLE} img`);
      const count = await images.count();
      assert.ok(count > 0, `${view}: the page has images`);
      for (let i = 0; i < count; i++) {
        const image = images.nth(i);
        const src = await image.getAttribute('src');
        assert.ok(await image.getAttribute('alt'), `${view}: ${src} has no alt text`);
        // Images may load lazily: bring each into view, then it must finish loading.
        await image.scrollIntoViewIfNeeded();
        const loaded = await image.evaluate((img) =>
          img.complete && img.naturalWidth > 0
            ? true
            : new Promise((resolve) => {
                img.addEventListener('load', () => resolve(img.naturalWidth > 0), {once: true});
                img.addEventListener('error', () => resolve(false), {once: true});
              }),
        );
        assert.ok(loaded, `${view}: ${src} did not load`);
      }
    });
  });

  test("tabs switch and keep the reader's choice across views", async () => {
    const route = pageUsing(/<Tabs\b/);
    await withPage(async (page, errors) => {
      await open(page, route);
      const tabs = page.locator(`${ARTICLE} [role="tablist"]`).first();
      const second = tabs.getByRole('tab').nth(1);
      const label = await second.textContent();
      await second.click();
      await page.waitForFunction(
        (l) => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((t) => t.textContent === l),
        label,
      );
      const panel = page.locator(`${ARTICLE} [role="tabpanel"]:not([hidden])`).first();
      assert.ok(await panel.isVisible());
      // The choice is stored for the tab group: a new first view opens on it.
      await open(page, route);
      await page.waitForFunction(
        (l) => [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].some((t) => t.textContent === l),
        label,
        {timeout: 10_000},
      );
      assert.deepEqual(errors, []);
    });
  });
});

describe('when no script can load', () => {
  test('the article is readable and "Loading chunk failed" offers a reload, without a reload loop', async () => {
    await withPage(async (page) => {
      await page.route(/\/assets\/js\/.+\.js$/, (r) => r.abort('failed'));
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(url('/limits/'));
      const notice = page.locator('#chunk-load-error');
      await notice.waitFor({timeout: 15_000});
      assert.match(await notice.textContent(), new RegExp(site.CHUNK_ERROR_TEXT));
      assert.equal(await notice.getAttribute('role'), 'alert');
      assert.ok((await page.locator(`${ARTICLE} h2`).count()) > 3, 'the article is on the page');
      assert.ok(await page.locator(`${ARTICLE} h1`).isVisible());
      await page.waitForTimeout(3000);
      assert.equal(loads, 1, 'the page reloaded by itself');
      // The reader's reload works once the scripts are back.
      await page.unroute(/\/assets\/js\/.+\.js$/);
      await notice.getByRole('button', {name: 'Reload the page'}).click();
      await hydrated(page);
      assert.equal(await page.locator('#chunk-load-error').count(), 0);
    });
  });
});
