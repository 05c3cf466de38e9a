import fs from 'node:fs';
import path from 'node:path';
import {headings, readFrontMatter, splitFences} from '@site/src/build/content-rules';
import {loadPages} from '@site/src/build/pages';

// The question set the search is measured on (tests/e2e/search-ranking.test.mjs): every answer
// must be a page of the site, and every section a heading of that page, or the figures lie.
const root = path.resolve(__dirname, '../..');
const {queries} = JSON.parse(fs.readFileSync(path.join(root, 'tests/search-queries.json'), 'utf8')) as {
  queries: {q: string; kind: string; answers: string[]}[];
};
const pages = new Map(loadPages(root).map((p) => [p.route, p]));
const anchorsOf = (route: string) =>
  headings(
    splitFences(readFrontMatter(fs.readFileSync(path.join(root, pages.get(route)!.file), 'utf8')).body).prose,
  ).map((h: {slug: string}) => h.slug);

describe('tests/search-queries.json', () => {
  it('holds at least 60 distinct questions of every kind', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((q) => q.q.toLowerCase())).size).toBe(queries.length);
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(['name', 'topic', 'task', 'error', 'typo']));
  });

  it('gives every question answers that are pages of the site and headings of those pages', () => {
    const wrong: string[] = [];
    for (const {q, answers} of queries) {
      if (!answers.length) wrong.push(`${q}: no answer`);
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
