// The built site under `docusaurus serve` (`npm run serve:docusaurus`, what maintainers run):
// every file of the search index is answered as a file, and search finds
// pages in Chromium. The other browser tests use a plain static host; this one is the reason the
// index's data files end in `.bin` (src/plugins/local-search/servable-files.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {after, before, test} from 'node:test';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {SEARCH_PAGE_PATH} from '../../src/plugins/local-search/client/files.ts';
import {hydrated, launchBrowser} from '../../src/build/browser.ts';
import {filesUnder} from '../../src/build/files.ts';
import {searchInBox} from './search-box.ts';
import {buildDir, startDocusaurusServe} from './built-site.mjs';

let serve;
let origin;
before(async () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'build/ is missing: run npm run build first');
  serve = await startDocusaurusServe();
  origin = serve.origin;
});
after(() => serve?.close());

/** Every file under build/pagefind/, as URL paths. */
function indexFiles() {
  return filesUnder(path.join(buildDir, 'pagefind')).map((file) => `${BASE_PATH}pagefind/${file}`);
}

test('answers every file of the search index with the file itself', async () => {
  const files = indexFiles();
  assert.ok(files.some((f) => /\.pf_fragment\.\w+$/.test(f)) && files.some((f) => /\.pf_index\.\w+$/.test(f)));
  const wrong = [];
  for (const file of files) {
    const response = await fetch(`${origin}${file}`, {redirect: 'manual'});
    if (response.status !== 200) wrong.push(`${file}: ${response.status} ${response.headers.get('location') ?? ''}`);
    await response.arrayBuffer();
  }
  assert.deepEqual(wrong, []);
});

test('search finds pages in the box and on the results page', async () => {
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const errors = [];
    page.on('pageerror', (err) => errors.push(String(err)));
    await page.goto(`${origin}${BASE_PATH}`);
    await hydrated(page);
    const {groups, messages} = await searchInBox(page, 'cold starts', {placeholder: SEARCH_PLACEHOLDER});
    assert.equal(groups[0]?.title, 'Cold Starts', messages.join(' '));

    await page.goto(`${origin}${BASE_PATH}${SEARCH_PAGE_PATH.slice(1)}?q=webhooks`);
    await hydrated(page);
    await page.locator('main [data-results-for="webhooks"]').waitFor({timeout: 15_000});
    assert.ok((await page.locator('main ol > li').count()) > 0);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});

test('serves the OpenAPI document as YAML and JSON', async () => {
  for (const [name, type] of [
    ['api/openapi.yaml', /^(application|text)\/yaml\b/],
    ['api/openapi.json', /^application\/json\b/],
  ]) {
    const res = await fetch(`${origin}${BASE_PATH}${name}`);
    assert.equal(res.status, 200, name);
    assert.match(res.headers.get('content-type') ?? '', type, name);
    assert.equal(await res.text(), fs.readFileSync(path.join(buildDir, name), 'utf8'), name);
  }
});
