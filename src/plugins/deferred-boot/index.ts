import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {filesUnder} from '../../build/files';
import {DEFAULT_CONFIG_FILE_NAME} from '@docusaurus/utils';
import {NEEDS_REACT_SELECTOR} from '../../data/components';

const NAME = 'deferred-boot';

/**
 * The longest the boot waits for an idle moment after `load`. An idle period normally comes
 * within a frame or two of the first paint; the bound only matters when the main thread stays
 * busy (the browser's layout of a long page, image decoding), and it must stay well below the
 * 1 s at which the bench taps the menu as a reader's first gesture, so that the boot is under way
 * by then as it was when the scripts ran before `load`.
 */
const IDLE_TIMEOUT_MS = 200;

/** The installed Docusaurus's default `ssrTemplate`, and the one line of it this plugin changes. */
const DEFAULT_TEMPLATE_MODULE = '@docusaurus/core/lib/ssg/ssgTemplate.html';
export const DEFAULT_SCRIPT_LINE = '<script src="<%= it.baseUrl %><%= script %>" defer></script>';
/**
 * Each script becomes a preload link. The entry's (`runtime~main.<hash>.js`, `main.<hash>.js`) are
 * fetched at once; the others, the route chunks, are named by links that fetch nothing
 * (`media="not all"`): boot.js preloads them once the first paint has been reported. See
 * ./README.md, "Why the route chunks wait for the first paint".
 */
export const DEFERRED_SCRIPT_LINE =
  '<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>"' +
  String.raw`<%~ /(^|\/)(runtime~)?main\.[\w-]+\.js$/.test(script) ? '' : ' media="not all"' %>` +
  ' data-deferred-boot>';

function tripwire(problem: string): Error {
  return new Error(
    `${NAME}: ${problem}. The plugin's ssrTemplate (src/plugins/${NAME}/ssr-template.eta) is the installed default with ` +
      `one line changed; derive it again from the new default (see src/plugins/${NAME}/README.md) or drop the plugin.`,
  );
}

/** The installed default template, read from Docusaurus itself. */
export function installedDefaultTemplate(): string {
  let template: unknown;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(DEFAULT_TEMPLATE_MODULE) as unknown;
    // The config loader (jiti) hands over a module's default export itself.
    template = typeof loaded === 'string' ? loaded : (loaded as {default?: unknown} | null)?.default;
  } catch {
    throw tripwire(`the installed Docusaurus has no default template at ${DEFAULT_TEMPLATE_MODULE}`);
  }
  if (typeof template !== 'string') throw tripwire(`${DEFAULT_TEMPLATE_MODULE} no longer exports the template`);
  return template;
}

const count = (text: string, part: string) => text.split(part).length - 1;

/**
 * The site's `ssrTemplate`: Docusaurus's default, but the page's scripts (`it.scripts`) are
 * preloaded instead of run, and the inline script of this plugin runs them after the first paint.
 * Throws, naming this plugin, unless the installed default is exactly this template with the
 * scripts' line put back: any change upstream (a new field, scripts emitted another way) stops
 * the build instead of being silently left out of the site's pages.
 */
export function ssrTemplate(installed: string = installedDefaultTemplate()): string {
  const own = fs.readFileSync(path.join(__dirname, 'ssr-template.eta'), 'utf8');
  if (count(installed, DEFAULT_SCRIPT_LINE) !== 1) {
    throw tripwire('the installed default ssrTemplate no longer emits each of it.scripts as one deferred <script>');
  }
  if (
    count(own, DEFERRED_SCRIPT_LINE) !== 1 ||
    own.replace(DEFERRED_SCRIPT_LINE, DEFAULT_SCRIPT_LINE).trim() !== installed.trim()
  ) {
    throw tripwire('the installed default ssrTemplate changed');
  }
  return own;
}

/** The inline script that starts the boot (./boot.js with its constants filled in). */
export function bootScript(): string {
  const code = fs
    .readFileSync(path.join(__dirname, 'boot.js'), 'utf8')
    .split('\n')
    .filter((line) => !line.trim().startsWith('//'))
    .join('\n')
    .replace("'__NEEDS_REACT__'", JSON.stringify(NEEDS_REACT_SELECTOR))
    .replace("'__IDLE_TIMEOUT_MS__'", String(IDLE_TIMEOUT_MS));
  if (/__[A-Z_]+__/.test(code)) throw new Error(`${NAME}: boot.js has a placeholder this plugin does not fill`);
  return code.trim();
}

/**
 * Starts the page's scripts at the first idle moment after `load` (at most IDLE_TIMEOUT_MS
 * later), or at once when the reader uses a control first; clicks and the search shortcut made
 * before React has hydrated are replayed once it has (./README.md). Needs `ssrTemplate` from this
 * module in the site config, which the plugin checks. The nginx config hashes the inline script
 * like the others (src/build/nginx-config.ts).
 */
export default function deferredBootPlugin(context: LoadContext): Plugin {
  if (context.siteConfig.ssrTemplate !== ssrTemplate()) {
    throw new Error(`${NAME}: set \`ssrTemplate: ssrTemplate()\` (from src/plugins/${NAME}) in docusaurus.config.ts`);
  }
  const script = bootScript();
  const configModule = path.join(context.generatedFilesDir, `${DEFAULT_CONFIG_FILE_NAME}.mjs`);
  return {
    name: NAME,
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {rules: [{test: (file: string) => file === configModule, use: [{loader: STRIP_TEMPLATE_LOADER}]}]},
      };
    },
    postBuild({outDir}) {
      // Checked in the output, not by the loader's calls: the bundler's cache skips loaders on a
      // rebuild, and a renamed config module would let the template back into every page.
      const leaked = jsFiles(path.join(outDir, 'assets', 'js')).filter((file) =>
        fs.readFileSync(file, 'utf8').includes('data-deferred-boot>'),
      );
      if (leaked.length) {
        throw new Error(
          `${NAME}: the ssrTemplate is in the browser's JavaScript (${leaked.map((f) => path.basename(f)).join(', ')}); ` +
            `the rule for ${DEFAULT_CONFIG_FILE_NAME}.mjs in src/plugins/${NAME}/index.ts matched nothing.`,
        );
      }
    },
  };
}

const STRIP_TEMPLATE_LOADER = path.join(__dirname, 'strip-template-loader.cjs');

function jsFiles(dir: string): string[] {
  return filesUnder(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}
