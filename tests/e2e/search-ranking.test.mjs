// The search box against the question bank (tests/search/tuning.json and held-out.json): each
// question is scored on what the box shows for it (src/build/search-quality.ts). Prints hit@1, hit@3
// and MRR for both halves, overall and per kind of question, and the tuning questions not answered
// first; fails when the held-out half is below its targets (and floor) or the tuning half below
// the figures it had before the bank was split, and reports each held-out target.
//
// What the box shows is read two ways. The box's own engine runs in Node on build/'s index
// (src/build/search-in-node.ts) for every question. And questions are typed into the box of the
// built site in Chromium, as a reader types them: every held-out question and every TYPED_EVERY-th
// tuning question, each of which must show in the box exactly the pages and sections the engine
// gives in Node. Typing all 2,380 questions took 165 s of CI's 20 minutes; SEARCH_TYPE_ALL=1 still
// types every one.
//
// A second test searches held-out and sampled tuning questions as a page's first query, each with
// a Pagefind of its own, and requires what a Pagefind holding every index chunk finds
// (src/plugins/local-search/client/wordFamilies.ts).
//
// SEARCH_QUERIES=file scores another set in the same format against the held-out targets (every
// question typed); SEARCH_RESULTS=file writes each question's rank there (to compare two rankings
// question by question).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {test} from 'node:test';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {hydrated} from '../../src/build/browser.ts';
import {searchInBox} from '../../src/build/search-box.ts';
import {
  figureLines,
  figures,
  missLine,
  percent,
  rankOfQuestion,
  resultGroupOf,
  sectionsOfBuild,
} from '../../src/build/search-quality.ts';
import {searchBoxInNode} from '../../src/build/search-in-node.ts';
import {SEARCH_FILES} from '../../src/plugins/local-search/client/files.ts';
import {loadPagefind} from '../../src/plugins/local-search/client/pagefind.ts';
import {browser, buildDir, host, root, useBuiltSite} from './built-site.mjs';

/** The targets of the held-out half (issue 24), never tuned on: reported, and the floor below holds them. */
const HELD_OUT_TARGETS = {hit1: 0.92, hit3: 0.99, mrr: 0.95};
/**
 * What the held-out half must not fall below: every target, and where the half is above its target,
 * what it scores, rounded down. Since issue 24's fifteenth round, 95.5% / 99.4% / 0.973: a ####
 * heading inside a section counts as one of its headings (ranking.ts), which brought one more
 * topic question into the first three pages and hit@3 to its target (98.9% since the fifth round).
 * The seventh round's pair signal costs two of these short queries their first place and none its
 * place in the top three; on 89 whole questions nobody had read (tests/search/unread.json) it
 * added 7 top-three answers (86.5% -> 94.4%). The plugin README has the figures.
 */
const HELD_OUT_FLOOR = {hit1: 0.95, hit3: HELD_OUT_TARGETS.hit3, mrr: 0.97};
/**
 * The tuning half must not fall below what the ranking and pages before issue 24's seventh round
 * (bc28168) score on it, 2,204 questions with the 204 added in that round: 80.8% / 93.7% / 0.873,
 * rounded down. (7998df1, before the sixth round, scored 78.6% / 91.8% / 0.853 on its 2,000.)
 * Since the thirteenth round the index holds the tuning half's own questions (reader-questions.ts),
 * and the half scores 93.4% / 98.5% / 0.960 on it (2,541 questions): the floor still catches a
 * broken ranking or index; what the questions do for questions no build indexed is
 * `npm run search:questions`.
 */
const TUNING_FLOOR = {hit1: 0.8, hit3: 0.93, mrr: 0.87};

/**
 * Pages typing questions at once. On the 2-core machine, the 1,132 questions took 210 s with one
 * page, 163 s with 3, 133 s with 5 and 120 s with 8, with the same figures. 1,667 questions took
 * 170 s with 8 and 161 s with 12: more pages buy little on two cores. The 1,932 took 192 s, and
 * 144 s once each page waited for its results on a DOM event instead of polling every frame.
 */
const PAGES = 8;
/**
 * Which tuning questions are typed into the box too: every eighth, spread over every batch the
 * half was written in (the file keeps them in the order they were added).
 */
const TYPED_EVERY = process.env.SEARCH_TYPE_ALL ? 1 : 8;

const SETS = process.env.SEARCH_QUERIES
  ? [
      {
        name: path.basename(process.env.SEARCH_QUERIES),
        file: path.resolve(process.env.SEARCH_QUERIES),
        floor: HELD_OUT_FLOOR,
        targets: HELD_OUT_TARGETS,
      },
    ]
  : [
      {
        name: 'tuning',
        file: path.join(root, 'tests/search/tuning.json'),
        floor: TUNING_FLOOR,
        listMisses: true,
        typed: (i) => i % TYPED_EVERY === 0,
      },
      {
        name: 'held-out',
        file: path.join(root, 'tests/search/held-out.json'),
        floor: HELD_OUT_FLOOR,
        targets: HELD_OUT_TARGETS,
      },
    ];

useBuiltSite();

test('the search box answers the question bank', async () => {
  // Which section each heading belongs to, so that an entry opening a subsection of an expected section counts.
  const parentOf = sectionsOfBuild(buildDir);
  const inNode = searchBoxInNode(buildDir);
  // Typed questions are independent, so a few pages type them side by side: one page spends most
  // of each question waiting for its results to render.
  const pages = await Promise.all(
    Array.from({length: PAGES}, async () => {
      const page = await browser.context.newPage();
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(`${host.origin}${BASE_PATH}`);
      await hydrated(page);
      return page;
    }),
  );
  const relative = (url) => url.replace(new RegExp(`^${BASE_PATH.slice(0, -1)}`), '');
  const report = [];
  const failures = [];
  const disagreements = [];
  const results = {};
  let typedCount = 0;
  for (const set of SETS) {
    const {queries} = JSON.parse(fs.readFileSync(set.file, 'utf8'));
    const typed = queries.map((_, i) => i).filter((i) => set.typed?.(i) ?? true);
    typedCount += typed.length;
    const inBox = new Map();
    // The engine in Node works through every question while the pages type theirs: the one keeps
    // a core busy, the pages wait on the box's debounce.
    const [answered] = await Promise.all([
      (async () => {
        const node = [];
        for (const question of queries) {
          const {groups, notes} = await inNode(question.q);
          node.push({shown: groups, messages: notes});
          // The engine reads the index from disk without I/O callbacks, so its awaits resolve as
          // microtasks: without this turn of the event loop the static server and the browser's
          // driver, in this process too, would wait for the whole half.
          await new Promise((resolve) => setImmediate(resolve));
        }
        return node;
      })(),
      ...pages.map(async (page) => {
        while (typed.length) {
          const i = typed.shift();
          const {groups, messages} = await searchInBox(page, queries[i].q, {placeholder: SEARCH_PLACEHOLDER});
          inBox.set(i, {
            shown: groups.map((g) =>
              resultGroupOf(
                g.entries.map((e) => e.url),
                relative,
              ),
            ),
            messages,
          });
        }
      }),
    ]);
    for (const [i, box] of inBox) {
      const node = answered[i];
      const rankInBox = rankOfQuestion(queries[i], box.shown, box.messages, parentOf);
      const rankInNode = rankOfQuestion(queries[i], node.shown, node.messages, parentOf);
      // The box may say one thing more than the engine's notes (how many it shows, or that nothing
      // matched), never less.
      const saysAll = node.messages.every((note) => box.messages.includes(note));
      if (JSON.stringify(box.shown) !== JSON.stringify(node.shown) || rankInBox !== rankInNode || !saysAll) {
        disagreements.push(
          `${set.name}: "${queries[i].q}": the box shows ${JSON.stringify(box.shown)} (rank ${rankInBox}) ` +
            `and says ${JSON.stringify(box.messages)}; the engine in Node ${JSON.stringify(node.shown)} ` +
            `(rank ${rankInNode}) and ${JSON.stringify(node.messages)}`,
        );
      }
    }
    const ranks = [];
    const misses = [];
    queries.forEach((question, i) => {
      const {shown, messages} = answered[i];
      const rank = rankOfQuestion(question, shown, messages, parentOf);
      ranks.push({kind: question.kind, rank});
      results[`${set.name}\t${question.q}`] = rank;
      if (rank !== 1) misses.push(missLine(rank, question.q, shown, messages));
    });
    const all = figures(ranks.map((r) => r.rank));
    report.push(
      `${set.name} (${path.relative(root, set.file)})`,
      ...figureLines(ranks),
      // Only the tuning half is listed question by question: the held-out half is a measure, never
      // a list of questions to fix.
      ...(set.listMisses && misses.length
        ? ['  not answered first (rank, question, first pages shown):', ...misses]
        : []),
    );
    const shown = (key, value) => (key === 'mrr' ? value.toFixed(3) : percent(value));
    for (const [key, floor] of Object.entries(set.floor)) {
      if (all[key] < floor) failures.push(`${set.name}: ${key} ${shown(key, all[key])} is below ${shown(key, floor)}`);
    }
    for (const [key, target] of Object.entries(set.targets ?? {})) {
      report.push(
        `  target ${key} ${shown(key, target)}: ${all[key] >= target ? 'met' : `not met (${shown(key, all[key])})`}`,
      );
    }
  }
  await Promise.all(pages.map((page) => page.close()));
  report.push(
    `${typedCount} questions typed into the box; ${disagreements.length} showed otherwise than the engine in Node`,
  );
  if (process.env.SEARCH_RESULTS) fs.writeFileSync(process.env.SEARCH_RESULTS, `${JSON.stringify(results, null, 1)}\n`);
  console.log(['', ...report].join('\n'));
  // Held-out disagreements name no question's results: only that they differ, and how many.
  assert.deepEqual(
    disagreements.map((d) => (d.startsWith('held-out') ? 'held-out: a question the box shows otherwise' : d)),
    [],
  );
  assert.deepEqual(failures, []);
});

/**
 * Which tuning questions are also searched as a page's first query (with every held-out question):
 * each takes a Pagefind of its own, about 0.1 s and 2 MB.
 */
const FIRST_QUERY_EVERY = 16;

test('a query finds the same sections whatever was searched before it', async () => {
  // One page's queries share the chunks of the index loaded so far. Loaded with every chunk, the
  // engine finds what the question bank is scored on; a page's first query must find the same.
  const everyChunk = searchBoxInNode(buildDir);
  const pagefind = await loadPagefind(`${pathToFileURL(buildDir).href}/`, SEARCH_FILES);
  const {chunks} = JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_FILES.chunks), 'utf8'));
  for (const {key} of chunks) await pagefind.preload(key);
  const firstQuery = searchBoxInNode(buildDir, {fresh: true});
  const differing = [];
  // Found after "pd publish" had loaded the chunk of `publish`, "workflow id p_" listed other
  // pages than as a first query.
  const samples = [{set: 'regression', q: 'workflow id p_'}];
  for (const [set, every] of [
    ['held-out', 1],
    ['tuning', FIRST_QUERY_EVERY],
  ]) {
    const {queries} = JSON.parse(fs.readFileSync(path.join(root, `tests/search/${set}.json`), 'utf8'));
    samples.push(...queries.filter((_, i) => i % every === 0).map(({q}) => ({set, q})));
  }
  for (const {set, q} of samples) {
    const first = (await firstQuery(q)).groups;
    const loaded = (await everyChunk(q)).groups;
    if (JSON.stringify(first) !== JSON.stringify(loaded)) {
      // Held-out questions are never named.
      differing.push(
        set === 'held-out'
          ? 'a held-out question'
          : `${set}: "${q}": ${JSON.stringify(first)} first, ${JSON.stringify(loaded)} with every chunk`,
      );
    }
  }
  assert.deepEqual(differing, []);
});
