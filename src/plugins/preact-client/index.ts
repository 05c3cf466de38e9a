import type {Plugin} from '@docusaurus/types';

/**
 * The browser build renders with Preact's React compatibility layer instead of react-dom.
 * Pages are still rendered to HTML at build time by React (the server build is untouched), and
 * the browser only hydrates them; Preact does that in about a sixth of react-dom's bytes.
 */
export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // These keys replace Docusaurus's own `react` and `react-dom` aliases. Subpaths follow:
      // `react/jsx-runtime` becomes `preact/compat/jsx-runtime`, `react-dom/client` becomes
      // `preact/compat/client`.
      return {resolve: {alias: {react: 'preact/compat', 'react-dom': 'preact/compat'}}};
    },
  };
}
