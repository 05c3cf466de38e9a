// The not-found page as a reader meets it, for any host: the tests of the plain static host and
// `docusaurus serve` (not-found.test.mjs) and of nginx (nginx.test.mjs) run these checks against
// their own server, each in a browser that has loaded nothing of the site before.
import assert from 'node:assert/strict';
import {hydrated} from '../../src/build/browser.ts';
import {BASE_PATH} from '../../src/data/site.ts';

/** Missing paths, the words searched for each, and a page the suggestions must include. */
export const MISSING = [
  {
    path: 'workflows/concurency/',
    words: 'workflows concurency',
    suggests: '/workflows/events/concurrency-and-throttling/',
  },
  {path: 'cli/pd-deploy', words: 'cli pd deploy', suggests: '/cli/reference/'},
  {path: 'limits/memory-size/', words: 'limits memory size', suggests: '/limits/'},
];

/** Paths that try to inject markup; each must appear as text. */
export const HOSTILE = [
  {path: '<script>window.__pwned=1</script>', shown: '<script>window.__pwned=1</script>'},
  {path: '%3Cimg%20src=x%20onerror=window.__pwned=1%3E', shown: '<img src=x onerror=window.__pwned=1>'},
];

/** Opens a missing path: HTTP 404, the theme's not-found page, hydrated. */
async function openMissing(page, origin, missing) {
  const response = await page.goto(`${origin}${BASE_PATH}${missing}`);
  assert.equal(response.status(), 404, missing);
  await hydrated(page);
  assert.match(await page.locator('main h1').textContent(), /Page Not Found/i, missing);
}

/** The suggestions once the page has searched: `[{title, href}]`. */
async function suggestions(page, words) {
  await page.locator(`[data-results-for="${words}"]`).waitFor({timeout: 15_000});
  return page
    .getByRole('list', {name: 'Suggested pages'})
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => ({title: a.textContent, href: a.getAttribute('href')})));
}

/** Every check of the not-found page, in `page` (fresh: nothing of the site loaded). */
export async function checkNotFoundPage(page, origin) {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    return dialog.dismiss();
  });
  const requested = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));

  for (const {path: missing, words, suggests} of MISSING) {
    await openMissing(page, origin, missing);
    const found = await suggestions(page, words);
    // The help is in the main landmark, where "skip to main content" lands.
    const field = page
      .getByRole('main')
      .getByRole('search', {name: 'Search for the missing page'})
      .getByRole('searchbox');
    assert.equal(await field.inputValue(), words, `${missing}: the field holds the path's words`);
    assert.ok(found.length > 0 && found.length <= 5, `${missing}: ${found.length} suggestions`);
    assert.ok(
      found.some((s) => s.href.replace(/#.*$/, '') === `${BASE_PATH}${suggests.slice(1)}`),
      `${missing}: ${found.map((s) => s.href).join(', ')}`,
    );
    // Ways back: the Overview, the quickstart, the API pages.
    for (const to of ['', 'quickstart/', 'api/overview/', 'api/rest/']) {
      const links = page.locator(`section[aria-labelledby="not-found-search"] a[href="${BASE_PATH}${to}"]`);
      assert.ok((await links.count()) > 0, `a link to ${BASE_PATH}${to}`);
    }
  }
  // The suggestions came from the offline index, the one search client: Pagefind's files.
  assert.ok(
    requested.some((p) => p.startsWith(`${BASE_PATH}pagefind/`)),
    'the index was loaded',
  );

  // The field opens the results page.
  const field = page.getByRole('search', {name: 'Search for the missing page'}).getByRole('searchbox');
  await field.fill('cold starts');
  await field.press('Enter');
  await page.waitForURL((u) => u.pathname === `${BASE_PATH}search/` && u.searchParams.get('q') === 'cold starts');

  for (const {path: missing, shown} of HOSTILE) {
    await openMissing(page, origin, missing);
    // As text (`docusaurus serve` redirects a path without a final slash to one with it).
    const text = await page.locator('section[aria-labelledby="not-found-search"] code').first().textContent();
    assert.ok([`${BASE_PATH}${shown}`, `${BASE_PATH}${shown}/`].includes(text), `shown as ${text}`);
    assert.equal(await page.evaluate(() => window.__pwned), undefined, missing);
    assert.equal(await page.locator('img[src="x"], section script').count(), 0, missing);
  }
  assert.equal(dialogs, 0, 'no dialog opened');
}
