import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {PAGES, docIdOf, sourceFileOf} from '@site/src/data/pages';

const root = path.resolve(__dirname, '../..');
const docsDir = path.join(root, 'docs');

function listDocs(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.name.startsWith('_')) return [];
    if (e.isDirectory()) return listDocs(p);
    return /\.mdx?$/.test(e.name) ? [path.relative(root, p)] : [];
  });
}

describe('the page list (src/data/pages.ts)', () => {
  it('has 113 routes, each once, each with a leading and trailing slash', () => {
    const routes = PAGES.map((p) => p.route);
    expect(routes).toHaveLength(113);
    expect(new Set(routes).size).toBe(routes.length);
    for (const r of routes) expect(r).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  const shared = path.join(root, '..', 'shared', 'routes.txt');
  (fs.existsSync(shared) ? it : it.skip)('matches the specification page list (../shared/routes.txt)', () => {
    const spec = fs.readFileSync(shared, 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));
    expect([...PAGES.map((p) => p.route)].sort()).toEqual([...spec].sort());
  });

  it('has exactly one source file per route, and no page outside the list', () => {
    const expected = PAGES.map((p) => sourceFileOf(p.route)).sort();
    expect(listDocs(docsDir).sort()).toEqual(expected);
  });

  it.each(PAGES.map((p) => [p.route, p] as const))('%s has the title and pagination flags of the list', (_route, page) => {
    const {data} = matter(fs.readFileSync(path.join(root, sourceFileOf(page.route)), 'utf8'));
    expect(data.title).toBe(page.title);
    const hidesPrev = 'pagination_prev' in data && data.pagination_prev === null;
    const hidesNext = 'pagination_next' in data && data.pagination_next === null;
    expect(hidesPrev).toBe(page.hide === 'prev' || page.hide === 'both');
    expect(hidesNext).toBe(page.hide === 'next' || page.hide === 'both');
  });

  it('derives doc ids and source files from routes', () => {
    expect(docIdOf('/')).toBe('index');
    expect(sourceFileOf('/')).toBe('docs/index.mdx');
    expect(docIdOf('/workflows/steps/code/')).toBe('workflows/steps/code');
    expect(sourceFileOf('/workflows/steps/code/')).toBe('docs/workflows/steps/code.mdx');
  });
});
