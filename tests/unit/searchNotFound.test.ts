import {displayPath, MAX_PATH_WORDS, searchWordsOfPath} from '@site/src/plugins/local-search/client/notFound';

describe('searchWordsOfPath (what the not-found page searches for)', () => {
  it('searches the words of the missing path, without the base path and file noise', () => {
    expect(searchWordsOfPath('/docs/workflows/concurency/', '/docs/')).toBe('workflows concurency');
    expect(searchWordsOfPath('/docs/cli/pd-deploy/index.html', '/docs/')).toBe('cli pd deploy');
    expect(searchWordsOfPath('/docs/', '/docs/')).toBe('');
  });

  it('decodes escapes, survives malformed ones, and turns markup into plain words', () => {
    expect(searchWordsOfPath('/docs/environment%20variables/', '/docs/')).toBe('environment variables');
    expect(searchWordsOfPath('/docs/%E0%A4%A/limits', '/docs/')).toBe('e0 a4 a limits');
    expect(searchWordsOfPath('/docs/<script>alert(1)</script>', '/docs/')).toBe('script alert 1');
    expect(searchWordsOfPath('/docs/%3Cimg%20src=x%20onerror=alert(1)%3E', '/docs/')).toBe('img src x onerror alert 1');
  });

  it(`keeps at most ${MAX_PATH_WORDS} distinct words`, () => {
    expect(searchWordsOfPath('/docs/a/b/c/d/e/f/g/h/a/b/', '/docs/').split(' ')).toHaveLength(MAX_PATH_WORDS);
  });

  it('shows the path decoded where it can be, as it is otherwise', () => {
    expect(displayPath('/docs/%3Cimg%3E')).toBe('/docs/<img>');
    expect(displayPath('/docs/%E0%A4%A')).toBe('/docs/%E0%A4%A');
  });
});
