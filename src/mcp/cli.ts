/**
 * The command line of the MCP server (scripts/mcp.mjs, `npm run mcp`): its options, checked, and
 * a start that ends the process with a sentence on stderr when the site cannot be served.
 */
import path from 'node:path';
import {scriptOptions} from '../build/script-options';
import {MAX_SESSIONS} from './endpoint';
import {startMcp} from './start';

const LOOPBACK = ['127.0.0.1', 'localhost', '::1'];

function fail(message: string): never {
  process.stderr.write(`mcp: ${message}\n`);
  process.exit(1);
}

/** Runs the server as the entry script at `scriptUrl` (whose opening comment is the usage) is asked to. */
export async function runMcp(scriptUrl: string, args = process.argv.slice(2)): Promise<void> {
  const options = scriptOptions(
    scriptUrl,
    {
      dir: {type: 'string', default: path.resolve(path.dirname(__filename), '../../build')},
      url: {type: 'string'},
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: '3001'},
      host: {type: 'string', default: '127.0.0.1'},
      'allowed-host': {type: 'string', multiple: true, default: []},
      'allowed-origin': {type: 'string', multiple: true, default: []},
      'max-sessions': {type: 'string', default: String(MAX_SESSIONS)},
    },
    args,
  );
  const port = Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    fail(`--port must be a number from 0 to 65535, not "${options.port}"`);
  const maxSessions = Number(options['max-sessions']);
  if (!Number.isInteger(maxSessions) || maxSessions < 1)
    fail(`--max-sessions must be a whole number above 0, not "${options['max-sessions']}"`);
  if (options.http && !LOOPBACK.includes(options.host)) {
    process.stderr.write(
      `mcp: listening on ${options.host}, beyond loopback: put a proxy in front that limits who reaches it\n`,
    );
  }
  try {
    await startMcp({
      dir: path.resolve(options.dir),
      url: options.url,
      http: options.http
        ? {
            port,
            host: options.host,
            allowedHosts: options['allowed-host'],
            allowedOrigins: options['allowed-origin'],
            maxSessions,
          }
        : undefined,
    });
  } catch (error) {
    const {code, message} = error as NodeJS.ErrnoException;
    fail(code === 'EADDRINUSE' ? `port ${port} is in use: pick another with --port` : message);
  }
}
