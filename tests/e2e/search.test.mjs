// The offline search as a reader uses it, in Chromium over build/ served by the plain static host:
// section results that open at their section, results grouped by page, the keyboard shortcuts,
// recent searches, spelling recovery, the results page and its address, bad input, phones, and
// what is downloaded when. `docusaurus serve` and nginx have their own files (docusaurus-serve,
// nginx); the question banks are in bank-scores.test.mjs and search-ranking.test.mjs.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {commonWordsFile, SEARCH_FILES, SEARCH_PAGE_PATH} from '../../src/plugins/local-search/client/files.ts';
import {RECENT_SEARCHES_KEY} from '../../src/plugins/local-search/client/recent.ts';
import {hydrated} from '../../src/build/browser.ts';
import {readBox, searchInBox} from './search-box.ts';
import {
  assertOnlyLoopback,
  buildDir,
  host,
  requested,
  useBuiltSite,
  withPage as withBrowserPage,
} from './built-site.mjs';

const DESKTOP = {width: 1280, height: 800};

useBuiltSite();

const url = (route) => `${host.origin}${BASE_PATH}${route.replace(/^\//, '')}`;
const resultsPage = (q) => url(`${SEARCH_PAGE_PATH}?q=${encodeURIComponent(q)}`);
const search = (page, q) => searchInBox(page, q, {placeholder: SEARCH_PLACEHOLDER});
/**
 * Presses ↓ until the first option is the box's active one. React applies a key after its event,
 * and results that arrive late (a second batch, the spelling vocabulary) reset the selection, so a
 * press is repeated when the selection did not take; each wait is for the attribute, bounded.
 */
async function selectFirstOption(page, box) {
  for (let attempt = 0; attempt < 5; attempt++) {
    await box.press('ArrowDown');
    const id = await page.getByRole('option').first().getAttribute('id');
    const taken = await page
      .waitForFunction((active) => document.activeElement?.getAttribute('aria-activedescendant') === active, id, {
        timeout: 3000,
      })
      .then(
        () => true,
        () => false,
      );
    if (taken) return;
    // Only a reset (nothing selected) is retried: ↓ then counts from the top again.
    if (await box.getAttribute('aria-activedescendant')) break;
  }
  assert.fail('the first option of the search box never became the selected one');
}

/** React applies a key after its event: wait until option `index` of `list` is the box's active one. */
async function waitForActive(page, index, list = page) {
  const id = await list.getByRole('option').nth(index).getAttribute('id');
  await page.waitForFunction((active) => document.activeElement?.getAttribute('aria-activedescendant') === active, id);
}

/** A page of the shared harness that also fails the test if any dialog opens. */
function withPage(fn, {viewport = DESKTOP} = {}) {
  return withBrowserPage(
    async (page, problems) => {
      let dialogs = 0;
      page.on('dialog', (dialog) => {
        dialogs += 1;
        return dialog.dismiss();
      });
      await fn(page, problems);
      assert.equal(dialogs, 0, 'no dialog opened');
    },
    {viewport},
  );
}

/** Opens `route` and waits for hydration, recording every URL the page requests, its own load included. */
async function openRecording(page, route) {
  const fetched = [];
  page.on('request', (r) => fetched.push(r.url()));
  await page.goto(url(route));
  await hydrated(page);
  return fetched;
}

/** Index of the first option (in the drop-down's order) whose URL opens a section. */
async function firstSectionOption(page) {
  const urls = await page.getByRole('option').evaluateAll((options) => options.map((o) => o.dataset.url ?? ''));
  const i = urls.findIndex((u) => u.includes('#'));
  assert.ok(i >= 0, `no section among ${urls.join(', ')}`);
  return {index: i, url: urls[i]};
}

describe('results', () => {
  test('a section result opens the page at that section', async () => {
    await withPage(async (page, errors) => {
      await page.goto(url('/'));
      await hydrated(page);
      await search(page, 'memory limit');
      const {index, url: target} = await firstSectionOption(page);
      const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
      for (let i = 0; i <= index; i++) await box.press('ArrowDown');
      const id = await page.getByRole('option').nth(index).getAttribute('id');
      await page.waitForFunction(
        (active) => document.activeElement?.getAttribute('aria-activedescendant') === active,
        id,
      );
      await box.press('Enter');
      const [pathname, hash] = target.split('#');
      await page.waitForURL((u) => u.pathname === pathname && u.hash === `#${hash}`);
      // The section's heading is at the top of the window, below the navbar.
      await page.waitForFunction((id) => {
        const top = document.getElementById(decodeURIComponent(id))?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight / 3;
      }, hash);
      assert.deepEqual(errors, []);
    });
  });

  test('a section result clicked on the page it belongs to scrolls to the section', async () => {
    await withPage(async (page) => {
      await page.goto(url('/limits/'));
      await hydrated(page);
      await search(page, 'event history');
      const option = page.locator('[role="option"][data-url*="/limits/#"]').first();
      const target = await option.getAttribute('data-url');
      await option.click();
      const hash = target.split('#')[1];
      await page.waitForURL((u) => u.hash === `#${hash}`);
      await page.waitForFunction((id) => {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        return top !== undefined && top >= 0 && top < window.innerHeight / 3;
      }, hash);
    });
  });

  test('results are grouped by page: one group per page, each entry inside its page, named by its place in it', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      for (const q of ['memory', 'send email', 'pd deploy']) {
        const {groups} = await search(page, q);
        assert.ok(groups.length > 1, `${q}: several pages`);
        const pages = groups.map((g) => g.entries[0].url.replace(/#.*$/, ''));
        assert.equal(new Set(pages).size, pages.length, `${q}: a page appears in one group only`);
        for (const [i, group] of groups.entries()) {
          assert.ok(group.entries.length >= 1, `${q}: group ${group.title} has entries`);
          for (const entry of group.entries) {
            assert.equal(entry.url.replace(/#.*$/, ''), pages[i], `${q}: ${entry.url} is in the group of its page`);
            // A section shows its place in the page, not the page title its group shows already;
            // the top of a page is its title.
            assert.ok(
              entry.url.includes('#')
                ? !entry.text.startsWith(`${group.title} › `)
                : entry.text.startsWith(group.title),
              `${q}: "${entry.text}" under ${group.title}`,
            );
          }
        }
      }
    });
  });

  test('a page whose title is the query comes first', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      for (const [q, title] of [
        ['limits', 'Limits'],
        ['environment variables', 'Environment Variables'],
        ['cold starts', 'Cold Starts'],
      ]) {
        const {groups} = await search(page, q);
        assert.equal(groups[0]?.title, title, q);
      }
    });
  });

  test('a section about the question competes even when it lacks one of its words', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      // Sections elsewhere hold all four words; the RSS page's section on the interval never says
      // "check", and used to be left out of the results altogether.
      const {groups, messages} = await search(page, 'rss feed check interval');
      assert.deepEqual(messages, [], 'sections holding every word exist: no partial-match note');
      assert.ok(
        groups
          .slice(0, 3)
          .some((g) => g.entries.some((e) => e.url.endsWith('/event-sources/rss/#choose-the-polling-interval'))),
        groups.map((g) => g.entries.map((e) => e.url).join(' ')).join(' | '),
      );
    });
  });

  test('a page is found by its keywords front matter, which no result shows', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      // No page says "latency"; the cold starts page lists it in its `keywords`.
      const {groups} = await search(page, 'latency');
      assert.ok(
        groups[0]?.entries.some((e) => e.url.endsWith('/workflows/events/cold-starts/')),
        groups.map((g) => g.entries.map((e) => e.url).join(' ')).join(' | '),
      );
      // Every result's title, trail and excerpt (the link to the results page repeats the query).
      const shown = await page
        .locator('[data-results-for] [role="option"]')
        .evaluateAll((options) => options.filter((o) => o.dataset.url).map((o) => o.textContent));
      assert.ok(shown.length > 0);
      for (const text of shown) assert.doesNotMatch(text, /latency/i, 'keywords are never shown');
    });
  });

  test('when one section holds every word, the note says so instead of "no section", and the section is shown', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      // Only the concurrency section holds all six words; sections with some of them fill the box.
      const {groups, messages} = await search(page, 'two runs overwrite the same google sheet row');
      assert.deepEqual(messages, ['Only one section has all of these words; the others shown have some of them.']);
      assert.ok(
        groups.some((g) =>
          g.entries.some((e) => e.url.endsWith('/workflows/events/concurrency-and-throttling/#concurrency')),
        ),
        groups.map((g) => g.entries.map((e) => e.url).join(' ')).join(' | '),
      );
    });
  });
});

describe('excerpts', () => {
  test('hold the text of the section, without admonition labels or other chrome', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      // Sections that open with an admonition (caution, danger, note, tip, info, warning).
      // A label reads as a lower-case word between two sentences: "… can be. caution Concurrency …".
      const labels = /(^|[.!?:…]\s+)(caution|danger|note|tip|info|warning)\.?\s+[A-Z]/;
      for (const q of ['concurrency', 'throttling', 'event queue', 'cold start']) {
        const {groups} = await search(page, q);
        const excerpts = await page
          .locator('[data-results-for] [role="option"] > span:last-child')
          .evaluateAll((spans) => spans.map((s) => s.textContent));
        assert.ok(groups.length > 0 && excerpts.length > 0, q);
        for (const text of excerpts) assert.doesNotMatch(text, labels, `${q}: "${text}"`);
      }
    });
  });

  test("keep the title a writer gave an admonition: it is the page's words, not a label", async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      // The SQL Service page opens with ":::danger[The SQL Service shuts down on February 10, 2022]";
      // its body says "retiring", so the title is where the page says "shuts down".
      await search(page, 'sql service shuts down');
      const first = page.locator('[data-results-for] [role="option"][data-url]').first();
      const [entry, text] = [await first.getAttribute('data-url'), await first.textContent()];
      assert.match(entry ?? '', /\/destinations\/sql\/$/, `${entry}: ${text}`);
      assert.match(text, /shuts down/i, `${entry}: ${text}`);
    });
  });
});

describe('spelling', () => {
  test('a misspelled query recovers, and says what it searched for', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      for (const [q, title] of [
        ['enviroment varibles', 'Environment Variables'],
        ['concurency', 'Managing concurrency and throttling'],
        ['webhok', 'REST API example: Webhooks'],
        // Pagefind finds `resp` (in `resp.status`) for `respnd`: a shorter word, not the one typed.
        ['$respnd', 'Return an HTTP response from a workflow'],
      ]) {
        const {groups, messages} = await search(page, q);
        assert.ok(
          groups.slice(0, 3).some((g) => g.title === title),
          `${q}: ${groups.map((g) => g.title).join(', ')}`,
        );
        assert.ok(
          messages.some((m) => m.includes('showing results for')),
          `${q}: ${messages.join(' ')}`,
        );
      }
    });
  });

  test("a reader's word the pages do not use is searched in the pages' words, and the box says so", async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      // No page says "rollback": the section on reverting is found, not a misspelt "callback".
      const rollback = await search(page, 'rollback');
      assert.ok(
        rollback.groups[0]?.entries.some((e) => e.url.endsWith('/workflows/managing/#revert-to-a-previous-version')),
        rollback.groups.map((g) => g.entries.map((e) => e.url).join(' ')).join(' | '),
      );
      assert.ok(
        rollback.messages.includes('The pages say “revert” for “rollback”: showing results for “revert”.'),
        rollback.messages.join(' '),
      );
      // No section has both "abuse" and "url": the sections with some of the pages' words are
      // shown as such, with the word that replaced the reader's.
      const malicious = await search(page, 'malicious url');
      assert.deepEqual(malicious.messages, [
        'The pages say “abuse” for “malicious”.',
        'No section has all of these words: showing sections with some of them.',
      ]);
      assert.ok(
        malicious.groups.slice(0, 3).some((g) => g.title === 'Reporting abuse'),
        malicious.groups.map((g) => g.title).join(', '),
      );
      // Pagefind leaves out "ram", which no page has, and finds sections with the other words, so
      // the query does not fall short; the pages' word is used all the same.
      const ram = await search(page, 'give my workflow more ram');
      assert.deepEqual(ram.messages, ['The pages say “memory” for “ram”: showing results for “give workflow memory”.']);
      assert.ok(
        ram.groups[0]?.entries.some((e) => e.url.endsWith('#memory')),
        ram.groups.map((g) => g.entries.map((e) => e.url).join(' ')).join(' | '),
      );
    });
  });

  test('a correction is offered only when the corrected query finds pages holding all its words', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      // "helm" is one letter from "help", but no page holds "help" and "chart": no invented query.
      // Nor is "peering" "pending" (two edits in seven letters), or "run a docker container" "run
      // contained" once "docker" is left out.
      for (const q of [
        'kubernetes helm chart',
        'docker image',
        'on premise installation',
        'vpc peering',
        'run a docker container',
        // "sync" is one letter from "async", which the pages have, but it is a word: not replaced.
        'sync workflows with a git repo',
      ]) {
        const {messages} = await search(page, q);
        assert.ok(!messages.some((m) => m.includes('showing results for')), `${q}: ${messages.join(' ')}`);
      }
      // A typo inside a name is recovered, the name kept whole.
      const {groups, messages} = await search(page, '$send.htpp');
      assert.ok(
        messages.some((m) => m.includes('showing results for “send.http”')),
        `$send.htpp: ${messages.join(' ')}`,
      );
      assert.ok(
        groups.slice(0, 3).some((g) => g.entries.some((e) => /sendhttp/.test(e.url))),
        groups.map((g) => g.title).join(', '),
      );
    });
  });

  test('misspelt words no section holds together are searched as the pages spell them, said as such; real words are not', async () => {
    await withPage(async (page) => {
      const fetched = await openRecording(page, '/');
      // No section holds "respond", "immediately" and "email" together, so there is no correction;
      // neither typo is a word, so both are searched as the pages spell them, and the box says so.
      const typos = await search(page, 'respnd immediatly to email');
      assert.ok(
        typos.messages.includes('No page has “respnd” or “immediatly”: searching “respond” and “immediately” instead.'),
        typos.messages.join(' '),
      );
      assert.ok(!typos.messages.some((m) => m.includes('showing results for')), typos.messages.join(' '));
      assert.ok(
        typos.groups.slice(0, 3).some((g) => g.entries.some((e) => /#respond-immediately/.test(e.url))),
        typos.groups.map((g) => g.entries.map((e) => e.url).join(' ')).join(' | '),
      );
      for (const typo of ['respnd', 'immediatly']) {
        assert.ok(
          fetched.some((u) => u.endsWith(commonWordsFile(typo))),
          `the common words that start as "${typo}" were fetched`,
        );
      }
      // "premise" is one edit from "promise", but it is a word: it is left out, not read as another.
      const word = await search(page, 'on premise installation');
      assert.ok(!word.messages.some((m) => /promise/.test(m)), word.messages.join(' '));
      assert.ok(
        word.messages.includes('No section has all of these words: showing sections with some of them.'),
        word.messages.join(' '),
      );
    });
  });

  test('the vocabulary is fetched only for a query that needs a correction', async () => {
    await withPage(async (page) => {
      const fetched = await openRecording(page, '/');
      await search(page, 'environment variables');
      assert.ok(
        !fetched.some((u) => u.endsWith(SEARCH_FILES.vocabulary)),
        'not for a query the pages spell the same way',
      );
      await search(page, 'enviroment variables');
      assert.ok(
        fetched.some((u) => u.endsWith(SEARCH_FILES.vocabulary)),
        'for a misspelled one',
      );
      // And the one small file of common words the corrected word is looked up in, no other.
      assert.deepEqual(
        fetched.filter((u) => u.includes(SEARCH_FILES.commonWords)).map((u) => new URL(u).pathname),
        [`${BASE_PATH.slice(0, -1)}${commonWordsFile('enviroment')}`],
      );
    });
  });
});

describe('keyboard', () => {
  for (const [name, key] of [
    ['Ctrl+K', 'Control+k'],
    ['⌘K', 'Meta+k'],
    ['/', '/'],
  ]) {
    test(`${name} focuses the search box from anywhere on the page`, async () => {
      await withPage(async (page) => {
        await page.goto(url('/limits/'));
        await hydrated(page);
        await page.locator('article p').first().click();
        await page.keyboard.press(key);
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute('placeholder')),
          SEARCH_PLACEHOLDER,
        );
        assert.equal(
          await page.getByPlaceholder(SEARCH_PLACEHOLDER).inputValue(),
          '',
          'the key was not typed into the box',
        );
      });
    });
  }

  test('the shortcuts leave other text fields alone', async () => {
    await withPage(async (page) => {
      await page.goto(resultsPage(''));
      await hydrated(page);
      const field = page.locator('main input[type="search"]');
      await field.click();
      await page.keyboard.press('/');
      await page.keyboard.press('Control+k');
      assert.equal(await field.inputValue(), '/');
      assert.notEqual(
        await page.evaluate(() => document.activeElement?.getAttribute('placeholder')),
        SEARCH_PLACEHOLDER,
      );
    });
  });

  test('Escape closes the drop-down; ↑/↓ move through the results; Enter with nothing selected opens the results page', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
      await search(page, 'webhooks');
      assert.equal(await box.getAttribute('aria-expanded'), 'true');
      assert.equal(await box.getAttribute('aria-activedescendant'), null, 'nothing selected at first');
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await box.press('ArrowUp');
      const first = await page.getByRole('option').first().getAttribute('id');
      // React applies a key's effects after the key event: wait for the attributes to follow.
      await page.waitForFunction((id) => document.activeElement?.getAttribute('aria-activedescendant') === id, first);
      assert.equal(await page.getByRole('option', {selected: true}).count(), 1);
      await box.press('Escape');
      await page.waitForFunction(() => document.activeElement?.getAttribute('aria-expanded') === 'false');
      assert.ok(await page.locator('[data-results-for]').isHidden());

      // Any other key opens it again.
      await box.press('ArrowDown');
      await page.locator('[data-results-for="webhooks"]').waitFor();

      await search(page, 'webhook');
      assert.equal(await box.getAttribute('aria-activedescendant'), null, 'new results: nothing selected');
      await box.press('Enter');
      await page.waitForURL(resultsPage('webhook'));
      await page.locator('main [data-results-for="webhook"]').waitFor();
      assert.ok((await page.locator('main ol li h2 a').count()) > 0);
    });
  });
});

describe('recent searches', () => {
  test('appear when the box opens empty, persist across a reload, and can be removed', async () => {
    await withPage(async (page) => {
      await page.goto(url('/'));
      await hydrated(page);
      await page.evaluate((key) => localStorage.removeItem(key), RECENT_SEARCHES_KEY);
      const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
      for (const q of ['cold starts', 'pd deploy']) {
        await search(page, q);
        // Enter before the selection applies would open the results page instead of the result.
        await selectFirstOption(page, box);
        const chosen = await page.getByRole('option').first().getAttribute('data-url');
        await box.press('Enter');
        await page.waitForURL((u) => `${u.pathname}${u.hash}` === decodeURI(chosen));
        await hydrated(page);
      }
      await page.reload();
      await hydrated(page);
      await box.click();
      const recent = page.getByRole('listbox', {name: 'Recent searches'});
      await recent.waitFor();
      assert.deepEqual(
        await recent
          .getByRole('option')
          .allTextContents()
          .then((t) => t.map((s) => s.replace(/×$/, ''))),
        ['pd deploy', 'cold starts'],
      );

      // Choosing one searches it again.
      await box.press('ArrowDown');
      await box.press('ArrowDown');
      await waitForActive(page, 1, recent);
      await box.press('Enter');
      assert.equal(await box.inputValue(), 'cold starts');
      await page.locator('[data-results-for="cold starts"]').waitFor();

      // Removing: the mouse on ×, the keyboard with Delete.
      await box.fill('');
      await recent.waitFor();
      await page.locator('[data-remove-recent="pd deploy"]').click();
      assert.deepEqual(
        await recent
          .getByRole('option')
          .allTextContents()
          .then((t) => t.map((s) => s.replace(/×$/, ''))),
        ['cold starts'],
      );
      await box.press('ArrowDown');
      await waitForActive(page, 0, recent);
      await box.press('Delete');
      await recent.waitFor({state: 'hidden'});
      await page.reload();
      await hydrated(page);
      assert.deepEqual(
        await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]'), RECENT_SEARCHES_KEY),
        [],
      );
    });
  });
});

describe('results page', () => {
  test('lists every result for its q, grouped by page, from a pasted link', async () => {
    await withPage(async (page, errors) => {
      const response = await page.goto(resultsPage('webhooks'));
      assert.equal(response.status(), 200);
      await hydrated(page);
      const status = page.locator('main [data-results-for="webhooks"]');
      await status.waitFor();
      assert.equal(await page.locator('main input[type="search"]').inputValue(), 'webhooks');
      assert.match(await page.title(), /webhooks/);
      const groups = page.locator('main ol > li');
      assert.ok((await groups.count()) > 1);
      // Every section of every page, not the few of the drop-down: more entries than the box shows.
      const entries = await page
        .locator('main ol > li li a')
        .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      await page.goto(url('/'));
      await hydrated(page);
      const box = await search(page, 'webhooks');
      assert.ok(entries.length > box.groups.flatMap((g) => g.entries).length, `${entries.length} entries on the page`);
      assert.ok(entries.every((href) => href.startsWith(BASE_PATH)));
      assert.deepEqual(errors, []);
    });
  });

  test('is noindex and in neither the sitemap nor the page manifest', async () => {
    const html = fs.readFileSync(path.join(buildDir, SEARCH_PAGE_PATH, 'index.html'), 'utf8');
    assert.match(html, /<meta[^>]+name=["']?robots["']?[^>]+content=["']?noindex/);
    assert.ok(
      !fs.readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8').includes(`${BASE_PATH}${SEARCH_PAGE_PATH.slice(1)}`),
    );
    const {pages} = JSON.parse(fs.readFileSync(path.join(buildDir, 'pages.json'), 'utf8'));
    assert.ok(!pages.some((p) => p.regularPath === SEARCH_PAGE_PATH));
  });

  test('typing a new query there updates the address, which can be shared', async () => {
    await withPage(async (page) => {
      await page.goto(resultsPage('cron'));
      await hydrated(page);
      await page.locator('main [data-results-for="cron"]').waitFor();
      const field = page.locator('main input[type="search"]');
      await field.fill('sql service');
      await field.press('Enter');
      await page.waitForURL(
        (u) => u.pathname === new URL(resultsPage('')).pathname && u.searchParams.get('q') === 'sql service',
      );
      await page.locator('main [data-results-for="sql service"]').waitFor();
      await page.goBack();
      await page.locator('main [data-results-for="cron"]').waitFor();
    });
  });

  test('says so when no page matches, and reflects a hostile q as text only', async () => {
    await withPage(async (page, errors) => {
      for (const q of [
        'qwxzvbnmkj',
        '<img src=x onerror="window.__pwned=1">',
        '"><script>window.__pwned=1</script>',
        '.*+?^${}()|[]\\',
        'x'.repeat(500),
      ]) {
        await page.goto(resultsPage(q));
        await hydrated(page);
        await page.locator('main [role="status"] p, main [role="alert"] p').first().waitFor();
        await page.waitForFunction(
          () => !document.querySelector('main [role="status"]')?.textContent?.includes('Loading'),
        );
        assert.equal(await page.evaluate(() => window.__pwned), undefined, q);
        assert.equal(await page.locator('main img, main script').count(), 0, q);
        assert.equal(await page.locator('main h1').textContent(), `Search results for “${q.trim()}”`);
        assert.ok((await page.locator('main [role="status"]').textContent()).trim().length > 0, q.slice(0, 40));
      }
      await page.goto(resultsPage('qwxzvbnmkj'));
      await hydrated(page);
      await page.locator('main [data-results-for="qwxzvbnmkj"]').waitFor();
      assert.match(await page.locator('main [role="status"]').textContent(), /No pages match “qwxzvbnmkj”/);
      assert.deepEqual(errors, []);
    });
  });
});

describe('bad input in the box', () => {
  test('empty, blank, 500 characters, markup, regex characters, no match: a message, never an error', async () => {
    await withPage(async (page, errors) => {
      await page.goto(url('/'));
      await hydrated(page);
      const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
      await box.fill('   ');
      await box.press('Enter');
      assert.equal(new URL(page.url()).pathname, BASE_PATH, 'a blank query opens nothing');
      for (const q of [
        '<img src=x onerror="window.__pwned=1">',
        '.*+?^${}()|[]\\',
        '((((',
        'zzqqxxjjvv',
        `${'memory '.repeat(71)}x`.slice(0, 500),
      ]) {
        const {messages} = await search(page, q);
        assert.ok(messages.length > 0 || (await readBox(page, q.trim())).groups.length > 0, q.slice(0, 40));
        assert.equal(await page.evaluate(() => window.__pwned), undefined);
        assert.equal(await page.locator('[data-results-for] img').count(), 0);
      }
      const {messages} = await search(page, 'zzqqxxjjvv');
      assert.ok(
        messages.some((m) => m.startsWith('No pages match')),
        messages.join(' '),
      );
      const long = await search(page, `${'memory '.repeat(71)}x`.slice(0, 500));
      assert.ok(
        long.messages.some((m) => m.includes('Only the first')),
        long.messages.join(' '),
      );
      assert.deepEqual(errors, []);
    });
  });
});

describe('loading', () => {
  test('nothing of the search is fetched before the box is used', async () => {
    await withPage(async (page) => {
      const fetched = await openRecording(page, '/limits/');
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        fetched.filter((u) => u.includes('/pagefind/')),
        [],
      );
      const loaded = page.waitForRequest((r) => r.url().endsWith(SEARCH_FILES.script), {timeout: 15_000});
      await page.getByPlaceholder(SEARCH_PLACEHOLDER).focus();
      await loaded;
    });
  });

  test('when the index cannot load, the box says which file failed and how', async () => {
    await withPage(async (page) => {
      await page.route(/\/pagefind\/wasm\.[^/]+$/, (route) => route.fulfill({status: 404, body: 'gone'}));
      await page.goto(url('/'));
      await hydrated(page);
      const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
      await box.fill('memory');
      const alert = page.locator('[data-results-for="memory"] [role="alert"]');
      await alert.waitFor({timeout: 15_000});
      assert.match(
        await alert.textContent(),
        /search index could not be loaded: \S*wasm\.en\.pagefind\S* was answered with 404/,
      );
    });
  });
});

describe('phones', () => {
  test('at 375 px the search is reachable and its results fit the screen', async () => {
    await withPage(
      async (page, errors) => {
        await page.goto(url('/workflows/'));
        await hydrated(page);
        const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
        assert.ok(await box.isVisible());
        const closed = await box.boundingBox();
        assert.ok(
          closed.width >= 40 && closed.height >= 40,
          `a target a finger can hit: ${closed.width}×${closed.height}`,
        );
        assert.ok(closed.x + closed.width <= 375);
        await box.click();
        const open = await box.boundingBox();
        assert.ok(open.width >= 300, `the box spans the screen when in use: ${open.width}`);
        await search(page, 'cold start');
        const panel = await page.locator('[data-results-for="cold start"]').boundingBox();
        assert.ok(
          panel.x >= 0 && panel.x + panel.width <= 375,
          `results within the screen: ${panel.x} + ${panel.width}`,
        );
        assert.equal(
          await page.evaluate(() => document.documentElement.scrollWidth),
          375,
          'nothing wider than the screen',
        );
        const first = page.getByRole('option').first();
        const target = await first.getAttribute('data-url');
        await first.click();
        await page.waitForURL((u) => `${u.pathname}${u.hash}` === target);
        assert.deepEqual(errors, []);
      },
      {viewport: {width: 375, height: 740}},
    );
  });
});

describe('the box on every page', () => {
  test('the offline search finds pages and opens them, with no request beyond loopback', async () => {
    await withPage(
      async (page) => {
        await page.goto(url('/'));
        await hydrated(page);
        const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
        assert.ok(await box.isVisible());
        await box.click();
        await box.fill('cold starts');
        const options = page.getByRole('option');
        await options.first().waitFor({timeout: 10_000});
        const targets = await options.evaluateAll((os) => os.map((o) => o.dataset.url));
        const index = targets.indexOf(`${BASE_PATH}workflows/events/cold-starts/`);
        assert.ok(index >= 0, targets.join(', '));
        // Keyboard: nothing is selected until ↓; move to that result and open it.
        for (let i = 0; i <= index; i++) await box.press('ArrowDown');
        await waitForActive(page, index);
        await box.press('Enter');
        await page.waitForURL(url('/workflows/events/cold-starts/'));
        await hydrated(page);
        assert.equal(await page.locator('article h1').textContent(), 'Cold Starts');
        // Earlier tests of this file may have brought the index into the browser's cache already.
        assert.ok(
          [...requested].some((u) => u.startsWith(host.origin) && u.includes('/pagefind/')),
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
          assert.equal(await page.getByPlaceholder(SEARCH_PLACEHOLDER).count(), 1, route);
        }
      },
      {viewport: {width: 1280, height: 800}},
    );
  });
});

describe('network', () => {
  test('nothing a search test loaded came from outside loopback', () => assertOnlyLoopback());
});
