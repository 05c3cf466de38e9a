// The search box against the question set (tests/search-queries.json, or SEARCH_QUERIES=file):
// each question is typed into the box of the built site, as a reader would, and scored on what the
// drop-down shows (src/build/search-quality.ts). Prints hit@1, hit@3 and MRR, overall and per
// kind of question, lists the questions not answered first, and fails below the thresholds.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {hydrated} from '../../src/build/browser.ts';
import {searchInBox} from '../../src/build/search-box.ts';
import {figures, headingsOfHtml, percent, rankOfAnswer, sectionsUnder} from '../../src/build/search-quality.ts';
import {browser, buildDir, host, root, useBuiltSite} from './built-site.mjs';

const QUESTIONS = process.env.SEARCH_QUERIES
  ? path.resolve(process.env.SEARCH_QUERIES)
  : path.join(root, 'tests/search-queries.json');

/** What the search must reach on the question set. */
const THRESHOLDS = {hit1: 0.9, hit3: 0.98};

useBuiltSite();

test(`the search box answers the questions of ${path.relative(root, QUESTIONS)}`, async () => {
  const {queries} = JSON.parse(fs.readFileSync(QUESTIONS, 'utf8'));
  const {pages} = JSON.parse(fs.readFileSync(path.join(buildDir, 'pages.json'), 'utf8'));
  // Which section each heading belongs to, from the built pages, so that an entry opening a
  // subsection of an expected section counts.
  const parentOf = sectionsUnder(
    Object.fromEntries(
      pages.map((p) => [
        p.regularPath,
        headingsOfHtml(fs.readFileSync(path.join(buildDir, p.regularPath, 'index.html'), 'utf8')),
      ]),
    ),
  );
  const page = await browser.context.newPage();
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto(`${host.origin}${BASE_PATH}`);
  await hydrated(page);
  const relative = (url) => url.replace(new RegExp(`^${BASE_PATH.slice(0, -1)}`), '');
  const ranks = [];
  const misses = [];
  for (const question of queries) {
    const {groups} = await searchInBox(page, question.q, {placeholder: SEARCH_PLACEHOLDER});
    const shown = groups.map((g) => ({
      url: relative(g.entries[0]?.url ?? '').replace(/#.*$/, ''),
      entries: g.entries.map((e) => relative(e.url)),
    }));
    const rank = rankOfAnswer(shown, question.answers, parentOf);
    ranks.push({kind: question.kind, rank});
    if (rank !== 1)
      misses.push(
        `  ${rank || '-'}  ${question.q}  →  ${
          shown
            .slice(0, 3)
            .map((g) => g.url)
            .join(' | ') || 'no results'
        }`,
      );
  }
  await page.close();

  const all = figures(ranks.map((r) => r.rank));
  const line = (label, f) =>
    `${label.padEnd(8)} hit@1 ${percent(f.hit1).padStart(6)}  hit@3 ${percent(f.hit3).padStart(6)}  MRR ${f.mrr.toFixed(3)}  (${f.questions})`;
  const kinds = [...new Set(ranks.map((r) => r.kind))];
  console.log(
    [
      '',
      line('all', all),
      ...kinds.map((kind) => line(kind, figures(ranks.filter((r) => r.kind === kind).map((r) => r.rank)))),
      ...(misses.length ? ['Not answered first (rank, question, first pages shown):', ...misses] : []),
    ].join('\n'),
  );
  assert.ok(all.hit1 >= THRESHOLDS.hit1, `hit@1 ${percent(all.hit1)} is below ${percent(THRESHOLDS.hit1)}`);
  assert.ok(all.hit3 >= THRESHOLDS.hit3, `hit@3 ${percent(all.hit3)} is below ${percent(THRESHOLDS.hit3)}`);
});
