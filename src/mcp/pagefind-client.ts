/**
 * Pagefind's browser client (`pagefind.js`) and its WebAssembly, taken from the `pagefind` package
 * installed here (the version package.json pins), never from the site the server reads.
 *
 * The npm package ships no client file: its binary writes the client with every index it builds,
 * which is where a build's `pagefind/pagefind.js` comes from. So the client is taken the same way,
 * from an index of one small page per language of the site, which the installed binary builds and
 * writes to a temporary folder, read and removed at once (once per process), with the WebAssembly
 * of each language. The
 * site then provides data only: the entry file, metadata, index chunks and fragments. Its
 * `version` must be this client's, or the search refuses to run (./search.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

export type PagefindClient = {
  /** The client's version, as it compares itself with an index (`pagefind_version` in the script). */
  version: string;
  /** pagefind.js, as Pagefind writes it. */
  script: string;
  /** The WebAssembly for each language asked for (and `unknown`), by the name of its `wasm.<name>.pagefind` file. */
  wasm: Map<string, Uint8Array>;
};

type PagefindModule = typeof import('pagefind');

const made = new Map<string, Promise<PagefindClient>>();

/** The installed Pagefind's client for a site in `languages` (`en`), made once per process. */
export function installedPagefindClient(languages: readonly string[]): Promise<PagefindClient> {
  const key = [...languages].sort().join(' ');
  let client = made.get(key);
  if (!client) {
    client = makeClient(languages);
    made.set(key, client);
    client.catch(() => made.delete(key));
  }
  return client;
}

/**
 * The installed package's ES module, by its file: Pagefind exports it to `import` only, and a
 * bare `import('pagefind')` does not resolve from every module tsx loads.
 */
function pagefindEntry(): string {
  for (const folder of require.resolve.paths('pagefind') ?? []) {
    const manifest = path.join(folder, 'pagefind', 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const {exports} = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {exports?: {'.'?: {import?: string}}};
    const entry = exports?.['.']?.import;
    if (entry) return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
  }
  throw new Error('The pagefind package is not installed: run npm install.');
}

async function makeClient(languages: readonly string[]): Promise<PagefindClient> {
  const pagefind = (await import(pagefindEntry())) as PagefindModule;
  const fail = (what: string, errors?: string[]) =>
    new Error(`The installed Pagefind could not ${what}${errors?.length ? `: ${errors.join('; ')}` : ''}.`);
  const {index, errors} = await pagefind.createIndex({});
  if (!index) throw fail('start', errors);
  try {
    for (const language of languages) {
      const page = `<html lang="${language.replace(/[^\w-]/g, '')}"><body><p>search</p></body></html>`;
      const added = await index.addHTMLFile({url: `/${language}/`, content: page});
      if (added.errors.length) throw fail('index a page', added.errors);
    }
    // Written to a folder and read from there: getFiles() would bring every file Pagefind writes
    // (its UIs too), base64-encoded twice, through the service's pipe into this process's heap.
    const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'pagefind-client-'));
    try {
      const written = await index.writeFiles({outputPath: folder});
      if (written.errors.length) throw fail('write its files', written.errors);
      const names = await fs.promises.readdir(folder);
      if (!names.includes('pagefind.js')) throw fail('write pagefind.js');
      const script = await fs.promises.readFile(path.join(folder, 'pagefind.js'), 'utf8');
      const version = /\bpagefind_version="([^"]+)"/.exec(script)?.[1];
      if (!version) throw fail('name its version in pagefind.js');
      const wasm = new Map<string, Uint8Array>();
      for (const name of names) {
        const language = /^wasm\.(.+)\.pagefind$/.exec(name)?.[1];
        if (language) wasm.set(language, new Uint8Array(await fs.promises.readFile(path.join(folder, name))));
      }
      return {version, script, wasm};
    } finally {
      await fs.promises.rm(folder, {recursive: true, force: true});
    }
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}
