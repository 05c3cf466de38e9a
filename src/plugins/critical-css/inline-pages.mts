#!/usr/bin/env node
// Inlines the critical CSS of every page of a built site. Run by the critical-css plugin after the
// build, as a child process run by Node with tsx (see ./index.ts for why), with a JSON job on stdin:
//   {"outDir": "build", "baseUrl": "/docs/", "files": ["build/limits/index.html", …]}
// Each page is read, handed to beasties as it first paints (`asPainted`), and written back with
// only the stylesheet link replaced (`spliceCriticalCss`); a page is replaced whole (written
// beside it, then renamed), so a reader of the build folder never sees half a file.
import fs from 'node:fs/promises';
import path from 'node:path';
import Beasties from 'beasties';
import {asPainted, BEASTIES_OPTIONS, NAME, spliceCriticalCss, type Job} from './index';

const read = async (stream: AsyncIterable<string | Buffer>) => {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
};

const job = JSON.parse(await read(process.stdin)) as Job;
const errors: string[] = [];
const beasties = new Beasties({
  ...BEASTIES_OPTIONS,
  path: job.outDir,
  publicPath: job.baseUrl,
  logger: {
    warn: (message) => console.warn(`[${NAME}] beasties: ${message}`),
    error: (message) => errors.push(String(message)),
  },
});

const started = performance.now();
for (const file of job.files) {
  const where = path.relative(job.outDir, file);
  const original = await fs.readFile(file, 'utf8');
  const processed = await beasties.process(asPainted(original, where));
  if (errors.length) throw new Error(`${NAME}: ${where}: beasties reported: ${errors.join('; ')}`);
  const {html} = spliceCriticalCss(original, processed, {where, baseUrl: job.baseUrl});
  const temporary = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temporary, html);
  await fs.rename(temporary, file);
}

// What the pages weigh now is the bench's to say (npm run test:budgets checks the HTML budget).
console.log(
  `[${NAME}] inlined the critical CSS of ${job.files.length} pages (${((performance.now() - started) / 1000).toFixed(1)} s).`,
);
