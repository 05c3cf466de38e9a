/**
 * Where the MCP server answers over HTTP and what it accepts there: the server (./http.ts) and the
 * reference nginx configuration (src/build/nginx-config.ts) read the same values.
 */

/** The endpoint's path under the site's base path: `/docs/mcp`. */
export const MCP_ENDPOINT = 'mcp';
/** The largest request accepted, over HTTP and over stdio: tool arguments are a few hundred bytes. */
export const MAX_REQUEST_BYTES = 256 * 1024;
/** Sessions open at once, by default. */
export const MAX_SESSIONS = 16;
/** A session no request has used for this long is ended, so abandoned sessions free their place. */
export const SESSION_IDLE_MS = 15 * 60 * 1000;
