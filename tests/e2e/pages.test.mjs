// Every page as a reader meets it: served from build/ by a plain static host and opened in
// Debian's Chromium, once each, then judged (title, description, canonical link, edit link,
// previous/next, no console error), and in the page manifest. The URL variants (/x, /x.html,
// /x/index.html) are tested under `npm run serve` in reader-finish.test.mjs.
// Run `npm run build` first (npm test does).
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
        admonitions: await page.locator('article .theme-admonition').count(),
        colonParagraphs: await page
          .locator('article p')
          .evaluateAll((ps) => ps.map((p) => p.textContent.trim()).filter((t) => t.startsWith(':::'))),
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
