import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Options} from 'beasties';
import {builtFile} from '../../build/files';
import {NOTICE_MARKUP} from '../boot-failure-notice';

export const NAME = 'critical-css';

/**
 * Rules inlined on every page although the page's HTML has nothing they match: beasties keeps a
 * rule only when its selector matches the HTML it reads, and these match what the page becomes
 * without that HTML changing. Why each (./README.md, "What the HTML does not show"):
 */
const ALWAYS_INLINED: RegExp[] = [
  // Dark mode: the theme's inline script sets data-theme on <html> before the first paint. The
  // HTML beasties reads says light (see `asPainted`), so the dark variants are kept here.
  /\[data-theme=["']?dark["']?\]/,
  // The colour-mode toggle shows the icon of the reader's stored choice (data-theme-choice, set
  // by the same script).
  /\[data-theme-choice=/,
  // beasties strips pseudo-classes from a selector before matching it, so one that is nothing but
  // `:where(…)` or `:is(…)` matches nothing: Infima's button colours, the theme's variables.
  /^:(?:where|is)\(/,
  // What the boot and hydration add when the reader acts before the stylesheet has arrived: the
  // mobile menu React renders on the first tap, the table of contents' highlight, the search
  // box's shortcut hint, the code blocks' copy and wrap buttons.
  /\.navbar-sidebar/,
  /\.theme-layout-navbar-sidebar/,
  /\.margin-right--md(?![\w-])/,
  /\.table-of-contents__link--active/,
  /\.shortcut_/,
  /\.(?:buttonGroup|copyButton\w*|wordWrapButton\w*)_/,
];

/**
 * beasties' options (the reasons in ./README.md, "Options"). `path` and `publicPath` are the
 * build's, given when the pages are processed.
 */
export const BEASTIES_OPTIONS = {
  // The stylesheet is read from the build folder, never fetched.
  external: true,
  remote: false,
  // A <link rel=preload as=style> starts the download with the HTML; a small inline script adds
  // the stylesheet with media="print" and switches it to "all" once it has loaded (an `onload`
  // property set by script, not an attribute, so the hashed-scripts CSP allows it). Readers
  // without JavaScript get a <noscript> stylesheet link.
  preload: 'js-lazy',
  noscriptFallback: true,
  // The full stylesheet stays the hashed file every page links, cached once for all of them.
  pruneSource: false,
  // Never inline the whole sheet, however small it becomes.
  inlineThreshold: 0,
  // Only the linked stylesheet is reduced; a <style> a page carries itself is left as it is.
  reduceInlineStyles: false,
  allowRules: ALWAYS_INLINED,
  // Keyframes only for the animations of the rules inlined.
  keyframes: 'critical',
  // The site uses the system's fonts: no @font-face to inline, no font to preload.
  fonts: false,
  inlineFonts: false,
  preloadFonts: false,
  compress: true,
} satisfies Options;

/** What beasties puts where the page's stylesheet link was, with `preload: 'js-lazy'`. */
const BEASTIES_BLOCK =
  /<style>([\s\S]*?)<\/style><link rel="preload" href="([^"]+)" as="style"><noscript><link rel="stylesheet" href="\2"><\/noscript><script data-href="\2" data-media="all">([\s\S]*?)<\/script>/g;

/** The stylesheet link of Docusaurus's template (deferred-boot/ssr-template.eta), as minified. */
const STYLESHEET_LINK = /<link rel=["']?stylesheet["']? href=["']?([^"'\s>]+)["']?\s*\/?>/g;

/** Docusaurus's one CSS asset for every page: `assets/css/styles.<hash>.css` under the base path. */
export const CSS_ASSET = /^assets\/css\/styles\.[0-9a-f]+\.css$/;

const countStyles = (html: string) => html.match(/<style\b/g)?.length ?? 0;

function tripwire(where: string, problem: string): Error {
  return new Error(`${NAME}: ${where}: ${problem}. See src/plugins/${NAME}/README.md.`);
}

/**
 * The page as beasties must read it: as it may be shown before the stylesheet has arrived.
 *
 * - The theme's inline script sets data-theme and data-theme-choice on <html> before the first
 *   paint; the HTML has neither. Here they are set as in light mode (the dark rules are kept by
 *   ALWAYS_INLINED).
 * - beasties matches selectors against what is inside its container (`data-beasties-container`,
 *   <html> by default), never against the container itself, so a rule on <html> alone (the code
 *   colours' variables on `[data-theme=light]`) would be left out: <html> is put in a container.
 * - The boot-failure notice's inline script adds its notice when the bundle cannot load, which is
 *   also when the stylesheet may not: with its markup in the page, beasties keeps exactly the
 *   rules that style it, Infima's buttons included.
 */
export function asPainted(html: string, where = 'the page'): string {
  const painted = html
    .replace(/<html\b/, '<div data-beasties-container><html data-theme=light data-theme-choice=system')
    .replace(/<\/body>/, `${NOTICE_MARKUP}</body></html></div>`);
  if (!painted.includes('data-theme=light') || !painted.includes(NOTICE_MARKUP)) {
    throw tripwire(where, 'it has no <html> or no </body>');
  }
  return painted;
}

export type Inlined = {html: string; css: string; href: string};

/**
 * The page with its critical CSS inlined: `original` with Docusaurus's stylesheet link replaced
 * by what beasties put there (`processed` is beasties' output for `asPainted(original)`). Only
 * that block is taken from beasties: the rest of the page stays byte for byte what Docusaurus
 * wrote (beasties rewrites every attribute with quotes and marks <html>). Throws, naming the
 * plugin, when either is not of the shape this relies on.
 */
export function spliceCriticalCss(
  original: string,
  processed: string,
  {where, baseUrl}: {where: string; baseUrl: string},
): Inlined {
  const links = [...original.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1) {
    throw tripwire(where, `Docusaurus's HTML links ${links.length} stylesheets where this plugin expects one`);
  }
  const [link] = links as [RegExpExecArray];
  const href = link[1]!;
  if (!href.startsWith(baseUrl) || !CSS_ASSET.test(href.slice(baseUrl.length))) {
    throw tripwire(where, `the stylesheet is ${href}, not ${baseUrl}assets/css/styles.<hash>.css`);
  }
  const blocks = [...processed.matchAll(BEASTIES_BLOCK)];
  const styles = countStyles(processed) - countStyles(original);
  if (blocks.length !== 1 || styles !== 1) {
    throw tripwire(
      where,
      `beasties' output is not one <style> followed by the preload link, the <noscript> link and the loader script ` +
        `(found ${blocks.length} such blocks and ${styles} new <style> elements): its output changed shape`,
    );
  }
  const [block] = blocks as [RegExpExecArray];
  const [text, css, blockHref] = block;
  if (blockHref !== href) throw tripwire(where, `beasties loads ${blockHref} instead of ${href}`);
  if (!css!.trim()) throw tripwire(where, 'beasties inlined no CSS');
  return {html: original.replace(link[0], text), css: css!, href};
}

/** The job the plugin hands to ./inline-pages.mts on stdin. */
export type Job = {outDir: string; baseUrl: string; files: string[]};

const INLINE_PAGES = path.join(__dirname, 'inline-pages.mts');

/**
 * Inlines each page's critical CSS with beasties after the build, and loads the full stylesheet
 * without holding the first paint (./README.md). Runs as a child process, ./inline-pages.mts:
 * beasties is CPU work for seconds, which then overlaps the search index's build (which blocks
 * the build's own thread) instead of following it; each page is replaced whole (a rename), so the
 * indexer never reads half a file.
 */
export default function criticalCssPlugin(context: LoadContext): Plugin {
  return {
    name: NAME,
    async postBuild({outDir, routesBuildMetadata, siteConfig}) {
      const baseUrl = siteConfig.baseUrl;
      const files = Object.keys(routesBuildMetadata)
        .sort()
        .map((route) => builtFile(outDir, route, baseUrl));
      const missing = files.filter((file) => !fs.existsSync(file));
      if (!files.length || missing.length) {
        throw new Error(`${NAME}: Docusaurus rendered no page at ${missing[0] ?? outDir}`);
      }
      const job: Job = {outDir, baseUrl, files};
      const child = spawn(process.execPath, ['--import', 'tsx', INLINE_PAGES], {
        cwd: context.siteDir,
        stdio: ['pipe', 'inherit', 'inherit'],
      });
      child.stdin.end(JSON.stringify(job));
      const code = await new Promise<number | null>((resolve, reject) => {
        child.on('error', reject);
        child.on('exit', resolve);
      });
      if (code !== 0) throw new Error(`${NAME}: inlining the critical CSS failed (${INLINE_PAGES})`);
    },
  };
}
