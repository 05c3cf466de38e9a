// The question bank scored in Node, without a browser: the search engine the box runs
// (src/plugins/local-search/client/engine.ts) on the index in build/, each question's results cut
// as the box cuts them and scored as tests/e2e/search-ranking.test.mjs scores what the box shows.
// A run takes seconds instead of minutes, and a ranking change needs no build (an index change
// does), so it is the loop for trying a change; `npm run test:search`, in a real browser, is the
// measure of record, and its figures are the ones to report.
//
//   npm run search:score                  both halves, overall and per kind; the tuning half's misses
//   npm run search:score -- --out FILE    also writes each tuning question's rank to FILE (JSON)
//   npm run search:score -- --query "Q"   what one query finds: the pages, sections and notes
//   npm run search:score -- --bank FILE   scores FILE (a bank of the same form) with its misses, instead
//                                         of the two halves: new questions measured before they are
//                                         added to the tuning half, as a half never tuned on
//
// Like the browser test, it never lists the held-out half question by question.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parseArgs} from 'node:util';
import {figureLines, missLine, rankOfQuestion, sectionsOfBuild, type Question} from '../src/build/search-quality';
import {SITE_TITLE} from '../src/data/site';
import {createSearch, type SearchOutcome} from '../src/plugins/local-search/client/engine';
import {BOX_LIMITS} from '../src/plugins/local-search/client/limits';
import {outcomeNotes} from '../src/plugins/local-search/client/messages';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const {values: args} = parseArgs({options: {out: {type: 'string'}, query: {type: 'string'}, bank: {type: 'string'}}});

if (!fs.existsSync(path.join(buildDir, 'pagefind'))) {
  console.error('No search index in build/: run npm run build first.');
  process.exit(1);
}

// Pagefind fetches its index next to its script; in Node that is a file: URL, which fetch cannot read.
const networkFetch = globalThis.fetch;
globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const address = input instanceof Request ? input.url : String(input);
  if (!address.startsWith('file:')) return networkFetch(input, init);
  const file = fileURLToPath(address.split(/[?#]/)[0]!);
  return fs.existsSync(file) ? new Response(fs.readFileSync(file)) : new Response('not found', {status: 404});
}) as typeof fetch;

const baseUrl = `${pathToFileURL(buildDir).href}/`;
// The site's name, as the box is given it (a title that is the query but for it still counts).
const search = createSearch(baseUrl, SITE_TITLE);
/** A record's address relative to the site (`/limits/#memory`), as the question bank writes answers. */
const relative = (address: string) => {
  const at = address.indexOf(pathToFileURL(buildDir).pathname);
  return at < 0 ? address : address.slice(at + pathToFileURL(buildDir).pathname.length);
};

/** The box's groups for a query: pages as it lists them, each with the entries it shows. */
async function inBox(q: string): Promise<{outcome: SearchOutcome; groups: {url: string; entries: string[]}[]}> {
  const outcome = await search.search(q, {limit: BOX_LIMITS.sections, entriesPerGroup: BOX_LIMITS.entriesPerPage});
  const groups = outcome.groups.slice(0, BOX_LIMITS.pages).map((g) => ({
    url: relative(g.entries[0]?.url ?? '').replace(/#.*$/, ''),
    entries: g.entries.map((e) => relative(e.url)),
  }));
  return {outcome, groups};
}

if (args.query !== undefined) {
  const {outcome, groups} = await inBox(args.query);
  for (const note of outcomeNotes(args.query, outcome)) console.log(`  [${note}]`);
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
  const {queries} = JSON.parse(fs.readFileSync(file, 'utf8')) as {queries: Question[]};
  const scored: {kind: string; rank: number}[] = [];
  const misses: string[] = [];
  for (const question of queries) {
    const {outcome, groups} = await inBox(question.q);
    const notes = outcomeNotes(question.q, outcome);
    const rank = rankOfQuestion(question, groups, notes, parentOf);
    scored.push({kind: question.kind, rank});
    if (listed) {
      ranks[question.q] = rank;
      if (rank !== 1) misses.push(missLine(rank, question.q, groups, notes));
    }
  }
  console.log([label, ...figureLines(scored)].join('\n'));
  if (misses.length) console.log(['  not answered first (rank, question, first pages shown):', ...misses].join('\n'));
}
if (args.out) fs.writeFileSync(args.out, `${JSON.stringify(ranks, null, 1)}\n`);
