import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The first `localeCompare` in a page makes the browser build an ICU collator, which loads
 * collation data: about 8-10 ms on this machine's Chromium, several times that on a phone. The
 * only call while a docs page loads is theme-common's `useShallowMemoObject` (through the code
 * blocks' word-wrap hook and the mobile sidebar), which sorts keys just to get a fixed order. The
 * browser build gets that function with a plain code-unit sort (./key-sort-loader.cjs), so no
 * collator is built on load. The loader fails the build if the function changes upstream.
 *
 * tests/unit/noCollator.test.ts runs the loader on the installed theme-common.
 */
export default function noCollatorPlugin(): Plugin {
  return {
    name: 'no-collator',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]node_modules[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              use: [{loader: path.join(__dirname, 'key-sort-loader.cjs')}],
            },
          ],
        },
      };
    },
  };
}
