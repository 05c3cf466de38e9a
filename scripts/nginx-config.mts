#!/usr/bin/env node
// Writes the reference nginx configuration for a finished build (see src/build/nginx-config.ts).
//
//   npm run nginx:config -- [--build build] [--out nginx/pipedream-docs.conf]
//                                 [--root /var/www/pipedream-docs] [--listen 80] [--server-name _]
//                                 [--mcp-port 3001]
//
// --mcp-port adds the location that proxies /docs/mcp to the documentation's MCP server on that
// loopback port (`npm run mcp -- --http --port 3001 --allowed-host <server name>`).
//
// Run it after `npm run build`, with the same ALGOLIA_* and GTM_CONTAINER_ID variables as the
// build: the security policy then allows exactly the hosts that build talks to.
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {filesUnder} from '../src/build/files';
import {loadPages} from '../src/build/pages';
import {inlineScripts, nginxConfig, redirectMap, scriptHash} from '../src/build/nginx-config';
import {BASE_PATH} from '../src/data/site';
import {REDIRECTS} from '../src/data/redirects';
import {SEARCH_PAGE_PATH} from '../src/plugins/local-search/client/files';
import {scriptOptions} from '../src/build/script-options';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every HTML file of the build with the URL nginx serves it at. */
function htmlFiles(buildDir: string, prefix: string): {file: string; url: string}[] {
  return filesUnder(buildDir)
    .filter((rel) => rel.endsWith('.html'))
    .map((rel) => ({file: path.join(buildDir, rel), url: `${prefix}/${rel.replace(/(^|\/)index\.html$/, '$1')}`}));
}

export async function generate({
  buildDir,
  root,
  listen,
  serverName,
  mcpPort,
  env = process.env,
}: {
  buildDir: string;
  root?: string;
  listen?: string;
  serverName?: string;
  mcpPort?: number;
  env?: Record<string, string | undefined>;
}): Promise<string> {
  // The doc pages, and the search results page when the build has one (a route, not a doc).
  const searchPage = fs.existsSync(path.join(buildDir, SEARCH_PAGE_PATH, 'index.html'))
    ? [{route: SEARCH_PAGE_PATH}]
    : [];
  const pages = [...loadPages(siteDir), ...searchPage];
  if (!fs.existsSync(path.join(buildDir, '404.html'))) {
    throw new Error(`${buildDir} holds no built site (404.html is missing): run npm run build first.`);
  }
  // The config answers Markdown clients with the pages' twins, which the build writes beside them.
  if (!fs.existsSync(path.join(buildDir, 'llms.txt'))) {
    throw new Error(`${buildDir} has no Markdown twins (llms.txt is missing): build with src/plugins/markdown-twins.`);
  }
  const prefix = BASE_PATH.replace(/\/$/, '');
  const redirected = redirectMap({base: BASE_PATH, pages, redirects: REDIRECTS});
  // Only documents nginx actually serves need their inline scripts allowed; the client-redirect
  // files at redirected URLs are answered with a 301 before they are read.
  const hashes = new Set<string>();
  for (const {file, url} of htmlFiles(buildDir, prefix)) {
    const bare = url.replace(/(.)\/$/, '$1');
    const redirectFile = redirected.has(url) || (redirected.has(bare) && redirected.get(bare) !== url);
    if (redirectFile) continue;
    for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(scriptHash(script));
  }
  return nginxConfig({
    base: BASE_PATH,
    pages,
    redirects: REDIRECTS,
    root,
    listen,
    serverName,
    scriptHashes: [...hashes].sort(),
    // The same switches docusaurus.config.ts reads.
    algolia: Boolean(env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME),
    gtm: Boolean(env.GTM_CONTAINER_ID),
    mcpPort,
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const values = scriptOptions(import.meta.url, {
    build: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'nginx/pipedream-docs.conf'},
    root: {type: 'string', default: '/var/www/pipedream-docs'},
    listen: {type: 'string', default: '80'},
    'server-name': {type: 'string', default: '_'},
    'mcp-port': {type: 'string'},
  });
  try {
    const text = await generate({
      buildDir: path.resolve(values.build),
      root: values.root,
      listen: values.listen,
      serverName: values['server-name'],
      mcpPort: values['mcp-port'] === undefined ? undefined : Number(values['mcp-port']),
    });
    fs.mkdirSync(path.dirname(path.resolve(values.out)), {recursive: true});
    fs.writeFileSync(values.out, text);
    console.log(`wrote ${values.out}`);
  } catch (err) {
    console.error(`nginx-config: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
