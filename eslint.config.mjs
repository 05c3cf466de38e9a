// ESLint (flat config): TypeScript, React, hooks, accessibility and Docusaurus's own rules.
// Formatting is Prettier's job (prettier.config.mjs); eslint-config-prettier turns off the rules
// that would fight it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import prettier from 'eslint-config-prettier';
import * as espree from 'espree';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

// Specifiers Docusaurus resolves itself, not packages: @site, the theme aliases, and the client
// API (`@docusaurus/Link`, `@docusaurus/router`, …), read from the installed core so an upgrade
// that adds one needs no edit here.
const coreExports = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')),
  'lib/client/exports',
);
const clientApi = fs
  .readdirSync(coreExports)
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.slice(0, -'.js'.length));
const docusaurusAliases = `^(@site|@theme|@theme-original|@theme-init|@generated)/|^@docusaurus/(${clientApi.join('|')})$`;

// What only tests, the bench and the tool configs import may be a devDependency; everything the
// build or the browser runs must be a dependency, since a production install leaves dev ones out.
const devOnlyFiles = [
  'tests/**',
  'scripts/*.mts',
  'src/build/bench/**',
  'src/build/browser.ts',
  'src/build/search-quality.ts',
  '*.config.mjs',
  'knip.config.ts',
];

export default tseslint.config(
  {ignores: ['build/', '.docusaurus/', 'node_modules/', '.bench/', 'nginx/', 'coverage/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,cjs,js}'],
    languageOptions: {globals: {...globals.node}},
    linterOptions: {reportUnusedDisableDirectives: 'error'},
    rules: {
      // `const {omitted, ...rest} = x` drops a field; `_name` marks a value kept on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {ignoreRestSiblings: true, varsIgnorePattern: '^_', argsIgnorePattern: '^_'},
      ],
    },
  },
  {
    // An import of a package that package.json does not declare works only while another package
    // happens to bring it; declare it in the group that matches who runs the file.
    files: ['**/*.{ts,tsx,mts,mjs,cjs,js}'],
    plugins: {'import-x': importX},
    settings: {'import-x/internal-regex': docusaurusAliases},
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {devDependencies: devOnlyFiles, optionalDependencies: false, peerDependencies: false},
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    languageOptions: {
      ...react.configs.flat.recommended.languageOptions,
      globals: {...globals.browser, ...globals.node},
    },
    plugins: {react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@docusaurus': docusaurus},
    settings: {react: {version: 'detect'}},
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...docusaurus.configs.recommended.rules,
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
    },
  },
  {
    files: ['tests/**/*.{ts,tsx,mjs}'],
    languageOptions: {globals: {...globals.jest, ...globals.browser}},
    rules: {
      // Tests reach into the installed packages with require() to read them as they are.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Inlined into every page as it is: plain ES5 for any browser.
    files: ['src/plugins/boot-failure-notice/notice.js', 'src/plugins/deferred-boot/boot.js'],
    // espree, not typescript-eslint's parser, which ignores ecmaVersion: ES2015+ syntax fails here.
    languageOptions: {parser: espree, ecmaVersion: 5, sourceType: 'script', globals: globals.browser},
  },
  prettier,
);
