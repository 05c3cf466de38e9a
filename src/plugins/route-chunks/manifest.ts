/**
 * The client manifest Docusaurus's build writes with react-loadable-ssr-addon-v5-slorber, and the
 * one change this plugin makes to it. Pure functions, so the unit tests run them against the
 * installed addon and core without a build.
 */

type ChunkId = string | number;

export type ClientManifest = {
  /** Entry names (`main`); each is also a key of `origins`. */
  entrypoints: string[];
  /** Lookup key → the ids of the chunks to load for it, in order. */
  origins: Record<string, ChunkId[]>;
  /** Chunk id → its files by extension. */
  assets: Record<string, Record<string, {file: string}[]>>;
};

/** What this plugin reads of a bundler chunk group (webpack's and Rspack's have it alike). */
export type ChunkGroupLike = {
  isInitial(): boolean;
  origins: readonly {request?: string | null}[];
  chunks: readonly {id?: ChunkId | null}[];
};

export const PLUGIN = 'route-chunks (src/plugins/route-chunks)';

/**
 * Every `import("request")` of the build, mapped to the chunks it loads: its chunk group's
 * chunks, shared vendor chunks first and the named chunk last, as the bundler orders them.
 */
export function importOrigins(groups: Iterable<ChunkGroupLike>): Map<string, ChunkId[]> {
  const byRequest = new Map<string, ChunkId[]>();
  for (const group of groups) {
    if (group.isInitial()) continue;
    const ids = group.chunks.map((chunk) => chunk.id).filter((id): id is ChunkId => id !== null && id !== undefined);
    for (const {request} of group.origins) {
      if (!request) continue;
      const known = byRequest.get(request) ?? [];
      byRequest.set(request, [...known, ...ids.filter((id) => !known.includes(id))]);
    }
  }
  return byRequest;
}

/**
 * The manifest with one more lookup key per `import()` request. Docusaurus's server render reports
 * the modules a page rendered by the request its route registry imports them with
 * (`@theme/DocItem`, `@site/docs/limits.mdx`, the route's props JSON), while the addon keys
 * `origins` by chunk name or chunk id under webpack 5 and Rspack, so none of them matched and
 * `it.scripts` held the entry's files only. Existing keys are left as they are.
 */
export function addImportOrigins(manifest: ClientManifest, origins: ReadonlyMap<string, ChunkId[]>): ClientManifest {
  assertManifestShape(manifest);
  if (origins.size === 0) {
    throw new Error(
      `${PLUGIN}: the client build has no chunk group with an import request; the bundler no longer ` +
        "reports chunk groups' origins, so no page can name its route chunks. Update or remove the plugin.",
    );
  }
  const added: ClientManifest['origins'] = {};
  for (const [request, ids] of origins) {
    if (request in manifest.origins) continue;
    const missing = ids.filter((id) => !(String(id) in manifest.assets));
    if (missing.length) {
      throw new Error(
        `${PLUGIN}: chunks ${missing.join(', ')} of import("${request}") are not in the client manifest's ` +
          'assets; the addon changed how it keys chunks. Update or remove the plugin.',
      );
    }
    added[request] = ids;
  }
  if (Object.keys(added).length === 0) {
    throw new Error(
      `${PLUGIN}: the client manifest already has a lookup key for every import request; the addon ` +
        'does what this plugin did. Remove the plugin.',
    );
  }
  return {...manifest, origins: {...manifest.origins, ...added}};
}

function assertManifestShape(manifest: unknown): asserts manifest is ClientManifest {
  const m = manifest as Partial<ClientManifest> | null;
  const ok =
    typeof m === 'object' &&
    m !== null &&
    Array.isArray(m.entrypoints) &&
    m.entrypoints.length > 0 &&
    typeof m.origins === 'object' &&
    typeof m.assets === 'object' &&
    m.entrypoints.every((entry) => Array.isArray(m.origins?.[entry]));
  if (!ok) {
    throw new Error(
      `${PLUGIN}: the client manifest is not { entrypoints, origins, assets } with an origin per entry; ` +
        'react-loadable-ssr-addon-v5-slorber changed its format. Update or remove the plugin.',
    );
  }
}

/** The JavaScript files of the entry points (the runtime and main.js), relative to the output. */
function entryScripts(manifest: ClientManifest): Set<string> {
  return new Set(
    manifest.entrypoints.flatMap((entry) =>
      (manifest.origins[entry] ?? []).flatMap((id) => (manifest.assets[String(id)]?.js ?? []).map((a) => a.file)),
    ),
  );
}

/** Every JavaScript file of the manifest, relative to the output (`assets/js/….js`). */
function allScripts(manifest: ClientManifest): Set<string> {
  return new Set(Object.values(manifest.assets).flatMap((byExt) => (byExt.js ?? []).map((a) => a.file)));
}

/**
 * Pages of the build that load the entry but name no other script of the build: what every page
 * looked like before this plugin. `pages` maps a page's file to its HTML.
 */
export function pagesWithoutRouteChunks(manifest: ClientManifest, pages: ReadonlyMap<string, string>): string[] {
  const entry = [...entryScripts(manifest)];
  const others = [...allScripts(manifest)].filter((file) => !entry.includes(file));
  return [...pages]
    .filter(([, html]) => entry.some((file) => html.includes(file)))
    .filter(([, html]) => !others.some((file) => html.includes(file)))
    .map(([file]) => file);
}
