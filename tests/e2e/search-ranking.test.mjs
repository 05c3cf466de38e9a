// The search box in Chromium against its engine in Node (src/build/search-in-node.ts), on which
// bank-scores.test.mjs scores the question banks: a sample of the tuning questions is typed into
// the box of the built site as a reader types them, and each must show exactly what the engine
// gives in Node.
//
// A second test searches sampled questions as a page's first query, each with a Pagefind of its
// own, and requires what a Pagefind holding every index chunk finds
// (src/plugins/local-search/client/wordFamilies.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test} from 'node:test';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {hydrated} from '../../src/build/browser.ts';
import {searchInBox} from './search-box.ts';
import {readBank, resultGroupOf, TUNING_BANK} from '../../src/build/search-quality.ts';
import {searchBoxInNode} from '../../src/build/search-in-node.ts';
import {SEARCH_FILES} from '../../src/plugins/local-search/client/files.ts';
import {loadPagefind} from '../../src/plugins/local-search/client/pagefind.ts';
import {browser, buildDir, host, root, useBuiltSite} from './built-site.mjs';

/** Every TYPED_EVERY-th tuning question is typed into the box too, by PAGES pages side by side. */
const TYPED_EVERY = 64;
const PAGES = 4;
/** Every FIRST_QUERY_EVERY-th tuning question is searched as a page's first query as well. */
const FIRST_QUERY_EVERY = 64;

useBuiltSite();

/** The sampled questions whose results in the box in Chromium differ from the engine's in Node. */
async function typedDiffering(questions) {
  const inNode = searchBoxInNode(buildDir);
  const relative = (url) => url.replace(new RegExp(`^${BASE_PATH.slice(0, -1)}`), '');
  const queue = [...questions];
  const differing = [];
  await Promise.all(
    Array.from({length: PAGES}, async () => {
      const page = await browser.context.newPage();
      await page.goto(`${host.origin}${BASE_PATH}`);
      await hydrated(page);
      while (queue.length) {
        const {q} = queue.shift();
        const shown = await inNode(q);
        const {groups, messages} = await searchInBox(page, q, {placeholder: SEARCH_PLACEHOLDER});
        const inBox = groups.map((g) =>
          resultGroupOf(
            g.entries.map((e) => e.url),
            relative,
          ),
        );
        // The box may say one thing more than the engine's notes (how many it shows), never less.
        if (JSON.stringify(inBox) !== JSON.stringify(shown.groups) || !shown.notes.every((n) => messages.includes(n))) {
          differing.push(`"${q}": the box shows ${JSON.stringify(inBox)} and says ${JSON.stringify(messages)}`);
        }
      }
      await page.close();
    }),
  );
  return differing;
}

test('the box in Chromium shows what the engine gives in Node', async () => {
  assert.deepEqual(
    await typedDiffering(readBank(path.join(root, TUNING_BANK)).filter((_, i) => i % TYPED_EVERY === 0)),
    [],
  );
});

test('a query finds the same sections whatever was searched before it', async () => {
  // One page's queries share the chunks of the index loaded so far. Loaded with every chunk, the
  // engine finds what the banks are scored on; a page's first query must find the same.
  const everyChunk = searchBoxInNode(buildDir);
  const pagefind = await loadPagefind(`${pathToFileURL(buildDir).href}/`, SEARCH_FILES);
  const {chunks} = JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_FILES.chunks), 'utf8'));
  for (const {key} of chunks) await pagefind.preload(key);
  const firstQuery = searchBoxInNode(buildDir, {fresh: true});
  // "workflow id p_" once listed other pages after "pd publish" had loaded the chunk of `publish`.
  const samples = [
    'workflow id p_',
    ...readBank(path.join(root, TUNING_BANK))
      .filter((_, i) => i % FIRST_QUERY_EVERY === 0)
      .map(({q}) => q),
  ];
  const differing = [];
  for (const q of samples) {
    const first = (await firstQuery(q)).groups;
    const loaded = (await everyChunk(q)).groups;
    if (JSON.stringify(first) !== JSON.stringify(loaded)) {
      differing.push(`"${q}": ${JSON.stringify(first)} first, ${JSON.stringify(loaded)} with every chunk`);
    }
  }
  assert.deepEqual(differing, []);
});
