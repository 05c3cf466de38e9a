import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {findDescriptionReaders, READS_DESCRIPTIONS} from '@site/src/plugins/lean-docs-metadata';

const strip = require('@site/src/plugins/lean-docs-metadata/strip-descriptions-loader.cjs') as (source: string) => string;

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

describe('strip-descriptions-loader (src/plugins/lean-docs-metadata)', () => {
  it('removes each doc description from the version metadata and keeps everything else', () => {
    const out = JSON.parse(strip(JSON.stringify(versionProp)));
    expect(out.version.docs).toEqual({
      index: {id: 'index', title: 'Overview', sidebar: 'docs'},
      limits: {id: 'limits', title: 'Limits', sidebar: 'docs'},
    });
    expect(out.version.docsSidebars).toEqual(versionProp.version.docsSidebars);
    expect(out.version.pluginId).toBe('default');
  });

  it('passes other route props through unchanged', () => {
    const tags = {tags: [{label: 'http', permalink: '/docs/tags/http', description: 'kept'}]};
    expect(JSON.parse(strip(JSON.stringify(tags)))).toEqual(tags);
  });
});

describe('findDescriptionReaders (src/plugins/lean-docs-metadata)', () => {
  let siteDir: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(siteDir, file)), {recursive: true});
    fs.writeFileSync(path.join(siteDir, file), text);
  };
  const content = (sidebars: unknown, sources: string[]) =>
    ({
      loadedVersions: [
        {sidebars, docs: sources.map((source) => ({source: `@site/${source}`}))},
      ],
    }) as unknown as LoadedContent;

  beforeEach(() => {
    siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-docs-'));
    write('docs/plain.md', '# Plain\n\nNo cards here.\n');
    write('docs/cards.mdx', "import DocCardList from '@theme/DocCardList';\n\n<DocCardList />\n");
  });
  afterEach(() => fs.rmSync(siteDir, {recursive: true, force: true}));

  it('finds nothing on a site whose pages, sidebars and components read no description', () => {
    write('src/theme/Footer/index.tsx', 'export default function Footer() { return null; }\n');
    expect(findDescriptionReaders(siteDir, [content({docs: [{type: 'doc', id: 'plain'}]}, ['docs/plain.md'])])).toEqual([]);
  });

  it('names a page that renders doc cards', () => {
    expect(findDescriptionReaders(siteDir, [content({docs: []}, ['docs/plain.md', 'docs/cards.mdx'])])).toEqual([
      path.join('docs', 'cards.mdx'),
    ]);
  });

  it('names a sidebar with a generated-index category, however deep', () => {
    const sidebars = {docs: [{type: 'category', label: 'A', items: [{type: 'category', label: 'B', link: {type: 'generated-index'}, items: []}]}]};
    expect(findDescriptionReaders(siteDir, [content(sidebars, ['docs/plain.md'])])).toEqual([
      'sidebar "docs" (generated-index category)',
    ]);
  });

  it('names a site component that uses the doc cards or useDocById', () => {
    write('src/components/Related.tsx', "import {useDocById} from '@docusaurus/plugin-content-docs/client';\n");
    expect(findDescriptionReaders(siteDir, [content({docs: []}, ['docs/plain.md'])])).toEqual([
      path.join('src', 'components', 'Related.tsx'),
    ]);
  });

  it('covers every theme component that reads the version metadata by doc id', () => {
    // When a Docusaurus upgrade makes another theme component read docs by id, the plugin's
    // assumption (only doc cards read descriptions) needs checking again.
    const theme = path.dirname(require.resolve('@docusaurus/theme-classic/package.json'));
    const lib = path.join(theme, 'lib');
    const readers = fs
      .readdirSync(lib, {recursive: true, encoding: 'utf8'})
      .filter((name) => name.endsWith('.js') && /useDocById/.test(fs.readFileSync(path.join(lib, name), 'utf8')))
      .map((name) => path.join('lib', name));
    expect(readers).toEqual([path.join('lib', 'theme', 'DocCard', 'index.js')]);
    expect(READS_DESCRIPTIONS.test('DocCard')).toBe(true);
  });
});
