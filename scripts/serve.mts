// `npm run serve` and `npm run preview`: serves build/ under /docs/ as a plain static host does
// (src/build/static-server.ts, the server the browser tests use), so every page answers at
// /docs/x, /docs/x.html and /docs/x/index.html, and search finds its index files.
//
// `docusaurus serve` (still there: `npm run serve:docusaurus`) strips the base path before its
// clean-URL redirects, which then leave it out: /docs/limits.html goes to /limits and on to the
// home page (facebook/docusaurus#11701, closed upstream as won't fix; serve-handler offers no
// switch for it through Docusaurus).
//
// Options, as `docusaurus serve` spells them: --port (-p, default 3000), --host (-h, default
// 127.0.0.1), --dir (default build). `npm run serve -- --port 4000`.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {startStaticServer} from '../src/build/static-server';
import {BASE_PATH} from '../src/data/site';
import {scriptOptions} from '../src/build/script-options';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(`serve: ${message}`);
  process.exit(1);
}

const options = scriptOptions(import.meta.url, {
  port: {type: 'string', short: 'p', default: process.env.PORT ?? '3000'},
  host: {type: 'string', short: 'h', default: '127.0.0.1'},
  dir: {type: 'string', default: 'build'},
  // Accepted for `docusaurus serve` habits; this server never opens a browser.
  'no-open': {type: 'boolean'},
});

const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a number from 0 to 65535, not "${options.port}"`);
const dir = path.resolve(root, options.dir);
if (!fs.existsSync(path.join(dir, 'index.html'))) fail(`${dir} has no index.html: run "npm run build" first`);

let host: Awaited<ReturnType<typeof startStaticServer>>;
try {
  host = await startStaticServer({root: dir, base: BASE_PATH, gzip: true, port, host: options.host});
} catch (err) {
  const {code, message} = err as NodeJS.ErrnoException;
  fail(code === 'EADDRINUSE' ? `port ${port} is in use: pick another with --port` : message);
}
console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at ${host.origin}${BASE_PATH}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => host.close().then(() => process.exit(0)));
