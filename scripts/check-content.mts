#!/usr/bin/env node
// Checks documentation pages against the rules in src/build/content-rules.ts and compiles each
// as MDX, printing every problem as `file:line: message`.
// Usage: npm run check:content -- [file.mdx …]   (no files: every page under docs/)
// Exits 1 when any page has a problem.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import {checkPage, proseWords, readFrontMatter} from '../src/build/content-rules';
import {listPageFiles} from '../src/build/pages';
import * as constants from '../src/data/platform';
import {handWrittenEndpoints, pageReaderWithOperations} from '../src/build/hand-written-endpoints';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = process.argv.slice(2).length
  ? process.argv.slice(2).map((f) => path.resolve(f))
  : listPageFiles(path.join(root, 'docs'));

const readWithOperations = pageReaderWithOperations(path.join(root, 'src/data/openapi.yaml'));
let failed = 0;
for (const file of files) {
  const rel = path.relative(process.cwd(), file);
  if (!fs.existsSync(file)) {
    console.log(`${rel}: no such file`);
    failed++;
    continue;
  }
  const source = fs.readFileSync(file, 'utf8');
  const problems = checkPage(file, source, {constants, readOther: readWithOperations});
  problems.push(...handWrittenEndpoints(file, source));
  try {
    // The same MDX dialect Docusaurus compiles: GFM tables and ::: admonition directives.
    await compile(readFrontMatter(source).body, {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (caught) {
    // MDX reports a VFileMessage: the line in the body and the reason.
    const err = caught as {line?: number; reason?: string; message?: string};
    const offset = source.split('\n').length - readFrontMatter(source).body.split('\n').length;
    problems.push({line: (err.line || 0) + offset, message: `MDX does not compile: ${err.reason || err.message}`});
  }
  const words = proseWords(readFrontMatter(source).body);
  if (problems.length) {
    failed++;
    for (const p of problems) console.log(`${rel}:${p.line}: ${p.message}`);
  }
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${String(words).padStart(5)} words  ${rel}`);
}
console.log(`\n${files.length - failed} of ${files.length} pages pass`);
process.exit(failed ? 1 : 0);
