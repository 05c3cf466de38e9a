import {canonicalPathname, htmlVariantsOf, markdownTwinPath, withTrailingSlash} from '@site/src/utils/routes';
import {isChunkLoadError} from '@site/src/utils/chunkLoadError';

describe('route helpers', () => {
  it('gives every page but the home page an .html spelling', () => {
    expect(htmlVariantsOf('/limits/')).toEqual(['/limits.html']);
    expect(htmlVariantsOf('/workflows/steps/code/')).toEqual(['/workflows/steps/code.html']);
    expect(htmlVariantsOf('/')).toEqual([]);
  });

  it('turns index.html paths into the canonical trailing-slash path and leaves others alone', () => {
    expect(canonicalPathname('/docs/limits/index.html')).toBe('/docs/limits/');
    expect(canonicalPathname('/docs/index.html')).toBe('/docs/');
    expect(canonicalPathname('/docs/limits/')).toBe('/docs/limits/');
    expect(canonicalPathname('/docs/index.html.bak')).toBe('/docs/index.html.bak');
  });

  it("names each page's Markdown twin: the path without its slash plus .md, index.md for the home page", () => {
    expect(markdownTwinPath('/docs/workflows/steps/code/', '/docs/')).toBe('/docs/workflows/steps/code.md');
    expect(markdownTwinPath('/docs/limits', '/docs/')).toBe('/docs/limits.md');
    expect(markdownTwinPath('/docs/', '/docs/')).toBe('/docs/index.md');
    expect(markdownTwinPath('/docs', '/docs/')).toBe('/docs/index.md');
    expect(markdownTwinPath('/', '/')).toBe('/index.md');
  });

  it('adds the trailing slash the router uses', () => {
    expect(withTrailingSlash('/docs/limits')).toBe('/docs/limits/');
    expect(withTrailingSlash('/docs/')).toBe('/docs/');
  });
});

describe('isChunkLoadError', () => {
  it('recognises the bundler runtime errors and nothing else', () => {
    const named = Object.assign(new Error('Loading chunk 412 failed.\n(error: /docs/assets/js/412.js)'), {
      name: 'ChunkLoadError',
    });
    expect(isChunkLoadError(named)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('x is undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });
});
