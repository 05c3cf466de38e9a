#!/usr/bin/env node
// Builds the Pagefind index of a built site. Run by the local-search plugin after the build (as
// a child process: Pagefind is ES-module-only and the plugin is loaded as CommonJS), and by hand:
//   node src/plugins/local-search/build-index.mjs <outDir> <permalink> [<permalink> …]
// Indexes the <article> of each listed page, minus the selectors that are navigation.
import fs from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

const [outDir, baseUrl, ...permalinks] = process.argv.slice(2);
const EXCLUDED_SELECTORS = JSON.parse(process.env.PAGEFIND_EXCLUDE ?? '[]');

const {index, errors} = await pagefind.createIndex({
  rootSelector: 'article',
  excludeSelectors: EXCLUDED_SELECTORS,
  forceLanguage: 'en',
});
if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
for (const permalink of permalinks) {
  const file = path.join(outDir, permalink.slice(baseUrl.length), 'index.html');
  // URLs relative to the site root: the browser side prefixes the folder pagefind.js came from.
  const url = permalink.slice(baseUrl.length - 1);
  const added = await index.addHTMLFile({url, content: await fs.readFile(file, 'utf8')});
  if (added.errors.length) throw new Error(`${file}: ${added.errors.join('; ')}`);
}
const written = await index.writeFiles({outputPath: path.join(outDir, 'pagefind')});
if (written.errors.length) throw new Error(written.errors.join('; '));
await pagefind.close();
console.log(`[local-search] indexed ${permalinks.length} pages into ${path.join(outDir, 'pagefind')}`);
