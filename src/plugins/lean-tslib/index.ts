import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * `@docusaurus/utils-common`, which every page's JavaScript includes, reaches tslib through a
 * CommonJS `require("tslib")` for one helper, `__importDefault`. A CommonJS require cannot be
 * tree-shaken, so the browser bundle carried all of tslib (10 KB minified). For that package
 * only, the browser build resolves `tslib` to ./import-default.cjs, which has the one helper.
 *
 * tests/unit/leanTslib.test.ts fails when utils-common starts using another tslib helper.
 */
export default function leanTslibPlugin(): Plugin {
  return {
    name: 'lean-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              include: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/,
              resolve: {alias: {tslib$: path.join(__dirname, 'import-default.cjs')}},
            },
          ],
        },
      };
    },
  };
}
