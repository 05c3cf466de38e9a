// Are the ranking's weights (RANKING in src/plugins/local-search/client/ranking.ts) the problem?
// Searches each tuning question once, keeps the signals of the sections it ranked, and reorders
// them with other weights as often as it likes, which takes seconds, not a search per try:
//
// 1. checks that reordering with RANKING gives every tuning question the rank the box gives it
//    (else it stops: the reordering no longer matches the box);
// 2. fits the weights on four fifths of the tuning half (coordinate ascent on MRR) and measures
//    them on the fifth it did not see, five times: a gain only on the fitted folds is no gain;
// 3. fits them on the whole tuning half and prints its figures, the held-out half's and those of
//    --bank FILE (say tests/search/unread.json) before and after: measured, never fitted on;
// 4. for the tuning questions not answered first whose answer was among the sections ranked,
//    counts for each signal how often the answer's best section beats the best section that is
//    not an answer, and how often it loses: a signal the wrong sections win on is no lever.
//
//   npm run search:weights [-- --bank tests/search/unread.json]
//
// Needs a build (npm run build). Like search:score, it never lists a held-out question.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {searchBoxInNode} from '../src/build/search-in-node';
import {
  figures,
  percent,
  rankOfAnswer,
  rankOfQuestion,
  readBank,
  sectionsOfBuild,
  type Question,
} from '../src/build/search-quality';
import {coordinateAscent, tuningFolds} from '../src/build/weight-fit';
import {groupByPage, RANKING, weighed, type Weighable, type Weights} from '../src/plugins/local-search/client/ranking';
import {BOX_LIMITS} from '../src/plugins/local-search/client/limits';
import {scriptOptions} from '../src/build/script-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build');
const args = scriptOptions(import.meta.url, {bank: {type: 'string'}});
if (!fs.existsSync(path.join(buildDir, 'pagefind'))) {
  console.error('No search index in build/: run npm run build first.');
  process.exit(1);
}

const inBox = searchBoxInNode(buildDir);
const parentOf = sectionsOfBuild(buildDir);
type Searched = {question: Question; notes: string[]; records: Weighable[]; boxRank: number};

async function searched(file: string): Promise<Searched[]> {
  const out: Searched[] = [];
  for (const question of readBank(file)) {
    const {outcome, groups, notes} = await inBox(question.q);
    const boxRank = rankOfQuestion(question, groups, notes, parentOf);
    out.push({question, notes, records: outcome.records ?? [], boxRank});
  }
  return out;
}

const rankWith = (s: Searched, weights: Weights) =>
  rankOfQuestion(
    s.question,
    inBox.shown(groupByPage(s.records, {entriesPerGroup: BOX_LIMITS.entriesPerPage, weights})),
    s.notes,
    parentOf,
  );
const figuresWith = (set: Searched[], weights: Weights) => figures(set.map((s) => rankWith(s, weights)));
const line = (f: ReturnType<typeof figures>) => `${percent(f.hit1)} / ${percent(f.hit3)} / ${f.mrr.toFixed(3)}`;
const fit = (set: Searched[]) => coordinateAscent<keyof Weights>(RANKING, (w) => figuresWith(set, w).mrr) as Weights;

const tuning = await searched(path.join(root, 'tests/search/tuning.json'));
const measured = [
  {label: 'held-out', set: await searched(path.join(root, 'tests/search/held-out.json'))},
  ...(args.bank ? [{label: args.bank, set: await searched(path.resolve(args.bank))}] : []),
];

const differ = tuning.filter((s) => rankWith(s, RANKING) !== s.boxRank);
if (differ.length) {
  console.error(
    `Reordered with RANKING, ${differ.length} tuning questions rank otherwise than in the box, e.g. "${differ[0]!.question.q}".`,
  );
  process.exit(1);
}

console.log('Five-fold cross-validation on the tuning half (hit@1 / hit@3 / MRR on the fold not fitted on):');
const folds = tuningFolds(tuning.length);
let gain = 0;
for (let f = 0; f < 5; f++) {
  const fitted = fit(tuning.filter((_, i) => folds[i] !== f));
  const test = tuning.filter((_, i) => folds[i] === f);
  const [before, after] = [figuresWith(test, RANKING), figuresWith(test, fitted)];
  gain += (after.mrr - before.mrr) / 5;
  console.log(`  fold ${f + 1} (${test.length}): ${line(before)}  →  ${line(after)}`);
}
console.log(`  mean MRR change on the folds not fitted on: ${gain >= 0 ? '+' : ''}${gain.toFixed(4)}`);

const fitted = fit(tuning);
console.log('\nFitted on the whole tuning half:');
for (const key of Object.keys(RANKING) as (keyof Weights)[])
  if (fitted[key] !== RANKING[key]) console.log(`  ${key}: ${RANKING[key]} → ${fitted[key]}`);
for (const {label, set} of [{label: 'tuning', set: tuning}, ...measured])
  console.log(`  ${label} (${set.length}): ${line(figuresWith(set, RANKING))}  →  ${line(figuresWith(set, fitted))}`);

console.log('\nTuning questions not answered first, with an answer among the sections ranked:');
const answers = (s: Searched, r: Weighable) =>
  rankOfAnswer(inBox.shown([{url: r.page, title: '', entries: [r.entry]}]), s.question.answers, parentOf) > 0;
const wins = new Map<string, [number, number]>();
let compared = 0;
for (const s of tuning) {
  if (!s.question.answers.length || s.boxRank === 1) continue;
  const byScore = [...s.records].sort((a, b) => weighed(b.signals, RANKING) - weighed(a.signals, RANKING));
  const right = byScore.find((r) => answers(s, r));
  const wrong = byScore.find((r) => !answers(s, r));
  if (!right || !wrong) continue;
  compared++;
  for (const [signal, value] of Object.entries(right.signals)) {
    const other = wrong.signals[signal as keyof typeof wrong.signals];
    const [won, lost] = wins.get(signal) ?? [0, 0];
    wins.set(signal, [won + (value > other ? 1 : 0), lost + (value < other ? 1 : 0)]);
  }
}
console.log(
  `  ${compared} compared; signal: answer's section higher / lower than the best section that is not an answer`,
);
for (const [signal, [won, lost]] of wins) console.log(`  ${signal.padEnd(16)} ${String(won).padStart(4)} / ${lost}`);
