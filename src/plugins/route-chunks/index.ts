import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {filesUnder} from '../../build/files';
import {
  addImportOrigins,
  importOrigins,
  pagesWithoutRouteChunks,
  PLUGIN,
  type ChunkGroupLike,
  type ClientManifest,
} from './manifest';

/** The class Docusaurus's client build writes the client manifest with. */
const SSR_ADDON = 'react-loadable-ssr-addon-v5-slorber';

type SsrAddon = {options: {filename: string}};
type CompilerLike = {
  hooks: {afterEmit: {tap(name: string, fn: (compilation: {chunkGroups: Iterable<ChunkGroupLike>}) => void): void}};
};

/** The addon's class as installed for @docusaurus/core (not a dependency of the site itself). */
export function installedSsrAddon(): new (...args: never[]) => SsrAddon {
  const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const mod = require(require.resolve(SSR_ADDON, {paths: [coreDir]})) as new () => SsrAddon;
  if (typeof mod !== 'function') throw new Error(`${PLUGIN}: ${SSR_ADDON} no longer exports its plugin class.`);
  return mod;
}

/** Rewrites the manifest the addon has just written, once the client build has emitted. */
class ImportOriginsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: CompilerLike): void {
    compiler.hooks.afterEmit.tap('route-chunks', (compilation) => {
      const manifest = JSON.parse(fs.readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      const patched = addImportOrigins(manifest, importOrigins(compilation.chunkGroups));
      fs.writeFileSync(this.manifestPath, JSON.stringify(patched));
    });
  }
}

/**
 * Names each page's route chunks (DocRoot, the sidebar and version props, DocItem, the page's
 * MDX module…) in its HTML, in `it.scripts` after main.js, so they download with main.js instead
 * of after it. See ./README.md for where Docusaurus loses them and why this is safe.
 *
 * The build fails, naming this plugin, when the client build has no client manifest to patch,
 * when the manifest or the bundler's chunk groups change shape, or when a built page still names
 * no route chunk.
 */
export default function routeChunksPlugin(): Plugin {
  let manifestPath: string | null = null;
  return {
    name: 'route-chunks',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const Addon = installedSsrAddon();
      const addon = config.plugins?.find((p): p is SsrAddon & typeof p => p instanceof Addon);
      if (!addon) {
        // `docusaurus start` writes no client manifest: nothing is rendered on the server.
        if (config.mode !== 'production') return {};
        throw new Error(
          `${PLUGIN}: the client build has no ${SSR_ADDON} plugin, so there is no client manifest to ` +
            "complete. Docusaurus changed how it finds a page's scripts; update or remove the plugin.",
        );
      }
      manifestPath = addon.options.filename;
      // The plugin is typed by the little of the compiler it uses (CompilerLike), which serves both
      // webpack and Rspack; the configuration's type is webpack's alone.
      return {plugins: [new ImportOriginsPlugin(manifestPath) as never]};
    },
    postBuild({outDir}) {
      if (!manifestPath) return;
      // Read from the output, so a build that reused the bundler's cache is checked too.
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as ClientManifest;
      const pages = new Map(
        filesUnder(outDir)
          .filter((file) => file.endsWith('.html'))
          .map((file) => [file, fs.readFileSync(path.join(outDir, file), 'utf8')]),
      );
      const bare = pagesWithoutRouteChunks(manifest, pages);
      if (bare.length) {
        throw new Error(
          `${PLUGIN}: ${bare.length} built pages name no route chunk (${bare.slice(0, 3).join(', ')}…). ` +
            'Docusaurus no longer looks the modules a page rendered up by their import request; ' +
            'update or remove the plugin.',
        );
      }
    },
  };
}
