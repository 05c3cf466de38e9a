import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {findDocIndexReaders, READS_DOC_INDEX, versionMetadataIn} from '@site/src/plugins/lean-docs-metadata';

const strip = require('@site/src/plugins/lean-docs-metadata/strip-doc-index-loader.cjs') as (source: string) => string;

const versionProp = {
  version: {
    pluginId: 'default',
    version: 'current',
    docsSidebars: {docs: [{type: 'link', href: '/docs/', label: 'Overview', docId: 'index'}]},
    docs: {
      index: {id: 'index', title: 'Overview', description: 'What Pipedream is.', sidebar: 'docs'},
      limits: {id: 'limits', title: 'Limits', description: 'Every limit.', sidebar: 'docs'},
    },
  },
};

describe('strip-doc-index-loader (src/plugins/lean-docs-metadata)', () => {
  it('empties the doc index of the version metadata and keeps everything else', () => {
    const out = JSON.parse(strip(JSON.stringify(versionProp)));
    expect(out.version.docs).toEqual({});
    const {docs: _docs, ...rest} = versionProp.version;
    expect(out.version).toEqual({...rest, docs: {}});
  });

  it('passes other route props through unchanged', () => {
    const tags = {tags: [{label: 'http', permalink: '/docs/tags/http', description: 'kept'}]};
    expect(JSON.parse(strip(JSON.stringify(tags)))).toEqual(tags);
  });
});

describe('findDocIndexReaders (src/plugins/lean-docs-metadata)', () => {
  let siteDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  };
  const content = (sidebars: unknown, sources: string[]) =>
    ({
      loadedVersions: [{sidebars, docs: sources.map((source) => ({source: `@site/${source}`}))}],
    }) as unknown as LoadedContent;

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-docs-'));
    write('docs/plain.md', '# Plain\n\nNo cards here.\n');
    write('docs/cards.mdx', "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('finds nothing on a site whose pages, sidebars and components do not read the doc index', () => {
    write('src/theme/Footer/index.tsx', 'export default function Footer() { return null; }\n');
    expect(findDocIndexReaders(siteDir, [content({docs: [{type: 'doc', id: 'plain'}]}, ['docs/plain.md'])])).toEqual(
      [],
    );
  });

  it('names a page that renders doc cards', () => {
    expect(findDocIndexReaders(siteDir, [content({docs: []}, ['docs/plain.md', 'docs/cards.mdx'])])).toEqual([
      path.join('docs', 'cards.mdx'),
    ]);
  });

  it('names a sidebar with a generated-index category, however deep', () => {
    const sidebars = {
      docs: [
        {
          type: 'category',
          label: 'A',
          items: [{type: 'category', label: 'B', link: {type: 'generated-index'}, items: []}],
        },
      ],
    };
    expect(findDocIndexReaders(siteDir, [content(sidebars, ['docs/plain.md'])])).toEqual([
      'sidebar "docs" (generated-index category)',
    ]);
  });

  it('names a site component that uses the doc cards or useDocById', () => {
    write('src/components/Related.tsx', "import {useDocById} from '@docusaurus/plugin-content-docs/client';\n");
    expect(findDocIndexReaders(siteDir, [content({docs: []}, ['docs/plain.md'])])).toEqual([
      path.join('src', 'components', 'Related.tsx'),
    ]);
  });

  it('covers every Docusaurus module that reads the doc index', () => {
    // The index is emptied on the assumption that only useDocById reads it, and only the doc
    // cards call that. A Docusaurus upgrade that adds a caller, or another reader of the
    // version's docs by id, fails here so the assumption is checked again.
    const scope = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), '..');
    const readers = fs
      .readdirSync(scope)
      .flatMap((pkg) => {
        const lib = path.join(scope, pkg, 'lib');
        if (!fs.existsSync(lib)) return [];
        return fs
          .readdirSync(lib, {recursive: true, encoding: 'utf8'})
          .filter((name) => name.endsWith('.js'))
          .filter((name) => /useDocById|version\.docs\[/.test(fs.readFileSync(path.join(lib, name), 'utf8')))
          .map((name) => path.join(pkg, 'lib', name));
      })
      .sort();
    expect(readers).toEqual([
      path.join('plugin-content-docs', 'lib', 'client', 'docsUtils.js'),
      path.join('plugin-content-docs', 'lib', 'client', 'index.js'),
      path.join('theme-classic', 'lib', 'theme', 'DocCard', 'index.js'),
    ]);
    expect(READS_DOC_INDEX.test('DocCard')).toBe(true);
  });
});

describe('versionMetadataIn (the check of the built output)', () => {
  let dir: string;
  // A chunk as the bundler writes a JSON module: JSON.parse with the JSON as a quoted string.
  const chunk = (props: unknown) =>
    `"use strict";(self.webpackChunk=self.webpackChunk||[]).push([[1],{5:e=>{e.exports=JSON.parse('${JSON.stringify(
      props,
    ).replace(/'/g, "\\'")}')}}]);`;
  beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-docs-out-'))));
  afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

  it('counts the docs left in each version metadata the build holds', () => {
    const stripped = JSON.parse(strip(JSON.stringify(versionProp)));
    stripped.version.docsSidebars.docs[0].label = "What's new";
    fs.writeFileSync(path.join(dir, 'a.js'), chunk(stripped));
    fs.writeFileSync(path.join(dir, 'b.js'), 'console.log("docsSidebars is only a word here")');
    expect(versionMetadataIn(dir)).toEqual([0]);
    fs.writeFileSync(path.join(dir, 'c.js'), chunk(versionProp));
    expect(versionMetadataIn(dir).sort()).toEqual([0, 2]);
  });

  it('finds nothing in a build without version metadata', () => {
    fs.writeFileSync(path.join(dir, 'main.js'), 'console.log(1)');
    expect(versionMetadataIn(dir)).toEqual([]);
  });
});
