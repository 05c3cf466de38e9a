// The finish a reader meets on every page, at 1280 px and 375 px in the light and the dark
// scheme: a table of contents that keeps its active entry in view, diagrams that suit the scheme,
// tables that read on a phone, the URL variants under `npm run serve`, the Copy page control on
// the title's row, "Last updated", theme-color, the breadcrumb JSON-LD, the edit link on one line
// and Escape closing the phone menu. Every page's navbar is checked in pages.test.mjs.
// Run `npm run build` first.
import assert from 'node:assert/strict';
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {loadPages} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {searchInBox} from './search-box.ts';
import * as site from '../../src/data/site.ts';
import {URLS} from '../../src/data/platform.ts';
import {hasFullGitHistory} from '../../src/utils/gitHistory.ts';
import {markdownTwinPath} from '../../src/utils/routes.ts';
import {axeViolations} from './axe.mjs';
import {buildDir, host, root, useBuiltSite, withPage} from './built-site.mjs';

const PAGES = loadPages(root);
/** The edit link's sentence, as the specification gives it (set in i18n/en/code.json). */
const EDIT_LINK_TEXT = 'Help us improve this page! Submit an edit on Github.';
const BASE = site.BASE_PATH;
const SITE_URL = process.env.SITE_URL ?? URLS.PRODUCT;
const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 375, height: 740};
const VIEWS = [DESKTOP, PHONE].flatMap((viewport) => ['light', 'dark'].map((colorScheme) => ({viewport, colorScheme})));
const named = ({viewport, colorScheme}) => `${viewport.width} px ${colorScheme}`;
/** The smallest diagram label a phone must show, in CSS px (the diagrams' box scrolls instead). */
const PHONE_LEGIBLE_PX = 12;

useBuiltSite({clipboard: true});

const url = (route) => `${host.origin}${BASE}${route.replace(/^\//, '')}`;
const htmlOf = (route) => fs.readFileSync(path.join(buildDir, route.replace(/^\//, ''), 'index.html'), 'utf8');

/**
 * Opens `route` at a viewport and colour scheme and waits for hydration. No request is routed
 * through the test to leave images out: routing turns the browser's cache off, and every visit
 * then fetches images again, which is slower than loading them.
 */
async function open(page, route, {viewport, colorScheme}) {
  await page.setViewportSize(viewport);
  await page.emulateMedia({colorScheme});
  await page.goto(url(route));
  await hydrated(page);
  assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme, `${route}: the scheme is applied`);
}

/** Runs `fn(page, item)` over items with two pages at once. */
async function inParallel(items, fn) {
  const queue = [...items];
  await Promise.all(
    [0, 1].map(() =>
      withPage(async (page) => {
        while (queue.length) await fn(page, queue.shift());
      }),
    ),
  );
}

/** Pages whose built HTML matches `pattern`, the ones with most matches first. */
function pagesWith(pattern) {
  return PAGES.map((p) => ({route: p.route, count: (htmlOf(p.route).match(pattern) ?? []).length}))
    .filter((p) => p.count > 0)
    .sort((a, b) => b.count - a.count)
    .map((p) => p.route);
}

/**
 * The colour of a pixel of an element as the screen shows it, `x` and `y` in from its top left: a
 * screenshot of that one pixel, decoded in the page. A point off screen or under the sticky navbar
 * is first scrolled to the middle of the screen. (A screenshot of the whole element costs seconds
 * for `main` on a long page.)
 */
async function pixelOf(page, locator, x, y) {
  const point = await locator.evaluate(
    (el, offset) => {
      const at = () => {
        const box = el.getBoundingClientRect();
        return {x: box.left + offset.x, y: box.top + offset.y};
      };
      const first = at();
      const shown = document.elementFromPoint(first.x, first.y);
      if (shown && el.contains(shown)) return first;
      window.scrollBy(0, first.y - window.innerHeight / 2);
      return at();
    },
    {x, y},
  );
  const png = (await page.screenshot({clip: {...point, width: 1, height: 1}})).toString('base64');
  return page.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0);
    return Array.from(ctx.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, png);
}

const rgbOf = (css) =>
  css
    .match(/\d+(\.\d+)?/g)
    .slice(0, 3)
    .map(Number);
const distance = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));

describe('navbar', () => {
  test('Escape closes the phone menu and gives focus back to its button', async () => {
    for (const view of VIEWS.filter((v) => v.viewport === PHONE)) {
      await withPage(async (page) => {
        await open(page, '/workflows/steps/', view);
        await page.locator('button.navbar__toggle').click();
        await page.locator('.navbar-sidebar--show').waitFor();
        await page.keyboard.press('Escape');
        await page.waitForFunction(() => !document.querySelector('.navbar-sidebar--show'), null, {timeout: 5000});
        assert.ok(await page.evaluate(() => document.activeElement?.classList.contains('navbar__toggle')));
      });
    }
  });
});

/** Two animation frames: what changed on screen has been laid out and painted. */
const nextFrames = (page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

describe('table of contents', () => {
  // The two longest pages, by the text of their article.
  const longest = PAGES.map((p) => {
    const article = htmlOf(p.route).match(/<article[\s\S]*?<\/article>/)?.[0] ?? '';
    return {route: p.route, length: article.replace(/<[^>]+>/g, '').length};
  })
    .sort((a, b) => b.length - a.length)
    .slice(0, 2)
    .map((p) => p.route);

  for (const view of VIEWS) {
    test(`keeps the active entry in view at 25, 50 and 75% of ${longest.join(' and ')}, without moving the page (${named(view)})`, async () => {
      for (const route of longest) {
        await withPage(async (page) => {
          await open(page, route, view);
          const desktop = page.locator('.theme-doc-toc-desktop');
          for (const fraction of [0.25, 0.5, 0.75]) {
            await page.evaluate((f) => {
              window.scrollTo(0, Math.round(f * (document.documentElement.scrollHeight - window.innerHeight)));
            }, fraction);
            // Blocks that come on screen are laid out in the next frames (src/css/long-pages.css) and
            // the browser's scroll anchoring keeps what is read in place; the page "moves" only if
            // what is on screen moves, so an element in the middle of the screen is the reference.
            await nextFrames(page);
            const reference = await page.evaluate(() => {
              const el = document.elementFromPoint(window.innerWidth / 3, window.innerHeight / 2);
              el.setAttribute('data-reference', '');
              return el.getBoundingClientRect().top;
            });
            const referenceTop = () =>
              page.evaluate(() => document.querySelector('[data-reference]').getBoundingClientRect().top);
            const at = `${route} at ${fraction * 100}% (${named(view)})`;
            if (view.viewport === PHONE) {
              // A phone shows the collapsible "On this page" instead; nothing may move the page.
              assert.equal(await desktop.count(), 0, at);
              assert.equal(await page.locator('.theme-doc-toc-mobile').count(), 1, at);
              await nextFrames(page);
              assert.ok(Math.abs((await referenceTop()) - reference) <= 1, `${at}: the page did not move`);
              await page.evaluate(() => document.querySelector('[data-reference]').removeAttribute('data-reference'));
              continue;
            }
            // Wait for the tracker to mark the heading the reader is in (as the hook defines it).
            await page.waitForFunction(
              (offset) => {
                const navbar = document.querySelector('.navbar').clientHeight;
                let expected = null;
                for (const h of document.querySelectorAll('h2.anchor, h3.anchor')) {
                  if (h.getBoundingClientRect().top <= navbar + offset) expected = h;
                  else break;
                }
                const active = document.querySelectorAll('.table-of-contents__link--active');
                return expected && active.length === 1 && decodeURIComponent(active[0].hash.slice(1)) === expected.id;
              },
              site.TOC_ACTIVATION_OFFSET_PX,
              {timeout: 5000},
            );
            const seen = await page.evaluate(() => {
              const link = document.querySelector('.table-of-contents__link--active');
              const column = document.querySelector('.theme-doc-toc-desktop');
              const l = link.getBoundingClientRect();
              const c = column.getBoundingClientRect();
              return {
                inColumn: l.top >= c.top && l.bottom <= c.bottom,
                onScreen: l.top >= 0 && l.bottom <= window.innerHeight,
                columnScrolls: column.scrollHeight > column.clientHeight,
              };
            });
            assert.ok(seen.columnScrolls, `${at}: the TOC is longer than its column (else this proves nothing)`);
            assert.ok(seen.inColumn && seen.onScreen, `${at}: the active entry is visible`);
            assert.ok(Math.abs((await referenceTop()) - reference) <= 1, `${at}: the page did not move`);
            await page.evaluate(() => document.querySelector('[data-reference]').removeAttribute('data-reference'));
          }
        });
      }
    });
  }
});

describe('diagrams', () => {
  const routes = pagesWith(/class=["']?diagram[\s"'>]/g);

  test('the build has diagrams to check', () => assert.ok(routes.length >= 5, routes.join()));

  for (const view of VIEWS) {
    test(`every diagram's background is the page's, and its smallest label readable (${named(view)})`, async () => {
      const wrong = [];
      await inParallel(routes, async (page, route) => {
        await open(page, route, view);
        // The smallest text of the page around the diagrams (TOC, breadcrumbs, footer of the doc).
        const bodyMin = await page.evaluate(() => {
          let min = Infinity;
          const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
          for (let n = walker.nextNode(); n; n = walker.nextNode()) {
            const el = n.parentElement;
            if (!n.textContent.trim() || !el.checkVisibility({visibilityProperty: true})) continue;
            min = Math.min(min, parseFloat(getComputedStyle(el).fontSize));
          }
          return min;
        });
        const images = page.locator('.diagram img');
        for (let i = 0; i < (await images.count()); i++) {
          const img = images.nth(i);
          await img.scrollIntoViewIfNeeded();
          await img.evaluate((el) => el.decode());
          const {label, smallest} = await img.evaluate(async (el) => {
            const source = el.src.startsWith('data:')
              ? decodeURIComponent(escape(atob(el.src.split(',')[1])))
              : await (await fetch(el.src)).text();
            const svg = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
            const sizeOf = (node) => {
              for (let n = node; n && n.getAttribute; n = n.parentNode) {
                if (n.getAttribute('font-size')) return parseFloat(n.getAttribute('font-size'));
              }
              return 16;
            };
            const units = Math.min(...[...svg.querySelectorAll('text')].map(sizeOf));
            const scale = el.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            return {
              label: svg.querySelector('title')?.textContent ?? el.alt.slice(0, 40),
              smallest: units * scale,
            };
          });
          // Just inside the corner: the diagram's own background, as the screen shows it, and the
          // page's (the top corner of main is its padding).
          const corner = await pixelOf(page, img, 4, 4);
          const background = await pixelOf(page, page.locator('main'), 2, 2);
          const where = `${route} "${label}" (${named(view)})`;
          if (distance(corner, background) > 16)
            wrong.push(`${where}: background ${corner} on a page of ${background}`);
          const floor = view.viewport === DESKTOP ? bodyMin : PHONE_LEGIBLE_PX;
          if (smallest < floor - 0.05)
            wrong.push(`${where}: smallest label ${smallest.toFixed(1)} px, under ${floor.toFixed(1)} px`);
        }
      });
      assert.deepEqual(wrong, []);
    });
  }
});

describe('tables', () => {
  const routes = pagesWith(/<table/g).slice(0, 6);

  for (const view of VIEWS) {
    test(`headers are left-aligned, cells top-aligned; on a phone wide tables stack (${named(view)})`, async () => {
      const wrong = [];
      await inParallel(routes, async (page, route) => {
        await open(page, route, view);
        const seen = await page.evaluate(() =>
          [...document.querySelectorAll('article table')].map((table) => ({
            headers: [...table.querySelectorAll('th')]
              .filter((th) => !th.style.textAlign)
              .map((th) => getComputedStyle(th).textAlign),
            cells: [...table.querySelectorAll('td, th')].map((c) => getComputedStyle(c).verticalAlign),
            stacked: table.classList.contains('table--stacked'),
            overflows: table.scrollWidth > table.clientWidth + 1,
            labels: [...table.querySelectorAll('td[data-label]')].map((td) => [
              td.dataset.label,
              getComputedStyle(td, '::before').content,
              getComputedStyle(td, '::before').display,
            ]),
          })),
        );
        seen.forEach((t, i) => {
          const where = `${route} table ${i + 1} (${named(view)})`;
          if (t.headers.some((a) => a !== 'start' && a !== 'left')) wrong.push(`${where}: headers ${t.headers}`);
          if (t.cells.some((a) => a !== 'top')) wrong.push(`${where}: cells aligned ${[...new Set(t.cells)]}`);
          if (view.viewport === PHONE && t.stacked) {
            if (t.overflows) wrong.push(`${where}: a stacked table scrolls sideways`);
            for (const [label, content, display] of t.labels) {
              if (content !== JSON.stringify(label) || display === 'none')
                wrong.push(`${where}: cell label ${content}`);
            }
          }
        });
        // The scroll shadow as the screen shows it, in the middle of the first body row, 4 px in
        // from each side: darker than the page where there is more to scroll to, the page's own
        // colour where there is not (a shadow there would hint at nothing).
        const tables = page.locator('article table:not(.table--stacked)');
        const background = await pixelOf(page, page.locator('main'), 2, 2);
        for (let i = 0; i < Math.min(await tables.count(), 3); i++) {
          const table = tables.nth(i);
          await table.scrollIntoViewIfNeeded();
          // A table below the first screen is laid out only once on screen (src/css/long-pages.css).
          await nextFrames(page);
          const {width, rowMiddle, overflows} = await table.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const row = el.querySelector('tbody tr').getBoundingClientRect();
            return {
              width: Math.floor(box.width),
              rowMiddle: Math.round(row.top - box.top + row.height / 2),
              overflows: el.scrollWidth > el.clientWidth + 1,
            };
          });
          const left = distance(await pixelOf(page, table, 4, rowMiddle), background);
          const right = distance(await pixelOf(page, table, width - 4, rowMiddle), background);
          const where = `${route} table ${i + 1} (${named(view)})`;
          if (left > 16) wrong.push(`${where}: a shadow on the left before any scrolling (${left})`);
          if (overflows && right <= 16) wrong.push(`${where}: scrolls sideways with no shadow on the right (${right})`);
          if (!overflows && right > 16) wrong.push(`${where}: a shadow on the right of a table that fits (${right})`);
        }
      });
      assert.deepEqual(wrong, []);
    });
  }
});

describe('on a phone', () => {
  // tests/e2e/pages.test.mjs analyses every page at 1280 x 800;
  // the phone layouts of this file (stacked tables, scrolling diagrams, the title row) get theirs.
  test('axe finds no violation in the phone layouts, light and dark', async () => {
    const routes = ['/limits/', '/components/api/', '/workflows/', '/workflows/events/concurrency-and-throttling/'];
    const found = [];
    for (const view of VIEWS.filter((v) => v.viewport === PHONE)) {
      for (const route of routes) {
        await withPage(async (page) => {
          await open(page, route, view);
          for (const v of await axeViolations(page))
            found.push(`${route} (${named(view)}): ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        });
      }
    }
    assert.deepEqual(found, []);
  });
});

describe('Copy page control', () => {
  const routes = ['/workflows/events/concurrency-and-throttling/', '/limits/', '/api/rest/workflow-errors/'];

  for (const view of VIEWS) {
    test(`sits on the title's row (no row of its own) and keeps its width when it says "Copied" (${named(view)})`, async () => {
      for (const route of routes) {
        await withPage(async (page) => {
          await open(page, route, view);
          const control = page.locator('.copy-page');
          const title = await page.locator('article h1').boundingBox();
          const box = await control.boundingBox();
          const where = `${route} (${named(view)})`;
          assert.ok(box.y < title.y + title.height && box.y + box.height > title.y, `${where}: on the title's row`);
          assert.ok(box.x > title.x && box.x + box.width <= view.viewport.width, `${where}: right of the title`);
          const button = page.getByRole('button', {name: site.COPY_PAGE.copy});
          const before = (await button.boundingBox()).width;
          await button.click();
          const copied = page.getByRole('button', {name: site.COPY_PAGE.copied});
          await copied.waitFor();
          assert.equal((await copied.boundingBox()).width, before, `${where}: the button keeps its width`);
        });
      }
    });
  }
});

describe('page footer and head', () => {
  const fullHistory = hasFullGitHistory(root);

  for (const view of VIEWS) {
    test(`the edit link is one line at 1280 px, "Last updated" matches git, theme-color the scheme (${named(view)})`, async () => {
      for (const entry of PAGES.filter((p) => ['/limits/', '/api/rest/', '/workflows/'].includes(p.route))) {
        await withPage(async (page) => {
          await open(page, entry.route, view);
          const where = `${entry.route} (${named(view)})`;
          const edit = page.locator('.theme-edit-this-page');
          assert.equal((await edit.textContent()).trim(), EDIT_LINK_TEXT);
          // The lines the sentence's text takes (the icon beside it is no line of text).
          const lines = await edit.evaluate((a) => {
            const tops = new Set();
            const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              const range = document.createRange();
              range.selectNodeContents(n);
              for (const r of range.getClientRects()) if (r.width > 0) tops.add(Math.round(r.top));
            }
            return tops.size;
          });
          if (view.viewport === DESKTOP) assert.equal(lines, 1, `${where}: the edit link is on one line`);

          const time = page.locator('.theme-last-updated time');
          const twin = fs.readFileSync(path.join(buildDir, markdownTwinPath(entry.route, '/').slice(1)), 'utf8');
          if (fullHistory) {
            const committed = execFileSync('git', ['log', '-1', '--format=%ct', '--', entry.file], {cwd: root});
            const day = new Date(Number(committed) * 1000).toISOString().slice(0, 10);
            assert.equal((await time.getAttribute('datetime')).slice(0, 10), day, `${where}: the page's date`);
            assert.match(twin, new RegExp(`^Last updated: ${day}$`, 'm'), `${where}: the twin's date`);
          } else {
            // A checkout without its history has no date to give: none is shown, none made up.
            assert.equal(await time.count(), 0, where);
            assert.doesNotMatch(twin, /^Last updated:/m, where);
          }

          const {metas, navbar} = await page.evaluate(() => ({
            metas: [...document.querySelectorAll('meta[name="theme-color"]')].map((m) => m.content),
            navbar: getComputedStyle(document.querySelector('.navbar')).backgroundColor,
          }));
          assert.ok(metas.length > 0, where);
          for (const content of metas) {
            const hex = content.match(/[0-9a-f]{2}/gi).map((h) => parseInt(h, 16));
            assert.deepEqual(hex, rgbOf(navbar), `${where}: theme-color ${content} is the navbar's ${navbar}`);
          }
        });
      }
    });
  }

  test("theme-color follows the site's own light/dark switch", async () => {
    await withPage(async (page) => {
      await open(page, '/limits/', {viewport: DESKTOP, colorScheme: 'light'});
      try {
        // The switch goes system -> light -> dark.
        const toggle = page.getByRole('button', {name: /Switch between dark and light mode/}).first();
        while ((await page.getAttribute('html', 'data-theme')) !== 'dark') {
          const label = await toggle.getAttribute('aria-label');
          await toggle.click();
          await page.waitForFunction((before) => document.querySelector(`[aria-label="${before}"]`) === null, label);
        }
        await page.waitForFunction(
          (dark) => [...document.querySelectorAll('meta[name="theme-color"]')].every((m) => m.content === dark),
          site.THEME_COLOR.dark,
          {timeout: 5000},
        );
      } finally {
        // The switch stores the choice; later pages of the shared browser follow their scheme again.
        await page.evaluate(() => localStorage.clear());
      }
    });
  });

  test("every page's breadcrumb JSON-LD names pages by their canonical URLs", () => {
    const canonical = new Set(PAGES.map((p) => `${SITE_URL}${BASE}${p.route.replace(/^\//, '')}`));
    const wrong = [];
    for (const {route} of PAGES) {
      const html = htmlOf(route);
      const self = html.match(/<link[^>]+rel=["']?canonical["']?[^>]*>/)[0].match(/href=["']?([^"'\s>]+)/)[1];
      for (const [, json] of html.matchAll(/<script type=["']?application\/ld\+json["']?>([\s\S]*?)<\/script>/g)) {
        const data = JSON.parse(json);
        if (data['@type'] !== 'BreadcrumbList') continue;
        for (const item of data.itemListElement) {
          if (!canonical.has(item.item)) wrong.push(`${route}: ${item.item}`);
        }
        const last = data.itemListElement.at(-1)?.item;
        if (last && last !== self) wrong.push(`${route}: the last item ${last} is not the page's ${self}`);
      }
    }
    assert.deepEqual(wrong, []);
  });
});

describe('URL variants under `npm run serve`', () => {
  let serve;
  before(async () => {
    serve = await startNpmServe();
  });
  after(() => serve?.close());

  const variantsOf = (route) => {
    const canonical = `${BASE}${route.replace(/^\//, '')}`;
    return route === '/'
      ? [`${BASE}index.html`]
      : [canonical.slice(0, -1), `${canonical.slice(0, -1)}.html`, `${canonical}index.html`];
  };

  // /x is a 301 to /x/; /x.html, a folder holding the build's redirect page, is a 301 to /x.html/,
  // which is that page (a meta refresh and a script to /x/); /x/index.html is the page itself.
  test('every page answers at /x, /x.html and /x/index.html with the page or a redirect to it', async () => {
    const wrong = [];
    for (const {route} of PAGES) {
      const canonical = `${BASE}${route.replace(/^\//, '')}`;
      for (const variant of variantsOf(route)) {
        const res = await fetch(`${serve.origin}${variant}`);
        const body = await res.text();
        const refresh = body.match(/http-equiv=["']?refresh["']?\s+content=["']?0;\s*url=([^"'\s>]+)/)?.[1];
        const page = body.includes('<article');
        const ok =
          res.status === 200 &&
          (variant.endsWith('/index.html')
            ? page
            : (page && new URL(res.url).pathname === canonical) || (!page && refresh === canonical));
        if (!ok) wrong.push(`${variant}: ${res.status} at ${res.url}${refresh ? ` refreshing to ${refresh}` : ''}`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  // Where a variant leads does not depend on the screen or the scheme: each variant is opened
  // once, the views taken in turn, so that every view meets each kind of variant.
  test('a reader who opens any variant lands on the page, at 1280 and 375 px, light and dark', async () => {
    const visits = ['/limits/', '/workflows/steps/code/nodejs/http-requests/', '/api/rest/'].flatMap((route) =>
      variantsOf(route).map((variant) => ({route, variant})),
    );
    for (const [i, {route, variant}] of visits.entries()) {
      const view = VIEWS[i % VIEWS.length];
      await withPage(async (page) => {
        await page.setViewportSize(view.viewport);
        await page.emulateMedia({colorScheme: view.colorScheme});
        await page.goto(`${serve.origin}${variant}`);
        const canonical = `${serve.origin}${BASE}${route.replace(/^\//, '')}`;
        await page.waitForURL(canonical, {timeout: 10_000});
        await hydrated(page);
        const title = PAGES.find((p) => p.route === route).title;
        assert.equal(
          (await page.locator('article h1').first().textContent()).trim(),
          title,
          `${variant} (${named(view)})`,
        );
      });
    }
  });

  test('search finds pages', async () => {
    await withPage(async (page) => {
      await page.goto(`${serve.origin}${BASE}`);
      await hydrated(page);
      const {groups, messages} = await searchInBox(page, 'cold starts', {placeholder: site.SEARCH_PLACEHOLDER});
      assert.equal(groups[0]?.title, 'Cold Starts', messages.join(' '));
    });
  });
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** `npm run serve -- --port N`, the README's command, once it answers. */
async function startNpmServe() {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Its own process group, so closing it stops npm and the server npm started.
  const child = spawn('npm', ['run', 'serve', '--', '--port', String(port)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  const close = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  for (let i = 0; i < 300; i++) {
    const up = await fetch(`${origin}${BASE}`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return {origin, close};
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  close();
  throw new Error('npm run serve did not answer within 30 s');
}
