// The question banks scored in Node, without a browser: the search box's own engine
// (src/plugins/local-search/client/engine.ts) on the index in build/, each question's results cut
// as the box cuts them. A ranking change needs no build (an index change does): this is the loop
// for trying one. `npm run test:search` scores the same way in CI.
//
//   npm run search:score                  tests/search/tuning.json: hit@1, hit@3 and MRR, overall and
//                                         per kind, and the questions not answered first
//   npm run search:score -- --sealed      also tests/search/sealed.json, as figures only: once per
//                                         finished approach, never to choose between variants
//   npm run search:score -- --query "Q"   what one query finds: the pages, sections and notes
//   npm run search:score -- --bank FILE   another bank of the same form, with its misses
//   npm run search:score -- --out FILE    each question's rank, to compare two rankings question by question
//   npm run search:score -- --build DIR   the index of another build than build/
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {searchBoxInNode} from '../src/build/search-in-node';
import {reportOf, scoreBank, SEALED_BANK, TUNING_BANK} from '../src/build/search-quality';
import {scriptOptions} from '../src/build/script-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = scriptOptions(import.meta.url, {
  sealed: {type: 'boolean', default: false},
  query: {type: 'string'},
  bank: {type: 'string'},
  out: {type: 'string'},
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

const banks = [
  {file: args.bank ? path.resolve(args.bank) : path.join(root, TUNING_BANK), listMisses: true},
  ...(args.sealed ? [{file: path.join(root, SEALED_BANK), listMisses: false}] : []),
];
const ranks: Record<string, number> = {};
for (const {file, listMisses} of banks) {
  const scored = await scoreBank(file, buildDir, inBox);
  console.log([path.relative(root, file), ...reportOf(file, scored, {listMisses})].join('\n'));
  if (listMisses) for (const {question, rank} of scored) ranks[question.q] = rank;
}
if (args.out) fs.writeFileSync(args.out, `${JSON.stringify(ranks, null, 1)}\n`);
