// axe-core over every page and the not-found page, in the light and the dark colour scheme: no
// violation allowed.
//
// Each page is analysed with axe's full default rule set in the light scheme. The dark scheme
// changes colours only (the DOM is the same; the theme swaps CSS variables), so in dark the page
// is analysed again with every default rule about colour (contrast, links told apart from text).
// That halves the run: the structural rules cost seconds a page on the long code-heavy pages.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {axeRulesTagged, axeViolations} from './axe.mjs';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {SEARCH_PAGE_PATH} from '../../src/plugins/local-search/client/files.ts';
import {loadPages} from '../../src/build/pages.ts';
import {hydrated} from '../../src/build/browser.ts';
import {browser, host, root, useBuiltSite} from './built-site.mjs';

const PAGES = loadPages(root);
const PARALLEL = 3;

useBuiltSite();

function describeViolations(violations) {
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

/** The default rules about colour, read from axe itself so a new one is picked up. */
const colourRules = (page) => axeRulesTagged(page, 'cat.color');

async function setScheme(page, colorScheme) {
  // The theme fades colours over a few hundred ms; axe must see the settled colours.
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  const applied = (timeout) =>
    page
      .waitForFunction((scheme) => document.documentElement.dataset.theme === scheme, colorScheme, {timeout})
      .then(
        () => true,
        () => false,
      );
  await page.emulateMedia({colorScheme});
  if (await applied(10_000)) return;
  // The theme follows the media query's change event; a busy page can miss one, so send another.
  await page.emulateMedia({colorScheme: colorScheme === 'dark' ? 'light' : 'dark'});
  await page.emulateMedia({colorScheme});
  assert.ok(await applied(10_000), `the page did not switch to the ${colorScheme} scheme`);
}

test('no accessibility violations on any page, in the light and the dark colour scheme', async () => {
  const queue = [...PAGES.map((p) => p.route), '/no-such-page/'];
  const failures = [];
  let darkRules;
  let analysed = 0;
  await Promise.all(
    Array.from({length: PARALLEL}, async () => {
      const page = await browser.context.newPage();
      while (queue.length) {
        const route = queue.shift();
        await page.emulateMedia({colorScheme: 'light'});
        await page.goto(`${host.origin}${BASE_PATH}${route.slice(1)}`);
        await hydrated(page);
        await setScheme(page, 'light');
        const light = await axeViolations(page);
        if (light.length) failures.push(`${route} (light)\n  ${describeViolations(light).join('\n  ')}`);
        darkRules ??= await colourRules(page);
        await setScheme(page, 'dark');
        const dark = await axeViolations(page, {rules: darkRules});
        if (dark.length) failures.push(`${route} (dark)\n  ${describeViolations(dark).join('\n  ')}`);
        analysed += 1;
      }
      await page.close();
    }),
  );
  assert.ok(darkRules.includes('color-contrast') && darkRules.includes('link-in-text-block'), darkRules.join());
  assert.equal(analysed, PAGES.length + 1);
  assert.deepEqual(failures, []);
});

test('no accessibility violations with the search open: the drop-down, recent searches and the results page, light and dark', async () => {
  const page = await browser.context.newPage();
  const failures = [];
  const check = async (what) => {
    for (const scheme of ['light', 'dark']) {
      await setScheme(page, scheme);
      const violations = await axeViolations(page);
      if (violations.length) failures.push(`${what} (${scheme})\n  ${describeViolations(violations).join('\n  ')}`);
    }
  };
  try {
    for (const viewport of [
      {width: 1280, height: 800},
      {width: 375, height: 740},
    ]) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({colorScheme: 'light'});
      await page.goto(`${host.origin}${BASE_PATH}limits/`);
      await hydrated(page);
      const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
      // Results, with a misspelling's note, and one option active.
      await box.fill('enviroment varibles');
      await page.locator('[data-results-for="enviroment varibles"] [role="option"]').first().waitFor({timeout: 15_000});
      await box.press('ArrowDown');
      await check(`the drop-down at ${viewport.width} px`);
      // Open a result, so that the box has a recent search to show when it opens empty.
      await box.press('Enter');
      await page.waitForURL((u) => u.pathname.includes('environment-variables'));
      await hydrated(page);
      await box.click();
      await page.getByRole('listbox', {name: 'Recent searches'}).waitFor();
      await check(`recent searches at ${viewport.width} px`);
    }
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto(`${host.origin}${BASE_PATH}${SEARCH_PAGE_PATH.slice(1)}?q=webhooks`);
    await hydrated(page);
    await page.locator('main [data-results-for="webhooks"]').waitFor({timeout: 15_000});
    await check('the results page');
  } finally {
    await page.close();
  }
  assert.deepEqual(failures, []);
});
