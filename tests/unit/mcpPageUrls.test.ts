import {
  closestPages,
  editDistance,
  MAX_URL_LENGTH,
  PageUrlError,
  resolvePageUrl,
  routeOf,
  type SiteUrls,
} from '@site/src/mcp/page-urls';

const site: SiteUrls = {
  base: '/docs/',
  hosts: ['pipedream.com', '127.0.0.1:4000'],
  pages: [
    {route: '/', title: 'Overview'},
    {route: '/limits/', title: 'Limits', headers: [{title: 'Memory', slug: 'memory'}]},
    {route: '/environment-variables/', title: 'Environment Variables'},
    {route: '/workflows/steps/triggers/', title: 'Triggers'},
    {route: '/workflows/events/replay/', title: 'Replay'},
  ],
  redirects: [
    {from: '/cron', to: '/workflows/steps/triggers/'},
    {from: '/docs/apps/all-apps', to: 'https://pipedream.com/apps'},
    {from: '/gone', to: '/no-such-page/'},
  ],
};
const resolve = (url: string) => resolvePageUrl(url, site);
const refusal = (url: string) => {
  try {
    resolve(url);
  } catch (error) {
    expect(error).toBeInstanceOf(PageUrlError);
    return (error as Error).message;
  }
  throw new Error(`${url} was not refused`);
};

describe("get_page's URLs (src/mcp/page-urls.ts)", () => {
  it('takes every spelling of a page a reader might paste', () => {
    for (const url of [
      'https://pipedream.com/docs/limits/',
      'http://pipedream.com/docs/limits',
      'pipedream.com/docs/limits/',
      'HTTPS://PIPEDREAM.COM/docs/limits/',
      'http://127.0.0.1:4000/docs/limits.html',
      'http://localhost:3000/docs/limits/index.html',
      '//pipedream.com/docs/limits/',
      '/docs/limits/',
      '/docs/limits',
      'docs/limits',
      '/limits/',
      'limits',
      'limits.html',
      'limits/index.html',
      '/docs/limits.md',
      '/docs//limits/',
      '  /docs/limits/?utm_source=x  ',
    ]) {
      expect([url, resolve(url)]).toEqual([url, {route: '/limits/'}]);
    }
  });

  it('takes the home page in all its forms', () => {
    for (const url of [
      'https://pipedream.com/docs/',
      '/docs',
      '/',
      'index.html',
      '/docs/index.md',
      'docs/index.html',
    ]) {
      expect([url, resolve(url)]).toEqual([url, {route: '/'}]);
    }
  });

  it('keeps the #section, decoded', () => {
    expect(resolve('https://pipedream.com/docs/limits/#memory')).toEqual({route: '/limits/', anchor: 'memory'});
    expect(resolve('limits.md#caf%C3%A9')).toEqual({route: '/limits/', anchor: 'café'});
    expect(resolve('/docs/limits/#')).toEqual({route: '/limits/'});
  });

  it('follows an old path to the page it redirects to, saying so', () => {
    expect(resolve('/docs/cron')).toEqual({route: '/workflows/steps/triggers/', redirectedFrom: '/docs/cron'});
    expect(resolve('https://pipedream.com/docs/cron/#schedule')).toEqual({
      route: '/workflows/steps/triggers/',
      redirectedFrom: '/docs/cron',
      anchor: 'schedule',
    });
  });

  it('says where a redirect to another site goes', () => {
    expect(refusal('/docs/docs/apps/all-apps')).toMatch(
      /redirects to https:\/\/pipedream\.com\/apps, which is not a page/,
    );
  });

  it('names the closest pages for a URL that names none', () => {
    expect(refusal('https://pipedream.com/docs/workflows/enviroment-variables/')).toBe(
      'No page of this site is at /docs/workflows/enviroment-variables/. The closest: ' +
        '/docs/environment-variables/ (Environment Variables), /docs/workflows/events/replay/ (Replay), ' +
        '/docs/workflows/steps/triggers/ (Triggers).',
    );
    expect(refusal('/docs/limts')).toMatch(
      /^No page of this site is at \/docs\/limts\/\. The closest: \/docs\/limits\/ \(Limits\)/,
    );
    expect(refusal('/gone')).toMatch(/^No page of this site is at \/docs\/gone\//);
  });

  it('refuses a path that leaves the site, in every encoding, rather than normalise it into a page', () => {
    for (const url of [
      '../../etc/passwd',
      '/docs/../etc/passwd',
      'https://pipedream.com/docs/limits/../../secret',
      '%2e%2e/%2e%2e/etc/passwd',
      '%2E%2E%2Fetc%2Fpasswd',
      '%252e%252e%252fetc',
      '..%2f..%2fetc%2fpasswd',
      '/docs/limits/..',
      '/docs/.%2e/x',
      './limits',
      '/docs\\..\\limits',
      'limits%00.md',
    ]) {
      expect([url, refusal(url)]).toEqual([url, expect.stringMatching(/tries to leave the site/)]);
    }
  });

  it('refuses other schemes, other hosts, credentials, control characters and malformed encodings', () => {
    expect(refusal('file:///etc/passwd')).toMatch(/is not a web address of this site/);
    expect(refusal('C:\\Windows\\win.ini')).toMatch(/is not a web address of this site/);
    expect(refusal('javascript:alert(1)')).toMatch(/is not a web address of this site/);
    expect(refusal('https://evil.example/docs/limits/')).toMatch(
      /is on evil\.example, not on this site \(pipedream\.com, 127\.0\.0\.1:4000\)/,
    );
    expect(refusal('https://user:pw@pipedream.com/docs/limits/')).toMatch(/carries credentials/);
    expect(refusal('/docs/limits/\nx')).toMatch(/control characters/);
    expect(refusal('/docs/lim\u0000its')).toMatch(/control characters/);
    expect(refusal('/docs/%E0%A4%A')).toMatch(/malformed percent-encoding/);
    expect(refusal('%25252525252e')).toMatch(/percent-encoded more times/);
    expect(refusal('   ')).toMatch(/empty/);
    expect(refusal(`/docs/${'a'.repeat(MAX_URL_LENGTH)}`)).toMatch(
      new RegExp(`no URL of this site is over ${MAX_URL_LENGTH}`),
    );
  });
});

describe('routes and distances', () => {
  it('gives each spelling its route', () => {
    expect(routeOf('a/b.html')).toBe('/a/b/');
    expect(routeOf('a/b/index.html')).toBe('/a/b/');
    expect(routeOf('a/b.md')).toBe('/a/b/');
    expect(routeOf('index.md')).toBe('/');
    expect(routeOf('')).toBe('/');
  });

  it('measures edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('same', 'same')).toBe(0);
  });

  it('ranks pages by their route or its last segment', () => {
    expect(closestPages('/replay/', site.pages, 1).map((p) => p.route)).toEqual(['/workflows/events/replay/']);
  });
});
