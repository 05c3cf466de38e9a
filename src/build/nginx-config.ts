// The reference nginx configuration for the built site, generated from the same data the build
// uses: the page list (read from docs/ by src/build/pages.ts) and the redirect table (src/data/redirects.ts) that
// also feeds @docusaurus/plugin-client-redirects. Where the client redirects need a page load
// and a script, nginx answers with a real 301.
//
// The output is meant for nginx's http context (Debian's /etc/nginx/conf.d/*.conf): a few `map`
// blocks and one `server` block. Kept free of I/O so tests can call it directly;
// scripts/nginx-config.mts reads the build and writes the file.
import crypto from 'node:crypto';
import {CACHE_CONTROL, HASHED_FOLDER} from './cache-policy';
import {MAX_REQUEST_BYTES, MCP_ENDPOINT} from '../mcp/endpoint';

/** A served route, relative to the base path (`/limits/`). */
type Route = {route: string};
/** A redirect from a path under the base to a route or an absolute URL. */
type Redirect = {from: string; to: string};
type Service = 'algolia' | 'gtm';
type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';

/** Hosts each optional third-party service needs, added to the policy only when configured. */
const THIRD_PARTY_SOURCES: Record<Service, Partial<Record<Directive, string[]>>> = {
  algolia: {
    'connect-src': ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'],
  },
  gtm: {
    'script-src': ['https://www.googletagmanager.com'],
    'img-src': ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    'connect-src': [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
};

/** sha256 source expression of an inline script, as a Content-Security-Policy allows it. */
export function scriptHash(source: string): string {
  return `'sha256-${crypto.createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The executable inline scripts of an HTML document (JSON-LD and other data blocks are not run,
 * so the policy need not allow them).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1]!;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1]?.toLowerCase();
    if (type && !['text/javascript', 'module', 'application/javascript'].includes(type)) continue;
    scripts.push(match[2]!);
  }
  return scripts;
}

/**
 * The Content-Security-Policy: only the site itself, plus the hashes of its inline scripts,
 * 'wasm-unsafe-eval' for the offline search's WebAssembly, and the hosts of whichever optional
 * services are configured.
 */
export function contentSecurityPolicy({
  scriptHashes = [],
  algolia = false,
  gtm = false,
}: {scriptHashes?: string[]; algolia?: boolean; gtm?: boolean} = {}): string {
  const directives: Record<Directive, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    // React and the theme set style attributes (the TOC, the code blocks' colours).
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  for (const [service, enabled] of Object.entries({algolia, gtm}) as [Service, boolean][]) {
    if (!enabled) continue;
    for (const [name, sources] of Object.entries(THIRD_PARTY_SOURCES[service]) as [Directive, string[]][]) {
      directives[name] = [...new Set([...directives[name], ...sources])];
    }
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const withoutSlash = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);

/**
 * Which `Accept` headers get a page's Markdown twin rather than its HTML: those that list
 * text/markdown before any text/html, unless they refuse it with q=0. Browsers never list it, so
 * they keep getting HTML. nginx checks the patterns in this order and takes the first match.
 */
export const MARKDOWN_ACCEPT_PATTERNS: {pattern: string; markdown: boolean}[] = [
  {pattern: '~*text/markdown\\s*;\\s*q\\s*=\\s*0(?:\\.0{1,3})?(?![.\\d])', markdown: false},
  {pattern: '~*^(?:(?!text/html).)*text/markdown', markdown: true},
];

/**
 * Every URL that answers with a 301, and where it goes. `base` is the site's base path
 * (`/docs/`); routes and redirect sources are relative to it.
 *  - a page at /x/ also answers at /x, /x.html and /x/index.html (the home page at /index.html);
 *  - a redirect from /old answers at /old, /old/, /old.html and /old/index.html.
 */
export function redirectMap({
  base,
  pages,
  redirects,
}: {
  base: string;
  pages: readonly Route[];
  redirects: readonly Redirect[];
}): Map<string, string> {
  const root = withoutSlash(base);
  const map = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from === to) return;
    if (map.has(from) && map.get(from) !== to) {
      throw new Error(`nginx config: ${from} would redirect both to ${map.get(from)} and to ${to}`);
    }
    map.set(from, to);
  };
  // Internal targets are paths under the base; anything else is an absolute URL, kept as it is.
  const target = (to: string) => (to.startsWith('/') ? `${root}${to}` : to);
  add(root, `${root}/`);
  add(`${root}/index.html`, `${root}/`);
  for (const {route} of pages) {
    if (route === '/') continue;
    const canonical = `${root}${route}`;
    const bare = withoutSlash(canonical);
    add(bare, canonical);
    add(`${bare}.html`, canonical);
    add(`${canonical}index.html`, canonical);
  }
  const pageUrls = new Set(pages.map(({route}) => `${root}${route}`));
  for (const {from, to} of redirects) {
    const bare = withoutSlash(`${root}${from}`);
    for (const variant of [bare, `${bare}/`, `${bare}.html`, `${bare}/index.html`]) {
      if (pageUrls.has(variant)) {
        throw new Error(`nginx config: the redirect from ${from} would hide the page at ${variant}`);
      }
      add(variant, target(to));
    }
  }
  return map;
}

/**
 * nginx string literal. nginx has no escape for `$` (it always starts a variable), so a value
 * holding one, a quote, a backslash or a line break is refused rather than quietly changed.
 */
function quote(value: string): string {
  if (/["\\$\n\r]/.test(value)) throw new Error(`nginx config: cannot quote ${JSON.stringify(value)}`);
  return `"${value}"`;
}

/** The whole configuration file. */
export function nginxConfig({
  base = '/docs/',
  pages,
  redirects,
  root = '/var/www/pipedream-docs',
  listen = '80',
  serverName = '_',
  scriptHashes = [],
  algolia = false,
  gtm = false,
  mcpPort,
}: {
  base?: string;
  pages: readonly Route[];
  redirects: readonly Redirect[];
  root?: string;
  listen?: string;
  serverName?: string;
  scriptHashes?: string[];
  algolia?: boolean;
  gtm?: boolean;
  /** The loopback port of the MCP server over HTTP (src/mcp/), when the host runs one. */
  mcpPort?: number;
}): string {
  if (!base.startsWith('/') || !base.endsWith('/')) throw new Error(`nginx config: base ${base} needs both slashes`);
  const prefix = withoutSlash(base);
  const redirectsTo = redirectMap({base, pages, redirects});
  const csp = contentSecurityPolicy({scriptHashes, algolia, gtm});
  const mapLines = [...redirectsTo].map(([from, to]) => `    ${quote(from)} ${quote(to)};`);
  // Power of two above the longest key, as nginx requires.
  const longest = Math.max(...[...redirectsTo.keys()].map((key) => key.length));
  const bucket = 2 ** Math.ceil(Math.log2(Math.max(64, longest + 16)));
  const escapedPrefix = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (mcpPort !== undefined && !(Number.isInteger(mcpPort) && mcpPort > 0 && mcpPort < 65536)) {
    throw new Error(`nginx config: the MCP server's port must be a number from 1 to 65535, not ${mcpPort}`);
  }
  // Host is passed on: the server checks it (DNS rebinding), so run it with --allowed-host for
  // the server name. Responses may stream (server-sent events), so they are not buffered.
  const mcpLocation =
    mcpPort === undefined
      ? ''
      : `
    # The documentation's MCP server (npm run mcp -- --http --port ${mcpPort} --allowed-host <server name>).
    location = ${base}${MCP_ENDPOINT} {
        proxy_pass http://127.0.0.1:${mcpPort};
        proxy_http_version 1.1;
        proxy_set_header Host $host;
        proxy_set_header Connection "";
        proxy_buffering off;
        proxy_read_timeout 1h;
        client_max_body_size ${MAX_REQUEST_BYTES / 1024}k;
    }
`;

  return `# Reference nginx configuration for the Pipedream docs, served under ${base}.
# Generated by scripts/nginx-config.mts from the pages in docs/ and src/data/redirects.ts
# (the same table the client redirects use) and the built HTML; do not edit by hand.
# Include it in nginx's http context, e.g. as /etc/nginx/conf.d/pipedream-docs.conf.
# \`root\` must hold the build output as the folder ${prefix.slice(1)}/ (${root}${base}index.html).

# The redirect map's keys are long paths; nginx's default bucket (64 bytes) is too small.
# Remove this line if your http block already sets map_hash_bucket_size to ${bucket} or more.
map_hash_bucket_size ${bucket};

# Old and variant URLs answer with a 301 to the page's one canonical URL.
map $uri $pipedream_docs_redirect {
    default "";
${mapLines.join('\n')}
}

# Hashed bundles never change under the same name; everything else is revalidated.
map $uri $pipedream_docs_cache_control {
    default "${CACHE_CONTROL.revalidated}";
    "~^${escapedPrefix}/${HASHED_FOLDER}" "${CACHE_CONTROL.hashed}";
}

# A client that asks for Markdown (Accept: text/markdown, before any text/html) gets a page's
# Markdown twin instead of its HTML: /x/y/ answers with /x/y.md, the home page with index.md.
map $http_accept $pipedream_docs_wants_markdown {
    default 0;
${MARKDOWN_ACCEPT_PATTERNS.map(({pattern, markdown}) => `    "${pattern}" ${markdown ? 1 : 0};`).join('\n')}
}

map $uri $pipedream_docs_twin {
    default "";
    "${base}" "${base}index.md";
    "~^(?<pipedream_docs_page>${escapedPrefix}/.+)/$" "\${pipedream_docs_page}.md";
}

# Responses to page URLs depend on the Accept header; caches must know.
map $request_uri $pipedream_docs_vary {
    default "";
    "~^${escapedPrefix}/([^?]*/)?(\\?.*)?$" "Accept";
}

server {
    listen ${listen};
    server_name ${serverName};
    root ${root};
    charset utf-8;
    server_tokens off;
    # Redirects carry a path only, so they stay on whatever host and scheme the reader used.
    absolute_redirect off;

    gzip on;
    gzip_vary on;
    gzip_comp_level 6;
    gzip_min_length 512;
    gzip_types text/css application/javascript text/javascript application/json image/svg+xml
               application/xml text/xml text/plain text/markdown application/wasm application/yaml;

    add_header Cache-Control $pipedream_docs_cache_control always;
    add_header Content-Security-Policy ${quote(csp)} always;
    add_header X-Content-Type-Options "nosniff" always;
    add_header Referrer-Policy "strict-origin-when-cross-origin" always;
    add_header X-Frame-Options "SAMEORIGIN" always;
    # Empty (so not sent) but for page URLs. No location adds a header of its own: one that did
    # would drop all of these there, as nginx inherits add_header only into blocks without any.
    add_header Vary $pipedream_docs_vary always;

    if ($pipedream_docs_redirect) {
        return 301 $pipedream_docs_redirect$is_args$args;
    }

    error_page 404 ${prefix}/404.html;

    # A URL ending in a slash is a page: its folder's index.html. A folder without one
    # (/docs/assets/) is not found, never listed or refused.
    location ~ ^${escapedPrefix}/(.*/)?$ {
        if ($pipedream_docs_wants_markdown) {
            rewrite ^ $pipedream_docs_twin last;
        }
        try_files ${'$'}{uri}index.html =404;
    }

    # The Markdown twins of the pages and the llms files are text in UTF-8, whatever mime.types
    # the http block includes.
    location ~ ^${escapedPrefix}/.*\\.(md|txt)$ {
        types {
            text/markdown md;
            text/plain txt;
        }
        charset_types text/markdown text/plain;
        try_files $uri =404;
    }

    # The REST API's OpenAPI document (src/plugins/openapi-reference): mime.types has no YAML type.
    location ~ ^${escapedPrefix}/api/openapi\\.(yaml|json)$ {
        types {
            application/yaml yaml;
            application/json json;
        }
        try_files $uri =404;
    }
${mcpLocation}
    # Anything else is a file of the build, served as it is.
    location ${base} {
        try_files $uri =404;
    }

    location = ${prefix}/404.html {
        internal;
    }

    # Anything outside the docs is not found here.
    location / {
        return 404;
    }
}
`;
}
