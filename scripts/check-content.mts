#!/usr/bin/env node
// Checks documentation pages with the one page check the build and the development server run
// (checkPageSource, src/plugins/site-guard/validate.ts), printing every problem as
// `file:line:column: message`.
// Usage: npm run check:content -- [file.mdx …]   (no files: every page under docs/)
// Exits 1 when any page has a problem.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {proseWords, readFrontMatter} from '../src/build/content-rules';
import {listPageFiles} from '../src/build/pages';
import {checkPageSource} from '../src/plugins/site-guard/validate';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
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
  const problems = checkPageSource(file, rel, source);
  const words = proseWords(readFrontMatter(source).body);
  if (problems.length) {
    failed++;
    for (const p of problems) console.log(`${rel}:${p.line}:${p.column}: ${p.message}`);
  }
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${String(words).padStart(5)} words  ${rel}`);
}
console.log(`\n${files.length - failed} of ${files.length} pages pass`);
process.exit(failed ? 1 : 0);
