// Do readers' questions, indexed with the sections that answer them
// (src/plugins/local-search/reader-questions.ts), help the readers whose questions were not
// indexed? The build indexes the whole tuning half, so its own figures on that half say nothing;
// this script measures what the indexing does for questions it never saw:
//
// 1. builds the site with no questions indexed, the ranking as it would be without them;
// 2. for each of five folds of the tuning half (the split search:weights uses), builds the site
//    with the other four indexed and scores the fold against that build: each tuning question is
//    scored by a build that did not index it;
// 3. with --bank FILE (say tests/search/unread.json), builds with the whole tuning half, as the
//    site does, and scores FILE against that build and the one with none: measured, never indexed.
//
//   npm run search:questions [-- --bank tests/search/unread.json]
//
// Seven builds into a temporary folder: about ten minutes. Like search:score, it lists no
// question, only figures.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {figureLines, readBank, type Question} from '../src/build/search-quality';
import {tuningFolds} from '../src/build/weight-fit';
import {scriptOptions} from '../src/build/script-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = scriptOptions(import.meta.url, {bank: {type: 'string'}});
const tuning = readBank(path.join(root, 'tests/search/tuning.json'));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'search-questions-'));

/** A build of the site whose search indexes `questions` (SEARCH_QUESTIONS in docusaurus.config.ts). */
function buildIndexing(name: string, questions: readonly Question[]): string {
  const bank = path.join(work, `${name}.json`);
  const outDir = path.join(work, name);
  fs.writeFileSync(bank, JSON.stringify({queries: questions}));
  console.error(`building with ${questions.length} questions indexed (${name})…`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
    cwd: root,
    env: {...process.env, SEARCH_QUESTIONS: bank},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build with ${name} failed`);
  return outDir;
}

/**
 * Each question's rank in the box on `buildDir`'s index, scored by search:score in a process of its
 * own: the box's engine loads one index per page, as a browser does, so one per process.
 */
function ranks(buildDir: string, name: string, questions: readonly Question[]): {kind: string; rank: number}[] {
  const bank = path.join(work, `${name}-questions.json`);
  const out = path.join(work, `${name}-ranks.json`);
  fs.writeFileSync(bank, JSON.stringify({queries: questions}));
  const script = path.join(root, 'scripts/search-score.mts');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', script, '--build', buildDir, '--bank', bank, '--out', out],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error(`scoring ${name} failed`);
  const rankOf = JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, number>;
  return questions.map((q) => ({kind: q.kind, rank: rankOf[q.q] ?? 0}));
}

const print = (label: string, scored: {kind: string; rank: number}[]) =>
  console.log([label, ...figureLines(scored)].join('\n'));

try {
  const none = buildIndexing('none', []);
  print('tuning, no questions indexed', ranks(none, 'tuning-none', tuning));

  const folds = tuningFolds(tuning.length);
  const crossed: {kind: string; rank: number}[] = [];
  for (let k = 0; k < 5; k++) {
    const inFold = (_: Question, i: number) => folds[i] === k;
    const dir = buildIndexing(
      `fold-${k}`,
      tuning.filter((q, i) => !inFold(q, i)),
    );
    crossed.push(...ranks(dir, `fold-${k}`, tuning.filter(inFold)));
    fs.rmSync(dir, {recursive: true, force: true});
  }
  print('tuning, each fold scored by a build that indexed the other four', crossed);

  if (args.bank) {
    const bank = readBank(path.resolve(args.bank));
    const all = buildIndexing('tuning', tuning);
    print(`${args.bank}, no questions indexed`, ranks(none, 'bank-none', bank));
    print(`${args.bank}, the tuning half indexed`, ranks(all, 'bank-tuning', bank));
  }
} finally {
  fs.rmSync(work, {recursive: true, force: true});
}
