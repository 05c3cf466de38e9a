/**
 * The React components a page may use, each registered once. Everything that must know a
 * page's components reads this list:
 *
 * - the content check (src/build/mdx-rules.ts, run by `npm run check:content`, the build and
 *   the development server) fails a page that uses a component not listed here;
 * - the Markdown twins (src/plugins/markdown-twins/elements.ts) write each component in the
 *   Markdown form named by `twin` (TypeScript fails there until every form has a writer);
 * - the static article (src/theme/DocItem/Content/StaticArticle.tsx) hands a page to React on a
 *   first view when its server HTML holds an element matching a `needsReact` selector.
 *
 * Adding a component: its module, one entry here, and its Markdown form in elements.ts.
 */

/** The Markdown forms the twins know (src/plugins/markdown-twins/elements.ts writes each). */
export type TwinForm =
  'valueList' | 'tabs' | 'tabItem' | 'admonition' | 'codeBlock' | 'details' | 'hostedMcpServer' | 'nothing';

export type PageComponent = {
  /** The module a page imports it from (`import Tabs from '@theme/Tabs'`). */
  module: string;
  /** Names MDX provides it under without an import (theme-classic's MDXComponents), if any. */
  provided: readonly string[];
  /** How the page's Markdown twin writes it. */
  twin: TwinForm;
  /**
   * A CSS selector that finds the component in the server's HTML when it only works once React
   * renders it (a page holding one is rendered by React on a first view too), or null when its
   * server HTML works as it is.
   */
  needsReact: string | null;
};

export const PAGE_COMPONENTS: readonly PageComponent[] = [
  {module: '@site/src/components/ValueList', provided: [], twin: 'valueList', needsReact: null},
  // The tab buttons switch panels with React state; the server HTML shows the first panel only.
  {module: '@theme/Tabs', provided: [], twin: 'tabs', needsReact: '[role="tablist"]'},
  {module: '@theme/TabItem', provided: [], twin: 'tabItem', needsReact: null},
  {module: '@theme/Admonition', provided: ['Admonition', 'admonition'], twin: 'admonition', needsReact: null},
  // Its copy and word-wrap buttons are brought to life by the static article itself.
  {module: '@theme/CodeBlock', provided: [], twin: 'codeBlock', needsReact: null},
  // A native <details> element: it opens and closes without script.
  {module: '@theme/Details', provided: ['Details'], twin: 'details', needsReact: null},
  {module: '@docusaurus/Head', provided: ['Head'], twin: 'nothing', needsReact: null},
  // The hosted MCP server's address and configurations, when the build names one (MCP_PUBLIC_URL).
  {module: '@site/src/components/HostedMcpServer', provided: [], twin: 'hostedMcpServer', needsReact: null},
  // A REST operation by its id in src/data/openapi.yaml. Pages use it without an import: the build
  // expands it into its heading and static reference (src/plugins/openapi-reference), and the twins
  // into Markdown before they read components, so neither React nor a twin writer ever sees it.
  {module: '@site/src/plugins/openapi-reference', provided: ['Operation'], twin: 'nothing', needsReact: null},
];

/** Every `needsReact` selector, as one selector list. */
export const NEEDS_REACT_SELECTOR = PAGE_COMPONENTS.flatMap((c) => (c.needsReact ? [c.needsReact] : [])).join(', ');
