import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {withTrailingSlash} from '../../utils/routes';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';


/** Parts of a doc page that are navigation, not content, and stay out of the index. */
export const EXCLUDED_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  // The "Copy page" control and its menu (src/components/CopyPage).
  '.copy-page',
];

/**
 * Offline search. After the build, Pagefind indexes the article of every doc page into a
 * fragmented static index under /docs/pagefind/; the search box (./theme/SearchBar) fetches
 * `pagefind.js` only when the reader first focuses it, and then only the index chunks a query
 * needs. No hosted service and no request to another host.
 */
export default function localSearchPlugin(): Plugin {
  let permalinks: string[] = [];
  return {
    name: 'local-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      permalinks = (docs?.loadedVersions ?? []).flatMap((v) => v.docs.map((d) => withTrailingSlash(d.permalink)));
    },
    async postBuild({outDir, siteConfig}) {
      const script = path.join(__dirname, 'build-index.mjs');
      const result = spawnSync(process.execPath, [script, outDir, siteConfig.baseUrl, ...permalinks], {
        stdio: 'inherit',
        env: {...process.env, PAGEFIND_EXCLUDE: JSON.stringify(EXCLUDED_SELECTORS)},
      });
      if (result.status !== 0) throw new Error(`local-search: building the search index failed (${script})`);
    },
  };
}
