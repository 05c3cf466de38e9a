import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** Source text that reads doc descriptions from the version metadata. */
export const READS_DESCRIPTIONS = /\b(DocCardList|DocCard|useDocById)\b/;

/**
 * Every docs page loads the docs plugin's version metadata: the sidebars, and each doc's id,
 * title, sidebar and description. The descriptions are more than half of it and only the
 * theme's doc cards read them (a generated-index category page, or a page or theme component
 * that renders DocCard/DocCardList). While nothing on the site does, this plugin removes them
 * from that metadata in both builds; the pages' own descriptions (meta tags, search) come from
 * each doc's own data and are untouched. Once something reads them, they stay.
 */
export default function leanDocsMetadataPlugin(context: LoadContext): Plugin {
  let readers: string[] = [];
  return {
    name: 'lean-docs-metadata',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs'] as
        | Record<string, LoadedContent | undefined>
        | undefined;
      readers = findDescriptionReaders(context.siteDir, Object.values(docs ?? {}));
    },
    configureWebpack() {
      if (readers.length > 0) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/,
              use: [{loader: path.join(__dirname, 'strip-descriptions-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
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
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => pattern.test(name))
    .map((name) => path.join(dir, name));
}

/** Files (or sidebars) that read doc descriptions, relative to the site; empty when none do. */
export function findDescriptionReaders(
  siteDir: string,
  loaded: readonly (LoadedContent | undefined)[],
): string[] {
  const readers: string[] = [];
  for (const content of loaded) {
    for (const version of content?.loadedVersions ?? []) {
      for (const [name, items] of Object.entries(version.sidebars)) {
        if (hasGeneratedIndex(items)) readers.push(`sidebar "${name}" (generated-index category)`);
      }
      for (const doc of version.docs) {
        const file = path.join(siteDir, doc.source.replace(/^@site[\\/]/, ''));
        if (READS_DESCRIPTIONS.test(fs.readFileSync(file, 'utf8'))) {
          readers.push(path.relative(siteDir, file));
        }
      }
    }
  }
  const components = ['theme', 'components', 'pages'].flatMap((dir) =>
    listFiles(path.join(siteDir, 'src', dir), /\.(mdx?|[jt]sx?)$/),
  );
  for (const file of components) {
    if (READS_DESCRIPTIONS.test(fs.readFileSync(file, 'utf8'))) readers.push(path.relative(siteDir, file));
  }
  return readers;
}
