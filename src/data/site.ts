/**
 * Constants of the documentation site itself (not of the platform: those are in ./platform.ts).
 * The config, the theme components and the tests read them from here.
 */

/** Every URL of the site starts with this path. */
export const BASE_PATH = '/docs/';

/** The bundler gives up on a script or stylesheet chunk after this long (webpack's chunkLoadTimeout). */
export const ASSET_LOAD_TIMEOUT_MS = 120_000;

/** The table of contents updates its active heading at most this often while the reader scrolls. */
export const TOC_THROTTLE_MS = 300;

/** A heading counts as reached this many pixels before it touches the bottom of the navbar. */
export const TOC_ACTIVATION_OFFSET_PX = 10;

/** The sentence of the edit link under every page. */
export const EDIT_LINK_TEXT = 'Help us improve this page! Submit an edit on Github.';

/** The description of the site: the default meta description and the manifest's site config. */
export const SITE_DESCRIPTION = 'Documentation - Connect APIs, remarkably fast.';

/** The placeholder of the search box, local or hosted. */
export const SEARCH_PLACEHOLDER = 'Search...';

/** What a reader sees when part of a page (a script chunk) cannot be downloaded. */
export const CHUNK_ERROR_TEXT = 'Loading chunk failed';
