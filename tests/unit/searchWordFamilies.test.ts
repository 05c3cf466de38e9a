import zlib from 'node:zlib';
import {encode} from 'cbor2';
import {chunkMap} from '@site/src/plugins/local-search/index-chunks';
import type {Pagefind} from '@site/src/plugins/local-search/client/pagefind';
import {
  chunkKeys,
  pagefindWords,
  readChunkMap,
  stemmedStart,
  withWordFamilies,
  type ChunkMap,
} from '@site/src/plugins/local-search/client/wordFamilies';

/** Chunks cut as Pagefind cut this site's index: `run` | `rune…`, `step` | `stepb…`. */
const map: ChunkMap = {
  includeCharacters: ['_'],
  chunks: [
    {from: '0', to: 'plan', key: 'ofe'},
    {from: 'plant', to: 'run', key: 'plant'},
    {from: 'rune', to: 'step', key: 'runev'},
    {from: 'stepb', to: 'thes', key: 'stepbystep'},
    {from: 'they', to: '…', key: 'they'},
  ],
};

describe('pagefindWords (a query as Pagefind 1.6 searches it)', () => {
  it('lowers the case, drops punctuation but `_`, and strips diacritics', () => {
    expect(pagefindWords('Send.HTTP — café steps.trigger pipedream_upload_body', ['_'])).toEqual([
      'sendhttp',
      'cafe',
      'stepstrigger',
      'pipedream_upload_body',
    ]);
  });
});

describe('stemmedStart', () => {
  it('is the part of a word its stem keeps', () => {
    expect(stemmedStart('running')).toBe('run');
    expect(stemmedStart('body')).toBe('bod');
    expect(stemmedStart('workflows')).toBe('workflow');
    expect(stemmedStart('p')).toBe('p');
  });
});

describe('chunkKeys (the chunks a query can match in)', () => {
  it('names every chunk holding a word that starts as a stem of the query does', () => {
    // `run` matches `run` and `runtime`, on either side of a boundary.
    expect(chunkKeys('running', map).sort()).toEqual(['plant', 'runev']);
    // `steps.trigger` is searched as `stepstrigger`, in the chunk after `step`.
    expect(chunkKeys('steps', map).sort()).toEqual(['runev', 'stepbystep']);
    expect(chunkKeys('p', map).sort()).toEqual(['ofe', 'plant']);
  });

  it('names one chunk for a word whose family one chunk holds', () => {
    expect(chunkKeys('workflow', map)).toEqual(['they']);
    expect(chunkKeys('workflow webhooks', map)).toEqual(['they']);
  });
});

describe('withWordFamilies', () => {
  const fakePagefind = () => {
    const calls: string[] = [];
    const pagefind: Pagefind = {
      options: async () => {},
      init: async () => {},
      preload: async (query) => {
        calls.push(`preload ${query}`);
      },
      search: async (query) => {
        calls.push(`search ${query}`);
        return {results: []};
      },
    };
    return {pagefind, calls};
  };

  it("loads the chunks of every word's family before it searches, each once", async () => {
    const {pagefind, calls} = fakePagefind();
    const search = withWordFamilies(pagefind, map);
    await Promise.all([search.search('run', {}), search.search('run steps', {})]);
    expect(calls.filter((c) => c.startsWith('preload')).sort()).toEqual([
      'preload plant',
      'preload runev',
      'preload stepbystep',
    ]);
    expect(calls.indexOf('search run')).toBeGreaterThan(calls.indexOf('preload runev'));
    expect(calls.indexOf('search run steps')).toBeGreaterThan(calls.indexOf('preload stepbystep'));
  });

  it('searches by filters alone without loading word chunks', async () => {
    const {pagefind, calls} = fakePagefind();
    await withWordFamilies(pagefind, map).search(null, {filters: {name: {any: ['x']}}});
    expect(calls).toEqual(['search null']);
  });
});

describe('readChunkMap', () => {
  it('takes a chunk map and refuses anything else', () => {
    expect(readChunkMap(JSON.parse(JSON.stringify(map)))).toEqual(map);
    expect(() => readChunkMap({chunks: []})).toThrow('the index chunk list is not in the expected format');
    expect(() => readChunkMap(null)).toThrow('the index chunk list is not in the expected format');
  });
});

describe('chunkMap (the ranges the build reads from Pagefind’s index)', () => {
  const packed = (value: unknown) =>
    zlib.gzipSync(Buffer.concat([Buffer.from('pagefind_dcd'), Buffer.from(encode(value))]));
  const chunkFile = (hash: string, words: string[]) => ({
    path: `index/${hash}.pf_index`,
    content: packed([words.map((w) => [w, []])]),
  });
  const meta = (chunks: string[][]) => ({
    path: 'pagefind.en_1.pf_meta',
    content: packed(['1.6.0', [], chunks, [], []]),
  });

  it('gives each chunk its range and a word that, searched, falls in it', () => {
    const files = [
      meta([
        ['0', 'step', 'en_a'],
        ['stepb', 'you', 'en_b'],
      ]),
      chunkFile('en_a', ['api', 'step']),
      // `step.by` is searched as `stepby`, which is in this chunk; `…` is searched as nothing.
      chunkFile('en_b', ['…', 'step.by', 'you']),
    ];
    expect(chunkMap(files, ['_'])).toEqual({
      includeCharacters: ['_'],
      chunks: [
        {from: '0', to: 'step', key: 'api'},
        {from: 'stepb', to: 'you', key: 'step.by'},
      ],
    });
  });

  it('fails, naming the format, when Pagefind writes its index otherwise', () => {
    expect(() => chunkMap([], [])).toThrow('Pagefind changed the format of its index');
    expect(() => chunkMap([meta([['0', 'z']])], [])).toThrow('does not list its chunks');
    expect(() => chunkMap([meta([['0', 'z', 'en_a']])], [])).toThrow('the chunk en_a has no file');
    expect(() => chunkMap([meta([['0', 'z', 'en_a']]), chunkFile('en_a', ['…'])], [])).toThrow(
      'no word of the chunk en_a can be searched to load it',
    );
  });
});
