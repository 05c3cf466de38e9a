import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Code is highlighted once, when the page is rendered at build time, instead of again in every
 * reader's browser. The server build keeps the real `prism-react-renderer`; the client build
 * gets ./prism-client.ts in its place, which reuses the tokens already in the page and loads the
 * real Prism only for code blocks that arrive by client-side navigation.
 *
 * Nothing of the theme is swizzled: theme-classic's CodeBlock and its `prism-include-languages`
 * client module keep their code and simply import the lighter modules in the browser. The site's
 * extra Prism grammars (`additionalLanguages`) move with the real Prism into the on-demand chunk.
 */
export default function highlightOncePlugin(): Plugin {
  return {
    name: 'highlight-once',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        resolve: {
          alias: {
            // `$`: only the bare specifier; prism-client.ts imports the real file by its path.
            'prism-react-renderer$': path.join(__dirname, 'prism-client.ts'),
            // Replaces the theme's alias of the same name; prism-client.ts loads the original
            // (`@theme-original/…`) with the real Prism.
            '@theme/prism-include-languages': path.join(__dirname, 'include-languages-client.ts'),
          },
        },
      };
    },
  };
}
