// The reference nginx configuration (scripts/nginx-config.mts) run by Debian's real nginx on
// loopback over build/: status codes, every redirect, the not-found page, compression, caching
// and security headers, and a page that still works in Chromium under its security policy.
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {after, before, describe, test} from 'node:test';
import {fileURLToPath} from 'node:url';
import {REDIRECTS, isExternal} from '../../src/data/redirects.ts';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {markdownTwinPath} from '../../src/utils/routes.ts';
import {commonWordsFile, SEARCH_FILES, SEARCH_PAGE_PATH} from '../../src/plugins/local-search/client/files.ts';
import {loadPages} from '../../src/build/pages.ts';
import {generate} from '../../scripts/nginx-config.mts';
import {hydrated, launchBrowser} from '../../src/build/browser.ts';
import {checkNotFoundPage} from './not-found.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const PAGES = loadPages(root);
const PREFIX = BASE_PATH.replace(/\/$/, '');

let tmp;
let nginx;
let port;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port: p} = server.address();
      server.close(() => resolve(p));
    });
    server.on('error', reject);
  });
}

/** One request, no redirect following, no decompression: what nginx really sent. */
function request(pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get({host: '127.0.0.1', port, path: pathname, headers}, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks)}));
    });
    req.on('error', reject);
  });
}

before(async () => {
  assert.ok(fs.existsSync(path.join(buildDir, 'index.html')), 'build/ is missing: run npm run build first');
  assert.ok(fs.existsSync(NGINX), `No nginx at ${NGINX}: run "apt-get install -y nginx" (or set NGINX_PATH).`);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const www = path.join(tmp, 'www');
  fs.mkdirSync(www);
  // The site lives under the base path: <root>/docs is the build.
  fs.symlinkSync(buildDir, path.join(www, PREFIX.slice(1)));
  port = await freePort();
  const site = await generate({buildDir, root: www, listen: `127.0.0.1:${port}`, serverName: 'localhost', env: {}});
  fs.writeFileSync(path.join(tmp, 'site.conf'), site);
  const temp = (name) => `${name}_temp_path ${path.join(tmp, name)};`;
  fs.writeFileSync(
    path.join(tmp, 'nginx.conf'),
    [
      // As root, nginx's workers would otherwise drop to a user that may not read the build.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      `pid ${path.join(tmp, 'nginx.pid')};`,
      `error_log ${path.join(tmp, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${path.join(tmp, 'site.conf')};`,
      '}',
    ].join('\n'),
  );
  const args = ['-p', tmp, '-c', path.join(tmp, 'nginx.conf')];
  const check = spawnSync(NGINX, [...args, '-t'], {encoding: 'utf8'});
  assert.equal(check.status, 0, `nginx -t rejected the generated config:\n${check.stderr}`);
  nginx = spawn(NGINX, [...args, '-g', 'daemon off;'], {stdio: ['ignore', 'ignore', 'pipe']});
  for (let i = 0; i < 100; i++) {
    if (
      await request('/').then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not start: ${fs.readFileSync(path.join(tmp, 'error.log'), 'utf8')}`);
});

after(async () => {
  if (nginx) {
    const exited = new Promise((r) => nginx.once('exit', r));
    nginx.kill('SIGQUIT');
    await exited;
  }
  if (tmp) fs.rmSync(tmp, {recursive: true, force: true});
});

const url = (route) => `${PREFIX}${route}`;

describe('pages', () => {
  test('every page answers 200 as HTML, revalidated on each visit, with the security headers', async () => {
    for (const {route} of PAGES) {
      const res = await request(url(route));
      assert.equal(res.status, 200, route);
      assert.match(res.headers['content-type'], /^text\/html/, route);
      assert.equal(res.headers['cache-control'], 'no-cache', route);
      assert.match(res.body.toString(), /<link[^>]+rel=["']?canonical/, route);
    }
    const res = await request(url('/limits/'));
    const csp = res.headers['content-security-policy'];
    assert.match(csp, /default-src 'self'(;|$)/);
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
    assert.match(csp, /connect-src 'self'(;|$)/, 'no third-party host without its key');
    assert.doesNotMatch(csp, /algolia|google/);
    assert.equal(res.headers['x-content-type-options'], 'nosniff');
    assert.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    assert.equal(res.headers.server, 'nginx', 'no version in the Server header');
  });

  test('every page answers with a 301 at /x, /x.html and /x/index.html, keeping the query', async () => {
    for (const {route} of PAGES) {
      const canonical = url(route);
      const variants =
        route === '/'
          ? [PREFIX, `${PREFIX}/index.html`]
          : [canonical.slice(0, -1), `${canonical.slice(0, -1)}.html`, `${canonical}index.html`];
      for (const variant of variants) {
        const res = await request(variant);
        assert.equal(res.status, 301, variant);
        assert.equal(res.headers.location, canonical, variant);
      }
    }
    const res = await request(`${PREFIX}/limits?from=search`);
    assert.equal(res.headers.location, `${PREFIX}/limits/?from=search`);
  });
});

describe('redirects', () => {
  test('every entry of the redirect table is a 301 to its target, in all its spellings', async () => {
    for (const {from, to} of REDIRECTS) {
      const target = isExternal(to) ? to : url(to);
      const bare = url(from).replace(/\/$/, '');
      for (const variant of [bare, `${bare}/`, `${bare}.html`, `${bare}/index.html`]) {
        const res = await request(variant);
        assert.equal(res.status, 301, variant);
        assert.equal(res.headers.location, target, variant);
      }
    }
  });
});

describe('not found', () => {
  test('unknown paths, folders without a page and paths outside the base get the 404 page', async () => {
    const notFound = fs.readFileSync(path.join(buildDir, '404.html'));
    for (const pathname of [
      '/docs/no-such-page/',
      '/docs/no-such-page',
      '/docs/assets/',
      '/docs/assets',
      '/docs/404.html',
      '/',
      '/elsewhere/page.html',
    ]) {
      const res = await request(pathname);
      assert.equal(res.status, 404, pathname);
      assert.ok(res.body.equals(notFound), `${pathname} shows the site's not-found page`);
      assert.equal(res.headers['cache-control'], 'no-cache', pathname);
      assert.ok(res.headers['content-security-policy'], pathname);
    }
  });

  test('a hostile path is answered 404 and never reflected', async () => {
    for (const payload of [
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '..%2f..%2fetc%2fpasswd',
      '../../etc/passwd',
    ]) {
      const res = await request(`${PREFIX}/${encodeURI(payload)}`);
      assert.ok([400, 404].includes(res.status), `${payload}: ${res.status}`);
      const body = res.body.toString();
      assert.ok(!body.includes('alert(1)') && !body.includes('root:'), payload);
    }
  });
});

describe('assets', () => {
  const html = () => fs.readFileSync(path.join(buildDir, 'limits/index.html'), 'utf8');

  test('hashed bundles are compressed and cached for a year as immutable', async () => {
    const script = html().match(/(?:src|href)=["']?([^"'\s>]+\/assets\/js\/main\.[^"'\s>]+\.js)/)[1];
    const style = html().match(/href=["']?([^"'\s>]+\/assets\/css\/[^"'\s>]+\.css)/)[1];
    for (const asset of [script, style]) {
      const res = await request(asset, {'Accept-Encoding': 'gzip'});
      assert.equal(res.status, 200, asset);
      assert.equal(res.headers['content-encoding'], 'gzip', asset);
      assert.match(res.headers.vary ?? '', /Accept-Encoding/, asset);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable', asset);
    }
    const plain = await request(script);
    assert.equal(plain.headers['content-encoding'], undefined, 'no gzip unless the client asks');
  });

  test('HTML is compressed too, and files outside assets/ are revalidated', async () => {
    const page = await request(url('/limits/'), {'Accept-Encoding': 'gzip'});
    assert.equal(page.headers['content-encoding'], 'gzip');
    const manifest = await request(url('/pages.json'));
    assert.equal(manifest.status, 200);
    assert.match(manifest.headers['content-type'], /json/);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
  });
});

describe('Markdown twins and llms files', () => {
  const twinOf = (route) => markdownTwinPath(url(route), BASE_PATH);
  const twinFile = (route) => fs.readFileSync(path.join(buildDir, twinOf(route).slice(BASE_PATH.length)));
  const variesOnAccept = (res) => (res.headers.vary ?? '').split(',').some((token) => token.trim() === 'Accept');
  const securityHeaders = (res, where) => {
    assert.ok(res.headers['content-security-policy'], `${where}: CSP`);
    assert.equal(res.headers['x-content-type-options'], 'nosniff', where);
    assert.equal(res.headers['cache-control'], 'no-cache', where);
  };

  test('every twin is served as text/markdown in UTF-8, revalidated, with the security headers', async () => {
    for (const {route} of PAGES) {
      const res = await request(twinOf(route));
      assert.equal(res.status, 200, twinOf(route));
      assert.equal(res.headers['content-type'], 'text/markdown; charset=utf-8', twinOf(route));
      assert.ok(res.body.equals(twinFile(route)), twinOf(route));
      securityHeaders(res, twinOf(route));
    }
    const zipped = await request(twinOf('/components/api/'), {'Accept-Encoding': 'gzip'});
    assert.equal(zipped.headers['content-encoding'], 'gzip');
  });

  test('llms.txt and llms-full.txt are served as text/plain in UTF-8', async () => {
    for (const name of ['llms.txt', 'llms-full.txt']) {
      const res = await request(`${PREFIX}/${name}`);
      assert.equal(res.status, 200, name);
      assert.equal(res.headers['content-type'], 'text/plain; charset=utf-8', name);
      assert.ok(res.body.equals(fs.readFileSync(path.join(buildDir, name))), name);
      securityHeaders(res, name);
    }
  });

  test('a page asked for with Accept: text/markdown answers with its twin, and says it varies on Accept', async () => {
    for (const {route} of PAGES) {
      const res = await request(`${url(route)}?from=agent`, {Accept: 'text/markdown'});
      assert.equal(res.status, 200, route);
      assert.equal(res.headers['content-type'], 'text/markdown; charset=utf-8', route);
      assert.ok(res.body.equals(twinFile(route)), `${route} answers with ${twinOf(route)}`);
      assert.ok(variesOnAccept(res), route);
      securityHeaders(res, route);
    }
  });

  test('browsers, and clients that prefer HTML or refuse Markdown, still get the HTML page', async () => {
    const html = fs.readFileSync(path.join(buildDir, 'limits/index.html'));
    for (const accept of [
      'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
      '*/*',
      'text/html, text/markdown',
      'text/markdown;q=0, text/html',
      'text/markdown; q=0.0',
    ]) {
      const res = await request(url('/limits/'), {Accept: accept});
      assert.equal(res.status, 200, accept);
      assert.match(res.headers['content-type'], /^text\/html/, accept);
      assert.ok(res.body.equals(html), accept);
      assert.ok(variesOnAccept(res), `${accept}: the HTML varies on Accept too`);
    }
    for (const accept of ['text/markdown, text/html;q=0.9', 'text/markdown;q=0.5, */*;q=0.1', 'TEXT/MARKDOWN']) {
      const res = await request(url('/limits/'), {Accept: accept});
      assert.equal(res.headers['content-type'], 'text/markdown; charset=utf-8', accept);
    }
  });

  test('redirects and not-found answers are unchanged for Markdown clients', async () => {
    const moved = await request(`${PREFIX}/limits`, {Accept: 'text/markdown'});
    assert.equal(moved.status, 301);
    assert.equal(moved.headers.location, url('/limits/'));
    for (const pathname of [`${PREFIX}/no-such-page/`, `${PREFIX}/assets/`, `${PREFIX}/no-such-page.md`]) {
      const res = await request(pathname, {Accept: 'text/markdown'});
      assert.equal(res.status, 404, pathname);
    }
    const asset = await request(`${PREFIX}/pages.json`);
    assert.ok(!variesOnAccept(asset), 'files other than pages do not vary on Accept');
  });
});

describe('search', () => {
  test('the results page answers 200, at /x with a 301 keeping the query', async () => {
    const page = await request(url(`${SEARCH_PAGE_PATH}?q=cron`));
    assert.equal(page.status, 200);
    assert.match(page.body.toString(), /noindex/);
    const bare = await request(url(`${SEARCH_PAGE_PATH.slice(0, -1)}?q=cron`));
    assert.equal(bare.status, 301);
    assert.equal(bare.headers.location, url(`${SEARCH_PAGE_PATH}?q=cron`));
  });

  test("the index's files are served as they are, revalidated, never redirected", async () => {
    const dir = path.join(buildDir, 'pagefind');
    const sample = [
      SEARCH_FILES.script,
      SEARCH_FILES.entry,
      SEARCH_FILES.vocabulary,
      commonWordsFile('sync'),
      ...fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(SEARCH_FILES.dataExtension))
        .map((f) => `/pagefind/${f}`),
      ...['fragment', 'index'].map((sub) => `/pagefind/${sub}/${fs.readdirSync(path.join(dir, sub))[0]}`),
    ];
    for (const file of sample) {
      const res = await request(url(file), {'Accept-Encoding': 'gzip'});
      assert.equal(res.status, 200, file);
      assert.equal(res.headers['cache-control'], 'no-cache', file);
      if (file.endsWith(SEARCH_FILES.dataExtension)) {
        assert.equal(res.headers['content-encoding'], undefined, `${file} is already compressed`);
        assert.ok(res.body.equals(fs.readFileSync(path.join(buildDir, file))), file);
      }
    }
  });
});

describe('in a browser', () => {
  test('pages hydrate and search works under the security policy, with no violation reported', async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.context.newPage();
      const violations = [];
      page.on(
        'console',
        (msg) => /Content.Security.Policy|Refused to/i.test(msg.text()) && violations.push(msg.text()),
      );
      page.on('pageerror', (err) => violations.push(String(err)));
      await page.goto(`http://127.0.0.1:${port}${url('/limits/')}`);
      await hydrated(page);
      // The critical CSS's loader (an inline script, allowed by its hash) has switched the full
      // stylesheet on: the page ends up fully styled.
      await page.waitForFunction(() => {
        const link = document.querySelector('link[rel="stylesheet"][href*="/assets/css/"]');
        return Boolean(link?.sheet) && link.media === 'all';
      });
      assert.equal(await page.locator('head > style').count(), 1, 'the critical CSS is inlined');
      await page.goto(`http://127.0.0.1:${port}${url('/')}`);
      await hydrated(page);
      const box = page.getByPlaceholder(SEARCH_PLACEHOLDER);
      await box.click();
      await box.fill('cold starts');
      await page.getByRole('option').first().waitFor({timeout: 10_000});
      // A misspelling loads the vocabulary, and the results page runs its own search.
      await box.fill('concurency');
      await page.locator('[data-results-for="concurency"] [role="option"]').first().waitFor({timeout: 10_000});
      await page.goto(`http://127.0.0.1:${port}${url(`${SEARCH_PAGE_PATH}?q=webhooks`)}`);
      await hydrated(page);
      await page.locator('main [data-results-for="webhooks"]').waitFor({timeout: 10_000});
      assert.deepEqual(violations, []);
    } finally {
      await browser.close();
    }
  });

  test('a missing page answers 404 and suggests where to go, on a first load', async () => {
    const browser = await launchBrowser();
    try {
      await checkNotFoundPage(await browser.context.newPage(), `http://127.0.0.1:${port}`);
    } finally {
      await browser.close();
    }
  });

  test('a reader who opens /x, /x.html or /x/index.html lands on the page, at 1280 and 375 px, light and dark', async () => {
    const browser = await launchBrowser();
    try {
      for (const route of ['/limits/', '/workflows/steps/code/nodejs/http-requests/']) {
        const canonical = `http://127.0.0.1:${port}${url(route)}`;
        const title = PAGES.find((p) => p.route === route).title;
        for (const variant of [canonical.slice(0, -1), `${canonical.slice(0, -1)}.html`, `${canonical}index.html`]) {
          for (const viewport of [
            {width: 1280, height: 800},
            {width: 375, height: 740},
          ]) {
            for (const colorScheme of ['light', 'dark']) {
              const page = await browser.context.newPage();
              try {
                await page.setViewportSize(viewport);
                await page.emulateMedia({colorScheme});
                await page.goto(variant);
                await page.waitForURL(canonical, {timeout: 10_000});
                await hydrated(page);
                assert.equal((await page.locator('article h1').first().textContent()).trim(), title, variant);
                assert.equal(await page.getAttribute('html', 'data-theme'), colorScheme, variant);
              } finally {
                await page.close();
              }
            }
          }
        }
      }
    } finally {
      await browser.close();
    }
  });
});

describe('the OpenAPI document', () => {
  test('is served as application/yaml and application/json, the files of the build, compressed on request', async () => {
    for (const [name, type] of [
      ['api/openapi.yaml', 'application/yaml'],
      ['api/openapi.json', 'application/json'],
    ]) {
      const res = await request(`${PREFIX}/${name}`);
      assert.equal(res.status, 200, name);
      assert.equal(res.headers['content-type'], type, name);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', name);
      assert.ok(res.body.equals(fs.readFileSync(path.join(buildDir, name))), name);
      const zipped = await request(`${PREFIX}/${name}`, {'Accept-Encoding': 'gzip'});
      assert.equal(zipped.headers['content-encoding'], 'gzip', name);
    }
  });
});
