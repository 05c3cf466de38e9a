// Long pages: the article's heavy blocks below the first screen skip style, layout and paint until
// they near the screen (src/css/long-pages.css). These tests prove that the reader loses nothing:
// anchors and the table of contents land where they should, find in page reaches skipped text,
// printing lays out every block, and the page does not shift. That no block of a first screen is
// ever skipped is checked on every page by pages.test.mjs, in its one visit per page.
// Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {loadPages} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {buildDir, root, siteUrl as url, useBuiltSite, withPage} from './built-site.mjs';

const ARTICLE = '.theme-doc-markdown';
/** The blocks the stylesheet may skip, as its selector names them. */
const SKIPPABLE = `${ARTICLE} > :is(.theme-code-block, table, .api-op, .theme-admonition)`;
const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 375, height: 740};
/** The bound on cumulative layout shift, summed over every shift without recent input. */
const MAX_LAYOUT_SHIFT = 0.01;

const PAGES = loadPages(root);

/** The three pages with the most elements in the built HTML: where skipping matters. */
const LONGEST = PAGES.map(({route}) => {
  const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
  return {route, elements: html.match(/<[a-z][a-z0-9-]*/gi)?.length ?? 0};
})
  .sort((a, b) => b.elements - a.elements)
  .slice(0, 3)
  .map((p) => p.route);

useBuiltSite();

/** Resolves after the browser has rendered two more frames. */
const frames = (page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Opens a page and waits until it has hydrated, its network is quiet and it has rendered. */
async function open(page, route, hash = '') {
  await page.goto(url(route) + hash);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await frames(page);
}

/** Waits until `scrollY` and the element's top have not moved for ten frames in a row. */
async function stillAt(page, selector) {
  await page.waitForFunction(
    (sel) => {
      const now = `${window.scrollY}:${document.querySelector(sel).getBoundingClientRect().top}`;
      const state = (window.__stillAt ??= {last: '', frames: 0});
      state.frames = now === state.last ? state.frames + 1 : 0;
      state.last = now;
      return state.frames >= 10;
    },
    selector,
    {polling: 'raf'},
  );
  await page.evaluate(() => delete window.__stillAt);
}

/** Where a heading is and where an anchor to it should put it (its scroll-margin-top). */
const headingPlace = (page, id) =>
  page.evaluate((i) => {
    const h = document.getElementById(i);
    return {top: h.getBoundingClientRect().top, target: parseFloat(getComputedStyle(h).scrollMarginTop)};
  }, id);

/**
 * Headings of the article that an anchor can bring to the top (enough page below them), after a
 * skippable block: one near the end and one in the middle.
 */
const anchorTargets = (page) =>
  page.evaluate((skippable) => {
    const fits = (h) => h.offsetTop + window.innerHeight <= document.documentElement.scrollHeight - 1;
    const headings = [...document.querySelectorAll(`.theme-doc-markdown > :is(h2, h3)[id]`)].filter(
      (h) => fits(h) && h.previousElementSibling?.matches(skippable),
    );
    return [headings.at(-1).id, headings[Math.floor(headings.length / 2)].id];
  }, SKIPPABLE);

/** The table-of-contents entries marked active, by the heading they link to. */
const activeTocEntries = (page) =>
  page.$$eval('.table-of-contents__link--active', (links) => links.map((a) => decodeURIComponent(a.hash.slice(1))));

describe('long pages', () => {
  test('heavy blocks below the first screen are skippable (auto, never hidden) and skipped far off screen', async () => {
    await withPage(
      async (page) => {
        await open(page, LONGEST[0]);
        const blocks = await page.$$eval(
          `${ARTICLE} > *`,
          (children, skippable) =>
            children.map((el, index) => ({
              index,
              skippable: el.matches(skippable),
              visibility: getComputedStyle(el).contentVisibility,
              intrinsic: getComputedStyle(el).containIntrinsicHeight,
              rendered: [...el.children].every((c) => c.checkVisibility({contentVisibilityAuto: true})),
            })),
          SKIPPABLE,
        );
        assert.deepEqual(
          blocks.filter((b) => b.visibility === 'hidden'),
          [],
          'content-visibility: hidden would hide text from find in page',
        );
        const skipping = blocks.filter((b) => b.visibility === 'auto');
        assert.ok(skipping.length >= 10, `only ${skipping.length} blocks of ${LONGEST[0]} may be skipped`);
        assert.ok(
          skipping.every((b) => b.skippable && /^auto \d/.test(b.intrinsic)),
          'only heavy blocks are skipped, each with a remembered intrinsic height',
        );
        // The last of them is far below the first screen: its contents are skipped.
        assert.equal(skipping.at(-1).rendered, false, 'the last heavy block is laid out although far off screen');
      },
      {viewport: DESKTOP},
    );
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`an anchor lands its heading at the top and the table of contents follows, at ${viewport.width} px`, async () => {
      for (const route of LONGEST) {
        await withPage(
          async (page) => {
            await open(page, route);
            const [far, middle] = await anchorTargets(page);

            // Opening the page afresh at a heading far down, past many skipped blocks.
            await page.goto('about:blank');
            await open(page, route, `#${far}`);
            await stillAt(page, `[id="${far}"]`);
            const opened = await headingPlace(page, far);
            assert.ok(
              Math.abs(opened.top - opened.target) <= 1,
              `${route}#${far} opened at ${opened.top}px, not ${opened.target}px`,
            );
            if (viewport === DESKTOP) {
              await page.waitForFunction(
                (id) => document.querySelector(`.table-of-contents__link--active[href$="#${id}"]`),
                far,
              );
              assert.deepEqual(await activeTocEntries(page), [far]);
            }

            // Following the table of contents to another heading (on a phone, from its drop-down).
            if (viewport === PHONE) {
              await page.locator('.theme-doc-toc-mobile button').click();
              // The list opens over a few frames (display, then height, then height auto); a tap
              // while it opens can meet a link still clipped. A reader taps once it is open.
              await page.waitForFunction(() => {
                const list = document.querySelector('.theme-doc-toc-mobile button + *');
                return list?.style.display === 'block' && list.style.height === 'auto';
              });
            }
            const toc = viewport === DESKTOP ? '.theme-doc-toc-desktop' : '.theme-doc-toc-mobile';
            // What became of each click, for the message below when the link does not navigate.
            await page.evaluate(() => {
              window.__clicks = [];
              const describe = (e) => `${e.target?.tagName}${e.target?.getAttribute?.('href') ?? ''}`;
              addEventListener('click', (e) => window.__clicks.push(`in ${describe(e)}`), {capture: true});
              addEventListener('click', (e) => window.__clicks.push(`out prevented=${e.defaultPrevented}`));
            });
            await page.locator(`${toc} a[href$="#${middle}"]`).click();
            await page
              .waitForURL((u) => u.hash === `#${middle}`)
              .catch(async (error) => {
                const state = await page.evaluate(
                  (sel) => ({
                    hash: location.hash,
                    scrollY: window.scrollY,
                    expanded: document.querySelector(`${sel} button`)?.getAttribute('aria-expanded'),
                    links: document.querySelectorAll(`${sel} a`).length,
                    clicks: window.__clicks,
                  }),
                  toc,
                );
                throw new Error(`${route}: the link to #${middle} did not navigate (${JSON.stringify(state)})`, {
                  cause: error,
                });
              });
            await stillAt(page, `[id="${middle}"]`);
            const clicked = await headingPlace(page, middle);
            assert.ok(
              Math.abs(clicked.top - clicked.target) <= 1,
              `${route}: the link to #${middle} landed at ${clicked.top}px`,
            );
            if (viewport === DESKTOP) {
              await page.waitForFunction(
                (id) => document.querySelector(`.table-of-contents__link--active[href$="#${id}"]`),
                middle,
              );
              assert.deepEqual(await activeTocEntries(page), [middle]);
            }
          },
          {viewport},
        );
      }
    });
  }

  test('find in page reaches the text of a skipped block', async () => {
    await withPage(
      async (page) => {
        await open(page, LONGEST[0]);
        // A text of the last skipped block that appears nowhere else on the page.
        const needle = await page.$$eval(`${ARTICLE} > *`, (children) => {
          const block = children.findLast((el) => getComputedStyle(el).contentVisibility === 'auto');
          block.dataset.needleBlock = '';
          const body = document.body.textContent;
          const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.data.trim();
            if (text.length >= 12 && body.indexOf(text) === body.lastIndexOf(text)) return text;
          }
          return null;
        });
        assert.ok(needle, 'the last skipped block has a line of its own to look for');
        const skipped = await page.$eval(
          '[data-needle-block]',
          (b) => !b.firstElementChild.checkVisibility({contentVisibilityAuto: true}),
        );
        assert.ok(skipped, 'the block is skipped before the search');
        const found = await page.evaluate((text) => {
          const hit = window.find(text, true);
          const node = window.getSelection().anchorNode;
          return hit && Boolean(node?.parentElement?.closest('[data-needle-block]'));
        }, needle);
        assert.ok(found, `window.find did not select "${needle}" inside the skipped block`);
      },
      {viewport: DESKTOP},
    );
  });

  test('printing lays out every block', async () => {
    await withPage(
      async (page) => {
        await open(page, LONGEST[0]);
        await page.emulateMedia({media: 'print'});
        const skipped = await page.$$eval(`${ARTICLE} > *`, (children) =>
          children
            .filter(
              (el) =>
                getComputedStyle(el).contentVisibility !== 'visible' ||
                ![...el.children].every((c) => c.checkVisibility({contentVisibilityAuto: true})),
            )
            .map((el) => el.id || el.className || el.tagName),
        );
        assert.deepEqual(skipped, [], 'blocks skipped in print');
        await page.emulateMedia({media: 'screen'});
      },
      {viewport: DESKTOP},
    );
  });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`layout shift stays within ${MAX_LAYOUT_SHIFT} on a first view and while scrolling to the bottom, at ${viewport.width} px`, async () => {
      for (const route of LONGEST) {
        await withPage(
          async (page) => {
            // Every shift from the start of the page's life that no input explains, summed.
            await page.addInitScript(() => {
              window.__layoutShift = 0;
              new PerformanceObserver((list) => {
                for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
              }).observe({type: 'layout-shift', buffered: true});
            });
            await open(page, route);
            const firstView = await page.evaluate(() => window.__layoutShift);
            assert.ok(firstView <= MAX_LAYOUT_SHIFT, `${route}: first view shifted ${firstView}`);

            // Scrolling down a screen at a time with the wheel, as a reader does, to the bottom.
            await page.mouse.move(viewport.width / 2, viewport.height / 2);
            const atBottom = () =>
              page.evaluate(
                () => Math.ceil(window.innerHeight + window.scrollY) >= document.documentElement.scrollHeight - 1,
              );
            for (let step = 0; step < 500 && !(await atBottom()); step++) {
              await page.mouse.wheel(0, viewport.height * 0.8);
              await frames(page);
            }
            assert.ok(await atBottom(), `${route}: scrolling never reached the bottom`);
            await frames(page);
            const scrolled = await page.evaluate(() => window.__layoutShift);
            assert.ok(
              scrolled <= MAX_LAYOUT_SHIFT,
              `${route}: shifted ${scrolled} by the bottom (first view ${firstView})`,
            );
          },
          {viewport},
        );
      }
    });
  }
});
