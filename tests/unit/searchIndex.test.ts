import {RECORD_WEIGHTS, sectionRecords, separateBlocks} from '@site/src/plugins/local-search/sections';
import {buildVocabulary, vocabularyWords} from '@site/src/plugins/local-search/vocabulary';
import {DATA_SUFFIXES, patchFetchingScript, servableFiles} from '@site/src/plugins/local-search/servable-files';

/** A page as Pagefind extracts it: its text, and the word position of each heading with an id. */
const fragment = {
  url: '/limits/',
  meta: {title: 'Limits'},
  content:
    'Limits. This page lists the limits. Memory. Workflows run with 256MB of memory. Workflows. Limits of workflows. ' +
    'Execution timeout. A run stops after 30 seconds. Errors. Out of Memory. The run used too much memory.',
  anchors: [
    {element: 'h2', id: 'memory', text: 'Memory', location: 6},
    {element: 'h2', id: 'workflows', text: 'Workflows', location: 13},
    {element: 'h3', id: 'execution-timeout', text: 'Execution timeout', location: 17},
    {element: 'h3', id: 'errors', text: 'Errors', location: 25},
    {element: 'h4', id: 'out-of-memory', text: 'Out of Memory', location: 26},
  ],
};

const meta = (html: string) =>
  Object.fromEntries([...html.matchAll(/data-pagefind-meta="(\w+)">([^<]*)</g)].map((m) => [m[1], m[2]]));

describe('sectionRecords (what the index holds for a page)', () => {
  const records = sectionRecords(fragment, {
    description: 'The quotas & limits Pipedream applies.',
    keywords: ['quota', 'ceiling'],
  });

  it('makes one record for the top of the page and one per ## and ### section', () => {
    expect(records.map((r) => r.url)).toEqual([
      '/limits/',
      '/limits/#memory',
      '/limits/#workflows',
      '/limits/#execution-timeout',
      '/limits/#errors',
    ]);
  });

  it('gives each record its heading, page, parent section, level and the number of its own words', () => {
    expect(meta(records[0]!.html)).toEqual({title: 'Limits', page: 'Limits', level: '1', body: '5'});
    expect(meta(records[1]!.html)).toEqual({title: 'Memory', page: 'Limits', level: '2', body: '6'});
    expect(meta(records[3]!.html)).toEqual({
      title: 'Execution timeout',
      page: 'Limits',
      parent: 'Workflows',
      level: '3',
      body: '6',
    });
  });

  it('weighs the heading above the page title and parent heading it carries, and those above body text', () => {
    const html = records[3]!.html;
    expect(html).toContain(
      `<h2 id="execution-timeout" data-pagefind-weight="${RECORD_WEIGHTS.heading}">Execution timeout</h2>`,
    );
    expect(html).toContain(`<p data-pagefind-weight="${RECORD_WEIGHTS.pageTitle}">Limits</p>`);
    expect(html).toContain(`<p data-pagefind-weight="${RECORD_WEIGHTS.parentHeading}">Workflows</p>`);
    expect(RECORD_WEIGHTS.heading).toBeGreaterThan(RECORD_WEIGHTS.pageTitle);
    expect(RECORD_WEIGHTS.pageTitle).toBeGreaterThan(1);
    // The section's own words come right after its heading, and the context after them.
    expect(html.indexOf('A run stops')).toBeGreaterThan(html.indexOf('</h2>'));
    expect(html.indexOf('A run stops')).toBeLessThan(html.indexOf('>Limits</p>'));
  });

  it('keeps #### headings inside their section as anchors', () => {
    expect(records[4]!.html).toContain('<h4 id="out-of-memory">Out of Memory.</h4>');
    expect(records.some((r) => r.url.endsWith('#out-of-memory'))).toBe(false);
  });

  it('puts the page description, escaped, in the record of the top of the page only', () => {
    expect(records[0]!.html).toContain('The quotas &amp; limits Pipedream applies.');
    expect(records.slice(1).every((r) => !r.html.includes('quotas'))).toBe(true);
  });

  it("puts the page's keywords in the record of its top only, after its own words, so no excerpt shows them", () => {
    const top = records[0]!.html;
    expect(top).toContain(`<p data-pagefind-weight="${RECORD_WEIGHTS.keywords}">quota ceiling</p>`);
    // The body word count (meta `body`) ends before them: excerpts come from those words only.
    expect(meta(top).body).toBe('5');
    expect(top.indexOf('ceiling')).toBeGreaterThan(top.indexOf('</div>'));
    expect(records.slice(1).every((r) => !r.html.includes('ceiling'))).toBe(true);
  });

  it('escapes page text: a heading or a word of markup stays text', () => {
    const [record] = sectionRecords({
      url: '/x/',
      meta: {title: '<b>X</b>'},
      content: '<b>X</b> uses <script>alert(1)</script> text',
      anchors: [],
    });
    expect(record!.html).not.toContain('<script>');
    expect(record!.html).not.toContain('<b>');
    expect(record!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('separateBlocks', () => {
  it('separates table cells, list items and code lines that minified HTML runs together', () => {
    expect(separateBlocks('<tr><th>Limit<th>Value<tr><td>Memory<td>256MB</table>')).toBe(
      ' <tr> <th>Limit <th>Value <tr> <td>Memory <td>256MB</table>',
    );
    expect(separateBlocks('<li>one<li>two')).toBe(' <li>one <li>two');
    expect(separateBlocks('<span>in</span><strong>line</strong>')).toBe('<span>in</span><strong>line</strong>');
  });
});

describe('the vocabulary', () => {
  it('holds the words of the pages with the number of pages using each, and nothing else', () => {
    expect(vocabularyWords('Use $checkpoint, not 42 or a.')).toEqual(['use', 'checkpoint', 'not']);
    expect(buildVocabulary(['Memory limits', 'memory and more memory'])).toEqual({
      words: ['and', 'limits', 'memory', 'more'],
      pages: [1, 1, 2, 1],
    });
  });
});

describe('servableFiles (Pagefind output every host serves)', () => {
  const script = [
    'let entryUrl=`${this.basePath}pagefind-entry.json`;if(this.metaCacheTag!==null){entryUrl+=`?ts=${this.metaCacheTag}`;}else{entryUrl+=`?ts=${Date.now()}`;}let entry_response=await this.throttledFetch(entryUrl);',
    ...DATA_SUFFIXES.map((suffix) => `fetch(\`\${base}x\${hash}${suffix}\`);`),
  ].join('\n');
  const file = (path: string, content = 'x') => ({path, content: Buffer.from(content)});
  const files = [
    file(
      'pagefind-entry.json',
      JSON.stringify({version: '1.6.0', languages: {en: {hash: 'en_1', wasm: 'en', page_count: 1}}}),
    ),
    file('pagefind.js', script),
    file('pagefind-worker.js', script),
    file('pagefind-ui.js'),
    file('pagefind-highlight.js'),
    file('wasm.en.pagefind'),
    file('wasm.unknown.pagefind'),
    file('pagefind.en_1.pf_meta'),
    file('index/en_2.pf_index'),
    file('fragment/en_3.pf_fragment'),
  ];

  it('gives the data files an extension every host serves as a file, and drops what the site does not use', () => {
    expect(
      servableFiles(files, '.bin')
        .map((f) => f.path)
        .sort(),
    ).toEqual(
      [
        'fragment/en_3.pf_fragment.bin',
        'index/en_2.pf_index.bin',
        'pagefind-entry.json',
        'pagefind-worker.js',
        'pagefind.en_1.pf_meta.bin',
        'pagefind.js',
        'wasm.en.pagefind.bin',
      ].sort(),
    );
  });

  it('makes the scripts ask for the new names, and for the entry file without a query string', () => {
    const patched = Buffer.from(servableFiles(files, '.bin').find((f) => f.path === 'pagefind.js')!.content).toString();
    for (const suffix of DATA_SUFFIXES) expect(patched).toContain(`${suffix}.bin\``);
    expect(patched).not.toContain('?ts=${Date.now()}');
    expect(patched).toContain('new Request(entryUrl,{cache:"no-cache"})');
  });

  it('fails the build when Pagefind builds its URLs differently, or the extension is not one every host serves', () => {
    expect(() => patchFetchingScript('pagefind.js', script.replace('.pf_index`', '.pf_idx`'), '.bin')).toThrow(
      /\.pf_index/,
    );
    expect(() => patchFetchingScript('pagefind.js', script.replace('?ts=${Date.now()}', ''), '.bin')).toThrow(
      /pagefind-entry\.json/,
    );
    expect(() => servableFiles(files, '.binary')).toThrow(/\.binary/);
  });
});
