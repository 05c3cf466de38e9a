// The pages the bench measures, and when its taps come.

/** Representative pages: home, a policy table, long references, a quickstart step, the errors. */
export const BENCH_PAGES = [
  '/',
  '/limits/',
  '/workflows/steps/code/',
  '/api/rest/',
  '/components/api/',
  '/workflows/steps/triggers/',
  '/quickstart/hello-world/',
  '/errors/',
];

/**
 * The pages of the first-input latency and of the boot in --page-cost. A first tap waits for the
 * rest of the boot (the same main bundle on every page), the page's own chunks, and the style and
 * layout pass over the whole document when the drawer opens and locks the body's scroll, which
 * grows with the page. The home page, a mid-sized reference and the largest page span the bench
 * pages' sizes at a third of the cost of all eight.
 */
export const FIRST_INPUT_PAGES = ['/', '/workflows/steps/code/', '/api/rest/'];

/** When the first tap comes, in ms after the navigation began. */
export const FIRST_INPUT_DELAYS = [1000, 3000];
