import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** theme-classic's client module that registers the extra Prism grammars at start-up. */
export const THEME_PRISM_CLIENT_MODULE = '@docusaurus/theme-classic/lib/prism-include-languages';

/**
 * Keeps the MDX renderer and Prism out of every page's JavaScript (see
 * src/theme/MDXContent/index.tsx): a page's first view renders no MDX in the browser.
 *
 * 1. The server build gets `process.env.LAZY_MDX_SERVER_BUNDLE = "true"`, so
 *    src/theme/MDXContent/loadRenderer.ts renders synchronously there; the browser build gets
 *    "false", and the renderer stays in its on-demand chunk.
 * 2. Prism. theme-classic adds a client module that imports
 * prism-react-renderer's Prism and registers `prism.additionalLanguages` when the app starts, so
 * Prism and its grammars load with every page although a page's first view
 * highlights nothing in the browser. In the browser build that module is replaced with an empty
 * one; the grammars are registered by the on-demand MDX renderer chunk
 * (src/theme/MDXContent/Renderer.tsx), which is the only code that highlights. The server build
 * is untouched.
 *
 * Fails the build, naming this plugin, if theme-classic no longer has that module (an upgrade
 * moved it): then this patch would silently stop applying.
 */
export default function lazyMdxPlugin(): Plugin {
  let themeModule: string;
  try {
    themeModule = require.resolve(THEME_PRISM_CLIENT_MODULE);
  } catch {
    throw new Error(
      `lazy-mdx (src/plugins/lazy-mdx): ${THEME_PRISM_CLIENT_MODULE} no longer exists; ` +
        'theme-classic changed how it loads Prism grammars. Update or remove this plugin.',
    );
  }
  const replacement = path.join(__dirname, 'empty-client-module.ts');
  if (!fs.existsSync(replacement)) throw new Error(`lazy-mdx: ${replacement} is missing`);
  const bare = themeModule.replace(/\.js$/, '');
  return {
    name: 'lazy-mdx',
    configureWebpack(_config, isServer, {currentBundler}) {
      const define = new currentBundler.instance.DefinePlugin({
        'process.env.LAZY_MDX_SERVER_BUNDLE': JSON.stringify(String(isServer)),
      });
      if (isServer) return {plugins: [define]};
      // Client modules are required by absolute path (with and without the extension).
      return {plugins: [define], resolve: {alias: {[`${bare}$`]: replacement, [`${themeModule}$`]: replacement}}};
    },
  };
}
