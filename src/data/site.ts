/**
 * Constants of the documentation site itself (not of the platform: those are in ./platform.ts).
 * The config, the theme components and the tests read them from here.
 */

/** Every URL of the site starts with this path. */
export const BASE_PATH = '/docs/';

/**
 * @internal The bundler gives up on a script or stylesheet chunk after this long: the bundler's own
 * default (`output.chunkLoadTimeout`), which tests/e2e reads back from the built runtime.
 */
export const ASSET_LOAD_TIMEOUT_MS = 120_000;

/** The table of contents updates its active heading at most this often while the reader scrolls. */
export const TOC_THROTTLE_MS = 300;

/** A heading counts as reached this many pixels before it touches the bottom of the navbar. */
export const TOC_ACTIVATION_OFFSET_PX = 10;

/**
 * The navbar's section links: each leads to its section's first page and is the one active item
 * on every page whose path starts with `activeBasePath` (relative to the base path). Pages
 * outside these paths (limits, pricing, …) have no active item.
 */
export const NAVBAR_SECTIONS = [
  {label: 'Quickstart', to: '/quickstart/', activeBasePath: 'quickstart/'},
  {label: 'Workflows', to: '/workflows/', activeBasePath: 'workflows/'},
  {label: 'Components', to: '/components/', activeBasePath: 'components/'},
  {label: 'API', to: '/api/overview/', activeBasePath: 'api/'},
] as const;

/**
 * `<meta name="theme-color">` for each colour scheme: the navbar's background in that scheme
 * (Infima's surface colour), so a phone's browser bar continues the navbar. The head has one tag
 * per scheme (media queries, right before any script runs) and src/client/theme-color.ts makes
 * both follow the site's own light/dark switch.
 */
export const THEME_COLOR = {light: '#ffffff', dark: '#242526'} as const;

/** The site's name: page titles end with it, and the search ignores it in a title ("Pipedream SQL Service"). */
export const SITE_TITLE = 'Pipedream';

/** The description of the site: the default meta description and the manifest's site config. */
export const SITE_DESCRIPTION = 'Documentation - Connect APIs, remarkably fast.';

/** The placeholder of the search box, local or hosted. */
export const SEARCH_PLACEHOLDER = 'Search...';

/** What a reader sees when part of a page (a script chunk) cannot be downloaded. */
export const CHUNK_ERROR_TEXT = 'Loading chunk failed';

/** The "Copy page" control beside each page's title (src/components/CopyPage). */
export const COPY_PAGE = {
  /** The button that copies the page's Markdown twin. */
  copy: 'Copy page',
  /** Its label for a moment after a copy, and what screen readers are told. */
  copied: 'Copied',
  copiedAnnouncement: 'Copied the page as Markdown',
  failed: 'Copy failed',
  failedAnnouncement: 'Could not copy the page; open "View as Markdown" instead',
  /** The button that opens the menu beside it. */
  menu: 'More ways to use this page',
  viewMarkdown: 'View as Markdown',
} as const;

/**
 * Assistants the menu opens with the page's Markdown: a plain link carrying a prompt, so nothing
 * is contacted before the reader chooses one. `{url}` is the absolute URL of the page's twin.
 */
export const AI_ASSISTANTS = [
  {name: 'ChatGPT', href: 'https://chatgpt.com/?q='},
  {name: 'Claude', href: 'https://claude.ai/new?q='},
] as const;
export const AI_PROMPT = 'Read {url} and answer my questions about it.';
