import fs from 'node:fs';
import path from 'node:path';
import {headings, readFrontMatter, splitFences} from '@site/src/build/content-rules';
import {loadPages} from '@site/src/build/pages';
import {pageReaderWithOperations} from '@site/src/build/hand-written-endpoints';

// The question bank the search is measured on (tests/e2e/search-ranking.test.mjs), in two halves,
// and the batch nobody has read yet (unread.json, the next round's measure): every answer must be a
// page of the site, and every section a heading of that page, or the figures lie; a question
// appears in one file only, or the held-out half (or the unread batch) measures nothing.
const root = path.resolve(__dirname, '../..');
type Question = {q: string; kind: string; answers: string[]};
const bankFile = (name: string) =>
  (JSON.parse(fs.readFileSync(path.join(root, `tests/search/${name}.json`), 'utf8')) as {queries: Question[]}).queries;
const tuning = bankFile('tuning');
const heldOut = bankFile('held-out');
const unread = bankFile('unread');
const queries = [...tuning, ...heldOut, ...unread];
const KINDS = new Set(['name', 'topic', 'task', 'error', 'typo', 'absent']);
const pages = new Map(loadPages(root).map((p) => [p.route, p]));
// A page as the build renders its headings: each <Operation /> tag as its operation's heading.
const readPage = pageReaderWithOperations(path.join(root, 'src/data/openapi.yaml'));
const anchorsOf = (route: string) =>
  headings(splitFences(readFrontMatter(readPage(path.join(root, pages.get(route)!.file)) ?? '').body).prose).map(
    (h: {slug: string}) => h.slug,
  );

describe('tests/search/tuning.json, held-out.json and unread.json', () => {
  it('hold at least 300 distinct questions, every kind in both halves', () => {
    expect(queries.length).toBeGreaterThanOrEqual(300);
    expect(new Set(queries.map((q) => q.q.toLowerCase())).size).toBe(queries.length);
    expect(new Set(tuning.map((q) => q.kind))).toEqual(KINDS);
    expect(new Set(heldOut.map((q) => q.kind))).toEqual(KINDS);
    expect(heldOut.length).toBeGreaterThanOrEqual(150);
  });

  it('gives every question answers that are pages of the site and headings of those pages', () => {
    const wrong: string[] = [];
    for (const {q, kind, answers} of queries) {
      if (!answers.length && kind !== 'absent') wrong.push(`${q}: no answer`);
      for (const answer of answers) {
        const [route = '', anchor] = answer.split('#');
        if (!pages.has(route)) wrong.push(`${q}: ${route} is not a page`);
        else if (anchor !== undefined && !anchorsOf(route).includes(anchor))
          wrong.push(`${q}: ${route} has no heading #${anchor}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
