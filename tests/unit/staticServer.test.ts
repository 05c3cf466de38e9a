// The static host the browser tests, the bench and `npm run serve` use keeps the reference nginx
// configuration's cache policy: a browser may keep the hashed bundles and must revalidate the rest,
// which the host answers with a 304 while the file is unchanged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CACHE_CONTROL, cacheControlOf} from '../../src/build/cache-policy';
import {nginxConfig} from '../../src/build/nginx-config';
import {startStaticServer} from '../../src/build/static-server';

let root: string;
let host: Awaited<ReturnType<typeof startStaticServer>>;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
  fs.mkdirSync(path.join(root, 'assets/js'), {recursive: true});
  fs.mkdirSync(path.join(root, 'pagefind'), {recursive: true});
  fs.writeFileSync(path.join(root, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(path.join(root, '404.html'), '<h1>Not found</h1>');
  fs.writeFileSync(path.join(root, 'assets/js/main.0123abcd.js'), 'console.log(1);');
  fs.writeFileSync(path.join(root, 'pagefind/pagefind-entry.json'), '{}');
  host = await startStaticServer({root, base: '/docs/'});
});

afterAll(async () => {
  await host.close();
  fs.rmSync(root, {recursive: true, force: true});
});

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${host.origin}${pathname}`, {headers, redirect: 'manual'});

describe('the static host', () => {
  it('lets browsers keep the hashed bundles and revalidate pages and the search index', async () => {
    expect((await get('/docs/assets/js/main.0123abcd.js')).headers.get('cache-control')).toBe(CACHE_CONTROL.hashed);
    for (const pathname of ['/docs/', '/docs/pagefind/pagefind-entry.json', '/docs/missing/']) {
      expect((await get(pathname)).headers.get('cache-control')).toBe(CACHE_CONTROL.revalidated);
    }
  });

  it('answers a revalidation with 304 and no body while the file is unchanged, and 200 once it changes', async () => {
    const first = await get('/docs/');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/docs/', {'If-None-Match': etag!});
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    const page = path.join(root, 'index.html');
    fs.writeFileSync(page, '<h1>Home, rewritten</h1>');
    fs.utimesSync(page, new Date(), new Date(Date.now() + 60_000));
    const changed = await get('/docs/', {'If-None-Match': etag!});
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe('<h1>Home, rewritten</h1>');
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('gives a missing page its 404 whatever validator the browser sends', async () => {
    const missing = await get('/docs/missing/', {'If-None-Match': '*'});
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Not found');
  });
});

describe('the cache policy', () => {
  it('is the one the reference nginx configuration applies', () => {
    const config = nginxConfig({base: '/docs/', pages: [{route: '/'}], redirects: [], scriptHashes: []});
    expect(config).toContain(`"${CACHE_CONTROL.revalidated}"`);
    expect(config).toContain(`"~^/docs/assets/" "${CACHE_CONTROL.hashed}"`);
    expect(cacheControlOf('/docs/assets/css/styles.1.css', '/docs/')).toBe(CACHE_CONTROL.hashed);
    expect(cacheControlOf('/docs/img/logo.svg', '/docs/')).toBe(CACHE_CONTROL.revalidated);
  });
});
