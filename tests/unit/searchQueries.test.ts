import fs from 'node:fs';
import path from 'node:path';
import {headings, readFrontMatter, splitFences} from '@site/src/build/content-rules';
import {loadPages} from '@site/src/build/pages';
import {pageReaderWithOperations} from '@site/src/build/hand-written-endpoints';

// The question banks (tests/search/): tuning.json, which the search is tuned on, and sealed.json,
// which nobody reads. Every answer must be a page of the site, and every section a heading of that
// page, or the figures lie; no question is in both. The sealed set's questions are never printed:
// a failure names only the answers that no longer exist.
const root = path.resolve(__dirname, '../..');
type Question = {q: string; kind: string; answers: string[]};
const bankFile = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, `tests/search/${name}.json`), 'utf8')) as {queries: Question[]}).queries;
const tuning = bankFile('tuning');
const sealed = bankFile('sealed');
const KINDS = new Set(['name', 'topic', 'task', 'error', 'typo', 'absent']);
const pages = new Map(loadPages(root).map((p) => [p.route, p]));
// A page as the build renders its headings: each <Operation /> tag as its operation's heading.
const readPage = pageReaderWithOperations(path.join(root, 'src/data/openapi.yaml'));
const anchorsOf = (route: string) =>
  headings(splitFences(readFrontMatter(readPage(path.join(root, pages.get(route)!.file)) ?? '').body).prose).map(
    (h: {slug: string}) => h.slug,
  );
/** What is wrong with a bank's questions: `[question, problem]`. */
const problems = (queries: Question[]) =>
  queries.flatMap(({q, kind, answers}): [string, string][] => [
    ...(KINDS.has(kind) ? [] : [[q, `kind "${kind}"`] as [string, string]]),
    ...(!answers.length && kind !== 'absent' ? [[q, 'no answer'] as [string, string]] : []),
    ...answers.flatMap((answer): [string, string][] => {
      const [route = '', anchor] = answer.split('#');
      if (!pages.has(route)) return [[q, `${route} is not a page`]];
      return anchor !== undefined && !anchorsOf(route).includes(anchor)
        ? [[q, `${route} has no heading #${anchor}`]]
        : [];
    }),
  ]);

describe('the question banks', () => {
  it('hold distinct questions of every kind, none in both banks', () => {
    for (const bank of [tuning, sealed]) {
      expect(new Set(bank.map((q) => q.q.toLowerCase())).size).toBe(bank.length);
      expect(new Set(bank.map((q) => q.kind))).toEqual(KINDS);
    }
    expect(sealed.length).toBeGreaterThanOrEqual(200);
    const tuned = new Set(tuning.map((q) => q.q.toLowerCase()));
    expect(sealed.filter((q) => tuned.has(q.q.toLowerCase())).length).toBe(0);
  });

  it('give every tuning question answers that are pages of the site and headings of those pages', () => {
    expect(problems(tuning).map(([q, problem]) => `${q}: ${problem}`)).toEqual([]);
  });

  it('give every sealed question such answers (naming only the answers wrong)', () => {
    expect(problems(sealed).map(([, problem]) => problem)).toEqual([]);
  });
});
