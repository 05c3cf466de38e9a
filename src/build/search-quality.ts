// Scores search results against a question set (tests/search/tuning.json, held-out.json): hit@1,
// hit@3 and MRR over result groups, one group per page, as the search box shows them.
//
// A group answers a question when its page is one of the question's answers and, for an answer
// naming a section (`/limits/#memory`), one of the group's entries opens that section or one of its
// subsections (a `###` under the `##`, as the page's headings say).
//
// A question about something the site does not cover has no answers: the box answers it (rank 1)
// when it shows no result, or says it shows sections holding only some of the words, and offers no
// corrected query; anything shown as a full answer is a miss (rank 0).
//
// The browser test (tests/e2e/search-ranking.test.mjs) and the Node scorer
// (scripts/search-score.mts) both score and report through this module.

import fs from 'node:fs';
import path from 'node:path';

type HeadingRef = {level: number; slug: string};
/** A result group as the box shows it: the page's route and its entries' `route#anchor`s. */
export type ResultGroup = {url: string; entries: string[]};

/**
 * A group as the box shows it, from its entries' addresses (`relative` makes each relative to the
 * site, as the bank writes answers): its page is its first entry's, without the anchor.
 */
export function resultGroupOf(entryUrls: readonly string[], relative: (url: string) => string): ResultGroup {
  const entries = entryUrls.map(relative);
  return {url: (entries[0] ?? '').replace(/#.*$/, ''), entries};
}

/** The headings with an id of a built page's article, in order: [{level, slug}]. */
function headingsOfHtml(html: string): HeadingRef[] {
  const article = html.slice(html.indexOf('<article'), html.indexOf('</article>'));
  return [...article.matchAll(/<h([2-6])\b[^>]*?\bid=(?:"([^"]+)"|([^\s>]+))/g)].map((m) => ({
    level: Number(m[1]),
    slug: (m[2] ?? m[3])!,
  }));
}

/**
 * `headings`: route → [{level, slug}] in page order. Returns a map from each `route#slug` to the
 * section it belongs to (`route#parent` for a subsection, `route` for a `##` section).
 */
function sectionsUnder(headings: Record<string, HeadingRef[]>): Map<string, string> {
  const under = new Map<string, string>();
  for (const [route, list] of Object.entries(headings)) {
    const open: HeadingRef[] = [];
    for (const h of list) {
      while (open.length && open[open.length - 1]!.level >= h.level) open.pop();
      under.set(`${route}#${h.slug}`, open.length ? `${route}#${open[open.length - 1]!.slug}` : route);
      open.push(h);
    }
  }
  return under;
}

/** `sectionsUnder` for the pages of a build: which section each heading of each built page belongs to. */
export function sectionsOfBuild(buildDir: string): Map<string, string> {
  const file = path.join(buildDir, 'pages.json');
  const manifest: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const pages = (manifest as {pages?: unknown} | null)?.pages;
  if (!Array.isArray(pages) || !pages.every((p) => typeof (p as {regularPath?: unknown})?.regularPath === 'string')) {
    throw new Error(`${file} does not list the pages with their regularPath: run npm run build`);
  }
  return sectionsUnder(
    Object.fromEntries(
      (pages as {regularPath: string}[]).map((p) => [
        p.regularPath,
        headingsOfHtml(fs.readFileSync(path.join(buildDir, p.regularPath, 'index.html'), 'utf8')),
      ]),
    ),
  );
}

/** The 1-based rank of the first group that answers, or 0. `groups`: [{url, entries: [url]}] with routes relative to the base. */
export function rankOfAnswer(
  groups: ResultGroup[],
  answers: string[],
  parentOf: Map<string, string> = new Map(),
): number {
  const opens = (entry: string, answer: string) => {
    for (let at: string | null | undefined = entry; at; at = parentOf.get(at) === at ? null : parentOf.get(at)) {
      if (at === answer) return true;
      if (!at.includes('#')) return false;
    }
    return false;
  };
  for (let i = 0; i < groups.length; i++) {
    const group = groups[i]!;
    const answered = answers.some((answer) => {
      const [route, anchor] = answer.split('#');
      if (group.url !== route) return false;
      return !anchor || group.entries.some((entry) => opens(entry, answer));
    });
    if (answered) return i + 1;
  }
  return 0;
}

/**
 * The rank of a question without answers: 1 when the box claimed nothing (`groups` empty, or only
 * partial matches, `partial`), with no correction (`corrected`), else 0.
 */
function rankOfNoAnswer({
  groups,
  partial,
  corrected,
}: {
  groups: unknown[];
  partial: boolean;
  corrected: unknown;
}): number {
  return !corrected && (groups.length === 0 || partial) ? 1 : 0;
}

/** A question of a bank as tests/search/*.json write it. */
export type Question = {q: string; kind: string; answers: string[]};

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
 * The rank of a question, from the groups the box shows and its messages: a message saying only
 * some of the words were found marks partial matches, one saying "showing results for" a query
 * the box put in the reader's place.
 */
export function rankOfQuestion(
  question: Question,
  groups: ResultGroup[],
  messages: readonly string[],
  parentOf: Map<string, string>,
): number {
  return question.answers.length
    ? rankOfAnswer(groups, question.answers, parentOf)
    : rankOfNoAnswer({
        groups,
        partial: messages.some((m) => m.startsWith('No section has all of these words')),
        corrected: messages.some((m) => m.includes('showing results for')),
      });
}

/** A question not answered first, as the reports list it: rank, question, first pages shown, messages. */
export function missLine(rank: number, q: string, groups: ResultGroup[], messages: readonly string[]): string {
  const pages = groups
    .slice(0, 3)
    .map((g) => g.url)
    .join(' | ');
  return `    ${rank || '-'}  ${q}  →  ${pages || 'no results'}${messages.length ? `  [${messages.join(' ')}]` : ''}`;
}

/** One line of the report: `label`, then hit@1, hit@3 and MRR of `ranks`, and how many. */
export function figureLine(label: string, ranks: number[]): string {
  const f = figures(ranks);
  return `  ${label.padEnd(9)} hit@1 ${percent(f.hit1).padStart(6)}  hit@3 ${percent(f.hit3).padStart(6)}  MRR ${f.mrr.toFixed(3)}  (${f.questions})`;
}

/**
 * The question answered by its pages alone: a group answers when its page is an answer, whatever
 * sections it shows. Scored this way too, a bank says whether its misses are pages or sections.
 */
export const byPage = (question: Question): Question => ({
  ...question,
  answers: [...new Set(question.answers.map((answer) => answer.split('#')[0]!))],
});

/** The report's lines for a set of ranks: every question, then each kind. */
export function figureLines(ranks: readonly {kind: string; rank: number}[]): string[] {
  const kinds = [...new Set(ranks.map((r) => r.kind))];
  return [
    figureLine(
      'all',
      ranks.map((r) => r.rank),
    ),
    ...kinds.map((kind) =>
      figureLine(
        kind,
        ranks.filter((r) => r.kind === kind).map((r) => r.rank),
      ),
    ),
  ];
}

export function figures(ranks: number[]): {questions: number; hit1: number; hit3: number; mrr: number} {
  const n = ranks.length;
  const within = (k: number) => ranks.filter((r) => r >= 1 && r <= k).length / n;
  return {
    questions: n,
    hit1: within(1),
    hit3: within(3),
    mrr: ranks.reduce((total, r) => total + (r ? 1 / r : 0), 0) / n,
  };
}

export const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;
