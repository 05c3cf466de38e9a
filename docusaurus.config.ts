import type {Config, LoadContext, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import {
  BASE_PATH,
  NAVBAR_SECTIONS,
  SEARCH_PLACEHOLDER,
  SITE_DESCRIPTION,
  SITE_TITLE,
  THEME_COLOR,
} from './src/data/site';
import {REDIRECTS} from './src/data/redirects';
import {URLS} from './src/data/platform';
import {htmlVariantsOf} from './src/utils/routes';
import {hasFullGitHistory} from './src/utils/gitHistory';
import siteGuardPlugin from './src/plugins/site-guard';
import {parseFrontMatter, remarkPageCheck} from './src/plugins/site-guard/mdx-hooks';
import {MDX1_COMPAT} from './src/build/mdx-compat';
import bootFailureNoticePlugin from './src/plugins/boot-failure-notice';
import deferredBootPlugin, {ssrTemplate} from './src/plugins/deferred-boot';
import pageManifestPlugin from './src/plugins/page-manifest';
import localSearchPlugin from './src/plugins/local-search';
import remarkTitledAdmonitions from './src/plugins/local-search/admonition-titles';
import codeColoursPlugin from './src/plugins/code-colours';
import lazyMdxPlugin from './src/plugins/lazy-mdx';
import leanTslibPlugin from './src/plugins/lean-tslib';
import leanDocsMetadataPlugin from './src/plugins/lean-docs-metadata';
import routeChunksPlugin from './src/plugins/route-chunks';
import compileHintsPlugin from './src/plugins/compile-hints';
import criticalCssPlugin from './src/plugins/critical-css';
import markdownTwinsPlugin from './src/plugins/markdown-twins';
import openApiReferencePlugin, {remarkOperations} from './src/plugins/openapi-reference';
import {SPEC_LLMS_FILES} from './src/plugins/openapi-reference/spec';
import {classOnlyTheme} from './src/utils/prismThemes';
import {MCP_PUBLIC_URL_FIELD} from './src/components/HostedMcpServer/configs';
import rehypeFocusableTables from './src/utils/rehypeFocusableTables';
import rehypeTableLabels from './src/utils/rehypeTableLabels';
import remarkDiagrams from './src/utils/remarkDiagrams';

// ---------------------------------------------------------------------------------------------
// Environment switches. The default build needs none of them and makes no third-party request.
// ---------------------------------------------------------------------------------------------

/** Origin the site is published at; canonical links and the sitemap use it. */
const SITE_URL = process.env.SITE_URL ?? URLS.PRODUCT;

/**
 * Hosted search: set all three ALGOLIA_* variables to build with Algolia DocSearch. Without them
 * the site ships its own offline index (src/plugins/local-search), built from the pages.
 */
const ALGOLIA = {
  appId: process.env.ALGOLIA_APP_ID ?? '',
  apiKey: process.env.ALGOLIA_API_KEY ?? '',
  indexName: process.env.ALGOLIA_INDEX_NAME ?? '',
};
const useAlgolia = Boolean(ALGOLIA.appId && ALGOLIA.apiKey && ALGOLIA.indexName);

/** Analytics: Google Tag Manager loads only when a container ID is given. */
const GTM_CONTAINER_ID = process.env.GTM_CONTAINER_ID ?? '';

/**
 * Where "Submit an edit" links go: the folder of the repository that holds docs/, ending in a
 * slash. The page's path inside docs/ is appended.
 */
const EDIT_URL_BASE = process.env.EDIT_URL_BASE ?? 'https://github.com/PipedreamHQ/pipedream/edit/master/docs/';

/**
 * The public address of the documentation's MCP server, when the host runs one (`npm run mcp --
 * --http` behind /docs/mcp; ARCHITECTURE.md, Deployment), such as
 * `https://pipedream.com/docs/mcp`. The AI assistants page then shows how to connect to it;
 * without it, the page tells readers to run the server themselves, and names no address.
 */
const MCP_PUBLIC_URL = process.env.MCP_PUBLIC_URL ?? '';
if (MCP_PUBLIC_URL && !/^https?:\/\/[^\s"'<>]+$/.test(MCP_PUBLIC_URL)) {
  throw new Error(`MCP_PUBLIC_URL must be the MCP server's http(s) address, not "${MCP_PUBLIC_URL}"`);
}

/**
 * "Last updated" under each page and in its Markdown twin, from git at build time. Needs the
 * whole history: a shallow clone or a checkout without .git builds without the dates
 * (src/utils/gitHistory.ts). CI checkouts must fetch the full history (`fetch-depth: 0`).
 */
const SHOW_LAST_UPDATE = hasFullGitHistory(__dirname);

// ---------------------------------------------------------------------------------------------

const presetOptions = {
  docs: {
    routeBasePath: '/',
    path: 'docs',
    sidebarPath: './sidebars.ts',
    editUrl: ({docPath}) => `${EDIT_URL_BASE}docs/${docPath}`,
    breadcrumbs: true,
    showLastUpdateTime: SHOW_LAST_UPDATE,
    // The content check first, on the page as written, so `npm start` shows a page's error in the
    // browser (site-guard); then <Operation /> tags become their headings and reference
    // (openapi-reference), diagrams get their box (remarkDiagrams), and admonitions with a
    // writer's title a class that keeps the title in the search index (local-search).
    beforeDefaultRemarkPlugins: [remarkPageCheck, remarkOperations, remarkDiagrams, remarkTitledAdmonitions],
    rehypePlugins: [rehypeFocusableTables, rehypeTableLabels],
  },
  blog: false,
  pages: false,
  theme: {
    customCss: [
      './src/css/custom.css',
      './src/css/tables.css',
      './src/css/doc-footer.css',
      './src/css/diagrams.css',
      './src/css/long-pages.css',
    ],
  },
  sitemap: {lastmod: null, changefreq: null, priority: null},
  ...(GTM_CONTAINER_ID ? {googleTagManager: {containerId: GTM_CONTAINER_ID}} : {}),
} satisfies Preset.Options;

const clientRedirects = {
  // Every page also answers at /x.html: a redirect file per page sends it to /x/.
  createRedirects: htmlVariantsOf,
  redirects: REDIRECTS.map(({from, to}) => ({from, to})),
} satisfies ClientRedirectsOptions;

const themeConfig = {
  navbar: {
    title: 'Pipedream Docs',
    logo: {alt: 'Pipedream', src: 'img/logo.svg', width: 28, height: 28},
    items: [
      // One item per section, active on the pages under its path (`activeBasePath`); `doc` items
      // of the one sidebar were all active on every page. aria-current: NavbarItem/DefaultNavbarItem.
      ...NAVBAR_SECTIONS.map(({label, to, activeBasePath}) => ({label, to, activeBasePath, position: 'left' as const})),
      {href: URLS.PRODUCT, label: 'Pipedream', position: 'right'},
    ],
  },
  footer: {
    style: 'dark',
    links: [
      {label: 'Support and Community', href: URLS.SUPPORT},
      {label: 'Integrated apps', href: URLS.APPS_DIRECTORY},
    ],
    copyright: `© ${new Date().getFullYear()} Pipedream`,
  },
  colorMode: {respectPrefersColorScheme: true},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    // Code carries token classes only; src/plugins/code-colours paints them for each colour mode.
    theme: classOnlyTheme,
    darkTheme: classOnlyTheme,
    additionalLanguages: ['bash', 'json', 'yaml', 'sql', 'http', 'ini', 'diff', 'nginx'],
  },
  ...(useAlgolia
    ? {
        algolia: {
          ...ALGOLIA,
          contextualSearch: false,
          searchParameters: {},
          placeholder: SEARCH_PLACEHOLDER,
          translations: {button: {buttonText: SEARCH_PLACEHOLDER, buttonAriaLabel: 'Search'}},
        },
      }
    : {}),
} satisfies Preset.ThemeConfig;

const plugins = [
  ['@docusaurus/plugin-client-redirects', clientRedirects] as PluginConfig,
  siteGuardPlugin,
  bootFailureNoticePlugin,
  deferredBootPlugin,
  pageManifestPlugin,
  codeColoursPlugin,
  lazyMdxPlugin,
  leanTslibPlugin,
  leanDocsMetadataPlugin,
  routeChunksPlugin,
  compileHintsPlugin,
  // Options through a closure: options in the config are shipped in every page's JavaScript.
  (context: LoadContext) => markdownTwinsPlugin(context, {files: SPEC_LLMS_FILES}),
  openApiReferencePlugin,
  // Before local-search: its postBuild holds the build's thread while the index is built, and the
  // critical CSS, inlined by a child process, then runs alongside it instead of after it.
  criticalCssPlugin,
  !useAlgolia && localSearchPlugin,
].filter(Boolean) as PluginConfig[];

const config: Config = {
  title: SITE_TITLE,
  tagline: SITE_DESCRIPTION,
  url: SITE_URL,
  baseUrl: BASE_PATH,
  trailingSlash: true,
  favicon: 'img/favicon.svg',
  organizationName: 'PipedreamHQ',
  projectName: 'pipedream',
  i18n: {defaultLocale: 'en', locales: ['en']},
  // The banner explains a wrong baseUrl to a developer; readers never need its inline script.
  baseUrlIssueBanner: false,
  // Read by components as the page renders (src/components/HostedMcpServer).
  customFields: {[MCP_PUBLIC_URL_FIELD]: MCP_PUBLIC_URL},
  // The page's scripts start after the first paint (src/plugins/deferred-boot).
  ssrTemplate: ssrTemplate(),
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    format: 'mdx',
    mdx1Compat: MDX1_COMPAT,
    parseFrontMatter,
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  future: {v4: true, faster: true},
  headTags: [
    ...(['light', 'dark'] as const).map((scheme) => ({
      tagName: 'meta',
      attributes: {name: 'theme-color', content: THEME_COLOR[scheme], media: `(prefers-color-scheme: ${scheme})`},
    })),
    {tagName: 'meta', attributes: {name: 'color-scheme', content: 'light dark'}},
  ],
  presets: [['classic', presetOptions]],
  clientModules: [
    './src/client/canonical-url.ts',
    './src/client/theme-color.ts',
    './src/client/idle-prefetch.ts',
    './src/client/content-renderer.ts',
    // Readers' own LCP, INP and CLS, only where a tag manager is there to receive them.
    ...(GTM_CONTAINER_ID ? ['./src/client/web-vitals.ts'] : []),
  ],
  // The classic preset adds @docusaurus/theme-search-algolia itself when themeConfig.algolia is set.
  plugins,
  themeConfig,
};

export default config;
