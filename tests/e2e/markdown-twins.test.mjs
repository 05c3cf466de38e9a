// The Markdown twins, llms.txt and llms-full.txt of the built site (src/plugins/markdown-twins),
// and the "Copy page" control in Debian's Chromium. Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {before, describe, test} from 'node:test';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import {visit} from 'unist-util-visit';
import {toString} from 'mdast-util-to-string';
import {createSlugger} from '@docusaurus/utils';
import {axeViolations} from './axe.mjs';
import {URLS} from '../../src/data/platform.ts';
import {markdownTwinPath} from '../../src/utils/routes.ts';
import sidebarsModule from '../../sidebars.ts';
import {BASE_PATH as BASE, COPY_PAGE, AI_ASSISTANTS} from '../../src/data/site.ts';
import {loadPages} from '../../src/build/pages.ts';
import {parseJavaScript, readFrontMatter, splitFences} from '../../src/build/content-rules.ts';
import {hydrated} from '../../src/build/browser.ts';
import {decodeFragment} from '../../src/plugins/local-search/fragments.ts';
import {browser, buildDir, host, root, useBuiltSite} from './built-site.mjs';

// The package is CommonJS (no "type": "module"), so tsx runs sidebars.ts as CommonJS and Node
// hands over its whole exports object: the sidebars are its `default`.
const sidebars = sidebarsModule.default;

const PAGES = loadPages(root);

const SITE_URL = process.env.SITE_URL ?? URLS.PRODUCT;
const SITE_ROOT = `${SITE_URL}${BASE}`;
const manifest = JSON.parse(fs.readFileSync(path.join(buildDir, 'pages.json'), 'utf8'));
const read = (file) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const twinPathOf = (route) => markdownTwinPath(`${BASE}${route.slice(1)}`, BASE);
const twinOf = (route) => read(twinPathOf(route).slice(BASE.length));
const htmlOf = (route) => read(`${route.slice(1)}index.html`);
const parse = (markdown) => unified().use(remarkParse).use(remarkGfm).parse(markdown);

/** Doc ids in the sidebar's order, each where it is first listed. */
function sidebarDocIds(items) {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    if (item.type === 'doc') return [item.id];
    if (item.type === 'category')
      return [...(item.link?.type === 'doc' ? [item.link.id] : []), ...sidebarDocIds(item.items)];
    return [];
  });
}
const SIDEBAR_ORDER = [...new Set(sidebarDocIds(sidebars.docs))];

/** Element ids of a built page, as nginx serves it (attribute values may be bare). */
function idsOf(html) {
  return new Set([...html.matchAll(/\sid=(?:"([^"]*)"|([^\s>]+))/g)].map((m) => (m[1] ?? m[2]).replace(/&amp;/g, '&')));
}

before(() => {
  assert.ok(
    fs.existsSync(path.join(buildDir, 'llms.txt')),
    'build/ is missing or has no twins: run npm run build first',
  );
});

describe('Markdown twins', () => {
  test('every page has a twin, linked from the head of its HTML, that starts with its title, description and URL', () => {
    for (const entry of PAGES) {
      const page = manifest.pages.find((p) => p.regularPath === entry.route);
      const twinUrl = `${SITE_URL}${twinPathOf(entry.route)}`;
      const links = [...htmlOf(entry.route).matchAll(/<link\b[^>]*\brel=["']?alternate[^>]*>/g)].map((m) => m[0]);
      const markdownLinks = links.filter((l) => /type=["']?text\/markdown/.test(l));
      assert.equal(markdownLinks.length, 1, `${entry.route}: one alternate link to the twin`);
      assert.match(markdownLinks[0], new RegExp(`href=["']?${twinUrl.replace(/[.?]/g, '\\$&')}["' />]`), entry.route);
      const expected = `# ${entry.title}\n\n> ${page.frontmatter.description}\n\nURL: ${SITE_URL}${BASE.slice(0, -1)}${entry.route}\n\n`;
      assert.equal(twinOf(entry.route).slice(0, expected.length), expected, entry.route);
    }
  });

  test('no twin holds an unresolved constant, an import or export, a JSX tag or an MDX expression', () => {
    // The HTML Markdown has no form for, which a twin may keep; anything else is a leftover.
    const KEPT = /^<\/?(details|summary|kbd|sub|sup|mark|abbr|small)>$|^<a id="[^"<>]+"><\/a>$/;
    for (const {route} of PAGES) {
      const twin = twinOf(route);
      const problems = [];
      visit(parse(twin), (node) => {
        if (node.type === 'code' || node.type === 'inlineCode') return 'skip';
        if (node.type === 'html') {
          for (const tag of node.value.match(/<[^>]*>/g) ?? [node.value])
            if (!KEPT.test(tag)) problems.push(`HTML/JSX ${tag}`);
        }
        const text = node.type === 'text' ? node.value : node.type === 'image' ? (node.alt ?? '') : '';
        // `${name}` is a template literal a page shows as text ("hello ${name}!"), not an expression.
        for (const m of text.matchAll(
          /\{\s*(LIMITS|PRICING|URLS|NETWORK)\b|(?<!\$)\{\s*[A-Za-z_$][\w$]*(\.[\w$]+)*\s*\}|\{\/\*/g,
        ))
          problems.push(`expression ${m[0]}`);
        if (node.type === 'paragraph' && /^(import|export)\s/m.test(toString(node)))
          problems.push(`statement "${toString(node).split('\n')[0]}"`);
      });
      assert.deepEqual(problems, [], route);
    }
  });

  test('every link in a twin is absolute and leads to a page, twin or file of the build, anchors included', () => {
    const idsOfFile = new Map();
    for (const {route} of PAGES) {
      const problems = [];
      visit(parse(twinOf(route)), ['link', 'image', 'definition'], (node) => {
        const url = node.url;
        if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return void problems.push(`not absolute: ${url}`);
        if (!url.startsWith(SITE_ROOT) && url !== SITE_ROOT.slice(0, -1)) return;
        const [pathname, hash] = decodeURI(url.slice(SITE_ROOT.length)).split('#');
        const file = pathname === '' || pathname.endsWith('/') ? `${pathname}index.html` : pathname;
        if (!fs.existsSync(path.join(buildDir, file))) return void problems.push(`no such file in build/: ${url}`);
        if (hash) {
          if (!idsOfFile.has(file)) idsOfFile.set(file, idsOf(read(file)));
          if (!idsOfFile.get(file).has(hash)) problems.push(`no #${hash} on ${file}`);
        }
      });
      assert.deepEqual(problems, [], route);
    }
  });

  test("every javascript block in a twin parses where the page's does, and keeps its language and title", () => {
    const isJs = (lang) => lang === 'javascript' || lang === 'js';
    for (const {route} of PAGES) {
      const source = splitFences(
        readFrontMatter(fs.readFileSync(path.join(root, PAGES.find((p) => p.route === route).file), 'utf8')).body,
      ).blocks.filter((b) => isJs(b.lang));
      const twin = [];
      // Operations rendered from the OpenAPI document add a generated Node.js sample the page's
      // source does not hold (src/plugins/openapi-reference; tests/unit/openapiReference.test.ts parses them).
      const generated = (node) => node.meta === 'title="Request (Node.js)"';
      visit(parse(twinOf(route)), 'code', (node) => void (isJs(node.lang) && !generated(node) && twin.push(node)));
      assert.equal(twin.length, source.length, `${route}: the twin has the page's javascript blocks`);
      source.forEach((block, i) => {
        assert.equal(twin[i].meta ?? '', block.meta, `${route}: block ${i + 1} keeps its title`);
        if (parseJavaScript(block.code) === null)
          assert.equal(parseJavaScript(twin[i].value), null, `${route}: block ${i + 1} parses`);
      });
    }
  });

  test("the headings of a twin carry the page's anchors", () => {
    for (const {route, title} of PAGES) {
      const slugger = createSlugger();
      slugger.slug(title);
      const anchors = [];
      visit(parse(twinOf(route)), 'heading', (node) => {
        if (node.depth < 2 || node.depth > 3) return;
        const text = toString(node);
        const explicit = text.match(/\s\{#([^}\s]+)\}$/);
        anchors.push(explicit ? explicit[1] : slugger.slug(text));
      });
      const page = manifest.pages.find((p) => p.regularPath === route);
      assert.deepEqual(
        anchors,
        page.headers.map((h) => h.slug),
        route,
      );
    }
  });
});

describe('llms.txt and llms-full.txt', () => {
  const llms = read('llms.txt');
  // The pages; the files listed after them (## Files, such as the OpenAPI document) are not twins.
  const entries = [...llms.split(/^## Files$/m)[0].matchAll(/^- \[(.+)\]\((\S+)\)(?:: (.+))?$/gm)].map((m) => ({
    title: m[1],
    url: m[2],
    description: m[3],
  }));
  const routeOfTwin = (url) => {
    const pathname = url.slice(SITE_URL.length);
    return pathname === `${BASE}index.md` ? '/' : `${pathname.slice(BASE.length - 1, -'.md'.length)}/`;
  };

  test('starts with the site title and description, then lists every sidebar page exactly once, in sidebar order', () => {
    assert.ok(llms.startsWith(`# ${manifest.site.title}\n\n> ${manifest.site.description}\n\n## `), llms.slice(0, 200));
    const pageEntries = entries.filter((e) => e.url.startsWith(SITE_ROOT));
    const idOfRoute = new Map(PAGES.map((p) => [p.route, p.id]));
    const ids = pageEntries.map((e) => idOfRoute.get(routeOfTwin(e.url)));
    assert.deepEqual(ids, SIDEBAR_ORDER);
    for (const e of pageEntries) {
      assert.ok(e.url.endsWith('.md') && fs.existsSync(path.join(buildDir, e.url.slice(SITE_ROOT.length))), e.url);
      const page = manifest.pages.find((p) => p.regularPath === routeOfTwin(e.url));
      assert.equal(e.title, page.title.replace(/[[\]\\]/g, '\\$&'));
      assert.equal(e.description, page.frontmatter.description);
    }
  });

  test("has a section for each of the sidebar's top-level groups, in order", () => {
    const sections = [...llms.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    const groups = sidebars.docs
      .filter((item) => typeof item === 'object' && item.type === 'category')
      .map((item) => item.label);
    assert.deepEqual(
      sections.filter((s) => groups.includes(s)),
      groups,
    );
  });

  test('llms-full.txt is every twin, one after the other, in the order of llms.txt', () => {
    const twins = entries.filter((e) => e.url.startsWith(SITE_ROOT)).map((e) => twinOf(routeOfTwin(e.url)).trimEnd());
    assert.equal(read('llms-full.txt'), `${twins.join('\n\n')}\n`);
  });
});

describe('twins are files, not pages', () => {
  const isPage = (pathname) => PAGES.some((p) => `${BASE.slice(0, -1)}${p.route}` === pathname);

  test('the sitemap, the page manifest and the search index list the HTML pages and nothing else', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    assert.deepEqual(
      locs.filter((p) => !isPage(p)),
      [],
      'sitemap',
    );
    assert.equal(new Set(locs).size, PAGES.length, 'sitemap: every page');
    assert.deepEqual(
      manifest.pages.map((p) => p.path).filter((p) => !isPage(p)),
      [],
      'pages.json',
    );

    const fragments = fs
      .readdirSync(path.join(buildDir, 'pagefind/fragment'))
      .map((name) => decodeFragment(fs.readFileSync(path.join(buildDir, 'pagefind/fragment', name))));
    // Records are sections of pages: their URLs are a page's, with or without an anchor.
    const indexed = fragments.map((f) => `${BASE.slice(0, -1)}${f.url.split('#')[0]}`);
    assert.deepEqual(
      indexed.filter((p) => !isPage(p)),
      [],
      'search index',
    );
    assert.equal(new Set(indexed).size, PAGES.length, 'search index: every page');
    // Nor is the Copy page control part of what search finds on a page.
    assert.deepEqual(
      fragments.filter((f) => f.content.includes(COPY_PAGE.viewMarkdown)).map((f) => f.url),
      [],
    );
  });
});

/** Every URL the pages requested: the Copy page control must fetch the twin on click only. */
const requested = [];
useBuiltSite({clipboard: true, onStart: (b) => b.context.on('request', (req) => requested.push(req.url()))});

describe('the Copy page control', () => {
  const open = async (route, {viewport = {width: 1280, height: 800}, colorScheme = 'light'} = {}) => {
    const page = await browser.context.newPage();
    await page.setViewportSize(viewport);
    await page.emulateMedia({colorScheme});
    await page.goto(`${host.origin}${BASE}${route.slice(1)}`);
    await hydrated(page);
    return page;
  };
  const toggleOf = (page) => page.getByRole('button', {name: COPY_PAGE.menu});

  test('copies the twin, fetched only on click, and announces it to screen readers', async () => {
    const route = '/workflows/steps/code/';
    const page = await open(route);
    try {
      await page.waitForLoadState('networkidle');
      const twins = () => requested.filter((u) => u.endsWith('.md'));
      assert.deepEqual(twins(), [], 'no twin is downloaded before the click');
      await page.getByRole('button', {name: COPY_PAGE.copy}).click();
      const status = page.getByRole('status').filter({hasText: COPY_PAGE.copiedAnnouncement});
      await status.waitFor({timeout: 10_000});
      assert.equal(await status.getAttribute('aria-live'), 'polite');
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twinOf(route));
      assert.deepEqual(twins(), [`${host.origin}${twinPathOf(route)}`]);
      assert.ok(await page.getByRole('button', {name: COPY_PAGE.copied}).isVisible());
    } finally {
      await page.close();
    }
  });

  test('its menu is operable by keyboard, and "View as Markdown" opens the twin', async () => {
    const route = '/limits/';
    const page = await open(route);
    try {
      const toggle = toggleOf(page);
      const menu = page.getByRole('menu');
      const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
      assert.equal(await toggle.getAttribute('aria-haspopup'), 'menu');
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await menu.waitFor();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      assert.equal(await focused(), COPY_PAGE.viewMarkdown);
      await page.keyboard.press('ArrowDown');
      assert.match(await focused(), new RegExp(`^Open in ${AI_ASSISTANTS[0].name}`));
      await page.keyboard.press('End');
      assert.match(await focused(), new RegExp(`^Open in ${AI_ASSISTANTS.at(-1).name}`));
      await page.keyboard.press('Home');
      assert.equal(await focused(), COPY_PAGE.viewMarkdown);
      await page.keyboard.press('Escape');
      await menu.waitFor({state: 'hidden'});
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), COPY_PAGE.menu);
      await page.keyboard.press('ArrowDown');
      await menu.waitFor();
      await page.keyboard.press('Tab');
      await menu.waitFor({state: 'hidden'});

      for (const {name, href} of AI_ASSISTANTS) {
        const link = page.getByRole('menuitem', {name: new RegExp(`^Open in ${name}`), includeHidden: true});
        const target = await link.getAttribute('href');
        assert.ok(target.startsWith(href), target);
        assert.ok(decodeURIComponent(target.slice(href.length)).includes(`${SITE_URL}${twinPathOf(route)}`), target);
      }
      assert.deepEqual(
        requested.filter((u) => !u.startsWith(host.origin) && !u.startsWith('data:')),
        [],
        'nothing beyond loopback',
      );

      await toggle.focus();
      await page.keyboard.press('Enter');
      const [response] = await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      assert.equal(new URL(page.url()).pathname, twinPathOf(route));
      assert.equal(response.headers()['content-type'], 'text/markdown; charset=utf-8');
      assert.equal(await response.text(), twinOf(route));
    } finally {
      await page.close();
    }
  });

  test('sits outside the markdown container, on the title row, and fits a 375 px screen', async () => {
    for (const viewport of [
      {width: 1280, height: 800},
      {width: 375, height: 740},
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        const page = await open('/api/rest/workflow-errors/', {viewport, colorScheme});
        try {
          const control = page.locator('.copy-page');
          assert.equal(await control.count(), 1);
          assert.equal(
            await page.locator('.theme-doc-markdown .copy-page').count(),
            0,
            'not inside the markdown container',
          );
          const box = await control.boundingBox();
          const title = await page.locator('article h1').boundingBox();
          // On a phone too: no row of its own (tests/e2e/reader-finish.test.mjs checks the h1 is not pushed down).
          assert.ok(box.y < title.y + title.height && box.y + box.height > title.y, 'on the title row');
          assert.ok(box.x > title.x, 'right of the title');
          assert.ok(box.x + box.width <= viewport.width, 'within the screen');
          assert.ok(
            await page.evaluate((w) => document.documentElement.scrollWidth <= w, viewport.width),
            'no sideways scrolling',
          );
          await toggleOf(page).click();
          const menu = await page.getByRole('menu').boundingBox();
          assert.ok(
            menu.x >= 0 && menu.x + menu.width <= viewport.width,
            `${viewport.width} px ${colorScheme}: the menu fits`,
          );
        } finally {
          await page.close();
        }
      }
    }
  });

  test('axe finds no violation with the menu open, in the light and the dark scheme', async () => {
    for (const colorScheme of ['light', 'dark']) {
      const page = await open('/limits/', {colorScheme});
      try {
        await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
        await page.waitForFunction((scheme) => document.documentElement.dataset.theme === scheme, colorScheme);
        await toggleOf(page).click();
        await page.getByRole('menu').waitFor();
        await page.getByRole('menuitem').nth(1).hover();
        const violations = await axeViolations(page);
        assert.deepEqual(
          violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          [],
          colorScheme,
        );
      } finally {
        await page.close();
      }
    }
  });
});
