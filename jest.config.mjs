// Unit tests run real Docusaurus code: `@docusaurus/*` client modules, `@theme/*` and
// `@theme-original/*` resolve to the installed core and theme-classic sources (as Docusaurus's own
// jest.config.mjs does), not to mocks. Only `@generated/*` (written by a build) is a fixture.
const core = '<rootDir>/node_modules/@docusaurus/core/lib/client/exports';
const themeClassic = '<rootDir>/node_modules/@docusaurus/theme-classic/lib/theme';

/** @type {import('jest').Config} */
export default {
  // Node by default; a test that needs a DOM says so in its first line (`@jest-environment jsdom`).
  testEnvironment: 'node',
  roots: ['<rootDir>/tests/unit'],
  testMatch: ['**/*.test.{ts,tsx}'],
  // A test that prints a warning or an error (React's act warnings among them) fails; tests
  // wait on events, and give up late (see the files).
  setupFilesAfterEnv: ['<rootDir>/tests/unit/setup/failOnConsole.ts', '<rootDir>/tests/unit/setup/asyncUtilTimeout.ts'],
  testTimeout: 30_000,
  transform: {
    '\\.(m?js|jsx|ts|tsx)$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          transform: {react: {runtime: 'automatic'}},
          target: 'es2022',
        },
        module: {type: 'commonjs'},
        swcrc: false,
      },
    ],
  },
  // Docusaurus and a few of its dependencies ship ES modules only, as do unified, remark, micromark
  // and the syntax-tree utilities that src/plugins/markdown-twins uses.
  transformIgnorePatterns: [
    `/node_modules/(?!(${[
      '@docusaurus',
      '@mdx-js',
      'github-slugger',
      'cbor2',
      '@cto.af/wtf8',
      'clsx',
      'prism-react-renderer',
      'unified',
      'bail',
      'devlop',
      'trough',
      'is-plain-obj',
      'vfile(-message)?',
      'zwitch',
      'ccount',
      'remark-[\\w-]+',
      '@slorber/remark-comment',
      'mdast-util-[\\w-]+',
      'micromark(-[\\w-]+)?',
      'unist-util-[\\w-]+',
      'estree-util-[\\w-]+',
      'character-[\\w-]+',
      'decode-named-character-reference',
      'is-(alphabetical|alphanumerical|decimal|hexadecimal)',
      'parse-entities',
      'stringify-entities',
      'longest-streak',
      'markdown-table',
      'escape-string-regexp',
      'node-emoji',
    ].join('|')})/)`,
  ],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'jsx', 'json'],
  moduleNameMapper: {
    '\\.(css|svg|png)$': '<rootDir>/tests/unit/fixtures/styleStub.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@generated/(.*)$': '<rootDir>/tests/unit/fixtures/generated/$1',
    '^@docusaurus/(BrowserOnly|ComponentCreator|constants|ExecutionEnvironment|Head|Interpolate|isInternalUrl|Link|Noop|renderRoutes|router|Translate|use[A-Za-z]+)$': `${core}/$1`,
    '^@theme-original/(.*)$': `${themeClassic}/$1`,
    '^@theme-init/(.*)$': `${themeClassic}/$1`,
    // The site's own swizzles first, as Docusaurus resolves them; jest takes the first path that exists.
    '^@theme/(.*)$': ['<rootDir>/src/theme/$1', `${themeClassic}/$1`],
  },
};
