import {
  coverage,
  holdsPart,
  indexForm,
  MAX_TERMS,
  parseQuery,
  sameWord,
  stem,
  termParts,
  tokensOf,
  wordsOf,
} from '@site/src/plugins/local-search/client/query';

describe('parseQuery (what the search makes of what a reader typed)', () => {
  it('searches the words that matter, leaving out stop words', () => {
    expect(parseQuery('  How do I delete my account? ').terms).toEqual(['delete', 'account']);
    // Only stop words: they are all there is to search.
    expect(parseQuery('to be or not to be').terms).toEqual(['to', 'be', 'or', 'not', 'to', 'be']);
  });

  it('keeps the particle that makes a phrasal verb mean what it means', () => {
    expect(parseQuery('is pipedream down').terms).toEqual(['pipedream', 'down']);
    expect(parseQuery('turn my workflow off').terms).toEqual(['turn', 'workflow', 'off']);
    expect(parseQuery('sign up with github').terms).toEqual(['sign', 'up', 'github']);
  });

  it('reads the apostrophe phones type (’) as the one keyboards type', () => {
    // Smart punctuation turns "what's" into "what’s"; split there, it searched for `s` and `respond`.
    for (const [curly, straight] of [
      ['what’s $respond', "what's $respond"],
      ['why can’t a legacy action read event', "why can't a legacy action read event"],
      ['pipedream‘s ip addresses', "pipedream's ip addresses"],
    ] as const) {
      expect(parseQuery(curly)).toEqual(parseQuery(straight));
    }
    expect(parseQuery('what’s $respond').terms).toEqual(["what's", 'respond']);
    expect(tokensOf('Pipedream’s IP')).toEqual(["pipedream's", 'ip']);
  });

  it('keeps names whole and drops the punctuation around them', () => {
    expect(parseQuery('$checkpoint').terms).toEqual(['checkpoint']);
    expect(parseQuery('this.$checkpoint').terms).toEqual(['this.checkpoint']);
    expect(parseQuery('$send.http()').terms).toEqual(['send.http']);
    expect(parseQuery('@pipedream/platform axios').terms).toEqual(['pipedream/platform', 'axios']);
    expect(parseQuery("TypeError: Cannot set property 'lastId' of undefined").terms).toEqual([
      'typeerror',
      'cannot',
      'set',
      'property',
      'lastid',
      'undefined',
    ]);
  });

  it('keeps a name joined by underscores whole, as the indexer does, in a form Pagefind finds', () => {
    const q = parseQuery('pipedream_upload_body');
    expect(q.terms).toEqual(['pipedream_upload_body']);
    expect(q.identifiers).toEqual(['pipedream_upload_body']);
    // Pagefind stems "body" to "bodi", which is no prefix of the indexed `pipedream_upload_body1`.
    expect(q.indexText).toBe('pipedream_upload_bod');
    expect(indexForm('raw_body_url')).toBe('raw_body_url');
    expect(parseQuery('memory limits').indexText).toBe('memory limits');
    expect(parseQuery('x-pd-upload-body').terms).toEqual(['x-pd-upload-body']);
  });

  it('remembers the names typed as code, to match them as typed', () => {
    expect(parseQuery('$checkpoint').identifiers).toEqual(['$checkpoint']);
    expect(parseQuery('process.env in code').identifiers).toEqual(['process.env']);
    expect(parseQuery('memory limit').identifiers).toEqual([]);
  });

  it('treats markup and regular-expression characters as text that separates words', () => {
    expect(parseQuery('<img src=x onerror="alert(1)">').terms).toEqual(['img', 'src', 'x', 'onerror', 'alert', '1']);
    expect(parseQuery('.*+?^${}()|[]\\').terms).toEqual([]);
    expect(parseQuery('((((').terms).toEqual([]);
    expect(parseQuery('').terms).toEqual([]);
  });

  it(`searches at most ${MAX_TERMS} words of a long paste, and says so`, () => {
    const long = parseQuery('memory '.repeat(70));
    expect(long.terms).toHaveLength(MAX_TERMS);
    expect(long.truncated).toBe(true);
    expect(parseQuery('memory limit').truncated).toBe(false);
  });

  it('keeps every typed word, stop words too, for verbatim matches', () => {
    expect(parseQuery('Out of Memory').words).toEqual(['out', 'of', 'memory']);
  });
});

describe('comparing words', () => {
  it('stems plurals, -ing, -ed and possessives', () => {
    expect(['variables', 'policies', 'creating', 'deployed', "workflow's", 'boxes'].map(stem)).toEqual([
      'variable',
      'policy',
      'creat',
      'deploy',
      'workflow',
      'box',
    ]);
    expect(wordsOf("Where do I find my workflow's ID?")).toEqual(['where', 'do', 'i', 'find', 'my', 'workflow', 'id']);
  });

  it('matches a word and its short extensions, never a different word', () => {
    expect(sameWord('create', 'creat')).toBe(true);
    expect(sameWord('share', 'shar')).toBe(true);
    expect(sameWord('log', 'login')).toBe(false);
    expect(sameWord('deploy', 'deployment')).toBe(false);
  });

  it('takes a matched word for a query word only when it is that word, not a shorter one', () => {
    expect(holdsPart('respond', 'respond')).toBe(true);
    expect(holdsPart('creating', stem('create'))).toBe(true);
    expect(holdsPart('deployed', stem('deploy'))).toBe(true);
    // Pagefind falls back to a shorter prefix of a word it cannot find: `resp` is not `respnd`.
    expect(holdsPart('resp', 'respnd')).toBe(false);
    expect(holdsPart('shar', 'share')).toBe(false);
  });

  it('measures how much of the query a heading names, and whether it is the query', () => {
    const parts = termParts(parseQuery('delete my account').terms);
    expect(coverage(parts, 'Delete your account')).toEqual({share: 1, within: true, exact: true});
    expect(coverage(parts, 'Delete a workflow')).toEqual({share: 0.5, within: false, exact: false});
    expect(coverage(parts, 'Account security and deletion')).toEqual({share: 0.5, within: false, exact: false});
    // Part of the query and nothing else.
    expect(coverage(parts, 'Your account')).toEqual({share: 0.5, within: true, exact: false});
    const sql = termParts(parseQuery('sql service').terms);
    expect(coverage(sql, 'Pipedream SQL Service').exact).toBe(false);
    expect(coverage(sql, 'Pipedream SQL Service', new Set(['pipedream'])).exact).toBe(true);
  });
});
