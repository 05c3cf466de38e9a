// The built site as a reader meets it: build/ served on loopback by a plain static host, driven in
// Debian's Chromium. Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import sidebarsModule from '../../sidebars.ts';
import {REDIRECTS, isExternal} from '../../src/data/redirects.ts';
import {URLS} from '../../src/data/platform.ts';
import * as site from '../../src/data/site.ts';
import {loadPages, sidebarDocIds} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {buildDir, host, root, startDocusaurusServe, useBuiltSite, withPage} from './built-site.mjs';

// The package is CommonJS (no "type": "module"), so tsx runs sidebars.ts as CommonJS and Node
// hands over its whole exports object: the sidebars are its `default`.
const sidebars = sidebarsModule.default;

const PAGES = loadPages(root);
const fileOf = (route) => PAGES.find((p) => p.route === route).file;
const sidebarOrder = sidebarDocIds(sidebars.docs);
/** The edit link's sentence, as the specification gives it (set in i18n/en/code.json). */
const EDIT_LINK_TEXT = 'Help us improve this page! Submit an edit on Github.';

const BASE = site.BASE_PATH;
const SITE_URL = process.env.SITE_URL ?? URLS.PRODUCT;
const PARALLEL = 4;

/** Every URL any page requested, to prove the site never leaves loopback. */
const requested = new Set();
useBuiltSite({onStart: (b) => b.context.on('request', (req) => requested.add(req.url()))});

const url = (route) => `${host.origin}${BASE}${route.replace(/^\//, '')}`;

/** Runs `fn` over items with a few pages at once. */
async function inParallel(items, fn) {
  const queue = [...items];
  await Promise.all(
    Array.from({length: PARALLEL}, () =>
      withPage(async (page, errors) => {
        while (queue.length) await fn(page, queue.shift(), errors);
      }),
    ),
  );
}

describe('every page', () => {
  /** What a reader sees on each page, read in one visit per page; the tests below judge it. */
  const seen = new Map();
  before(async () => {
    await inParallel(PAGES, async (page, entry, errors) => {
      const response = await page.goto(url(entry.route));
      await hydrated(page);
      const edit = page.locator('.theme-edit-this-page');
      seen.set(entry.route, {
        status: response.status(),
        title: await page.title(),
        h1: (await page.locator('article h1').first().textContent()).trim(),
        lang: await page.getAttribute('html', 'lang'),
        description: await page.getAttribute('meta[name="description"]', 'content'),
        canonical: await page.getAttribute('link[rel="canonical"]', 'href'),
        paragraphs: await page.locator('article p').count(),
        editText: (await edit.count()) ? (await edit.textContent()).trim() : null,
        editHref: (await edit.count()) ? await edit.getAttribute('href') : null,
        prev: await page.locator('.pagination-nav__link--prev').count(),
        next: await page.locator('.pagination-nav__link--next').count(),
        errors: errors.splice(0),
      });
    });
  });

  test('renders at its trailing-slash path with title, h1, lang, description and canonical link', () => {
    for (const entry of PAGES) {
      const s = seen.get(entry.route);
      assert.equal(s.status, 200, entry.route);
      assert.equal(s.title, `${entry.title} | Pipedream`, entry.route);
      assert.equal(s.h1, entry.title, entry.route);
      assert.equal(s.lang, 'en', entry.route);
      assert.equal(s.description, entry.description, `${entry.route} meta description`);
      assert.equal(s.canonical, `${SITE_URL}${BASE.slice(0, -1)}${entry.route}`, entry.route);
      assert.ok(s.paragraphs > 1, `${entry.route} has prose`);
      assert.deepEqual(s.errors, [], `${entry.route} logged errors or warnings while it loaded and hydrated`);
    }
  });

  test('has the edit link to its own source', () => {
    for (const entry of PAGES) {
      const s = seen.get(entry.route);
      assert.equal(s.editText, EDIT_LINK_TEXT, entry.route);
      assert.ok(s.editHref?.endsWith(`/${entry.file}`), `${entry.route}: ${s.editHref}`);
    }
  });

  test('shows previous/next links unless the front matter hides them', () => {
    for (const entry of PAGES) {
      const {prev, next} = seen.get(entry.route);
      const hidesPrev = entry.hide === 'prev' || entry.hide === 'both';
      const hidesNext = entry.hide === 'next' || entry.hide === 'both';
      if (hidesPrev) assert.equal(prev, 0, `${entry.route} hides previous`);
      if (hidesNext) assert.equal(next, 0, `${entry.route} hides next`);
      // Every other page has sidebar neighbours on both sides but the sidebar's first and last.
      if (!hidesPrev && entry.id !== sidebarOrder[0]) assert.equal(prev, 1, `${entry.route} shows previous`);
      if (!hidesNext && entry.id !== sidebarOrder.at(-1)) assert.equal(next, 1, `${entry.route} shows next`);
    }
  });

  // Only /x/index.html needs the site's JavaScript (a client module puts /x/ in the address bar);
  // the server's redirect and the redirect page's inline script and meta refresh need none, so
  // those variants load no script, style or image file (three times faster).
  const skipFiles = async (page) => {
    await page.route('**/*', (request) =>
      ['script', 'stylesheet', 'image', 'font'].includes(request.request().resourceType())
        ? request.abort()
        : request.continue(),
    );
  };
  for (const [variant, toUrl, needsScripts] of [
    ['/x (no slash)', (route) => url(route).replace(/\/$/, ''), false],
    ['/x.html', (route) => url(route).replace(/\/$/, '.html'), false],
    ['/x/index.html', (route) => `${url(route)}index.html`, true],
  ]) {
    test(`answers at ${variant} and ends on the canonical URL`, async () => {
      const routes = PAGES.map((p) => p.route).filter((r) => !(r === '/' && variant !== '/x/index.html'));
      const prepared = new WeakSet();
      await inParallel(routes, async (page, route) => {
        if (!needsScripts && !prepared.has(page)) {
          prepared.add(page);
          await skipFiles(page);
        }
        await page.goto(toUrl(route));
        await page.waitForURL(url(route), {timeout: 10_000});
        assert.equal(page.url(), url(route), `${variant} of ${route}`);
        const title = PAGES.find((p) => p.route === route).title;
        assert.equal((await page.locator('article h1').first().textContent()).trim(), title);
      });
    });
  }
});

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
        const html = await page.content();
        assert.ok(!html.includes('onerror="window.__pwned') && !html.includes('<script>window.__pwned'), payload);
      }
      assert.equal(dialogs, 0);
    });
  });
});

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

describe('search', () => {
  test('the offline search finds pages and opens them, with no request beyond loopback', async () => {
    await withPage(
      async (page) => {
        const before = new Set(requested);
        await page.goto(url('/'));
        await hydrated(page);
        const box = page.getByPlaceholder(site.SEARCH_PLACEHOLDER);
        assert.ok(await box.isVisible());
        await box.click();
        await box.fill('cold starts');
        const options = page.getByRole('option');
        await options.first().waitFor({timeout: 10_000});
        const targets = await options.evaluateAll((os) => os.map((o) => o.dataset.url));
        const index = targets.indexOf(`${BASE}workflows/events/cold-starts/`);
        assert.ok(index >= 0, targets.join(', '));
        // Keyboard: nothing is selected until ↓; move to that result and open it.
        for (let i = 0; i <= index; i++) await box.press('ArrowDown');
        await box.press('Enter');
        await page.waitForURL(url('/workflows/events/cold-starts/'));
        await hydrated(page);
        assert.equal(await page.locator('article h1').textContent(), 'Cold Starts');
        const fresh = [...requested].filter((u) => !before.has(u));
        assert.ok(
          fresh.some((u) => u.includes('/pagefind/')),
          'the index was fetched from the site',
        );
      },
      {viewport: {width: 1280, height: 800}},
    );
  });

  test('every page has the search box', async () => {
    await withPage(
      async (page) => {
        for (const route of ['/', '/limits/', '/api/rest/']) {
          await page.goto(url(route));
          assert.equal(await page.getByPlaceholder(site.SEARCH_PLACEHOLDER).count(), 1, route);
        }
      },
      {viewport: {width: 1280, height: 800}},
    );
  });
});

describe('page manifest', () => {
  test('/docs/pages.json lists every page with its entity fields and headers', async () => {
    const response = await fetch(url('/pages.json'));
    assert.equal(response.status, 200);
    const {site: config, pages} = await response.json();
    assert.deepEqual(Object.keys(config).sort(), ['base', 'description', 'headTags', 'title']);
    assert.equal(config.base, BASE);
    assert.equal(config.description, site.SITE_DESCRIPTION);
    assert.ok(Array.isArray(config.headTags) && config.headTags.length > 0);
    assert.deepEqual(pages.map((p) => p.regularPath).sort(), PAGES.map((p) => p.route).sort());
    for (const p of pages) {
      assert.deepEqual(Object.keys(p).sort(), [
        'frontmatter',
        'headers',
        'key',
        'path',
        'regularPath',
        'relativePath',
        'title',
      ]);
      const entry = PAGES.find((e) => e.route === p.regularPath);
      assert.equal(p.title, entry.title);
      assert.equal(p.path, `${BASE.slice(0, -1)}${p.regularPath}`);
      assert.equal(`docs/${p.relativePath}`, fileOf(p.regularPath));
      assert.equal(p.frontmatter.title, entry.title);
      assert.ok(p.headers.filter((h) => h.level === 2).length >= 2, `${p.regularPath} has ## sections`);
      for (const h of p.headers) {
        assert.ok(h.level === 2 || h.level === 3);
        assert.ok(h.title.length > 0 && /^[^\s#]+$/.test(h.slug), JSON.stringify(h));
      }
    }
    // The headers are the page's real anchors.
    const limits = pages.find((p) => p.regularPath === '/limits/');
    const html = fs.readFileSync(path.join(buildDir, 'limits/index.html'), 'utf8');
    for (const h of limits.headers) assert.ok(html.includes(`id=${h.slug}`) || html.includes(`id="${h.slug}"`), h.slug);
  });
});

describe('network', () => {
  test('nothing any test page loaded came from outside loopback (but the stubbed external redirect)', () => {
    const outside = [...requested].filter((u) => {
      const {hostname, protocol} = new URL(u);
      if (protocol === 'data:' || protocol === 'blob:') return false;
      return hostname !== '127.0.0.1' && !u.startsWith(URLS.APPS_DIRECTORY);
    });
    assert.deepEqual(outside, []);
  });
});
