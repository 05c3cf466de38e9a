import fs from 'node:fs';
import path from 'node:path';
import {docIdOfFile, loadPages, routeOfDocId} from '@site/src/build/pages';

const root = path.resolve(__dirname, '../..');
const pages = loadPages(root);

describe('the page list (read from docs/ by src/build/pages.ts)', () => {
  it('gives every page a distinct route with a leading and trailing slash', () => {
    const routes = pages.map((p) => p.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const r of routes) expect(r).toMatch(/^\/([a-z0-9-]+\/)*$/);
  });

  it('gives every page a distinct, non-empty title', () => {
    const titles = pages.map((p) => p.title);
    expect(titles.filter((t) => !t.trim())).toEqual([]);
    const seen = new Map<string, string>();
    const clashes = pages
      .filter((p) => seen.has(p.title) || !seen.set(p.title, p.route))
      .map((p) => `${p.title}: ${seen.get(p.title)} and ${p.route}`);
    expect(clashes).toEqual([]);
  });

  it('has a page for every route the site must serve (tests/required-routes.txt)', () => {
    const required = fs
      .readFileSync(path.join(root, 'tests/required-routes.txt'), 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    expect(required.length).toBeGreaterThan(0);
    const routes = new Set(pages.map((p) => p.route));
    expect(required.filter((r) => !routes.has(r))).toEqual([]);
  });

  it('reads titles and hidden pager links from front matter', () => {
    const home = pages.find((p) => p.route === '/');
    expect(home).toMatchObject({id: 'index', file: 'docs/index.mdx', hide: 'both'});
    const source = fs.readFileSync(path.join(root, home!.file), 'utf8');
    expect(source).toContain(`title: ${home!.title}`);
  });

  it('maps files, doc ids and routes onto each other', () => {
    expect(docIdOfFile(path.join('workflows', 'steps', 'code.mdx'))).toBe('workflows/steps/code');
    expect(routeOfDocId('workflows/steps/code')).toBe('/workflows/steps/code/');
    expect(routeOfDocId('index')).toBe('/');
    for (const p of pages) expect(routeOfDocId(p.id)).toBe(p.route);
  });
});
