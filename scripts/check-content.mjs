#!/usr/bin/env node
// Checks documentation pages against the rules in scripts/lib/content-rules.mjs (the same check
// the build and the development server run), printing every problem as `file:line:column: message`.
// Usage: node scripts/check-content.mjs [file.mdx …]   (no files: every page under docs/)
// Exits 1 when any page has a problem.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {checkPage, proseWords, readFrontMatter} from './lib/content-rules.mjs';
import {listPageFiles} from './lib/pages.mjs';
import {importTs} from './lib/load-ts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const {PAGE_SITE: site} = await importTs(path.join(root, 'src/plugins/site-guard/page-site.ts'));
const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((f) => path.resolve(f))
  : listPageFiles(path.join(root, 'docs'));

let failed = 0;
for (const file of files) {
  const rel = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) {
    console.log(`${rel}: no such file`);
    failed++;
    continue;
  }
  const source = fs.readFileSync(file, 'utf8');
  const problems = checkPage(file, source, {site});
  const words = proseWords(readFrontMatter(source).body);
  if (problems.length) {
    failed++;
    for (const p of problems) console.log(`${rel}:${p.line}:${p.column}: ${p.message}`);
  }
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${String(words).padStart(5)} words  ${rel}`);
}
console.log(`\n${files.length - failed} of ${files.length} pages pass`);
process.exit(failed ? 1 : 0);
