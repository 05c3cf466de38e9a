// The documentation's MCP server (src/mcp/, `npm run mcp`) as an assistant uses it: the SDK's own
// Client starts it over stdio and over Streamable HTTP, on build/ and on build/ served on loopback
// (URL mode), lists the tools, calls each one, compares search_docs with the search box's engine
// on a sample of the tuning questions and get_page with the Markdown twins, byte for byte, and
// tries the inputs the server must refuse with a message. Every wait is on an event: the client's
// answers, a line the server writes, a process's exit.
import assert from 'node:assert/strict';
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {after, before, describe, test} from 'node:test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {BASE_PATH} from '../../src/data/site.ts';
import {startStaticServer} from '../../src/build/static-server.ts';
import {searchBoxInNode} from '../../src/build/search-in-node.ts';
import {generate} from '../../scripts/nginx-config.mts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const buildDir = path.join(root, 'build');
const SERVER = path.join(root, 'scripts/mcp.mjs');
const TOOLS = ['get_openapi', 'get_page', 'list_pages', 'search_docs'];

const built = (file) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const pages = () => JSON.parse(built('pages.json')).pages;
/** Every 100th question of the tuning half: its questions only, never its answers. */
const sampleQuestions = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'tests/search/tuning.json'), 'utf8'))
    .queries.map((q) => q.q)
    .filter((_, i) => i % 100 === 0);

/** Makes the server report every TCP connection and DNS lookup it starts on stderr. */
const NO_NETWORK = ['--require', path.join(root, 'tests/e2e/fixtures/no-network.cjs')];

/** The SDK client on a server it starts over stdio; `stderr()` is what the server logged. */
async function overStdio(args = [], nodeArgs = []) {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [...nodeArgs, SERVER, ...args],
    cwd: root,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr.on('data', (d) => (stderr += d));
  const client = new Client({name: 'mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, stderr: () => stderr};
}

/** The server over HTTP on a free loopback port, once it says where it listens. */
async function httpServer(args = []) {
  const child = spawn(process.execPath, [SERVER, '--http', '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise((resolve, reject) => {
    child.stderr.on('data', (d) => {
      stderr += d;
      const at = /at (http:\/\/\S+\/docs\/mcp)\n/.exec(stderr);
      if (at) resolve(at[1]);
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    stderr: () => stderr,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      }),
  };
}

async function overHttp(url) {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const client = new Client({name: 'mcp-test', version: '1.0.0'});
  await client.connect(transport);
  return {client, transport};
}

/** A raw HTTP request, for what the SDK client never sends (another Host, a large body). */
function rawRequest(url, {method = 'POST', headers = {}, body = ''} = {}) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, {method, headers: {'Content-Type': 'application/json', ...headers}}, (res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({status: res.statusCode, message: text && JSON.parse(text).error?.message}));
    });
    request.on('error', reject);
    request.end(body);
  });
}

const textOf = (result) => result.content.map((c) => c.text).join('\n');
const call = (client, name, args = {}) => client.callTool({name, arguments: args});
async function refused(client, name, args) {
  const result = await call(client, name, args);
  assert.equal(
    result.isError,
    true,
    `${name} ${JSON.stringify(args ?? {}).slice(0, 80)} was answered: ${textOf(result).slice(0, 200)}`,
  );
  return textOf(result);
}

/** What the search box shows for `q`, as search_docs gives it: its sections, in order, relative to the site. */
const boxEntries = async (box, q) => (await box(q)).groups.flatMap((g) => g.entries);
const relative = (publicBase, results) => results.map((r) => `/${r.url.slice(publicBase.length)}`);

/** The tools answer on `client` as the site in build/ says, their URLs under `publicBase`. */
async function checkTools(client, publicBase, {questions, pageUrls}) {
  const {tools} = await client.listTools();
  assert.deepEqual(tools.map((t) => t.name).sort(), TOOLS);
  for (const tool of tools) assert.ok(tool.description.length > 80, `${tool.name} has a description to choose it by`);
  const search = tools.find((t) => t.name === 'search_docs');
  assert.deepEqual(search.inputSchema.required, ['query']);
  assert.ok(search.inputSchema.properties.limit);
  assert.deepEqual(tools.find((t) => t.name === 'get_page').inputSchema.required, ['url']);

  const box = searchBoxInNode(buildDir);
  for (const q of questions) {
    const result = await call(client, 'search_docs', {query: q});
    assert.ok(!result.isError, textOf(result));
    assert.deepEqual(relative(publicBase, result.structuredContent.results), await boxEntries(box, q), q);
    const first = result.structuredContent.results[0];
    if (first) assert.ok(textOf(result).includes(first.url));
  }
  const two = await call(client, 'search_docs', {query: 'memory limit', limit: 2});
  assert.deepEqual(
    relative(publicBase, two.structuredContent.results),
    (await boxEntries(box, 'memory limit')).slice(0, 2),
  );

  for (const url of pageUrls) {
    const result = await call(client, 'get_page', {url});
    assert.ok(!result.isError, `${url}: ${textOf(result)}`);
    const route = pages().find((p) => `${publicBase}${p.regularPath.slice(1)}` === url)?.regularPath;
    const twin = route === '/' ? 'index.md' : `${route.slice(1, -1)}.md`;
    assert.equal(result.content[0].text, built(twin), `get_page ${url} is the twin ${twin}, byte for byte`);
  }
  for (const [url, twin, note] of [
    ['limits', 'limits.md'],
    [`${publicBase.replace(/^https?:\/\//, '')}limits.html`, 'limits.md'],
    ['/docs/limits/index.html#memory', 'limits.md', /section “Memory”/],
    [`${BASE_PATH}cron`, 'workflows/steps/triggers.md', /redirects to .*\/workflows\/steps\/triggers\//],
    ['/docs/index.md', 'index.md'],
  ]) {
    const result = await call(client, 'get_page', {url});
    assert.equal(result.content[0].text, built(twin), url);
    if (note) assert.match(result.content[1].text, note);
  }
  assert.match(textOf(await call(client, 'get_page', {url: '/docs/api/rest/'})), /This page is long: [\d,]+ bytes/);

  const outline = textOf(await call(client, 'list_pages'));
  for (const page of pages())
    assert.ok(outline.includes(`(${publicBase}${page.regularPath.slice(1)})`), page.regularPath);
  const workflows = textOf(await call(client, 'list_pages', {section: 'workflows'}));
  assert.match(workflows, /^Workflows\n- \[/);
  assert.match(
    textOf(await call(client, 'list_pages', {section: 'Workflows › Legacy features'})),
    /^Workflows › Legacy features\n/,
  );
  assert.match(
    await refused(client, 'list_pages', {section: 'Nowhere'}),
    /no group “Nowhere”\. Its groups: “Quickstart”, “Workflows”/,
  );

  assert.equal(textOf(await call(client, 'get_openapi')), built('api/openapi.yaml'));
  const {resources} = await client.listResources();
  assert.deepEqual(
    resources.map((r) => r.uri),
    [`${publicBase}llms.txt`],
  );
  const llms = await client.readResource({uri: resources[0].uri});
  assert.equal(llms.contents[0].text, built('llms.txt'));
}

before(() => assert.ok(fs.existsSync(path.join(buildDir, 'llms.txt')), 'build/ is missing: run npm run build first'));

describe('over stdio, on build/', () => {
  let session;
  before(async () => (session = await overStdio([], NO_NETWORK)));
  after(async () => {
    await session?.client.close();
    assert.deepEqual(
      session
        .stderr()
        .split('\n')
        .filter((line) => line.startsWith('NETWORK')),
      [],
      'a server on a local build makes no network request',
    );
  });

  test('the tools give the box’s results, the twins, the outline, the OpenAPI document and llms.txt', async () => {
    const {client} = session;
    assert.deepEqual(client.getServerVersion(), {
      name: 'pipedream-docs',
      title: 'Pipedream documentation',
      version: '1.0.0',
    });
    await checkTools(client, 'https://pipedream.com/docs/', {
      questions: sampleQuestions(),
      pageUrls: pages().map((p) => `https://pipedream.com/docs/${p.regularPath.slice(1)}`),
    });
  });

  test('a URL that leaves the site, another scheme or host, or an unknown page is refused with a message', async () => {
    const {client} = session;
    for (const url of [
      '../../etc/passwd',
      '/docs/../../etc/passwd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%252e%252e/x',
      '..\\..\\x',
    ]) {
      assert.match(await refused(client, 'get_page', {url}), /tries to leave the site/, url);
    }
    assert.match(await refused(client, 'get_page', {url: 'file:///etc/passwd'}), /is not a web address of this site/);
    assert.match(await refused(client, 'get_page', {url: 'https://evil.example/docs/limits/'}), /not on this site/);
    assert.match(
      await refused(client, 'get_page', {url: '/etc/passwd'}),
      /^No page of this site is at \/docs\/etc\/passwd\/\. The closest: /,
    );
    assert.match(
      await refused(client, 'get_page', {url: 'https://pipedream.com/docs/workflows/enviroment-variables/'}),
      /The closest: \/docs\/environment-variables\/ \(Environment Variables\)/,
    );
    assert.match(await refused(client, 'get_page', {url: '/docs/pagefind/pagefind.js'}), /^No page of this site is at/);
  });

  test('bad arguments are refused with the limit they break', async () => {
    const {client} = session;
    assert.match(await refused(client, 'search_docs', {query: 'a'.repeat(501)}), /query is over 500 characters/);
    assert.match(await refused(client, 'search_docs', {query: ''}), /query is empty/);
    assert.match(await refused(client, 'search_docs', {query: 'memory', limit: 33}), /limit is at most 32/);
    assert.match(await refused(client, 'search_docs', {}), /query/);
    assert.match(await refused(client, 'get_page', {url: 42}), /expected string/);
    assert.match(await refused(client, 'get_page', {url: `/docs/${'x'.repeat(3000)}`}), /url is over 2048 characters/);
    const unknown = await call(client, 'delete_everything').catch((error) => ({
      isError: true,
      content: [{text: error.message}],
    }));
    assert.match(textOf(unknown), /Tool delete_everything not found/);
    // Still serving after all of that.
    assert.ok((await call(client, 'search_docs', {query: 'cron'})).structuredContent.results.length > 0);
  });
});

describe('over stdio, malformed lines', () => {
  test('each gets a JSON-RPC error, and the session goes on', async () => {
    const child = spawn(process.execPath, [SERVER], {cwd: root, stdio: ['pipe', 'pipe', 'ignore']});
    const answers = [];
    let buffer = '';
    const answered = (n) =>
      new Promise((resolve) => {
        const check = () => answers.length >= n && resolve(answers);
        child.stdout.on('data', (d) => {
          buffer += d;
          for (let at = buffer.indexOf('\n'); at >= 0; at = buffer.indexOf('\n')) {
            answers.push(JSON.parse(buffer.slice(0, at)));
            buffer = buffer.slice(at + 1);
          }
          check();
        });
      });
    const four = answered(4);
    child.stdin.write('this is not json\n');
    child.stdin.write('{"hello": "world"}\n');
    child.stdin.write('{"jsonrpc":"2.0","id":1,"method":"no/such/method"}\n');
    child.stdin.write(
      '{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"raw","version":"0"}}}\n',
    );
    await four;
    assert.match(answers[0].error.message, /^Parse error: the line is not JSON/);
    assert.equal(answers[0].error.code, -32700);
    assert.match(answers[1].error.message, /not a JSON-RPC 2\.0 message/);
    assert.deepEqual(
      answers
        .slice(2)
        .map((a) => a.id)
        .sort(),
      [1, 2],
    );
    assert.equal(answers.find((a) => a.id === 1).error.code, -32601);
    assert.equal(answers.find((a) => a.id === 2).result.serverInfo.name, 'pipedream-docs');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.stdin.end();
    assert.equal(await exited, 0, 'the server ends when its client closes stdin');
  });

  test('a line over the size limit gets an error naming the limit, and ends the session', async () => {
    const child = spawn(process.execPath, [SERVER], {cwd: root, stdio: ['pipe', 'pipe', 'ignore']});
    let stdout = '';
    child.stdout.on('data', (d) => (stdout += d));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The server stops reading once the line passes its limit, so the rest may not be written.
    child.stdin.on('error', () => {});
    child.stdin.write(`{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"${'a'.repeat(300 * 1024)}"}}\n`);
    assert.equal(await exited, 0);
    assert.deepEqual(JSON.parse(stdout), {
      jsonrpc: '2.0',
      error: {
        code: -32600,
        message: 'The request is larger than this server accepts (262144 bytes); the connection is closed.',
      },
    });
  });
});

describe('sites it cannot serve, or only in part', () => {
  let tmp;
  before(() => (tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-test-'))));
  after(() => fs.rmSync(tmp, {recursive: true, force: true}));

  test('no build: the server does not start, and says how to make one', async () => {
    const child = spawn(process.execPath, [SERVER, '--dir', path.join(tmp, 'no-build')], {
      cwd: root,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => (stdout += d));
    const code = await new Promise((resolve) => child.once('exit', resolve));
    assert.equal(code, 1);
    assert.match(stderr, /There is no build in .*no-build: run "npm run build" first/);
    assert.equal(stdout, '', 'nothing but the protocol on stdout');
  });

  test('a build without the offline index, a symbolic link out of it and a binary twin are refused; the rest works', async () => {
    const dir = path.join(tmp, 'algolia-build');
    fs.mkdirSync(dir);
    for (const file of ['index.html', 'pages.json', 'llms.txt', 'sidebar.json', 'index.md']) {
      fs.copyFileSync(path.join(buildDir, file), path.join(dir, file));
    }
    fs.writeFileSync(path.join(tmp, 'secret.txt'), 'outside the build\n');
    fs.symlinkSync(path.join(tmp, 'secret.txt'), path.join(dir, 'limits.md'));
    fs.writeFileSync(
      path.join(dir, 'errors.md'),
      fs.readFileSync(path.join(buildDir, 'pagefind/wasm.en.pagefind.bin')),
    );
    const {client} = await overStdio(['--dir', dir]);
    try {
      assert.match(
        await refused(client, 'search_docs', {query: 'memory'}),
        /has no offline search index \(pagefind\/pagefind-entry\.json is missing\): it was built with Algolia DocSearch/,
      );
      assert.match(
        await refused(client, 'get_page', {url: '/docs/limits/'}),
        /leads outside the build .* \(a symbolic link\); it is not read/,
      );
      assert.match(await refused(client, 'get_page', {url: '/docs/errors/'}), /errors\.md is not a text file/);
      assert.match(
        await refused(client, 'get_page', {url: '/docs/cli/login/'}),
        /The twin of \/cli\/login\/ \(cli\/login\.md\) is missing/,
      );
      assert.match(await refused(client, 'get_openapi'), /has no api\/openapi\.yaml/);
      assert.equal(textOf(await call(client, 'get_page', {url: '/docs/'})), built('index.md'));
    } finally {
      await client.close();
    }
  });
});

describe('over HTTP, on build/', () => {
  let server;
  before(async () => (server = await httpServer(['--max-sessions', '2'])));
  after(() => server?.close());

  test('the SDK client lists and calls the tools', async () => {
    assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/docs\/mcp$/);
    const {client, transport} = await overHttp(server.url);
    try {
      await checkTools(client, 'https://pipedream.com/docs/', {
        questions: sampleQuestions().slice(0, 5),
        pageUrls: ['https://pipedream.com/docs/limits/', 'https://pipedream.com/docs/'],
      });
    } finally {
      await transport.terminateSession();
      await client.close();
    }
  });

  test('refuses, naming the limit: another Host or Origin, a large body, another path, more sessions than allowed', async () => {
    const init = JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'raw', version: '0'}},
    });
    const accept = {Accept: 'application/json, text/event-stream'};
    const rebound = await rawRequest(server.url, {headers: {...accept, Host: 'evil.example'}, body: init});
    assert.equal(rebound.status, 403);
    assert.match(rebound.message, /^Host evil\.example is not one this server answers to \(DNS rebinding protection\)/);
    const origin = await rawRequest(server.url, {headers: {...accept, Origin: 'https://evil.example'}, body: init});
    assert.equal(origin.status, 403);
    assert.match(origin.message, /^Origin https:\/\/evil\.example is not allowed/);
    const large = await rawRequest(server.url, {headers: accept, body: 'x'.repeat(300 * 1024)});
    assert.equal(large.status, 413);
    assert.match(large.message, /larger than this server accepts \(262144 bytes\)/);
    assert.match((await rawRequest(server.url, {headers: accept, body: '{not json'})).message, /^Parse error/);
    assert.match(
      (await rawRequest(server.url, {headers: accept, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}'})).message,
      /must be an initialize request/,
    );
    assert.equal(
      (await rawRequest(server.url.replace('/docs/mcp', '/docs/other'), {headers: accept, body: init})).status,
      404,
    );

    const first = await overHttp(server.url);
    const second = await overHttp(server.url);
    await assert.rejects(overHttp(server.url), /This server allows 2 sessions at once, and all are open/);
    await first.transport.terminateSession();
    await first.client.close();
    const third = await overHttp(server.url);
    assert.ok((await call(third.client, 'search_docs', {query: 'cron'})).structuredContent.results.length > 0);
    for (const {client, transport} of [second, third]) {
      await transport.terminateSession();
      await client.close();
    }
  });
});

describe('URL mode: build/ served on loopback', () => {
  let site;
  const requested = [];
  before(async () => {
    site = await startStaticServer({root: buildDir, base: BASE_PATH});
    site.server.on('request', (req) => requested.push(req.url));
  });
  after(() => site?.close());

  test('over stdio, the tools read the site, and none of its code is fetched', async () => {
    const publicBase = `${site.origin}${BASE_PATH}`;
    const {client} = await overStdio(['--url', publicBase]);
    try {
      await checkTools(client, publicBase, {
        questions: sampleQuestions().slice(0, 8),
        pageUrls: [`${publicBase}limits/`, `${publicBase}workflows/steps/code/`],
      });
      assert.ok(
        textOf(await call(client, 'get_page', {url: 'https://pipedream.com/docs/limits/'})).startsWith('# Limits'),
      );
    } finally {
      await client.close();
    }
    assert.ok(requested.some((url) => url.endsWith('/pagefind/pagefind-entry.json')));
    assert.deepEqual(
      requested.filter((url) => /\.(js|mjs)$|wasm\./.test(url)),
      [],
      'the Pagefind client and its WebAssembly are the installed package’s',
    );
  });

  test('over HTTP too', async () => {
    const server = await httpServer(['--url', `${site.origin}${BASE_PATH}`]);
    try {
      const {client, transport} = await overHttp(server.url);
      const result = await call(client, 'search_docs', {query: 'memory limit', limit: 1});
      assert.deepEqual(relative(`${site.origin}${BASE_PATH}`, result.structuredContent.results), [
        (await boxEntries(searchBoxInNode(buildDir), 'memory limit'))[0],
      ]);
      await transport.terminateSession();
      await client.close();
    } finally {
      await server.close();
    }
  });

  test('an index of another Pagefind version is refused, naming both versions', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-version-'));
    try {
      for (const file of ['index.html', '404.html', 'pages.json', 'llms.txt'])
        fs.copyFileSync(path.join(buildDir, file), path.join(tmp, file));
      fs.mkdirSync(path.join(tmp, 'pagefind'));
      const entry = JSON.parse(built('pagefind/pagefind-entry.json'));
      fs.writeFileSync(path.join(tmp, 'pagefind/pagefind-entry.json'), JSON.stringify({...entry, version: '0.9.0'}));
      const other = await startStaticServer({root: tmp, base: BASE_PATH});
      const {client} = await overStdio(['--url', `${other.origin}${BASE_PATH}`]);
      try {
        assert.match(
          await refused(client, 'search_docs', {query: 'memory'}),
          new RegExp(
            `was written by Pagefind 0\\.9\\.0, and this server runs Pagefind ${entry.version.replace(/\./g, '\\.')}`,
          ),
        );
      } finally {
        await client.close();
        await other.close();
      }
    } finally {
      fs.rmSync(tmp, {recursive: true, force: true});
    }
  });
});

describe('behind the reference nginx location (npm run nginx:config -- --mcp-port)', () => {
  const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  let server;
  let tmp;
  let nginxArgs;
  let origin;
  before(async () => {
    assert.ok(fs.existsSync(NGINX), `No nginx at ${NGINX}: run "apt-get install -y nginx" (or set NGINX_PATH).`);
    server = await httpServer();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mcp-nginx-'));
    const www = path.join(tmp, 'www');
    fs.mkdirSync(www);
    fs.symlinkSync(buildDir, path.join(www, BASE_PATH.slice(1, -1)));
    const port = await new Promise((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const {port: free} = probe.address();
        probe.close(() => resolve(free));
      });
    });
    origin = `http://127.0.0.1:${port}`;
    const mcpPort = Number(new URL(server.url).port);
    const site = await generate({
      buildDir,
      root: www,
      listen: `127.0.0.1:${port}`,
      serverName: 'localhost',
      mcpPort,
      env: {},
    });
    fs.writeFileSync(path.join(tmp, 'site.conf'), site);
    const temp = (name) => `${name}_temp_path ${path.join(tmp, name)};`;
    fs.writeFileSync(
      path.join(tmp, 'nginx.conf'),
      [
        process.getuid?.() === 0 ? 'user root;' : '',
        'worker_processes 1;',
        `pid ${path.join(tmp, 'nginx.pid')};`,
        `error_log ${path.join(tmp, 'error.log')} warn;`,
        'events { worker_connections 64; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  access_log off;',
        `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
        `  include ${path.join(tmp, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    nginxArgs = ['-p', tmp, '-c', path.join(tmp, 'nginx.conf')];
    // As a daemon, nginx returns once it listens.
    const started = spawnSync(NGINX, nginxArgs, {encoding: 'utf8'});
    assert.equal(started.status, 0, `nginx did not start:\n${started.stderr}`);
  });
  after(async () => {
    if (nginxArgs) spawnSync(NGINX, [...nginxArgs, '-s', 'stop']);
    await server?.close();
    if (tmp) fs.rmSync(tmp, {recursive: true, force: true});
  });

  test('the SDK client reaches the server through nginx, which passes the Host on for the server to check', async () => {
    const {client, transport} = await overHttp(`${origin}/docs/mcp`);
    try {
      const result = await call(client, 'search_docs', {query: 'memory limit', limit: 1});
      assert.deepEqual(relative('https://pipedream.com/docs/', result.structuredContent.results), [
        (await boxEntries(searchBoxInNode(buildDir), 'memory limit'))[0],
      ]);
    } finally {
      await transport.terminateSession();
      await client.close();
    }
    const rebound = await rawRequest(`${origin}/docs/mcp`, {
      headers: {Accept: 'application/json, text/event-stream', Host: 'evil.example'},
      body: '{}',
    });
    assert.equal(rebound.status, 403);
    assert.match(rebound.message, /^Host evil\.example is not one this server answers to/);
  });
});
