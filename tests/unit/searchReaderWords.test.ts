import fs from 'node:fs';
import path from 'node:path';
import {readFrontMatter, splitFences} from '@site/src/build/content-rules';
import {loadPages} from '@site/src/build/pages';
import {stem, tokensOf} from '@site/src/plugins/local-search/client/query';
import {READER_WORDS} from '@site/src/data/reader-words';
import {inPagesWords} from '@site/src/plugins/local-search/client/engine';

const root = path.resolve(__dirname, '../..');

describe('inPagesWords (a query in the words the pages use)', () => {
  it("replaces a reader's word with the pages' word", () => {
    expect(inPagesWords(['rollback'])).toEqual({terms: ['revert'], replaced: [['rollback', 'revert']]});
    expect(inPagesWords(['event', 'retention'])).toEqual({
      terms: ['event', 'history'],
      replaced: [['retention', 'history']],
    });
  });

  it('matches a word of several terms, and plurals of a word', () => {
    expect(inPagesWords(['roll', 'back', 'workflow'])?.terms).toEqual(['revert', 'workflow']);
    expect(inPagesWords(['invite', 'teammates'])?.terms).toEqual(['invite', 'members']);
  });

  it('leaves a query without a reader word alone', () => {
    expect(inPagesWords(['revert', 'workflow'])).toBeNull();
    expect(inPagesWords(['back'])).toBeNull();
  });
});

describe('READER_WORDS', () => {
  // The prose of every page (code blocks aside), as the words a reader can find.
  const prose = new Set(
    loadPages(root).flatMap((page) =>
      splitFences(readFrontMatter(fs.readFileSync(path.join(root, page.file), 'utf8')).body).prose.flatMap((line) =>
        tokensOf(line.text),
      ),
    ),
  );

  it("names only words the pages' prose uses, so that the search finds them", () => {
    const missing = READER_WORDS.flatMap(({pages}) =>
      tokensOf(pages)
        .filter((w) => !prose.has(w))
        .map((w) => `${w} (for ${pages})`),
    );
    expect(missing).toEqual([]);
  });

  it("lists each reader's word once, and never as another entry's pages' word", () => {
    const readers = READER_WORDS.flatMap(({reader}) => reader.map((r) => r.split(/\s+/).map(stem).join(' ')));
    expect(readers.filter((r, i) => readers.indexOf(r) !== i)).toEqual([]);
    const pagesWords = new Set(READER_WORDS.flatMap(({pages}) => tokensOf(pages).map(stem)));
    expect(readers.filter((r) => pagesWords.has(r))).toEqual([]);
  });
});
