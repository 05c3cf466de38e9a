import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {devServerFiles} from '../../build/dev-server-files';
import {markdownTwinPath, withTrailingSlash} from '../../utils/routes';
import {convertPage} from './convert';
import {resolveImport} from './evaluate';
import {llmsFullTxt, llmsTxt, sidebarSections, type SidebarItem, type TwinPage} from './llms';
import {SIDEBAR_FILE, sidebarTree, type SidebarPage} from './sidebar';

const LLMS_FILE = 'llms.txt';
const LLMS_FULL_FILE = 'llms-full.txt';

/** Options: other files llms.txt lists after the pages, each with a path under the base URL. */
export type MarkdownTwinsOptions = {files?: {title: string; path: string; description: string}[]};

/**
 * Every page as exact Markdown, for readers and their AI assistants: a twin of each page at
 * `/docs/<route>.md` (`/docs/index.md` for the home page), `/docs/llms.txt` listing them in
 * sidebar order, `/docs/llms-full.txt` with all of them (see ./convert.ts and ./llms.ts), and
 * the sidebar's outline as `/docs/sidebar.json` (./sidebar.ts).
 *
 * The pages are converted as soon as the docs are loaded, before anything is bundled, so a page
 * the converter cannot write faithfully (a component it does not know, an expression it cannot
 * evaluate) stops the build in seconds, naming the file and the line. The files are written to
 * the generated folder, which the development server also serves, and copied into the build.
 * Twins are files, not routes: the sitemap, the search index and pages.json never see them.
 */
export default function markdownTwinsPlugin(context: LoadContext, options: MarkdownTwinsOptions = {}): Plugin {
  const {siteDir, siteConfig, generatedFilesDir} = context;
  const filesDir = path.join(generatedFilesDir, 'markdown-twins');
  const origin = new URL(siteConfig.url).origin;
  const baseUrl = siteConfig.baseUrl;
  const absolute = (pathname: string) => `${origin}${pathname}`;

  return {
    name: 'markdown-twins',
    async allContentLoaded({allContent}) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docsContent) throw new Error('markdown-twins: the docs plugin produced no content');
      const docsDir = path.join(siteDir, 'docs');
      const sourceOf = (source: string) => path.join(siteDir, source.replace(/^@site[\\/]/, ''));
      const docs = docsContent.loadedVersions.flatMap((version) => version.docs);
      const permalinks = new Map(docs.map((doc) => [sourceOf(doc.source), doc.permalink]));
      const sidebarPages = new Map<string, SidebarPage>();

      const files = new Map<string, string>();
      const pages: TwinPage[] = docs.map((doc) => {
        const file = sourceOf(doc.source);
        const markdown = convertPage(
          {
            file,
            source: fs.readFileSync(file, 'utf8'),
            title: doc.title,
            description: doc.description,
            pageUrl: absolute(withTrailingSlash(doc.permalink)),
            lastUpdatedAt: doc.lastUpdatedAt,
          },
          {
            siteRoot: absolute(baseUrl),
            baseUrl,
            docsDir,
            permalinkOf: (source) => permalinks.get(source),
            // The page's own imports (constants, components), loaded as Node loads the config.
            // eslint-disable-next-line @typescript-eslint/no-require-imports
            loadModule: (specifier, fromFile) => require(resolveImport(specifier, fromFile, siteDir)),
            displayPath: (f) => path.relative(siteDir, f),
            customFields: siteConfig.customFields,
          },
        );
        const twin = markdownTwinPath(doc.permalink, baseUrl);
        const relative = twin.slice(baseUrl.length);
        if (files.has(relative)) throw new Error(`markdown-twins: two pages would share the twin ${twin}`);
        files.set(relative, markdown);
        const sidebarLabel = doc.frontMatter.sidebar_label;
        const label = typeof sidebarLabel === 'string' ? sidebarLabel : doc.title;
        sidebarPages.set(doc.id, {title: doc.title, path: withTrailingSlash(doc.permalink), label});
        return {
          id: doc.id,
          title: doc.title,
          label,
          description: doc.description,
          twinUrl: absolute(twin),
          markdown,
        };
      });

      const sidebars = Object.assign({}, ...docsContent.loadedVersions.map((v) => v.sidebars)) as Record<
        string,
        SidebarItem[]
      >;
      const sections = sidebarSections(sidebars, pages, (href) => (href.startsWith('/') ? absolute(href) : href));
      files.set(
        LLMS_FILE,
        llmsTxt({
          title: siteConfig.title,
          description: siteConfig.tagline,
          sections,
          files: (options.files ?? []).map((f) => ({...f, url: absolute(`${baseUrl}${f.path}`)})),
        }),
      );
      files.set(LLMS_FULL_FILE, llmsFullTxt(sections));
      files.set(SIDEBAR_FILE, `${JSON.stringify(sidebarTree(sidebars, (id) => sidebarPages.get(id)))}\n`);

      fs.rmSync(filesDir, {recursive: true, force: true});
      for (const [relative, text] of files) {
        const target = path.join(filesDir, relative);
        fs.mkdirSync(path.dirname(target), {recursive: true});
        fs.writeFileSync(target, text);
      }
    },
    configureWebpack(config, isServer) {
      return isServer || config.mode !== 'development' ? {} : devServerFiles(filesDir, baseUrl);
    },
    async postBuild({outDir}) {
      fs.cpSync(filesDir, outDir, {recursive: true});
    },
  };
}
