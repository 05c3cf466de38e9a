// The question bank scored in Node, without a browser: the search engine the box runs
// (src/plugins/local-search/client/engine.ts) on the index in build/, each question's results cut
// as the box cuts them and scored as tests/e2e/search-ranking.test.mjs scores what the box shows.
// A ranking change needs no build (an index change does) and no browser, so it is the loop for
// trying a change. `npm run test:search` scores the same way and also types a share of the
// questions into the box of the built site, which must show what the engine gives here.
//
//   npm run search:score                  both halves, overall, per kind and by page alone (`pages`:
//                                         a page shown counts whatever sections it shows); the
//                                         tuning half's misses
//   npm run search:score -- --out FILE    also writes each tuning question's rank to FILE (JSON)
//   npm run search:score -- --query "Q"   what one query finds: the pages, sections and notes
//   npm run search:score -- --bank FILE   scores FILE (a bank of the same form) with its misses, instead
//                                         of the two halves: new questions measured before they are
//                                         added to the tuning half, as a half never tuned on
//   npm run search:score -- --build DIR   the index of another build than build/
//
// Like the browser test, it never lists the held-out half question by question.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {searchBoxInNode} from '../src/build/search-in-node';
import {
  byPage,
  figureLine,
  figureLines,
  missLine,
  rankOfQuestion,
  readBank,
  sectionsOfBuild,
} from '../src/build/search-quality';
import {scriptOptions} from '../src/build/script-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = scriptOptions(import.meta.url, {
  out: {type: 'string'},
  query: {type: 'string'},
  bank: {type: 'string'},
  build: {type: 'string'},
});
const buildDir = path.resolve(args.build ?? path.join(root, 'build'));

if (!fs.existsSync(path.join(buildDir, 'pagefind'))) {
  console.error(`No search index in ${buildDir}: run npm run build first.`);
  process.exit(1);
}

const inBox = searchBoxInNode(buildDir);

if (args.query !== undefined) {
  const {groups, notes} = await inBox(args.query);
  for (const note of notes) console.log(`  [${note}]`);
  for (const g of groups)
    console.log(`  ${g.url}  ${g.entries.map((e) => e.replace(/^[^#]*/, '') || '(top)').join(' ')}`);
  if (!groups.length) console.log('  no results');
  process.exit(0);
}

const parentOf = sectionsOfBuild(buildDir);

const ranks: Record<string, number> = {};
const banks = args.bank
  ? [{label: args.bank, file: path.resolve(args.bank), listed: true}]
  : ['tuning', 'held-out'].map((half) => ({
      label: half,
      file: path.join(root, `tests/search/${half}.json`),
      listed: half === 'tuning',
    }));
for (const {label, file, listed} of banks) {
  const queries = readBank(file);
  const scored: {kind: string; rank: number}[] = [];
  const pageRanks: number[] = [];
  const misses: string[] = [];
  for (const question of queries) {
    const {groups, notes} = await inBox(question.q);
    const rank = rankOfQuestion(question, groups, notes, parentOf);
    scored.push({kind: question.kind, rank});
    pageRanks.push(rankOfQuestion(byPage(question), groups, notes, parentOf));
    if (listed) {
      ranks[question.q] = rank;
      if (rank !== 1) misses.push(missLine(rank, question.q, groups, notes));
    }
  }
  console.log([label, ...figureLines(scored), figureLine('pages', pageRanks)].join('\n'));
  if (misses.length) console.log(['  not answered first (rank, question, first pages shown):', ...misses].join('\n'));
}
if (args.out) fs.writeFileSync(args.out, `${JSON.stringify(ranks, null, 1)}\n`);
