import {spawnSync} from 'node:child_process';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {withTrailingSlash} from '../../utils/routes';
import {SEARCH_FILES, SEARCH_PAGE_PATH} from './client/files';
import {ADMONITION_LABEL_SELECTOR} from './admonition-titles';

/** Parts of a doc page that are navigation, not content, and stay out of the index. */
const EXCLUDED_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  // The "Copy page" control and its menu (src/components/CopyPage).
  '.copy-page',
  // An admonition's label ("caution", "note"), but not a title its writer gave it (./admonition-titles.ts).
  ADMONITION_LABEL_SELECTOR,
];

/** What the index holds of a page besides its HTML: its description and its `keywords` front matter. */
type IndexedPage = {permalink: string; description: string; keywords: string[]};

/**
 * Offline search. After the build, Pagefind indexes every doc page, section by section, into a
 * fragmented static index under /docs/pagefind/ (./build-index.mts). The search box
 * (./theme/SearchBar) loads nothing until the reader uses it; the results page
 * (./theme/SearchPage, at /docs/search/?q=…) lists every result. No hosted service and no request
 * to another host.
 */
export default function localSearchPlugin(context: LoadContext): Plugin {
  let pages: IndexedPage[] = [];
  return {
    name: 'local-search',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getTypeScriptThemePath() {
      return path.join(__dirname, 'theme');
    },
    async contentLoaded({actions}) {
      // A route of its own, not a doc: it stays out of the sidebar and the page manifest, and its
      // noindex meta keeps it out of the sitemap.
      const {baseUrl} = context.siteConfig;
      actions.addRoute({path: `${baseUrl}${SEARCH_PAGE_PATH.slice(1)}`, component: '@theme/SearchPage', exact: true});
    },
    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      pages = (docs?.loadedVersions ?? []).flatMap((v) =>
        v.docs.map((d) => ({
          permalink: withTrailingSlash(d.permalink),
          description: typeof d.frontMatter.description === 'string' ? d.frontMatter.description : d.description,
          keywords: d.frontMatter.keywords ?? [],
        })),
      );
    },
    async postBuild({outDir, siteConfig}) {
      const script = path.join(__dirname, 'build-index.mts');
      const job = {
        outDir,
        baseUrl: siteConfig.baseUrl,
        exclude: EXCLUDED_SELECTORS,
        vocabularyFile: path.posix.relative('/pagefind/', SEARCH_FILES.vocabulary),
        chunksFile: path.posix.relative('/pagefind/', SEARCH_FILES.chunks),
        commonWordsDir: path.posix.relative('/pagefind/', SEARCH_FILES.commonWords) + '/',
        dataExtension: SEARCH_FILES.dataExtension,
        pages,
      };
      // Node runs the TypeScript through tsx, resolved from the site folder (a dependency: the build needs it).
      const result = spawnSync(process.execPath, ['--import', 'tsx', script], {
        cwd: context.siteDir,
        input: JSON.stringify(job),
        stdio: ['pipe', 'inherit', 'inherit'],
      });
      if (result.status !== 0) throw new Error(`local-search: building the search index failed (${script})`);
    },
  };
}
