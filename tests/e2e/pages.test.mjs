// Every page as a reader meets it: served from build/ by a plain static host and opened in
// Debian's Chromium once each, at 1280 x 800, with the cache off and the browser's protocol
// watching its scripts; then judged: title, description, canonical link, edit link,
// previous/next, no console error, its route chunks (src/plugins/route-chunks), its first screen
// (src/css/long-pages.css), axe's rules in both colour schemes and its navbar (every other page
// in the phone menu too). One visit serves every judgement: opening a page costs more than
// judging it. The URL variants (/x, /x.html, /x/index.html) are tested under `npm run serve` in
// reader-finish.test.mjs. Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {visit} from 'unist-util-visit';
import sidebarsModule from '../../sidebars.ts';
import {URLS} from '../../src/data/platform.ts';
import * as site from '../../src/data/site.ts';
import {loadPages, sidebarDocIds} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {axeRulesTagged, axeViolations, describeViolations, setScheme} from './axe.mjs';
import {ADMONITION_KEYWORDS, parseMdx} from '../../src/build/mdx-rules.ts';
import {readFrontMatter} from '../../src/build/content-rules.ts';
import {assertOnlyLoopback, buildDir, inParallel, root, siteUrl as url, useBuiltSite} from './built-site.mjs';

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

useBuiltSite();

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 375, height: 740};
const isBuiltScript = (url) => URL.canParse(url) && new URL(url).pathname.includes('/assets/js/');
const scriptFile = (url) => new URL(url).pathname.split('/').pop();
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
 * Opens `route` with the cache off until React has hydrated it; returns the response and every
 * built script the page requested until then (file, and whether the bundle's own code asked for
 * it: its runtime loading a chunk) and every built script the browser evaluated.
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
    requests.push({file: scriptFile(request.url), byBundle, at: wallTime * 1000});
  });
  cdp.on('Debugger.scriptParsed', ({url: script}) => {
    if (isBuiltScript(script)) evaluated.push(scriptFile(script));
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
  const response = await page.goto(url(route));
  await hydrated(page);
  const hydratedAt = await page.waitForFunction(() => window.__hydratedAt).then((h) => h.jsonValue());
  await cdp.detach();
  return {response, scripts: {requests: requests.filter((r) => r.at <= hydratedAt), evaluated}};
}

/** The navbar's active items (in the phone menu on a phone), and the paths aria-current marks. */
const navbarSeen = (page, phone) =>
  page.evaluate((inMenu) => {
    const items = inMenu
      ? document.querySelectorAll('.navbar-sidebar__item:first-child a.menu__link--active')
      : document.querySelectorAll('.navbar__items a.navbar__link--active');
    return {
      active: [...items].map((a) => a.textContent.trim()),
      current: [...document.querySelectorAll('[aria-current="page"]')].map((el) =>
        el instanceof HTMLAnchorElement ? el.pathname : `<${el.tagName.toLowerCase()}>`,
      ),
      here: location.pathname,
    };
  }, phone);

/** The first block of the article that may skip its layout (content-visibility: auto), if any. */
const firstSkippable = (page) =>
  page.$$eval('.theme-doc-markdown > *', (children) => {
    const skipped = children.find((el) => getComputedStyle(el).contentVisibility === 'auto');
    return skipped && {top: skipped.getBoundingClientRect().top + window.scrollY, screen: window.innerHeight};
  });

describe('every page', () => {
  /** What a reader sees on each page, read in one visit per page; the tests below judge it. */
  const seen = new Map();
  /** axe's default rules about colour, read from axe itself so that a new one is picked up. */
  let colourRules;
  before(async () => {
    await inParallel(
      PAGES,
      async (page, entry, errors) => {
        await page.setViewportSize(DESKTOP);
        await page.emulateMedia({colorScheme: 'light'});
        const {response, scripts} = await firstView(page, entry.route);
        const edit = page.locator('.theme-edit-this-page');
        const s = {
          status: response.status(),
          title: await page.title(),
          h1: (await page.locator('article h1').first().textContent()).trim(),
          lang: await page.getAttribute('html', 'lang'),
          description: await page.getAttribute('meta[name="description"]', 'content'),
          canonical: await page.getAttribute('link[rel="canonical"]', 'href'),
          paragraphs: await page.locator('article p').count(),
          admonitions: await page.locator('article .theme-admonition').count(),
          colonParagraphs: await page
            .locator('article p')
            .evaluateAll((ps) => ps.map((p) => p.textContent.trim()).filter((t) => t.startsWith(':::'))),
          editText: (await edit.count()) ? (await edit.textContent()).trim() : null,
          editHref: (await edit.count()) ? await edit.getAttribute('href') : null,
          prev: await page.locator('.pagination-nav__link--prev').count(),
          next: await page.locator('.pagination-nav__link--next').count(),
          scripts,
          firstSkippable: await firstSkippable(page),
        };
        // Each page is analysed with axe's full default rule set in the light scheme. The dark
        // scheme changes colours only (the theme swaps CSS variables on the same DOM), so in dark
        // the page is analysed again with the rules about colour.
        await setScheme(page, 'light');
        s.axeLight = await axeViolations(page);
        colourRules ??= await axeRulesTagged(page, 'cat.color');
        await setScheme(page, 'dark');
        s.axeDark = await axeViolations(page, {rules: colourRules});
        // Which navbar item is active comes from the route alone, by the same code at both
        // widths: every page is checked at 1280 px, and every other page in the phone menu too.
        s.navbar = [{width: DESKTOP.width, ...(await navbarSeen(page, false))}];
        if (PAGES.indexOf(entry) % 2) {
          await page.setViewportSize(PHONE);
          await page.locator('button.navbar__toggle').click();
          await page.locator('.navbar-sidebar--show').waitFor();
          s.navbar.push({width: PHONE.width, ...(await navbarSeen(page, true))});
        }
        // Taken last, so that nothing the page logs during this visit is put down to the next.
        s.errors = errors.splice(0);
        seen.set(entry.route, s);
      },
      3,
    );
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
      assert.deepEqual(
        s.errors,
        [],
        `${entry.route} logged errors or warnings while it loaded, hydrated and was checked`,
      );
    }
  });

  test('shows every admonition its source opens as an admonition, and no directive as text', () => {
    /** Admonitions the page's source opens, read as the MDX loader reads them. */
    const opened = (file) => {
      let count = 0;
      visit(
        parseMdx(readFrontMatter(fs.readFileSync(path.join(root, file), 'utf8')).body),
        'containerDirective',
        (node) => {
          if (ADMONITION_KEYWORDS.includes(node.name)) count++;
        },
      );
      return count;
    };
    for (const entry of PAGES) {
      const s = seen.get(entry.route);
      assert.deepEqual(s.colonParagraphs, [], `${entry.route} shows admonition syntax as text`);
      assert.equal(
        s.admonitions,
        opened(entry.file),
        `${entry.route}: admonitions shown against those in ${entry.file}`,
      );
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

  test('names its route chunks: none waits for main.js, none is loaded or run twice', () => {
    for (const {route} of PAGES) {
      const {requests, evaluated} = seen.get(route).scripts;
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
    }
  });

  // At 1280 x 800 the first screen holds the most blocks: on a phone every line is shorter, so a
  // block is at least as tall, and the screen is shorter.
  test('never skips the layout of a block of its first screen', () => {
    const offenders = PAGES.flatMap(({route}) => {
      const first = seen.get(route).firstSkippable;
      return first && first.top < first.screen ? [`${route} (block at ${Math.round(first.top)} px)`] : [];
    });
    assert.deepEqual(
      offenders,
      [],
      'a skippable block starts in the first screen: raise the nth-child bound in src/css/long-pages.css',
    );
  });

  test("has at most one active navbar item, its section's, and aria-current only on links to itself", () => {
    const sectionOf = (route) =>
      site.NAVBAR_SECTIONS.find((section) => route.replace(/^\//, '').startsWith(section.activeBasePath))?.label;
    const wrong = PAGES.flatMap(({route}) =>
      seen.get(route).navbar.flatMap(({width, active, current, here}) => {
        const expected = sectionOf(route);
        const elsewhere = current.filter((p) => p !== here);
        return [
          ...(JSON.stringify(active) === JSON.stringify(expected ? [expected] : [])
            ? []
            : [`${route} (${width} px): active ${JSON.stringify(active)}, expected ${expected ?? 'none'}`]),
          ...(elsewhere.length ? [`${route} (${width} px): aria-current="page" on ${elsewhere.join(', ')}`] : []),
        ];
      }),
    );
    assert.deepEqual(wrong, []);
  });

  test('has no accessibility violation, in the light and the dark colour scheme', () => {
    assert.ok(colourRules.includes('color-contrast') && colourRules.includes('link-in-text-block'), colourRules.join());
    const failures = PAGES.flatMap(({route}) => {
      const {axeLight, axeDark} = seen.get(route);
      return [
        ...(axeLight.length ? [`${route} (light)\n  ${describeViolations(axeLight).join('\n  ')}`] : []),
        ...(axeDark.length ? [`${route} (dark)\n  ${describeViolations(axeDark).join('\n  ')}`] : []),
      ];
    });
    assert.deepEqual(failures, []);
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
  test('nothing a test page loaded came from outside loopback', () => assertOnlyLoopback());
});
