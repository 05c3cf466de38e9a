// A plain static host for the built site, as nginx or a CDN serves it: files as they are under
// /docs/, a folder without its trailing slash answered with a 301, a folder with it served by its
// index.html, and anything else the site's 404 page with status 404. Files carry the reference
// nginx configuration's Cache-Control (./cache-policy.ts) and a validator, so a browser keeps the
// hashed bundles and revalidates the rest with a 304, as it would in production; the browser tests
// open the site's pages hundreds of times in one browser. (`docusaurus serve` is not used for these
// tests: under a base path it mishandles the .html variants, facebook/docusaurus#11701.)
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import zlib from 'node:zlib';
import {cacheControlOf} from './cache-policy';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.wasm': 'application/wasm',
  '.woff2': 'font/woff2',
} satisfies Record<string, string>;
const typeOf = (file: string): string | undefined => (TYPES as Record<string, string>)[path.extname(file)];

const COMPRESSIBLE = /^(text\/|application\/(json|xml|wasm|yaml)|image\/svg)/;

/** `gzip: true` compresses text responses for clients that accept it, as nginx's config does. */
export type StaticServerOptions = {root: string; base?: string; gzip?: boolean};

function createStaticServer({root, base = '/docs/', gzip = false}: StaticServerOptions): http.Server {
  const notFound = () => fs.readFileSync(path.join(root, '404.html'));
  return http.createServer((req, res) => {
    /** The request's decoded path, once read: what Cache-Control is chosen by. */
    let pathname = '';
    const send = (
      status: number,
      body: string | Buffer,
      type = TYPES['.html'],
      headers: Record<string, string> = {},
    ) => {
      const compress = gzip && COMPRESSIBLE.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (compress) {
        body = zlib.gzipSync(body, {level: 6});
        headers = {...headers, 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'};
      }
      res.writeHead(status, {
        'Content-Type': type,
        'Content-Length': Buffer.byteLength(body ?? ''),
        'Cache-Control': cacheControlOf(pathname, base),
        ...headers,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    /** A file's 200, or a 304 when the browser's copy (named by its ETag) is still this file. */
    const sendFile = (file: string, stat: fs.Stats, type: string) => {
      const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const validators = {ETag: etag, 'Last-Modified': stat.mtime.toUTCString()};
      if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) {
        res.writeHead(304, {'Cache-Control': cacheControlOf(pathname, base), ...validators});
        return res.end();
      }
      return send(200, fs.readFileSync(file), type, validators);
    };
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      return send(400, 'Bad request', TYPES['.txt']);
    }
    if (!pathname.startsWith(base)) return send(404, notFound());
    const file = path.join(root, pathname.slice(base.length));
    if (!file.startsWith(root)) return send(404, notFound());
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return send(404, notFound());
    }
    if (stat.isDirectory()) {
      if (!pathname.endsWith('/')) {
        const location = encodeURI(`${pathname}/`) + (new URL(req.url ?? '/', 'http://localhost').search || '');
        return send(301, '', TYPES['.txt'], {Location: location});
      }
      const index = path.join(file, 'index.html');
      if (!fs.existsSync(index)) return send(404, notFound());
      return sendFile(index, fs.statSync(index), TYPES['.html']);
    }
    return sendFile(file, stat, typeOf(file) ?? 'application/octet-stream');
  });
}

/** Listens on `host`:`port` (by default a free loopback port) and resolves once it does. */
export async function startStaticServer({
  port = 0,
  host = '127.0.0.1',
  ...options
}: StaticServerOptions & {port?: number; host?: string}): Promise<{
  server: http.Server;
  origin: string;
  close: () => Promise<void>;
}> {
  const server = createStaticServer(options);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    server,
    origin: `http://${shown}:${address.port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
