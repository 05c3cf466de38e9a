import type {Plugin} from '@docusaurus/types';

/**
 * V8's explicit compile hint (Chrome 136 and later): as the first line of a script, it has every
 * function in the script compiled eagerly, off the main thread while the script streams in,
 * instead of lazily on each function's first call on the main thread. Other engines read it as a
 * comment. https://v8.dev/blog/explicit-compile-hints
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The browser build's entry chunk, `assets/js/main.<hash>.js`: nearly all of it runs on load. */
export const ENTRY_CHUNK = /(^|\/)main\.[0-9a-f]+\.js$/;

/**
 * Puts the compile hint on the entry chunk of the browser build, through the bundler's own
 * BannerPlugin. Only the entry: route chunks hold code a page may never call, and compiling all
 * of it eagerly would cost more than it saves. The measured gain and the way to re-measure are in
 * ./README.md; tests/e2e/compile-hints.test.mjs fails if the built entry loses the hint.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            entryOnly: true,
            test: ENTRY_CHUNK,
            // After the minifier, which drops comments, and before the content hash is computed.
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          }),
        ],
      };
    },
  };
}
