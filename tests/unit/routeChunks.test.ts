import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {installedSsrAddon} from '@site/src/plugins/route-chunks';
import {
  addImportOrigins,
  importOrigins,
  pagesWithoutRouteChunks,
  type ChunkGroupLike,
  type ClientManifest,
} from '@site/src/plugins/route-chunks/manifest';

// The installed core's server render and route code generation, as the build runs them.
const {renderSSGTemplate} = require('@docusaurus/core/lib/ssg/ssgTemplate') as {
  renderSSGTemplate(args: unknown): {scripts: string[]; stylesheets: string[]};
};
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes') as {
  generateRouteFiles(args: {generatedFilesDir: string; routes: unknown[]}): Promise<void>;
};

type Chunk = {id: string; names: string[]; files: string[]; siblings?: string[]; hash: string; modules: []};
type AddonInternals = {
  getEntrypoints(entrypoints: Record<string, unknown>): void;
  getAssets(chunks: Chunk[]): void;
  processAssets(assets: Record<string, unknown>): void;
  manifest: ClientManifest;
};

/**
 * A client build of one docs route as the installed addon records it (its own methods, fed the
 * chunks the bundler reports): the runtime, main.js and the styles, then DocItem (a vendor chunk
 * and its own chunk, named after the registry key) and the page's MDX module.
 */
function manifestFromInstalledAddon(): ClientManifest {
  const Addon = installedSsrAddon();
  const addon = new Addon() as unknown as AddonInternals;
  addon.getEntrypoints({main: {}});
  const chunk = (id: string, name: string | null, file: string, siblings: string[] = []): Chunk => ({
    id,
    names: name ? [name] : [],
    files: [file],
    siblings,
    hash: id,
    modules: [],
  });
  addon.getAssets([
    chunk('9783', 'runtime~main', 'assets/js/runtime~main.js', ['1889']),
    chunk('1889', 'main', 'assets/js/main.js', ['9783']),
    chunk('2056', null, 'assets/js/2056.js', ['106']),
    chunk('106', '17896441', 'assets/js/17896441.js', ['2056']),
    chunk('7203', '507cc8e2', 'assets/js/507cc8e2.js'),
  ]);
  addon.processAssets({});
  return addon.manifest;
}

/** The chunk groups the bundler reports for the same build: the two imports of the registry. */
const groups: ChunkGroupLike[] = [
  {isInitial: () => true, origins: [{request: undefined}], chunks: [{id: '9783'}, {id: '1889'}]},
  {isInitial: () => false, origins: [{request: '@theme/DocItem'}], chunks: [{id: '2056'}, {id: '106'}]},
  {isInitial: () => false, origins: [{request: '@site/docs/limits.mdx'}], chunks: [{id: '7203'}]},
];

/** What the installed core hands the page template for a page that rendered `modules`. */
function scriptsOf(manifest: ClientManifest, modules: string[]): string[] {
  const data = renderSSGTemplate({
    params: {baseUrl: '/docs/', headTags: '', preBodyTags: '', postBodyTags: '', manifest, noIndex: false},
    result: {
      html: '',
      collectedData: {modules: new Set(modules), metadata: {internal: {htmlAttributes: '', bodyAttributes: ''}}},
    },
    ssgTemplate: (d: unknown) => d,
  });
  return data.scripts;
}

describe('route-chunks against the installed @docusaurus/core and its SSR addon', () => {
  it('reports a rendered module by the request its route registry imports it with', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'route-chunks-'));
    try {
      await generateRouteFiles({
        generatedFilesDir: dir,
        routes: [
          {
            path: '/docs/limits/',
            component: '@theme/DocItem',
            exact: true,
            modules: {content: '@site/docs/limits.mdx'},
          },
        ],
      });
      const registry = fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
      const entries = [...registry.matchAll(/import\(\/\*[^*]*\*\/ "([^"]+)"\), "([^"]+)"/g)];
      expect(entries.map(([, request]) => request).sort()).toEqual(['@site/docs/limits.mdx', '@theme/DocItem']);
      // [1] is what ComponentCreator passes react-loadable as `modules`, i.e. what the render reports.
      for (const [, request, reported] of entries) expect(reported).toBe(request);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });

  it('names no route chunk without the plugin: the addon keys chunks by name or id', () => {
    const manifest = manifestFromInstalledAddon();
    expect(Object.keys(manifest.origins)).not.toContain('@theme/DocItem');
    expect(scriptsOf(manifest, ['@theme/DocItem', '@site/docs/limits.mdx'])).toEqual([
      'assets/js/runtime~main.js',
      'assets/js/main.js',
    ]);
  });

  it('names the route chunks after main.js, each once, with the plugin', () => {
    const manifest = addImportOrigins(manifestFromInstalledAddon(), importOrigins(groups));
    expect(scriptsOf(manifest, ['@theme/DocItem', '@site/docs/limits.mdx', '@theme/DocItem'])).toEqual([
      'assets/js/runtime~main.js',
      'assets/js/main.js',
      'assets/js/2056.js',
      'assets/js/17896441.js',
      'assets/js/507cc8e2.js',
    ]);
  });
});

describe('route-chunks manifest checks', () => {
  const manifest = manifestFromInstalledAddon();

  it('merges the chunks of one request imported from two places, in order, once each', () => {
    const twice: ChunkGroupLike[] = [
      {isInitial: () => false, origins: [{request: 'x'}], chunks: [{id: 'a'}, {id: 'b'}]},
      {isInitial: () => false, origins: [{request: 'x'}, {request: null}], chunks: [{id: 'b'}, {id: 'c'}]},
    ];
    expect(importOrigins(twice)).toEqual(new Map([['x', ['a', 'b', 'c']]]));
  });

  it('fails, naming the plugin, when the manifest or the chunk groups change shape', () => {
    expect(() =>
      addImportOrigins({origins: {}, assets: {}} as unknown as ClientManifest, importOrigins(groups)),
    ).toThrow(/route-chunks .*format/);
    expect(() => addImportOrigins(manifest, new Map())).toThrow(/route-chunks .*no chunk group/);
    expect(() => addImportOrigins(manifest, new Map([['@theme/DocItem', ['4242']]]))).toThrow(
      /route-chunks .*4242.*not in the client manifest/,
    );
  });

  it('fails, asking for its removal, when the addon already keys chunks by import request', () => {
    const once = addImportOrigins(manifest, importOrigins(groups));
    expect(() => addImportOrigins(once, importOrigins(groups))).toThrow(/route-chunks .*Remove the plugin/);
  });

  it('finds the pages that load main.js but name no route chunk, and ignores redirect pages', () => {
    const patched = addImportOrigins(manifest, importOrigins(groups));
    const pages = new Map([
      [
        'limits/index.html',
        '<script src="/docs/assets/js/main.js" defer></script><script src="/docs/assets/js/17896441.js" defer></script>',
      ],
      [
        'bare/index.html',
        '<script src="/docs/assets/js/runtime~main.js" defer></script><script src="/docs/assets/js/main.js" defer></script>',
      ],
      ['limits.html', '<meta http-equiv="refresh" content="0; url=/docs/limits/">'],
    ]);
    expect(pagesWithoutRouteChunks(patched, pages)).toEqual(['bare/index.html']);
  });
});
