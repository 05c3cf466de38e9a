import path from 'node:path';
import {builtFile} from '@site/src/build/files';

describe('builtFile (src/build/files.ts)', () => {
  it('finds the file the build wrote for each route', () => {
    expect(builtFile('/b', '/docs/', '/docs/')).toBe(path.join('/b', 'index.html'));
    expect(builtFile('/b', '/docs/limits/', '/docs/')).toBe(path.join('/b', 'limits', 'index.html'));
    expect(builtFile('/b', '/docs/404.html', '/docs/')).toBe(path.join('/b', '404.html'));
    expect(() => builtFile('/b', '/elsewhere/', '/docs/')).toThrow(/not under the base path \/docs\//);
  });
});
