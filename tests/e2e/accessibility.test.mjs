// axe-core over what the every-page visit (pages.test.mjs) does not meet: the not-found page, and
// the search open (its drop-down, recent searches and the results page), in the light and the
// dark colour scheme: no violation allowed.
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {axeViolations, describeViolations, setScheme} from './axe.mjs';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {SEARCH_PAGE_PATH} from '../../src/plugins/local-search/client/files.ts';
import {hydrated} from '../../src/build/browser.ts';
import {browser, host, useBuiltSite} from './built-site.mjs';

useBuiltSite();

test('no accessibility violations on the not-found page, light and dark', async () => {
  const page = await browser.context.newPage();
  const failures = [];
  try {
    await page.goto(`${host.origin}${BASE_PATH}no-such-page/`);
    await hydrated(page);
    for (const scheme of ['light', 'dark']) {
      await setScheme(page, scheme);
      const violations = await axeViolations(page);
      if (violations.length) failures.push(`${scheme}\n  ${describeViolations(violations).join('\n  ')}`);
    }
  } finally {
    await page.close();
  }
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
