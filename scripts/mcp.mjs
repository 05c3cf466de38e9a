#!/usr/bin/env node
// The documentation's MCP server (src/mcp/): search, pages, outline and the OpenAPI document of a
// built site, for AI assistants. Logs go to stderr; over stdio, stdout carries only the protocol.
//
//   npm run mcp                                   over stdio, reading build/
//   npm run mcp -- --dir path/to/build            another build folder
//   npm run mcp -- --url https://example.com/docs/  a published site (its data only; none of its code runs)
//   npm run mcp -- --http --port 3001             over Streamable HTTP at http://127.0.0.1:3001/docs/mcp
//
// HTTP options: --host (the address to listen on, default 127.0.0.1), --allowed-host and
// --allowed-origin (repeatable: a Host or Origin to accept besides loopback's, as behind a proxy),
// --max-sessions (default 16).
//
// A client that starts the server itself runs `node <checkout>/scripts/mcp.mjs` (this file is the
// package's `bin` too): `npm run` prints its own lines on stdout, where the protocol goes.
import {createRequire} from 'node:module';
import v8 from 'node:v8';

// Two V8 settings for a long-running server of small answers, made before anything loads:
// - The young generation keeps its first size while the server starts: nearly everything the
//   modules make survives, so V8 would grow it, and it would stay grown (--max-semi-space-size
//   says so only on node's command line, which a client starting this file does not give). Once
//   the server is up it may grow again: requests make short-lived objects, and a young
//   generation that small would move them to the old one, which would grow by more.
// - Pagefind's WebAssembly stays with V8's baseline compiler (Liftoff): optimizing its largest
//   function takes more memory than the whole index, for searches only somewhat faster.
v8.setFlagsFromString('--semi-space-growth-factor=1');
v8.setFlagsFromString('--liftoff-only');

// The server's TypeScript loads through tsx's require hook, in this thread: `node --import tsx`
// adds a loader thread, which costs a long-running server about 20 MB and a slower start. For the
// same reason esbuild, which tsx runs on a file missing from its cache, runs as a process of its
// own rather than as a thread it would keep for as long as the server runs; esbuild reads that
// setting when it loads, so tsx is required after it.
process.env.ESBUILD_WORKER_THREADS = '0';
const require = createRequire(import.meta.url);
require('tsx/cjs/api').register();
const {runMcp} = require('../src/mcp/cli.ts');
await runMcp(import.meta.url);
// The server is up: V8's own factor again (see above).
v8.setFlagsFromString('--semi-space-growth-factor=2');
