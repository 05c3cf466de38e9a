/** @jest-environment jsdom */
// The scale fixture's generated pages (src/build/bench/app-pages.ts) must be pages the build
// accepts: the same page check the build runs, over pages placed where the fixture writes them.
import fs from 'node:fs';
import path from 'node:path';
import {checkPage} from '@site/src/build/content-rules';
import {loadPages} from '@site/src/build/pages';
import {PAGE_SITE as site} from '@site/src/plugins/site-guard/page-site';
import {appDirectory, appPages, siteWords, type AppPage} from '@site/src/build/bench/app-pages';

const root = path.resolve(__dirname, '../..');
const real = loadPages(root);
const options = {
  words: siteWords(real.map((p) => fs.readFileSync(path.join(root, p.file), 'utf8'))),
  taken: new Set(real.map((p) => p.id)),
  links: real.map(({id, title}) => ({id, title})),
};

describe('the scale fixture’s app pages', () => {
  const pages = appPages(60, options);

  it('pass the page check the build runs, links to real pages included', () => {
    for (const page of pages) {
      const file = path.join(root, 'docs', `${page.id}.mdx`);
      expect({id: page.id, problems: checkPage(file, page.source, {site})}).toEqual({id: page.id, problems: []});
    }
  });

  it('read like app pages: sections, a table, a code block and links to real pages', () => {
    const {source} = pages[0]!;
    expect(source.match(/^## /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(source).toMatch(/^### /m);
    expect(source).toMatch(/^\| Action \| What it does \|$/m);
    expect(source).toMatch(/^```javascript$/m);
    const links = [...source.matchAll(/\]\(([^)]+\.mdx)\)/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(fs.existsSync(path.join(root, 'docs/apps', link))).toBe(true);
  });

  it('have distinct names, none taking a page the site has, and the same ones on every run', () => {
    expect(new Set(pages.map((p) => p.id)).size).toBe(pages.length);
    expect(pages.filter((p) => options.taken.has(p.id))).toEqual([]);
    expect(pages.every((p) => p.id.startsWith('apps/'))).toBe(true);
    expect(appPages(60, options)).toEqual(pages);
    // A smaller fixture's pages are the first of a larger one's.
    expect(appPages(30, options)).toEqual(pages.slice(0, 30));
  });

  it('sit in an app directory of groups of a given size, in alphabetical order', () => {
    const directory = appDirectory(pages, 25);
    const groups = directory.items as {label: string; items: string[]}[];
    expect(directory.label).toBe('App Directory');
    expect(groups.map((g) => g.items.length)).toEqual([25, 25, 10]);
    const byId = new Map(pages.map((p): [string, AppPage] => [p.id, p]));
    const names = groups.flatMap((g) => g.items.map((id) => byId.get(id)!.name));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(groups[0]!.label).toBe(`${names[0]} to ${names[24]}`);
    expect(new Set(groups.map((g) => g.label)).size).toBe(groups.length);
  });

  it('cannot be made from too few words', () => {
    expect(() => appPages(1, {...options, words: ['alpha', 'beta']})).toThrow('too few words');
  });
});
