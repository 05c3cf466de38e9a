import {loadPages} from '@site/src/build/pages';
import {REDIRECTS, isExternal} from '@site/src/data/redirects';
import {markdownTwinPath} from '@site/src/utils/routes';
import {
  MARKDOWN_ACCEPT_PATTERNS,
  contentSecurityPolicy,
  inlineScripts,
  nginxConfig,
  redirectMap,
  scriptHash,
} from '@site/src/build/nginx-config';
import {MAX_REQUEST_BYTES} from '@site/src/mcp/endpoint';

const PAGES = loadPages(`${__dirname}/../..`);

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
    const html =
      '<script>a()</script><script src=/x.js></script><script type=application/ld+json>{}</script><script type="module">b()</script>';
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
      expect([
        map.get(canonical.slice(0, -1)),
        map.get(`${canonical.slice(0, -1)}.html`),
        map.get(`${canonical}index.html`),
      ]).toEqual([canonical, canonical, canonical]);
      expect(map.has(canonical)).toBe(false);
    }
  });

  it('holds every redirect of the table, external ones as absolute URLs', () => {
    for (const {from, to} of REDIRECTS) {
      expect(map.get(`/docs${from}`.replace(/\/$/, ''))).toBe(isExternal(to) ? to : `/docs${to}`);
    }
  });

  it('refuses a redirect that would hide a page', () => {
    expect(() =>
      redirectMap({base: '/docs/', pages: [{route: '/limits/'}], redirects: [{from: '/limits', to: '/'}]}),
    ).toThrow(/would (hide the page|redirect both)/);
  });
});

// What the file does is tested under Debian's nginx (tests/e2e/nginx.test.mjs); here, only what
// the generator decides on its own.
describe('the configuration file', () => {
  it('refuses values nginx cannot quote', () => {
    expect(() => nginxConfig({pages: [{route: '/a$b/'}], redirects: []})).toThrow(/cannot quote/);
  });
});

describe('Markdown twins', () => {
  const text = nginxConfig({pages: PAGES, redirects: REDIRECTS});
  /** The entries of one `map` block of the file, in order, as [key, value]. */
  const mapEntries = (variable: string) => {
    const block = text.match(new RegExp(`^map \\S+ \\$${variable} \\{\\n([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
    return [...block.matchAll(/^\s+"([^"]+)" "?([^";]*)"?;$/gm)].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']);
  };
  /** What nginx would pick: the exact key, else the first regular expression that matches. */
  const lookUp = (variable: string, value: string) => {
    const entries = mapEntries(variable);
    const exact = entries.find(([key]) => key === value);
    if (exact) return exact[1];
    for (const [key, result] of entries) {
      if (!key.startsWith('~')) continue;
      const match = new RegExp(key.replace(/^~\*?/, ''), key.startsWith('~*') ? 'i' : '').exec(value);
      if (match) return result.replace(/\$\{(\w+)\}/g, (_, name: string) => match.groups?.[name] ?? '');
    }
    return '';
  };

  it("maps every page's URL to its twin, as the site's own helper does", () => {
    expect(mapEntries('pipedream_docs_twin').length).toBeGreaterThan(0);
    for (const {route} of PAGES) {
      expect(lookUp('pipedream_docs_twin', `/docs${route}`)).toBe(markdownTwinPath(`/docs${route}`, '/docs/'));
    }
  });

  it('serves Markdown to clients that list text/markdown before text/html, and HTML to everyone else', () => {
    const wantsMarkdown = (accept: string) => {
      for (const {pattern, markdown} of MARKDOWN_ACCEPT_PATTERNS) {
        if (new RegExp(pattern.replace(/^~\*/, ''), 'i').test(accept)) return markdown;
      }
      return false;
    };
    for (const accept of [
      'text/markdown',
      'text/markdown, text/html;q=0.9',
      'text/plain, Text/Markdown',
      'text/markdown;q=0.5',
    ]) {
      expect([accept, wantsMarkdown(accept)]).toEqual([accept, true]);
    }
    for (const accept of [
      '',
      '*/*',
      'text/html',
      'text/html, text/markdown',
      'text/markdown;q=0',
      'text/markdown; q=0.000, */*',
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
    ]) {
      expect([accept, wantsMarkdown(accept)]).toEqual([accept, false]);
    }
    // The file holds these very patterns, in this order.
    expect(mapEntries('pipedream_docs_wants_markdown').map(([key]) => key)).toEqual(
      MARKDOWN_ACCEPT_PATTERNS.map((p) => p.pattern),
    );
  });

  it('answers page URLs with the twin for Markdown clients, and says so in Vary, without overriding headers per location', () => {
    expect(lookUp('pipedream_docs_vary', '/docs/limits/?q=1')).toBe('Accept');
    expect(lookUp('pipedream_docs_vary', '/docs/')).toBe('Accept');
    expect(lookUp('pipedream_docs_vary', '/docs/limits.md')).toBe('');
    // nginx drops every inherited add_header in a block that sets one of its own.
    const firstLocation = text.search(/^\s+location /m);
    expect(firstLocation).toBeGreaterThan(0);
    expect(text.slice(firstLocation)).not.toMatch(/^\s*add_header /m);
  });
});

describe('the MCP server behind /docs/mcp', () => {
  it('is proxied only when the host runs one, to its loopback port, with the Host passed on and its body limit', () => {
    expect(nginxConfig({pages: PAGES, redirects: REDIRECTS})).not.toMatch(/mcp/i);
    const text = nginxConfig({pages: PAGES, redirects: REDIRECTS, mcpPort: 3001});
    const location = text.match(/^ {4}location = \/docs\/mcp \{\n([\s\S]*?)^ {4}\}/m)?.[1] ?? '';
    const directives = location.split('\n').map((line) => line.trim());
    expect(directives).toEqual(
      expect.arrayContaining([
        'proxy_pass http://127.0.0.1:3001;',
        'proxy_set_header Host $host;',
        'proxy_buffering off;',
        `client_max_body_size ${MAX_REQUEST_BYTES / 1024}k;`,
      ]),
    );
    // Before the catch-all location of the build's files, and no header of its own.
    expect(text.indexOf('location = /docs/mcp')).toBeLessThan(text.indexOf('location /docs/ {'));
    expect(location).not.toMatch(/add_header/);
  });

  it('refuses a port that is none', () => {
    for (const port of [0, 70000, 1.5, Number.NaN]) {
      expect(() => nginxConfig({pages: PAGES, redirects: REDIRECTS, mcpPort: port})).toThrow(
        /must be a number from 1 to 65535/,
      );
    }
  });
});
