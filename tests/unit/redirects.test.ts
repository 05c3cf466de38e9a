import {REDIRECTS} from '@site/src/data/redirects';
import {loadPages} from '@site/src/build/pages';
import {URLS} from '@site/src/data/platform';
import {checkRedirects} from '@site/src/plugins/site-guard/validate';

const routes = new Set(loadPages(`${__dirname}/../..`).map((p) => p.route));

describe('the redirect table (src/data/redirects.ts)', () => {
  it('sends the old links that repeated the base to the apps directory', () => {
    expect(REDIRECTS).toContainEqual(expect.objectContaining({from: '/docs/apps/all-apps', to: URLS.APPS_DIRECTORY}));
  });

  it('sends /notebook/sql/ to a page that exists (the old site pointed it nowhere)', () => {
    expect(REDIRECTS.find((r) => r.from === '/notebook/sql/')?.to).toBe('/destinations/sql/');
  });

  it('passes the build-time guard', () => {
    expect(checkRedirects(REDIRECTS, routes)).toEqual([]);
  });
});
