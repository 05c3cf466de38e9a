// The critical CSS (src/plugins/critical-css): each page's HTML carries the CSS its first screen
// needs, and the full stylesheet loads without holding the first paint. The first paint is taken
// with the stylesheet's response held (route interception, so it is deterministic) and compared,
// pixel for pixel, with the same screen once the stylesheet has applied; main.js is held too, so
// the page does not hydrate in between and only the stylesheet changes. Run `npm run build` first.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, test} from 'node:test';
import {CSS_ASSET} from '../../src/plugins/critical-css/index.ts';
import {BASE_PATH} from '../../src/data/site.ts';
import {assertOnlyLoopback, buildDir, siteUrl as url, useBuiltSite, withPage} from './built-site.mjs';

let comparer;
useBuiltSite({onStart: async ({context}) => (comparer = await context.newPage())});

const STYLESHEET = /\/assets\/css\/styles\.[0-9a-f]+\.css$/;
const MAIN = /\/assets\/js\/main\.[^/]+\.js$/;
const PAGES = ['/', '/limits/', '/workflows/steps/code/', '/api/rest/'];
const VIEWPORTS = [
  {width: 1280, height: 800},
  {width: 375, height: 740},
];

/** Every page Docusaurus rendered: the docs, the search results page and the not-found page. */
function renderedPages() {
  const {pages} = JSON.parse(fs.readFileSync(path.join(buildDir, 'pages.json'), 'utf8'));
  return [...pages.map((p) => `${p.regularPath.replace(/^\//, '')}index.html`), 'search/index.html', '404.html'];
}

/** Runs `fn(page, item, problems)` for each item in a page of its own, `parallel` at a time. */
async function eachInOwnPage(items, fn, parallel) {
  const queue = [...items];
  const worker = async () => {
    while (queue.length) {
      const item = queue.shift();
      await withPage((page, problems) => fn(page, item, problems));
    }
  };
  await Promise.all(Array.from({length: parallel}, worker));
}

/** Resolves when the test lets the held response through. */
function gate() {
  let open;
  const opened = new Promise((resolve) => (open = resolve));
  return {opened, open: () => open()};
}

/** Records every layout shift from the first paint on, in the page (read by `layoutShifts`). */
function watchLayoutShifts() {
  window.__shifts = [];
  window.__shiftObserver = new PerformanceObserver((list) => window.__shifts.push(...list.getEntries()));
  window.__shiftObserver.observe({type: 'layout-shift', buffered: true});
}

/** The shifts seen so far, those not yet delivered to the observer included. */
const layoutShifts = (page) =>
  page.evaluate(() =>
    [...window.__shifts, ...window.__shiftObserver.takeRecords()].map((e) => ({
      at: Math.round(e.startTime),
      value: e.value,
      moved: e.sources.map((s) => ({
        node: `${s.node?.nodeName}.${s.node?.className}`,
        from: [s.previousRect.x, s.previousRect.y, s.previousRect.width, s.previousRect.height],
        to: [s.currentRect.x, s.currentRect.y, s.currentRect.width, s.currentRect.height],
      })),
    })),
  );

/** Whether the full stylesheet applies to the page now. */
const stylesheetApplied = (page) =>
  page.evaluate(() => {
    const link = document.querySelector('link[rel="stylesheet"][href*="/assets/css/"]');
    return Boolean(link?.sheet) && link.media === 'all';
  });

/** Resolves once a frame painted after this call has been presented. */
const nextFrame = (page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/**
 * A screenshot of the first screen once it has been drawn whole: a capture under load can show
 * tiles not yet drawn (or drawn from elsewhere on the page), so screens are taken until two in a
 * row agree.
 */
async function settledScreenshot(page) {
  let previous = await page.screenshot();
  for (let attempt = 0; attempt < 10; attempt++) {
    await nextFrame(page);
    const next = await page.screenshot();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

/** Waits until the images on the first screen have loaded and been decoded, then for a frame. */
async function firstScreenImages(page) {
  await page.evaluate(() =>
    Promise.all(
      [...document.images]
        .filter((img) => {
          const box = img.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.width > 0;
        })
        .map((img) => img.decode().catch(() => {})),
    ),
  );
  await nextFrame(page);
}

/**
 * What repainting alone changes. Chromium repaints the anti-aliased edges of small shapes a little
 * differently once any style changes: up to 2 levels on some 100 pixels of the search button
 * after a rule that matches nothing was added (the stylesheet held), and, once the late
 * stylesheet has applied, up to 22 levels on the 13 edge pixels of the breadcrumbs' home icon, in
 * some runs and not others, while every element's computed style and box are unchanged and a
 * page loaded with the stylesheet at once paints exactly the first paint. A missing rule changes
 * far more: a recoloured 16 px icon alone is some 100 pixels.
 */
const REPAINT_NOISE = {levels: 2, pixels: 32};

/** How many pixels of two PNG screenshots differ by more than REPAINT_NOISE.levels (decoded by the browser). */
async function differingPixels(a, b) {
  return comparer.evaluate(
    async ([a, b, noise]) => {
      const decode = async (base64) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d');
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height);
      };
      const [x, y] = await Promise.all([decode(a), decode(b)]);
      if (x.width !== y.width || x.height !== y.height) return Infinity;
      let differing = 0;
      for (let i = 0; i < x.data.length; i += 4) {
        for (let c = 0; c < 3; c++) {
          if (Math.abs(x.data[i + c] - y.data[i + c]) > noise) {
            differing++;
            break;
          }
        }
      }
      return differing;
    },
    [a.toString('base64'), b.toString('base64'), REPAINT_NOISE.levels],
  );
}

/**
 * Opens `route` with the stylesheet and main.js held; returns the screenshot of the first paint,
 * the one after the stylesheet has applied (main.js still held: the page does not hydrate in
 * between), and the layout shifts across its arrival, apart from those before it (while the HTML
 * was being parsed: a right-aligned group of the navbar grows as its items are parsed, as it does
 * on a page whose stylesheet blocks rendering).
 */
async function firstPaintAndStyled(page, route, {media} = {}) {
  const css = gate();
  const main = gate();
  let stylesheetRequests = 0;
  await page.route(STYLESHEET, async (r) => {
    stylesheetRequests++;
    await css.opened;
    await r.continue();
  });
  await page.route(MAIN, async (r) => {
    await main.opened;
    await r.continue();
  });
  await page.addInitScript(watchLayoutShifts);
  if (media) await page.emulateMedia({media});
  try {
    await page.goto(url(route), {waitUntil: 'commit'});
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    // The whole HTML parsed: what changes from here on is the stylesheet's doing.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await firstScreenImages(page);
    assert.equal(await stylesheetApplied(page), false, `${route}: the full stylesheet applied while it was held`);
    assert.equal(stylesheetRequests, 1, `${route}: the stylesheet was not requested with the HTML`);
    const first = await settledScreenshot(page);
    const beforeArrival = await layoutShifts(page);
    css.open();
    await page.waitForFunction(() => {
      const link = document.querySelector('link[rel="stylesheet"][href*="/assets/css/"]');
      return Boolean(link?.sheet) && link.media === 'all';
    });
    await nextFrame(page);
    const styled = await settledScreenshot(page);
    const shifts = (await layoutShifts(page)).slice(beforeArrival.length);
    return {first, styled, shifts, beforeArrival};
  } finally {
    css.open();
    main.open();
  }
}

describe('the HTML', () => {
  test('every page inlines one critical <style> and links the one hashed stylesheet without blocking on it', () => {
    const hrefs = new Set();
    for (const file of renderedPages()) {
      const html = fs.readFileSync(path.join(buildDir, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      assert.equal(head.match(/<style\b/g)?.length, 1, `${file}: not one <style> in <head>`);
      const block = head.match(
        /<style>([\s\S]+?)<\/style><link rel="preload" href="([^"]+)" as="style"><noscript><link rel="stylesheet" href="\2"><\/noscript><script data-href="\2" data-media="all">[^<]+<\/script>/,
      );
      assert.ok(block, `${file}: no critical <style> followed by the stylesheet's preload, <noscript> link and loader`);
      const [, css, href] = block;
      hrefs.add(href);
      // The one stylesheet link is the <noscript> one: nothing holds the first paint.
      assert.equal(html.match(/<link[^>]*\brel=["']?stylesheet/g)?.length, 1, `${file}: another stylesheet link`);
      assert.doesNotMatch(html, /<[a-z][^>]*\son[a-z]+=/i, `${file}: an inline event handler (the CSP blocks it)`);
      assert.match(css, /\[data-theme=(dark|'dark'|"dark")\]/, `${file}: no dark-mode rule inlined`);
      assert.match(css, /\.chunk-load-error\{/, `${file}: the boot-failure notice's rules are not inlined`);
    }
    assert.equal(hrefs.size, 1, `the pages link different stylesheets: ${[...hrefs].join(', ')}`);
    const [href] = hrefs;
    assert.match(href.slice(BASE_PATH.length), CSS_ASSET);
    assert.ok(fs.existsSync(path.join(buildDir, href.slice(BASE_PATH.length))), `${href} is not in the build`);
  });
});

describe('the first paint', () => {
  const cases = PAGES.flatMap((route) =>
    VIEWPORTS.flatMap((viewport) => ['light', 'dark'].map((colorScheme) => ({route, viewport, colorScheme}))),
  );

  test('needs only the HTML: the first screen looks the same before and after the stylesheet, with no layout shift', async (t) => {
    const failures = [];
    const changed = [];
    const parsing = [];
    await eachInOwnPage(
      cases,
      async (page, {route, viewport, colorScheme}, problems) => {
        const name = `${route} at ${viewport.width} px, ${colorScheme}`;
        await page.setViewportSize(viewport);
        await page.emulateMedia({colorScheme});
        const {first, styled, shifts, beforeArrival} = await firstPaintAndStyled(page, route);
        if (beforeArrival.length) parsing.push(`${name}: ${JSON.stringify(beforeArrival)}`);
        assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme, name);
        const differing = first.equals(styled) ? 0 : await differingPixels(first, styled);
        if (differing) changed.push(`${name}: ${differing}`);
        if (differing > REPAINT_NOISE.pixels) {
          const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'critical-css-')), 'first-paint.png');
          fs.writeFileSync(saved, first);
          fs.writeFileSync(saved.replace('first-paint', 'styled'), styled);
          failures.push(
            `${name}: ${differing} pixels of the first screen change when the stylesheet applies (${saved})`,
          );
        }
        if (shifts.length) failures.push(`${name}: layout shifts as the stylesheet applied ${JSON.stringify(shifts)}`);
        assert.deepEqual(problems, [], name);
      },
      2,
    );
    t.diagnostic(`pixels changed by more than ${REPAINT_NOISE.levels} levels: ${changed.join('; ') || 'none'}`);
    if (parsing.length) t.diagnostic(`layout shifts before the stylesheet, while parsing: ${parsing.join('; ')}`);
    assert.deepEqual(failures, []);
  });

  test('prints the same before the stylesheet has arrived', async () => {
    await withPage(
      async (page) => {
        const {first, styled} = await firstPaintAndStyled(page, '/limits/', {media: 'print'});
        const differing = first.equals(styled) ? 0 : await differingPixels(first, styled);
        assert.ok(
          differing <= REPAINT_NOISE.pixels,
          `${differing} pixels of the printed first screen change when the stylesheet applies`,
        );
      },
      {viewport: VIEWPORTS[0]},
    );
  });
});

describe('without the stylesheet, or without scripts', () => {
  test('when neither the stylesheet nor the scripts can load, the notice is styled by the inlined CSS', async () => {
    await withPage(
      async (page) => {
        await page.route(/\/assets\/(css|js)\//, (r) => r.abort());
        await page.goto(url('/limits/'));
        const notice = page.locator('#chunk-load-error');
        await notice.waitFor();
        assert.equal(await stylesheetApplied(page), false);
        const style = await notice.evaluate((box) => {
          const button = box.querySelector('button');
          return {
            position: getComputedStyle(box).position,
            display: getComputedStyle(box).display,
            margin: getComputedStyle(box.querySelector('p')).marginTop,
            button: getComputedStyle(button).backgroundColor,
            primary: getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim(),
          };
        });
        assert.equal(style.position, 'fixed');
        assert.equal(style.display, 'flex');
        assert.equal(style.margin, '0px');
        assert.equal(style.button, 'rgb(31, 122, 69)', `the reload button is not Infima's primary (${style.primary})`);
      },
      {viewport: VIEWPORTS[0]},
    );
  });

  test('a reader without JavaScript gets the full stylesheet', async () => {
    await withPage(async (page) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setScriptExecutionDisabled', {value: true});
      const loaded = page.waitForResponse(STYLESHEET);
      await page.goto(url('/limits/'));
      assert.equal((await loaded).status(), 200);
      const applied = await page.evaluate(() =>
        [...document.styleSheets].some((sheet) => /\/assets\/css\/styles\./.test(sheet.href ?? '')),
      );
      assert.equal(applied, true, 'the <noscript> stylesheet did not apply');
    });
  });
});

describe('later pages', () => {
  test('take the full stylesheet from the cache: the same hashed file on every page', async () => {
    await withPage(async (page) => {
      await page.goto(url('/limits/'));
      await page.waitForFunction(
        () => document.querySelector('link[rel="stylesheet"][href*="/assets/css/"]')?.media === 'all',
      );
      await page.goto(url('/workflows/steps/code/'));
      await page.waitForFunction(
        () => document.querySelector('link[rel="stylesheet"][href*="/assets/css/"]')?.media === 'all',
      );
      const entries = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => /\/assets\/css\/styles\./.test(e.name))
          .map((e) => ({transferSize: e.transferSize, size: e.decodedBodySize})),
      );
      assert.ok(entries.length > 0, 'the second page loaded no stylesheet');
      for (const entry of entries) {
        assert.ok(entry.size > 0 && entry.transferSize === 0, `fetched again: ${JSON.stringify(entry)}`);
      }
    });
    assertOnlyLoopback();
  });
});
