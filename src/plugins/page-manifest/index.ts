import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {builtFile} from '../../build/files';
import {withTrailingSlash} from '../../utils/routes';
import {extractHeaders, relativeSourcePath, type PageEntity, type SiteManifest} from './manifest';

type DocSummary = {
  id: string;
  title: string;
  source: string;
  permalink: string;
  frontMatter: Record<string, unknown>;
};

const MANIFEST_FILE = 'pages.json';

/**
 * Writes /docs/pages.json after the build: every page as the specification's page entity, and
 * the site config. Tools (a link checker, an external search, an LLM index) read it instead of
 * scraping the HTML.
 */
export default function pageManifestPlugin(): Plugin {
  let docs: DocSummary[] = [];
  return {
    name: 'page-manifest',
    allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('page-manifest: the docs plugin produced no content');
      docs = docsContent.loadedVersions.flatMap((version) => version.docs);
    },
    async postBuild({outDir, siteConfig}) {
      const base = siteConfig.baseUrl;
      const pages: PageEntity[] = await Promise.all(
        docs.map(async (doc) => {
          const permalink = withTrailingSlash(doc.permalink);
          const html = await fs.readFile(builtFile(outDir, permalink, base), 'utf8');
          return {
            title: doc.title,
            frontmatter: doc.frontMatter,
            regularPath: `/${permalink.slice(base.length)}`,
            relativePath: relativeSourcePath(doc.source),
            key: doc.id,
            path: permalink,
            headers: extractHeaders(html),
          };
        }),
      );
      pages.sort((a, b) => a.regularPath.localeCompare(b.regularPath));
      const site: SiteManifest = {
        title: siteConfig.title,
        description: siteConfig.tagline,
        base,
        headTags: siteConfig.headTags,
      };
      await fs.writeFile(path.join(outDir, MANIFEST_FILE), `${JSON.stringify({site, pages}, null, 2)}\n`);
    },
  };
}
