import {loadPages} from '@site/scripts/lib/pages.mjs';

const PAGES = loadPages(`${__dirname}/../..`);
import {REDIRECTS, isExternal} from '@site/src/data/redirects';
import {
  contentSecurityPolicy,
  inlineScripts,
  nginxConfig,
  redirectMap,
  scriptHash,
} from '@site/scripts/lib/nginx-config.mjs';

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));

describe('the content security policy', () => {
  it('allows only the site itself by default', () => {
    const csp = contentSecurityPolicy({scriptHashes: ["'sha256-abc='"]});
    expect(directive(csp, 'default-src')).toBe("default-src 'self'");
    expect(directive(csp, 'script-src')).toBe("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toMatch(/https:/);
  });

  it('adds the Algolia hosts only when search is configured', () => {
    const csp = contentSecurityPolicy({algolia: true});
    expect(directive(csp, 'connect-src')).toMatch(/^connect-src 'self' https:\/\/\*\.algolia\.net /);
    expect(csp).not.toMatch(/google/);
  });

  it('adds the Tag Manager hosts only when analytics is configured', () => {
    const csp = contentSecurityPolicy({gtm: true});
    expect(directive(csp, 'script-src')).toContain('https://www.googletagmanager.com');
    expect(csp).not.toMatch(/algolia/);
  });
});

describe('inline scripts', () => {
  it('hashes executable inline scripts and skips external and data scripts', () => {
    const html = '<script>a()</script><script src=/x.js></script><script type=application/ld+json>{}</script><script type="module">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    // The value browsers compute for `a()`.
    expect(scriptHash('a()')).toBe(`'sha256-${require('crypto').createHash('sha256').update('a()').digest('base64')}'`);
  });
});

describe('the redirect map', () => {
  const map = redirectMap({base: '/docs/', pages: PAGES, redirects: REDIRECTS});

  it('sends every spelling of every page to its canonical URL', () => {
    expect(map.get('/docs')).toBe('/docs/');
    expect(map.get('/docs/index.html')).toBe('/docs/');
    for (const {route} of PAGES.filter((p) => p.route !== '/')) {
      const canonical = `/docs${route}`;
      expect([map.get(canonical.slice(0, -1)), map.get(`${canonical.slice(0, -1)}.html`), map.get(`${canonical}index.html`)]).toEqual([canonical, canonical, canonical]);
      expect(map.has(canonical)).toBe(false);
    }
  });

  it('holds every redirect of the table, external ones as absolute URLs', () => {
    for (const {from, to} of REDIRECTS) {
      expect(map.get(`/docs${from}`.replace(/\/$/, ''))).toBe(isExternal(to) ? to : `/docs${to}`);
    }
  });

  it('refuses a redirect that would hide a page', () => {
    expect(() => redirectMap({base: '/docs/', pages: [{route: '/limits/'}], redirects: [{from: '/limits', to: '/'}]})).toThrow(/would (hide the page|redirect both)/);
  });
});

describe('the configuration file', () => {
  const text = nginxConfig({pages: PAGES, redirects: REDIRECTS, scriptHashes: ["'sha256-abc='"]});

  it('declares the redirect map, caching, security headers and the 404 page', () => {
    expect(text).toMatch(/^map \$uri \$pipedream_docs_redirect \{$/m);
    expect(text).toContain('"/docs/notebook/sql" "/docs/destinations/sql/";');
    expect(text).toContain('return 301 $pipedream_docs_redirect$is_args$args;');
    expect(text).toContain('"~^/docs/assets/" "public, max-age=31536000, immutable";');
    expect(text).toContain('error_page 404 /docs/404.html;');
    expect(text).toMatch(/add_header X-Content-Type-Options "nosniff" always;/);
    expect(text).toMatch(/add_header Referrer-Policy "strict-origin-when-cross-origin" always;/);
  });

  it('refuses values nginx cannot quote', () => {
    expect(() => nginxConfig({pages: [{route: '/a$b/'}], redirects: []})).toThrow(/cannot quote/);
  });
});
