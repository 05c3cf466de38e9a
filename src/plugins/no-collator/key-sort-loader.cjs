/**
 * Webpack/Rspack loader for `@docusaurus/theme-common/lib/utils/reactUtils.js`. See ./index.ts.
 *
 * `useShallowMemoObject` sorts an object's keys with `localeCompare` only to make its memo
 * dependencies independent of key order; any fixed order does that. Code-unit order needs no
 * collator, so the browser never loads ICU's collation data while a page hydrates.
 */
const LOCALE_SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';
const PLAIN_SORT = 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));';

module.exports = function plainKeySort(source) {
  if (!source.includes(LOCALE_SORT)) {
    throw new Error(
      `src/plugins/no-collator: ${this.resourcePath} no longer sorts keys with "${LOCALE_SORT}". ` +
        'Check whether anything in it still calls localeCompare while a page loads, then update or remove the plugin.',
    );
  }
  return source.replace(LOCALE_SORT, PLAIN_SORT);
};
module.exports.LOCALE_SORT = LOCALE_SORT;
