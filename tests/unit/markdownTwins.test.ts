import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {LIMITS, NETWORK, URLS} from '@site/src/data/platform';
import {convertPage, type SiteInput} from '@site/src/plugins/markdown-twins/convert';
import {resolveImport} from '@site/src/plugins/markdown-twins/evaluate';
import {ADMONITION_KEYWORDS, parseMdx} from '@site/src/plugins/markdown-twins/parse';
import {MDX1_COMPAT} from '@site/src/build/mdx-compat';
import {anchorOf, recordAnchors} from '@site/src/plugins/markdown-twins/headings';
import {ADMONITION_LABELS} from '@site/src/plugins/markdown-twins/elements';
import markdownTwinsPlugin from '@site/src/plugins/markdown-twins';
import {
  llmsFullTxt,
  llmsTxt,
  sidebarSections,
  type SidebarItem,
  type TwinPage,
} from '@site/src/plugins/markdown-twins/llms';
import {sidebarTree} from '@site/src/plugins/markdown-twins/sidebar';

const siteDir = path.resolve(__dirname, '../..');
const docsDir = path.join(__dirname, 'fixtures/markdown-twins/docs');
const fixture = (name: string) => path.relative(siteDir, path.join(docsDir, name));
const PERMALINKS: Record<string, string> = {
  'guide.mdx': '/docs/guide/',
  'sub/other.mdx': '/docs/sub/other/',
  'unknown-component.mdx': '/docs/unknown-component/',
  'inline.mdx': '/docs/inline/',
};

const site: SiteInput = {
  siteRoot: 'https://pipedream.com/docs/',
  baseUrl: '/docs/',
  docsDir,
  permalinkOf: (file) => PERMALINKS[path.relative(docsDir, file)],
  loadModule: (specifier, fromFile) => require(resolveImport(specifier, fromFile, siteDir)),
  displayPath: (file) => path.relative(siteDir, file),
};

/** Converts a fixture file, or `body` as if it were the page inline.mdx. */
function convert(name: string, body?: string): string {
  const source =
    body === undefined
      ? fs.readFileSync(path.join(docsDir, name), 'utf8')
      : `---\ntitle: Inline\ndescription: A page written in the test.\n---\n\n${body}\n`;
  return convertPage(
    {
      file: path.join(docsDir, name),
      source,
      title: 'A guide to everything',
      description: 'A fixture page.',
      pageUrl: `https://pipedream.com${PERMALINKS[name]}`,
    },
    site,
  );
}
const inline = (body: string) => convert('inline.mdx', body);
/** The twin's body, after its title, description and URL lines. */
const bodyOf = (twin: string) => twin.split('\n').slice(6).join('\n');

describe("a page's Markdown twin (src/plugins/markdown-twins)", () => {
  it('says when its page last changed, under the URL, when the build knows it (from git)', () => {
    const page = {
      file: path.join(docsDir, 'inline.mdx'),
      source: '---\ntitle: Inline\n---\n\nText.\n',
      title: 'Inline',
      description: '',
      pageUrl: 'https://pipedream.com/docs/inline/',
    };
    const dated = convertPage({...page, lastUpdatedAt: Date.UTC(2022, 0, 5, 23, 30)}, site);
    expect(dated.split('\n').slice(0, 6)).toEqual([
      '# Inline',
      '',
      'URL: https://pipedream.com/docs/inline/',
      '',
      'Last updated: 2022-01-05',
      '',
    ]);
    // A checkout without history has no date: the line is left out rather than made up.
    expect(convertPage({...page, lastUpdatedAt: null}, site)).not.toMatch(/Last updated/);
  });

  it('is the page as its reader sees it: constants resolved, JSX as Markdown, absolute links, anchors and code kept', () => {
    const ips = NETWORK.DESTINATION_DELIVERY_IPS.map((ip) => `> - \`${ip}\``).join('\n');
    expect(convert('guide.mdx')).toBe(`# A guide to everything

> A fixture page.

URL: https://pipedream.com/docs/guide/

The limit is ${LIMITS.PAYLOAD_SIZE_LIMIT}; a step retries 3 times. 🎉

## Limits and ${LIMITS.MEMORY_LIMIT} of memory {#limits-and-limitsmemory_limit-of-memory}

Send requests to \`${URLS.REST_API_BASE}\`, or ask the [support team](${URLS.SUPPORT}).
Times like 10:30 and words like Time:Now stay as they are.

### A custom anchor {#custom}

See [the other page](https://pipedream.com/docs/sub/other/#details), [this page](https://pipedream.com/docs/guide/#custom), [the same page again](https://pipedream.com/docs/guide/) and [the home page](https://pipedream.com/docs/).

> **Note**
>
> Deliveries come from these addresses:
>
${ips}

> **Caution: Check the region**
>
> Workflows run in \`${NETWORK.AWS_REGION}\`.

| Limit | Value |
| - | - |
| Payload | ${LIMITS.PAYLOAD_SIZE_LIMIT} |
| Pipe | \`a \\| b\` |

\`\`\`javascript title="hello.js"
export default async function run() {
  return "{LIMITS.PAYLOAD_SIZE_LIMIT} stays as written in code";
}
\`\`\`

![A diagram of a workflow](https://pipedream.com/docs/img/diagrams/components-sources-and-actions.svg)

**npm**

\`\`\`bash
npm install
\`\`\`

**Yarn**

\`\`\`bash
yarn
\`\`\`

<details>

<summary>More</summary>

Hidden until opened, with <kbd>Ctrl</kbd>+<kbd>C</kbd>.

</details>

## Next steps

The end.
`);
  });

  it('gives tabs the labels of a `values` list, and writes the theme components and HTML elements as Markdown', () => {
    const twin = inline(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import Admonition from '@theme/Admonition';
import CodeBlock from '@theme/CodeBlock';
import {LIMITS} from '@site/src/data/platform';

<Tabs values={[{label: 'macOS', value: 'mac'}, {label: 'Linux', value: 'linux'}]}>
<TabItem value="mac">

Use Homebrew.

</TabItem>
<TabItem value="linux">

Use the script.

</TabItem>
</Tabs>

<Admonition type="tip" title="Save time">

Reuse steps.

</Admonition>

<CodeBlock language="json" title="limits.json">{\`{"payload": "\${LIMITS.PAYLOAD_SIZE_LIMIT}"}\`}</CodeBlock>

Some <strong>bold</strong>, <em>leaning</em> and <del>gone</del> words,<br/>a line break, a target <a id="here"></a>and <sup>1</sup>.

<ul>
  <li>one</li>
  <li>two</li>
</ul>

<img src="/img/logo.svg" alt="The logo" />`);
    expect(bodyOf(twin)).toBe(`**macOS**

Use Homebrew.

**Linux**

Use the script.

> **Tip: Save time**
>
> Reuse steps.

\`\`\`json title="limits.json"
{"payload": "${LIMITS.PAYLOAD_SIZE_LIMIT}"}
\`\`\`

Some **bold**, _leaning_ and ~~gone~~ words,\\
a line break, a target <a id="here"></a>and <sup>1</sup>.

- one
- two

![The logo](https://pipedream.com/docs/img/logo.svg)
`);
  });

  it('splits a paragraph around a block that a component renders inside it', () => {
    const twin = inline(`import ValueList from '@site/src/components/ValueList';

Before <ValueList values={['a', 'b']} /> after.`);
    expect(bodyOf(twin)).toBe('Before\n\n- `a`\n- `b`\n\nafter.\n');
  });

  it('keeps every heading anchor the page has: comment ids, and slugs that the text no longer gives', () => {
    const twin = inline(`import {LIMITS} from '@site/src/data/platform';

## Payload
## Payload
## Up to {LIMITS.PAYLOAD_SIZE_LIMIT}
## Plain words {/* #chosen */}`);
    expect(bodyOf(twin)).toBe(`## Payload

## Payload

## Up to ${LIMITS.PAYLOAD_SIZE_LIMIT} {#up-to-limitspayload_size_limit}

## Plain words {#chosen}
`);
  });

  it('renders values as React does: arrays joined, nothing for booleans', () => {
    expect(bodyOf(inline("export const parts = ['a', 1, null, false];\n\nValue: {parts}{true}."))).toBe('Value: a1.\n');
  });

  it('fails on a value that is missing (undefined, null) rather than print nothing where the writer wrote one', () => {
    expect(() => inline('Value: {null}.')).toThrow(/inline\.mdx:6: the expression gives null/);
    const misspelt = "import {LIMITS} from '@site/src/data/platform';\n\nValue: {LIMITS.NOT_A_LIMIT}.";
    expect(() => inline(misspelt)).toThrow(/inline\.mdx:8: the expression gives undefined/);
  });

  describe('fails the build, naming the file and line, rather than write a twin that differs from the page', () => {
    it('for a component the converter does not know (fixture page)', () => {
      expect(() => convert('unknown-component.mdx')).toThrow(
        `${fixture('unknown-component.mdx')}:10: the component <Mystery> (imported from "@site/src/components/Mystery") has no Markdown form yet`,
      );
    });

    it('for components and HTML elements it has no form for', () => {
      expect(() => inline('Text.\n\n<Widget />')).toThrow(
        `${fixture('inline.mdx')}:8: the component <Widget> has no Markdown form yet`,
      );
      expect(() => inline('<video src="/a.mp4" />')).toThrow(
        /inline\.mdx:6: the HTML element <video> has no Markdown form yet/,
      );
    });

    it('for front matter that does not parse, at its line and column', () => {
      const source = '---\ntitle: A\ndescription: Broken: a colon\n---\n\nBody.\n';
      expect(() =>
        convertPage(
          {file: path.join(docsDir, 'inline.mdx'), source, title: 'A', description: '', pageUrl: 'https://x/'},
          site,
        ),
      ).toThrow(/^tests\/unit\/fixtures\/markdown-twins\/docs\/inline\.mdx:3:20: front matter is not valid YAML/);
    });

    it('for expressions it cannot evaluate or show', () => {
      expect(() => inline('Limit: {LIMITS.PAYLOAD_SIZE_LIMIT}')).toThrow(
        /inline\.mdx:6: cannot evaluate the expression \{LIMITS\.PAYLOAD_SIZE_LIMIT\}: LIMITS is not defined/,
      );
      expect(() => inline("import {LIMITS} from '@site/src/data/platform';\n\nAll: {LIMITS}")).toThrow(
        /inline\.mdx:8: .*which a page cannot show as text/,
      );
      expect(() => inline("import {NOPE} from '@site/src/data/platform';\n\n{NOPE}")).toThrow(/has no export "NOPE"/);
    });

    it('for links to files that are not pages and images it cannot link', () => {
      expect(() => inline('See [gone](./gone.mdx).')).toThrow(
        /inline\.mdx:6: links to "\.\/gone\.mdx", which is not a page of the site/,
      );
      expect(() => inline('![x](./next-to-the-page.png)')).toThrow(/bundled from next to the page/);
    });
  });
});

describe('llms.txt and llms-full.txt', () => {
  const page = (id: string, extra: Partial<TwinPage> = {}): TwinPage => ({
    id,
    title: `Title of ${id}`,
    label: `Label of ${id}`,
    description: `About ${id}.`,
    twinUrl: `https://pipedream.com/docs/${id}.md`,
    markdown: `# Title of ${id}\n\nBody of ${id}.\n`,
    ...extra,
  });
  const pages = ['index', 'a', 'a/one', 'a/two', 'a/deep', 'b', 'c', 'hidden'].map((id) => page(id));
  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'index', label: 'Overview'},
    {
      type: 'category',
      label: 'Group A',
      link: {type: 'doc', id: 'a'},
      items: [
        {type: 'doc', id: 'a/one'},
        {type: 'category', label: 'Nested', items: [{type: 'doc', id: 'a/deep'}]},
        {type: 'doc', id: 'a/two'},
      ],
    },
    {type: 'doc', id: 'b'},
    {
      type: 'category',
      label: 'Group C',
      items: [{type: 'doc', id: 'c'}, {type: 'doc', id: 'a/one'}, {type: 'html'} as SidebarItem],
    },
    {type: 'category', label: 'Only repeats', items: [{type: 'doc', id: 'b'}]},
    {type: 'link', label: 'Support', href: '/support'},
  ];
  const sections = sidebarSections({docs: sidebar}, pages, (href) => `https://pipedream.com${href}`);

  it('has a section per top-level group in sidebar order, a section of its own for a lone page or link, each page once', () => {
    expect(sections.map((s) => [s.title, s.entries.map((e) => (e.kind === 'page' ? e.page.id : e.href))])).toEqual([
      ['Overview', ['index']],
      ['Group A', ['a', 'a/one', 'a/deep', 'a/two']],
      ['Label of b', ['b']],
      ['Group C', ['c']],
      ['Support', ['https://pipedream.com/support']],
      ['Other pages', ['hidden']],
    ]);
  });

  it('writes llms.txt in the llmstxt.org format', () => {
    const text = llmsTxt({
      title: 'Pipedream',
      description: 'Connect APIs,\nremarkably fast.',
      sections: sections.slice(0, 2),
    });
    expect(text).toBe(`# Pipedream

> Connect APIs, remarkably fast.

## Overview

- [Title of index](https://pipedream.com/docs/index.md): About index.

## Group A

- [Title of a](https://pipedream.com/docs/a.md): About a.
- [Title of a/one](https://pipedream.com/docs/a/one.md): About a/one.
- [Title of a/deep](https://pipedream.com/docs/a/deep.md): About a/deep.
- [Title of a/two](https://pipedream.com/docs/a/two.md): About a/two.
`);
    const odd = llmsTxt({
      title: 'T',
      description: '',
      sections: [
        {title: 'S', entries: [{kind: 'page', page: page('x', {title: 'Arrays [] and \\', description: ''})}]},
      ],
    });
    expect(odd).toBe('# T\n\n## S\n\n- [Arrays \\[\\] and \\\\](https://pipedream.com/docs/x.md)\n');
  });

  it('puts every twin in llms-full.txt, in the order of llms.txt, links left out', () => {
    expect(llmsFullTxt(sections)).toBe(
      ['index', 'a', 'a/one', 'a/deep', 'a/two', 'b', 'c', 'hidden']
        .map((id) => `# Title of ${id}\n\nBody of ${id}.\n`)
        .join('\n'),
    );
  });
});

describe('sidebar.json', () => {
  const pages = new Map([
    ['index', {title: 'Welcome', path: '/docs/', label: 'Welcome'}],
    ['a', {title: 'Group A intro', path: '/docs/a/', label: 'Group A intro'}],
    ['a/one', {title: 'One', path: '/docs/a/one/', label: 'First'}],
    ['b', {title: 'B', path: '/docs/b/', label: 'B'}],
  ]);
  const sidebar: SidebarItem[] = [
    {type: 'doc', id: 'index', label: 'Overview'},
    {
      type: 'category',
      label: 'Group A',
      link: {type: 'doc', id: 'a'},
      items: [
        {type: 'doc', id: 'a/one'},
        {type: 'category', label: 'Nested', items: [{type: 'doc', id: 'b'}]},
      ],
    },
    {type: 'category', label: 'Again', items: [{type: 'doc', id: 'a/one'}, {type: 'html'} as SidebarItem]},
    {type: 'link', label: 'Support', href: 'https://pipedream.com/support'},
  ];

  it('is the sidebar in its order: pages with title and path, groups with their items, links, repeats kept', () => {
    expect(sidebarTree({docs: sidebar}, (id) => pages.get(id))).toEqual({
      docs: [
        {title: 'Welcome', path: '/docs/', label: 'Overview'},
        {
          label: 'Group A',
          path: '/docs/a/',
          items: [
            {title: 'One', path: '/docs/a/one/', label: 'First'},
            {label: 'Nested', items: [{title: 'B', path: '/docs/b/'}]},
          ],
        },
        {label: 'Again', items: [{title: 'One', path: '/docs/a/one/', label: 'First'}]},
        {label: 'Support', href: 'https://pipedream.com/support'},
      ],
    });
  });

  it('fails, naming the id, when the sidebar lists no page', () => {
    expect(() => sidebarTree({docs: [{type: 'doc', id: 'gone'}]}, (id) => pages.get(id))).toThrow(
      /"gone", which is no page/,
    );
  });
});

describe('the markdown-twins plugin', () => {
  const docs = (...names: string[]) => ({
    'docusaurus-plugin-content-docs': {
      default: {
        loadedVersions: [
          {
            docs: names.map((name) => ({
              id: name.replace(/\.mdx$/, ''),
              title: name,
              description: `About ${name}.`,
              source: `@site/${fixture(name)}`,
              permalink: PERMALINKS[name]!.replace(/\/$/, ''),
              frontMatter: {},
            })),
            sidebars: {
              docs: [
                {
                  type: 'category',
                  label: 'Guides',
                  items: names.map((name) => ({type: 'doc', id: name.replace(/\.mdx$/, '')})),
                },
              ],
            },
          },
        ],
      },
    },
  });
  let tmp: string;
  let plugin: Plugin;
  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    const context = {
      siteDir,
      generatedFilesDir: path.join(tmp, 'generated'),
      siteConfig: {url: 'https://pipedream.com', baseUrl: '/docs/', title: 'Pipedream', tagline: 'Docs.'},
    } as unknown as LoadContext;
    plugin = markdownTwinsPlugin(context);
  });
  afterEach(() => fs.rmSync(tmp, {recursive: true, force: true}));
  const load = (allContent: object) => plugin.allContentLoaded!({allContent, actions: {}} as never);

  it('stops the build on a page with a component it does not know, naming the file and the component', async () => {
    await expect(load(docs('guide.mdx', 'sub/other.mdx', 'unknown-component.mdx'))).rejects.toThrow(
      /unknown-component\.mdx:10: the component <Mystery>/,
    );
  });

  it('writes each twin beside its page, and the llms files, into the build', async () => {
    await load(docs('guide.mdx', 'sub/other.mdx'));
    const outDir = path.join(tmp, 'build');
    await plugin.postBuild!({outDir} as never);
    expect(fs.readFileSync(path.join(outDir, 'sub/other.md'), 'utf8')).toBe(
      '# sub/other.mdx\n\n> About sub/other.mdx.\n\nURL: https://pipedream.com/docs/sub/other/\n\n## Details\n\nLinked from the guide.\n',
    );
    expect(fs.readFileSync(path.join(outDir, 'guide.md'), 'utf8')).toMatch(/^# guide\.mdx\n/);
    expect(fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8')).toBe(`# Pipedream

> Docs.

## Guides

- [guide.mdx](https://pipedream.com/docs/guide.md): About guide.mdx.
- [sub/other.mdx](https://pipedream.com/docs/sub/other.md): About sub/other.mdx.
`);
    expect(JSON.parse(fs.readFileSync(path.join(outDir, 'sidebar.json'), 'utf8'))).toEqual({
      docs: [
        {
          label: 'Guides',
          items: [
            {title: 'guide.mdx', path: '/docs/guide/'},
            {title: 'sub/other.mdx', path: '/docs/sub/other/'},
          ],
        },
      ],
    });
    const full = fs.readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8');
    expect(full.startsWith(fs.readFileSync(path.join(outDir, 'guide.md'), 'utf8'))).toBe(true);
    expect(full.endsWith(fs.readFileSync(path.join(outDir, 'sub/other.md'), 'utf8'))).toBe(true);
  });
});

describe('parity with Docusaurus', () => {
  it("reads the same admonition keywords as the MDX loader, and has the theme's label for each", () => {
    const {DefaultAdmonitionOptions} = require('@docusaurus/mdx-loader/lib/remark/admonitions');
    expect([...ADMONITION_KEYWORDS].sort()).toEqual([...DefaultAdmonitionOptions.keywords].sort());
    for (const keyword of ADMONITION_KEYWORDS) expect(ADMONITION_LABELS[keyword]).toBeTruthy();
  });

  it("preprocesses a page as the MDX loader does under the site's mdx1Compat", () => {
    const preprocess = require('@docusaurus/mdx-loader/lib/preprocessor').default;
    const body = ':::note Written the MDX 1 way\n\nText.\n\n:::\n\n:::tip[A title]\n\nMore.\n\n:::\n';
    const theirs: string = preprocess({
      fileContent: body,
      filePath: 'page.mdx',
      markdownConfig: {mdx1Compat: MDX1_COMPAT},
      admonitions: true,
    });
    // What the loader parses, parsed as the check parses it, is the tree the check reads.
    expect(parseMdx(body)).toEqual(parseMdx(theirs));
    const [first, , , tip] = parseMdx(body).children;
    expect(first).toMatchObject({
      type: 'paragraph',
      children: [{type: 'text', value: ':::note Written the MDX 1 way'}],
    });
    expect(tip).toMatchObject({type: 'containerDirective', name: 'tip'});
  });

  it('gives every heading the id the MDX loader gives it', async () => {
    const body =
      `## Payload\n## Payload\n## Up to {LIMITS.PAYLOAD_SIZE_LIMIT} a day\n## Plain words {/* #chosen */}\n` +
      '### `code` and **bold** in it\n## Émigré & co.\n';
    const ours = parseMdx(body);
    const theirs = parseMdx(body);
    recordAnchors(ours);

    const headings = require('@docusaurus/mdx-loader/lib/remark/headings').default;
    await headings.call(null, {anchorsMaintainCase: false})(theirs);
    const ids = (tree: typeof ours, read: (h: never) => unknown) =>
      tree.children.filter((n) => n.type === 'heading').map((h) => read(h as never));
    expect(ids(ours, anchorOf)).toEqual(ids(theirs, (h: {data: {id: string}}) => h.data.id));
    expect(ids(ours, anchorOf)).toContain('up-to-limitspayload_size_limit-a-day');
  });
});
