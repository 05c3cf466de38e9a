/**
 * Starts the documentation's MCP server (`npm run mcp`, scripts/mcp.mjs) over stdio or, with
 * `http`, over Streamable HTTP. Everything it logs goes to stderr: over stdio, stdout carries the
 * protocol and nothing else.
 */
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import type {JSONRPCMessage} from '@modelcontextprotocol/sdk/types.js';
import {BASE_PATH} from '../data/site';
import {MAX_REQUEST_BYTES, MCP_ENDPOINT} from './endpoint';
import {siteSearch} from './search';
import {folderSite, urlSite} from './site';
import {createDocsServer, loadSiteData} from './tools';

export type StartOptions = {
  /** The build folder to read, unless `url` is given. */
  dir: string;
  /** A published site to read instead of a folder. */
  url?: string;
  http?: {port: number; host?: string; allowedHosts?: string[]; allowedOrigins?: string[]; maxSessions?: number};
};

/** Where the HTTP server answers. */
const MCP_PATH = `${BASE_PATH}${MCP_ENDPOINT}`;

const log = (line: string) => process.stderr.write(`mcp: ${line}\n`);

/** Whatever a library prints goes to stderr too. */
function keepStdoutForTheProtocol(): void {
  for (const method of ['log', 'info', 'debug'] as const) console[method] = console.error;
}

/** Reads the site and starts serving; rejects with a message for the reader when the site is not usable. */
export async function startMcp(options: StartOptions) {
  keepStdoutForTheProtocol();
  // Pagefind starts loading in constructors and does not await it; what fails there is reported
  // again by the search that needed it, so it is logged, not fatal.
  process.on('unhandledRejection', (reason) =>
    log(`unhandled: ${reason instanceof Error ? reason.message : String(reason)}`),
  );
  const site = options.url ? urlSite(options.url, BASE_PATH) : await folderSite(options.dir);
  const data = await loadSiteData(site);
  const search = siteSearch(site, data.publicBase);
  // The index loads while the client initializes, so the first search does not wait for it; a
  // failure is reported by search_docs, which tries again.
  const started = performance.now();
  void search.prepare().then(
    () => log(`search ready in ${Math.round(performance.now() - started)} ms`),
    (error: unknown) => log(`search: ${(error as Error).message}`),
  );

  if (options.http) {
    // Loaded only here: its transport (Hono's Node server) would cost a stdio server 7 MB.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {startHttp} = require('./http') as typeof import('./http');
    const http = await startHttp(() => createDocsServer(data, search), {...options.http, path: MCP_PATH, log});
    const host = options.http.host ?? '127.0.0.1';
    log(`serving ${site.where} at http://${host.includes(':') ? `[${host}]` : host}:${http.port}${MCP_PATH}`);
    return {close: http.close, port: http.port};
  }

  const transport = new StdioServerTransport(process.stdin, process.stdout, {maxBufferSize: MAX_REQUEST_BYTES});
  // A line that is not JSON-RPC gets an error answer (the SDK only reports it), and the session goes on.
  transport.onerror = (error) => {
    const parse = error instanceof SyntaxError;
    const tooLarge = /maximum size/.test(error.message);
    const message: JSONRPCMessage = {
      jsonrpc: '2.0',
      error: parse
        ? {code: -32700, message: `Parse error: the line is not JSON (${error.message}).`}
        : tooLarge
          ? {
              code: -32600,
              message: `The request is larger than this server accepts (${MAX_REQUEST_BYTES} bytes); the connection is closed.`,
            }
          : {code: -32600, message: 'Invalid request: the line is not a JSON-RPC 2.0 message.'},
    } as JSONRPCMessage;
    void transport.send(message).catch(() => {});
  };
  // Once the transport has closed (the client ended stdin, or sent a line over the limit), nothing
  // more can be served: stdin is let go, and the process ends once its output is written.
  transport.onclose = () => process.stdin.destroy();
  const server = createDocsServer(data, search);
  server.server.onerror = (error) =>
    log(error.name === 'ZodError' ? 'refused a line that is not a JSON-RPC message' : error.message.split('\n')[0]!);
  await server.connect(transport);
  process.stdin.on('end', () => void server.close());
  log(`serving ${site.where} over stdio`);
  return {close: () => server.close()};
}
