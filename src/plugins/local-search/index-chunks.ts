// The ranges of words of Pagefind's index chunks, which the box needs to search a word in every
// chunk it can match in (./client/wordFamilies.ts). Pagefind writes them only into its metadata
// file, as CBOR after the signature (./fragments.ts), an undocumented format registered in
// src/plugins/README.md: [version, pages, chunks as [from, to, hash], …]; each chunk file holds
// [[word, …], …] first.
import {decode} from 'cbor2';
import {pagefindWords, type ChunkMap, type IndexChunk} from './client/wordFamilies';
import {unpack} from './fragments';
import type {IndexFile} from './servable-files';

const FORMAT = 'Pagefind changed the format of its index (see src/plugins/README.md, local-search/index-chunks.ts)';

const isString = (x: unknown): x is string => typeof x === 'string';

/** The words of a chunk file, in order. */
function chunkWords(file: IndexFile): string[] {
  const chunk = decode(unpack(file.content, file.path));
  const words = Array.isArray(chunk) ? (chunk[0] as unknown) : null;
  if (!Array.isArray(words) || !words.every((w) => Array.isArray(w) && isString(w[0]))) {
    throw new Error(`local-search: ${FORMAT}: ${file.path} does not start with its words`);
  }
  return words.map((w: unknown[]) => w[0] as string);
}

/**
 * Each chunk's range, and a word that loads it when searched: one whose form as Pagefind searches
 * it (`pagefindWords`) still falls in the chunk's range. Its first bound may not be a word
 * (`stepb`), and a word may hold punctuation Pagefind removes from queries.
 */
export function chunkMap(files: readonly IndexFile[], includeCharacters: readonly string[]): ChunkMap {
  const metaFile = files.find((f) => f.path.endsWith('.pf_meta'));
  if (!metaFile) throw new Error(`local-search: ${FORMAT}: no .pf_meta file`);
  const meta = decode(unpack(metaFile.content, metaFile.path));
  const listed = Array.isArray(meta) ? (meta[2] as unknown) : null;
  if (!Array.isArray(listed) || !listed.every((c) => Array.isArray(c) && c.length >= 3 && c.every(isString))) {
    throw new Error(`local-search: ${FORMAT}: ${metaFile.path} does not list its chunks as [from, to, hash]`);
  }
  const chunks = (listed as string[][]).map(([from, to, hash]): IndexChunk => {
    const file = files.find((f) => f.path === `index/${hash}.pf_index`);
    if (!file) throw new Error(`local-search: ${FORMAT}: the chunk ${hash} has no file`);
    const key = chunkWords(file).find((word) => {
      const searched = pagefindWords(word, includeCharacters);
      return searched.length === 1 && searched[0]! >= from! && searched[0]! <= to!;
    });
    if (!key) throw new Error(`local-search: ${FORMAT}: no word of the chunk ${hash} can be searched to load it`);
    return {from: from!, to: to!, key};
  });
  return {includeCharacters: [...includeCharacters], chunks};
}
