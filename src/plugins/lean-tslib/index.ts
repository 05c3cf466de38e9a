import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const LEAN_TSLIB = path.join(__dirname, 'import-default.cjs');

/** The tslib helpers the installed @docusaurus/utils-common calls (`tslib_1.__importDefault`…). */
export function tslibHelpersOfUtilsCommon(): Set<string> {
  const lib = path.join(path.dirname(require.resolve('@docusaurus/utils-common/package.json')), 'lib');
  const files = fs.readdirSync(lib).filter((file) => file.endsWith('.js'));
  return new Set(
    files.flatMap((file) =>
      [...fs.readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((m) => m[1]!),
    ),
  );
}

/**
 * `@docusaurus/utils-common`, which every page's JavaScript includes, reaches tslib through a
 * CommonJS `require("tslib")` for one helper, `__importDefault`. A CommonJS require cannot be
 * tree-shaken, so the browser bundle carried all of tslib. For that package
 * only, the browser build resolves `tslib` to ./import-default.cjs, which has the one helper.
 *
 * The build fails, naming this plugin, when the installed utils-common no longer uses tslib (the
 * patch is dead) or uses a helper ./import-default.cjs lacks (the page would break).
 */
export default function leanTslibPlugin(): Plugin {
  const used = tslibHelpersOfUtilsCommon();
  // The module is CommonJS, for the bundler to alias; read it the way the bundler will load it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const provided = Object.keys(require(LEAN_TSLIB) as object);
  const missing = [...used].filter((helper) => !provided.includes(helper));
  if (used.size === 0 || missing.length) {
    throw new Error(
      `lean-tslib (src/plugins/lean-tslib): @docusaurus/utils-common ${
        used.size === 0
          ? 'no longer uses tslib; remove this plugin'
          : `now uses ${missing.join(', ')}; add it to import-default.cjs`
      }.`,
    );
  }
  return {
    name: 'lean-tslib',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              include: /[\\/]node_modules[\\/]@docusaurus[\\/]utils-common[\\/]/,
              resolve: {alias: {tslib$: LEAN_TSLIB}},
            },
          ],
        },
      };
    },
  };
}
