/**
 * The MCP server over Streamable HTTP, for a host that serves it beside the static files (the
 * reference nginx `location` proxies `/docs/mcp` to it). It binds to loopback unless told
 * otherwise, answers only at its endpoint, and refuses, with a JSON-RPC error that names the
 * limit: a `Host` or `Origin` it does not know (DNS rebinding), a body over MAX_REQUEST_BYTES,
 * a session beyond `maxSessions`, and a request of a session that ended or sat idle too long.
 */
import {randomUUID} from 'node:crypto';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {isInitializeRequest} from '@modelcontextprotocol/sdk/types.js';
import {MAX_REQUEST_BYTES, MAX_SESSIONS, SESSION_IDLE_MS} from './endpoint';

export type HttpOptions = {
  port: number;
  /** The address to listen on: loopback by default. */
  host?: string;
  /** The endpoint's path (`/docs/mcp`). */
  path: string;
  /** Hosts (as in the `Host` header, with or without a port) accepted besides loopback's. */
  allowedHosts?: string[];
  /** Origins (`https://docs.example.com`) accepted besides loopback's; requests without one are accepted. */
  allowedOrigins?: string[];
  maxSessions?: number;
  log?: (line: string) => void;
};

const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'];

/** A JSON-RPC error answer with an HTTP status. */
function refuse(
  res: http.ServerResponse,
  status: number,
  message: string,
  {headers = {}, code = -32000}: {headers?: Record<string, string>; code?: number} = {},
) {
  if (res.headersSent) return void res.end();
  const body = JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null});
  res.writeHead(status, {'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers});
  res.end(body);
}

/** The request's body, or null once a refusal was sent (too large). */
async function readBody(req: http.IncomingMessage, res: http.ServerResponse): Promise<Buffer | null> {
  const tooLarge = `The request is larger than this server accepts (${MAX_REQUEST_BYTES} bytes).`;
  if (Number(req.headers['content-length'] ?? 0) > MAX_REQUEST_BYTES) {
    refuse(res, 413, tooLarge, {headers: {Connection: 'close'}});
    req.resume();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) {
      refuse(res, 413, tooLarge, {headers: {Connection: 'close'}});
      req.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Starts the HTTP server; `makeServer` gives a new MCP server for each session. Resolves once it
 * listens, with its address and a `close` that ends every session.
 */
export async function startHttp(makeServer: () => McpServer, options: HttpOptions) {
  const {path, maxSessions = MAX_SESSIONS, log = () => {}} = options;
  const sessions = new Map<string, {transport: StreamableHTTPServerTransport; idle?: NodeJS.Timeout}>();
  /** Sessions being initialized: they count against the limit before they have an id. */
  let opening = 0;
  let port = options.port;

  const hostAllowed = (header: string | undefined) => {
    if (!header) return false;
    const host = header.toLowerCase();
    const name = host.replace(/:\d+$/, '');
    if (LOOPBACK_NAMES.includes(name)) return host === name || host === `${name}:${port}`;
    return (options.allowedHosts ?? []).some((allowed) => {
      const a = allowed.toLowerCase();
      return a === host || a === name;
    });
  };
  const originAllowed = (origin: string | undefined) => {
    if (origin === undefined) return true;
    const loopback = LOOPBACK_NAMES.map((name) => `http://${name}:${port}`);
    return [...loopback, ...(options.allowedOrigins ?? [])].some(
      (allowed) => allowed.toLowerCase() === origin.toLowerCase(),
    );
  };
  const touch = (id: string) => {
    const session = sessions.get(id);
    if (!session) return;
    clearTimeout(session.idle);
    session.idle = setTimeout(() => {
      log(`session ${id} ended after ${SESSION_IDLE_MS / 60000} minutes without a request`);
      void session.transport.close();
    }, SESSION_IDLE_MS).unref();
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== path) return refuse(res, 404, `This server answers MCP requests at ${path} only.`);
    if (!hostAllowed(req.headers.host)) {
      return refuse(
        res,
        403,
        `Host ${req.headers.host ?? '(none)'} is not one this server answers to (DNS rebinding protection): ` +
          `it accepts ${[...LOOPBACK_NAMES.map((n) => `${n}:${port}`), ...(options.allowedHosts ?? [])].join(', ')}; ` +
          'add a host with --allowed-host.',
      );
    }
    if (!originAllowed(req.headers.origin)) {
      return refuse(
        res,
        403,
        `Origin ${req.headers.origin} is not allowed (DNS rebinding protection): this server accepts requests from ` +
          'loopback origins and those given with --allowed-origin.',
      );
    }
    const sessionHeader = req.headers['mcp-session-id'];
    const sessionId = Array.isArray(sessionHeader) ? sessionHeader[0] : sessionHeader;

    if (req.method === 'POST') {
      const body = await readBody(req, res);
      if (!body) return;
      let message: unknown;
      try {
        message = JSON.parse(body.toString('utf8'));
      } catch (error) {
        return refuse(res, 400, `Parse error: the request is not JSON (${(error as Error).message}).`, {code: -32700});
      }
      if (sessionId) {
        const session = sessions.get(sessionId);
        if (!session)
          return refuse(
            res,
            404,
            `No session ${sessionId}: it ended, or sat idle for ${SESSION_IDLE_MS / 60000} minutes. Initialize a new one.`,
          );
        touch(sessionId);
        return session.transport.handleRequest(req, res, message);
      }
      if (!isInitializeRequest(message)) {
        return refuse(
          res,
          400,
          'Bad request: a request without an Mcp-Session-Id header must be an initialize request.',
          {code: -32600},
        );
      }
      if (sessions.size + opening >= maxSessions) {
        return refuse(
          res,
          503,
          `This server allows ${maxSessions} session${maxSessions === 1 ? '' : 's'} at once, and all are open: ` +
            `end one (DELETE with its Mcp-Session-Id) or wait for one to sit idle ${SESSION_IDLE_MS / 60000} minutes.`,
          {headers: {'Retry-After': '60'}},
        );
      }
      const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        enableJsonResponse: true,
        onsessioninitialized: (id) => {
          sessions.set(id, {transport});
          touch(id);
          log(`session ${id} started (${sessions.size} open)`);
        },
      });
      transport.onclose = () => {
        const id = transport.sessionId;
        const session = id ? sessions.get(id) : undefined;
        if (!id || !session) return;
        clearTimeout(session.idle);
        sessions.delete(id);
        log(`session ${id} ended (${sessions.size} open)`);
      };
      opening++;
      try {
        await makeServer().connect(transport);
        return await transport.handleRequest(req, res, message);
      } finally {
        opening--;
      }
    }

    if (req.method === 'GET' || req.method === 'DELETE') {
      const session = sessionId ? sessions.get(sessionId) : undefined;
      if (!session)
        return refuse(
          res,
          sessionId ? 404 : 400,
          sessionId ? `No session ${sessionId}.` : 'The Mcp-Session-Id header is missing.',
        );
      touch(sessionId!);
      return session.transport.handleRequest(req, res);
    }
    return refuse(res, 405, `${req.method} is not an MCP request: use POST, GET or DELETE.`, {
      headers: {Allow: 'POST, GET, DELETE'},
    });
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? error.stack : String(error)}`);
      refuse(res, 500, 'The server failed to answer this request.');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', resolve);
  });
  port = (server.address() as AddressInfo).port;
  return {
    server,
    port,
    close: async () => {
      await Promise.all([...sessions.values()].map((s) => s.transport.close()));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
