/**
 * The built site the MCP server reads: a local build folder, or a published site by its URL. Both
 * answer one question, "the bytes of this file of the site", for a path relative to the base path
 * that is checked before anything is opened or fetched: no `..`, no absolute path, no encoded
 * form of either, and, for a folder, nothing a symbolic link leads to outside it.
 *
 * A URL is only ever fetched, never run: the server takes data files from the site (the Markdown
 * twins, llms.txt, the search index's data) and runs only code installed here (./search.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

/** fetch as Node provides it, before the search's guard (./search.ts) replaces the global one. */
const networkFetch = globalThis.fetch;

/** Larger than any file of the site (llms-full.txt is under 1 MB); a larger one is refused. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;
/** How long a published site has to answer one request. */
const FETCH_TIMEOUT_MS = 20_000;

export class SiteFileError extends Error {
  override name = 'SiteFileError';
  constructor(
    message: string,
    /** The file does not exist (as opposed to being refused or unreadable). */
    readonly missing = false,
  ) {
    super(message);
  }
}

/**
 * `relative` (a path inside the site, `/`-separated, as the server builds it) when it stays inside
 * the site; otherwise a SiteFileError. Decoded forms count: `%2e%2e` is `..`.
 */
export function safeRelativePath(relative: string): string {
  let decoded = relative;
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      throw new SiteFileError(`${relative} has a malformed percent-encoding.`);
    }
  }
  for (const form of [relative, decoded]) {
    if (!form || form.startsWith('/') || /^[a-z]:/i.test(form) || form.includes('\\') || form.includes('\0')) {
      throw new SiteFileError(`${relative} is not a path inside the site.`);
    }
    if (form.split('/').some((segment) => segment === '..' || segment === '.' || segment === '')) {
      throw new SiteFileError(`${relative} tries to leave the site.`);
    }
  }
  return relative;
}

/** The bytes as UTF-8 text, or a SiteFileError when they are not text (invalid UTF-8, NUL bytes). */
export function textOf(bytes: Uint8Array, name: string): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    throw new SiteFileError(`${name} is not a text file.`);
  }
  if (text.includes('\0')) throw new SiteFileError(`${name} is not a text file.`);
  return text;
}

export type Site = {
  kind: 'folder' | 'url';
  /** Where the site's files are, for messages: the folder, or the base URL. */
  where: string;
  /** The base URL the search engine requests the site's files under (a file: URL for a folder); ends in `/`. */
  baseUrl: string;
  /** The bytes of a file of the site, by its path relative to the base. */
  read: (relative: string) => Promise<Uint8Array<ArrayBuffer>>;
  /** A file's full name, for messages: its path in the folder, or its URL. */
  nameOf: (relative: string) => string;
  /** The same, as UTF-8 text. */
  readText: (relative: string) => Promise<string>;
};

const withText = (site: Omit<Site, 'readText' | 'nameOf'>): Site => {
  const nameOf = (relative: string) => `${site.where}${site.kind === 'folder' ? '/' : ''}${relative}`;
  return {...site, nameOf, readText: async (relative) => textOf(await site.read(relative), nameOf(relative))};
};

/**
 * The build in `dir`. Fails when the folder is not a build (no index.html), saying how to make one.
 */
export async function folderSite(dir: string): Promise<Site> {
  const root = path.resolve(dir);
  let realRoot: string;
  try {
    realRoot = await fs.realpath(root);
    await fs.access(path.join(realRoot, 'index.html'));
  } catch {
    throw new SiteFileError(
      `There is no build in ${root}: run "npm run build" first, or give another folder with --dir.`,
      true,
    );
  }
  const read = async (relative: string) => {
    const file = path.join(realRoot, ...safeRelativePath(relative).split('/'));
    let real: string;
    try {
      real = await fs.realpath(file);
    } catch {
      throw new SiteFileError(`${relative} is not in the build in ${root}.`, true);
    }
    if (real !== realRoot && !real.startsWith(`${realRoot}${path.sep}`)) {
      throw new SiteFileError(`${relative} leads outside the build in ${root} (a symbolic link); it is not read.`);
    }
    const stat = await fs.stat(real);
    if (!stat.isFile()) throw new SiteFileError(`${relative} is not a file of the build in ${root}.`, true);
    if (stat.size > MAX_FILE_BYTES)
      throw new SiteFileError(`${relative} is ${stat.size} bytes, over the limit of ${MAX_FILE_BYTES} bytes.`);
    return new Uint8Array(await fs.readFile(real));
  };
  return withText({kind: 'folder', where: root, baseUrl: `${pathToFileURL(realRoot).href}/`, read});
}

/**
 * The site published at `address` (`https://pipedream.com/docs/`; an origin alone gets the base
 * path `base`). Only http(s), without credentials. Nothing is requested until a file is read.
 */
export function urlSite(address: string, base: string): Site {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SiteFileError(
      `--url ${address} is not a URL; give the site's address, such as https://pipedream.com${base}.`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SiteFileError(`--url ${address} is not an http or https address.`);
  if (url.username || url.password)
    throw new SiteFileError(`--url ${address} carries credentials; the site is public.`);
  url.search = '';
  url.hash = '';
  if (url.pathname === '/') url.pathname = base;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  const baseUrl = url.href;

  const read = async (relative: string) => {
    const target = new URL(safeRelativePath(relative), baseUrl);
    if (!target.href.startsWith(baseUrl)) throw new SiteFileError(`${relative} is not a path inside the site.`);
    let response: Response;
    try {
      response = await networkFetch(target, {redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS)});
    } catch (error) {
      // fetch says only "fetch failed"; what failed (ECONNREFUSED, ENOTFOUND, a timeout) is its cause.
      type Cause = {code?: string; message?: string; errors?: {code?: string}[]};
      const cause = (error as {cause?: Cause}).cause;
      const why = cause?.code ?? cause?.errors?.[0]?.code ?? (cause?.message || (error as Error).message);
      throw new SiteFileError(`${target.href} could not be fetched (${why}): is the site up at ${baseUrl}?`);
    }
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      throw new SiteFileError(`${target.href} was answered with a redirect; give --url the site's final address.`);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new SiteFileError(`${target.href} was answered with ${response.status}.`, response.status === 404);
    }
    return readCapped(response, target.href);
  };
  return withText({kind: 'url', where: baseUrl, baseUrl, read});
}

/** The response's body, refused past MAX_FILE_BYTES whatever its Content-Length says. */
async function readCapped(response: Response, name: string): Promise<Uint8Array<ArrayBuffer>> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  const tooLarge = () => new SiteFileError(`${name} is over the limit of ${MAX_FILE_BYTES} bytes.`);
  if (declared > MAX_FILE_BYTES) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > MAX_FILE_BYTES) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(read.value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
