import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {filesUnder} from '../../build/files';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

const LOADER = path.join(__dirname, 'strip-doc-index-loader.cjs');

/** Source text that reads the version metadata's doc index (docs looked up by id). */
export const READS_DOC_INDEX = /\b(DocCardList|DocCard|useDocById)\b/;

/**
 * Every docs page loads the docs plugin's version metadata: the sidebars, and an index of every
 * doc (id, title, sidebar, description), nearly two thirds of it. Only `useDocById` reads that
 * index, and only the theme's doc cards call it (a generated-index category page, or a page or
 * theme component that renders DocCard/DocCardList). While nothing on the site does, this plugin
 * empties the index in both builds; sidebars, breadcrumbs and pagination come from the sidebars
 * and each doc's own data, which are untouched. Once something reads the index, it stays.
 */
export default function leanDocsMetadataPlugin(context: LoadContext): Plugin {
  let readers: string[] = [];
  return {
    name: 'lean-docs-metadata',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] as
        Record<string, LoadedContent | undefined> | undefined;
      readers = findDocIndexReaders(context.siteDir, Object.values(docs ?? {}));
    },
    configureWebpack() {
      if (readers.length > 0) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: LOADER}],
            },
          ],
        },
      };
    },
    postBuild({outDir}) {
      if (readers.length > 0) return;
      // Checked in the output, not by counting the loader's calls: the bundler's persistent cache
      // skips loaders on a rebuild. An upgrade that renames or reshapes the docs plugin's route
      // props would make the rule above match nothing, and the bytes would quietly come back.
      const found = versionMetadataIn(path.join(outDir, 'assets', 'js'));
      const problem =
        found.length === 0
          ? 'found no docs version metadata in the built JavaScript'
          : found.some((docs) => docs > 0)
            ? 'left the doc index in the version metadata'
            : null;
      if (problem) {
        throw new Error(
          `lean-docs-metadata (src/plugins/lean-docs-metadata): the build ${problem}. The docs plugin changed ` +
            'where or how it writes route props; update the rule or remove the plugin.',
        );
      }
    },
  };
}

/** The number of docs in the index of every docs version metadata found in the built chunks. */
export function versionMetadataIn(jsDir: string): number[] {
  const counts: number[] = [];
  for (const file of listFiles(jsDir, /\.js$/)) {
    const code = fs.readFileSync(file, 'utf8');
    if (!code.includes('docsSidebars')) continue;
    // The bundler writes a JSON module as JSON.parse('<the JSON as a JavaScript string>').
    for (const [, literal] of code.matchAll(/JSON\.parse\('((?:[^'\\]|\\.)*)'\)/g)) {
      if (!literal!.includes('docsSidebars')) continue;
      const json = vm.runInNewContext(`'${literal}'`) as string;
      const docs = (JSON.parse(json) as {version?: {docs?: object}}).version?.docs;
      if (docs && typeof docs === 'object') counts.push(Object.keys(docs).length);
    }
  }
  return counts;
}

function hasGeneratedIndex(items: unknown): boolean {
  if (!Array.isArray(items)) return false;
  return items.some((item) => {
    if (typeof item !== 'object' || item === null) return false;
    const {link, items: children} = item as {link?: {type?: string}; items?: unknown};
    return link?.type === 'generated-index' || hasGeneratedIndex(children);
  });
}

function listFiles(dir: string, pattern: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return filesUnder(dir)
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

/** Files (or sidebars) that read the doc index, relative to the site; empty when none do. */
export function findDocIndexReaders(siteDir: string, loaded: readonly (LoadedContent | undefined)[]): string[] {
  const readers: string[] = [];
  for (const content of loaded) {
    for (const version of content?.loadedVersions ?? []) {
      for (const [name, items] of Object.entries(version.sidebars)) {
        if (hasGeneratedIndex(items)) readers.push(`sidebar "${name}" (generated-index category)`);
      }
      for (const doc of version.docs) {
        const file = path.join(siteDir, doc.source.replace(/^@site[\\/]/, ''));
        if (READS_DOC_INDEX.test(fs.readFileSync(file, 'utf8'))) {
          readers.push(path.relative(siteDir, file));
        }
      }
    }
  }
  const components = ['theme', 'components', 'pages'].flatMap((dir) =>
    listFiles(path.join(siteDir, 'src', dir), /\.(mdx?|[jt]sx?)$/),
  );
  for (const file of components) {
    if (READS_DOC_INDEX.test(fs.readFileSync(file, 'utf8'))) readers.push(path.relative(siteDir, file));
  }
  return readers;
}
