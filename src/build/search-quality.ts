// Scores what the search box shows against a question bank (tests/search/*.json): hit@1, hit@3 and
// MRR over result groups, one group per page, as the box shows them. The Node scorer
// (scripts/search-score.mts) and the bank test (tests/e2e/bank-scores.test.mjs) score and report
// through this module.
//
// A group answers a question when its page is one of the question's answers and, for an answer
// naming a section (`/limits/#memory`), one of its entries opens that section or one under it. A
// question about something the site does not cover has no answers: the box answers it when it
// shows nothing, or says it shows sections holding only some of the words, and corrects nothing.
import fs from 'node:fs';
import path from 'node:path';

/** The questions the search is tuned on, and the sealed set nobody reads (its $comment says why). */
export const TUNING_BANK = 'tests/search/tuning.json';
export const SEALED_BANK = 'tests/search/sealed.json';

/** A result group as the box shows it: the page's route and its entries' `route#anchor`s. */
export type ResultGroup = {url: string; entries: string[]};
/** What the box shows for a question: its groups and its notes. */
export type Shown = {groups: ResultGroup[]; notes: string[]};
export type Question = {q: string; kind: string; answers: string[]};

/** A group from its entries' addresses, made relative to the site by `relative` as the bank writes them. */
export function resultGroupOf(entryUrls: readonly string[], relative: (url: string) => string): ResultGroup {
  const entries = entryUrls.map(relative);
  return {url: (entries[0] ?? '').replace(/#.*$/, ''), entries};
}

/** The questions of a bank file, or an error naming the file. */
export function readBank(file: string): Question[] {
  const queries = (JSON.parse(fs.readFileSync(file, 'utf8')) as {queries?: unknown} | null)?.queries;
  const valid =
    Array.isArray(queries) &&
    queries.every(
      (x: Partial<Question> | null) =>
        typeof x?.q === 'string' &&
        typeof x.kind === 'string' &&
        Array.isArray(x.answers) &&
        x.answers.every((a) => typeof a === 'string'),
    );
  if (!valid) throw new Error(`${file} is not a question bank ({"queries": [{q, kind, answers}]})`);
  return queries as Question[];
}

/**
 * Which section each heading of each built page belongs to: `route#slug` → `route#parent` for a
 * subsection, `route` for a `##` section, from the headings with an id in the page's article.
 */
function sectionsOfBuild(buildDir: string): Map<string, string> {
  const file = path.join(buildDir, 'pages.json');
  const pages = (JSON.parse(fs.readFileSync(file, 'utf8')) as {pages?: {regularPath?: unknown}[]} | null)?.pages;
  if (!Array.isArray(pages) || !pages.every((p) => typeof p?.regularPath === 'string')) {
    throw new Error(`${file} does not list the pages with their regularPath: run npm run build`);
  }
  const under = new Map<string, string>();
  for (const {regularPath: route} of pages as {regularPath: string}[]) {
    const html = fs.readFileSync(path.join(buildDir, route, 'index.html'), 'utf8');
    const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
    const open: {level: number; slug: string}[] = [];
    for (const m of article.matchAll(/<h([2-6])\b[^>]*?\bid=(?:"([^"]+)"|([^\s>]+))/g)) {
      const h = {level: Number(m[1]), slug: (m[2] ?? m[3])!};
      while (open.length && open[open.length - 1]!.level >= h.level) open.pop();
      under.set(`${route}#${h.slug}`, open.length ? `${route}#${open[open.length - 1]!.slug}` : route);
      open.push(h);
    }
  }
  return under;
}

/** The 1-based rank of the first group that answers, or 0. */
function rankOfAnswer(groups: ResultGroup[], answers: string[], parentOf = new Map<string, string>()): number {
  const opens = (entry: string, answer: string) => {
    for (let at: string | undefined = entry; at; at = parentOf.get(at) === at ? undefined : parentOf.get(at)) {
      if (at === answer) return true;
      if (!at.includes('#')) return false;
    }
    return false;
  };
  const index = groups.findIndex((group) =>
    answers.some((answer) => {
      const [route, anchor] = answer.split('#');
      return group.url === route && (!anchor || group.entries.some((entry) => opens(entry, answer)));
    }),
  );
  return index + 1;
}

/**
 * The rank of a question, from what the box shows: a question without answers is answered (1)
 * when the box claims nothing (no group, or only sections with some of the words) and corrects
 * nothing.
 */
export function rankOfQuestion(question: Question, {groups, notes}: Shown, parentOf: Map<string, string>): number {
  if (question.answers.length) return rankOfAnswer(groups, question.answers, parentOf);
  const partial = notes.some((n) => n.startsWith('No section has all of these words'));
  const corrected = notes.some((n) => n.includes('showing results for'));
  return !corrected && (groups.length === 0 || partial) ? 1 : 0;
}

export function figures(ranks: readonly number[]): {questions: number; hit1: number; hit3: number; mrr: number} {
  const n = ranks.length;
  return {
    questions: n,
    hit1: ranks.filter((r) => r === 1).length / n,
    hit3: ranks.filter((r) => r >= 1 && r <= 3).length / n,
    mrr: ranks.reduce((total, r) => total + (r ? 1 / r : 0), 0) / n,
  };
}

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

function figureLine(label: string, ranks: number[]): string {
  const f = figures(ranks);
  return `  ${label.padEnd(9)} hit@1 ${percent(f.hit1).padStart(6)}  hit@3 ${percent(f.hit3).padStart(6)}  MRR ${f.mrr.toFixed(3)}  (${f.questions})`;
}

export type Scored = {question: Question; rank: number; shown: Shown};

/**
 * A bank's report: every question, then each kind; with `listMisses`, the questions not answered
 * first (rank, question, first pages shown, notes). The sealed set's are never listed.
 */
export function reportOf(file: string, scored: readonly Scored[], {listMisses}: {listMisses: boolean}): string[] {
  const kinds = [...new Set(scored.map((s) => s.question.kind))];
  const lines = [
    figureLine(
      'all',
      scored.map((s) => s.rank),
    ),
    ...kinds.map((kind) =>
      figureLine(
        kind,
        scored.filter((s) => s.question.kind === kind).map((s) => s.rank),
      ),
    ),
  ];
  const misses = scored.filter((s) => s.rank !== 1);
  if (listMisses && !file.endsWith(SEALED_BANK) && misses.length) {
    lines.push('  not answered first (rank, question, first pages shown, notes):');
    for (const {question, rank, shown} of misses) {
      const pages = shown.groups
        .slice(0, 3)
        .map((g) => g.url)
        .join(' | ');
      const notes = shown.notes.length ? `  [${shown.notes.join(' ')}]` : '';
      lines.push(`    ${rank || '-'}  ${question.q}  →  ${pages || 'no results'}${notes}`);
    }
  }
  return lines;
}

/** Each question of the bank in `file`, with what `search` shows for it and its rank. */
export async function scoreBank(
  file: string,
  buildDir: string,
  search: (q: string) => Promise<Shown>,
): Promise<Scored[]> {
  const parentOf = sectionsOfBuild(buildDir);
  const scored: Scored[] = [];
  for (const question of readBank(file)) {
    const shown = await search(question.q);
    scored.push({question, rank: rankOfQuestion(question, shown, parentOf), shown});
  }
  return scored;
}
