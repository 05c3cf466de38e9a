/**
 * The MCP server's tools and resource over a built site (./site.ts). Their names, arguments and
 * result fields are an interface assistants are configured against: the README says how they are
 * versioned (SERVER_VERSION below).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {BASE_PATH, SITE_TITLE} from '../data/site';
import {REDIRECTS} from '../data/redirects';
import {SPEC_DOWNLOADS} from '../plugins/openapi-reference/downloads';
import type {Header} from '../plugins/page-manifest/manifest';
import {SIDEBAR_FILE, type SidebarGroup, type SidebarNode} from '../plugins/markdown-twins/sidebar';
import {markdownTwinPath} from '../utils/routes';
import {MAX_URL_LENGTH, resolvePageUrl, type PageRef, type SiteUrls} from './page-urls';
import {MAX_RESULTS, siteSearch, type DocResult} from './search';
import {SiteFileError, type Site} from './site';

/**
 * The version of the tools' interface, given to clients at initialize: the major number changes
 * when a tool, an argument or a result field is removed or renamed, or changes meaning; the minor
 * when one is added.
 */
const SERVER_VERSION = '1.0.0';
const SERVER_NAME = 'pipedream-docs';

/** As long as the search box's field allows. */
const MAX_QUERY_LENGTH = 500;

/** A page longer than this gets a note on its size with get_page. */
const LONG_PAGE_BYTES = 32 * 1024;

/** What the server reads of the site once, when it starts (./start.ts). */
export type SiteData = {
  site: Site;
  /** Where readers find the site: `https://pipedream.com/docs/`, or the URL given with --url. */
  publicBase: string;
  urls: SiteUrls;
};

const MANIFEST = 'pages.json';
const LLMS = 'llms.txt';

/**
 * The site's pages, redirects and public address, read from the build: pages.json (the page
 * manifest) and llms.txt, whose links give the address the site was built for.
 */
export async function loadSiteData(site: Site): Promise<SiteData> {
  const required = async (file: string) => {
    try {
      return await site.readText(file);
    } catch (error) {
      if (error instanceof SiteFileError && error.missing)
        throw new SiteFileError(
          `${site.where} has no ${file}: it is not a build of this site (npm run build writes it).`,
          true,
        );
      throw error;
    }
  };
  const [manifestText, llmsTxt] = await Promise.all([required(MANIFEST), required(LLMS)]);
  let pages: PageRef[];
  try {
    const manifest = JSON.parse(manifestText) as {pages: {regularPath: string; title: string; headers: Header[]}[]};
    pages = manifest.pages.map((p) => ({route: p.regularPath, title: p.title, headers: p.headers}));
  } catch {
    throw new SiteFileError(`${site.nameOf(MANIFEST)} does not list the pages as this server expects.`);
  }
  // The site's own address, as its build wrote it into llms.txt's links.
  const built = /\]\((https?:\/\/[^/)\s]+)\//.exec(llmsTxt)?.[1];
  const canonicalBase = built ? `${built}${BASE_PATH}` : undefined;
  const publicBase = site.kind === 'url' ? site.baseUrl : (canonicalBase ?? site.baseUrl);
  const hosts = [...new Set([publicBase, canonicalBase].flatMap((u) => (u ? [new URL(u).host] : [])))];
  return {site, publicBase, urls: {base: BASE_PATH, hosts, pages, redirects: REDIRECTS}};
}

/** `site.read` for a tool: a missing file says what the build lacks. */
async function textOf(data: SiteData, file: string, missing: string): Promise<string> {
  try {
    return await data.site.readText(file);
  } catch (error) {
    if (error instanceof SiteFileError && error.missing) throw new SiteFileError(missing, true);
    throw error;
  }
}

const resultLine = (r: DocResult, i: number) =>
  `${i + 1}. ${r.title}${r.section ? ` › ${r.section}` : ''}\n   ${r.url}\n   ${r.excerpt}`;

/** Sidebar nodes as a Markdown list of links, groups nesting their items. */
function outline(nodes: readonly SidebarNode[], absolute: (path: string) => string, depth = 0): string[] {
  const indent = '  '.repeat(depth);
  return nodes.flatMap((node) => {
    if ('items' in node) {
      const head = node.path ? `[${node.label}](${absolute(node.path)})` : node.label;
      return [`${indent}- ${head}`, ...outline(node.items, absolute, depth + 1)];
    }
    if ('href' in node) return [`${indent}- [${node.label}](${node.href})`];
    return [`${indent}- [${node.title}](${absolute(node.path)})`];
  });
}

/** The groups of the sidebar, depth first, with their path of labels. */
function groupsOf(nodes: readonly SidebarNode[], trail: string[] = []): {labels: string[]; node: SidebarGroup}[] {
  return nodes.flatMap((node) => {
    if (!('items' in node)) return [];
    const labels = [...trail, node.label];
    return [{labels, node}, ...groupsOf(node.items, labels)];
  });
}

const text = (value: string) => ({type: 'text' as const, text: value});

/** A new MCP server over the site (one per session over HTTP; they share the site and its search). */
export function createDocsServer(data: SiteData, search: ReturnType<typeof siteSearch>): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, title: `${SITE_TITLE} documentation`, version: SERVER_VERSION},
    {
      instructions:
        `The ${SITE_TITLE} documentation (${data.publicBase}): search it with search_docs, read a page with get_page ` +
        '(any URL of the site, as Markdown), browse its outline with list_pages, and read the REST API as OpenAPI with ' +
        'get_openapi.',
    },
  );
  const absolute = (path: string) =>
    `${data.publicBase}${path.startsWith(BASE_PATH) ? path.slice(BASE_PATH.length) : path.replace(/^\//, '')}`;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the documentation',
      description:
        `Searches the ${SITE_TITLE} documentation as its search box does, with the same results in the same order: ` +
        'sections of pages, best first, each with its page title, its place on the page, its URL and an excerpt. ' +
        'Use it to find where the docs answer a question, then read the page with get_page. Words, not sentences, ' +
        `work best (for example "workflow memory limit"); at most ${MAX_QUERY_LENGTH} characters.`,
      inputSchema: {
        query: z
          .string()
          .min(1, 'query is empty: give the words to search for')
          .max(MAX_QUERY_LENGTH, `query is over ${MAX_QUERY_LENGTH} characters: give a few words`)
          .describe('What to search for, in a few words.'),
        limit: z
          .number()
          .int()
          .min(1)
          .max(MAX_RESULTS, `limit is at most ${MAX_RESULTS}, all the search box shows`)
          .optional()
          .describe(`How many results to return, the best first (1 to ${MAX_RESULTS}; all by default).`),
      },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string().describe("The page's title."),
            section: z.string().nullable().describe("The section's headings on the page; null for the page's top."),
            url: z.string().describe("The section's URL."),
            excerpt: z.string(),
          }),
        ),
        notes: z
          .array(z.string())
          .describe('What the search box says about the query: corrected, rephrased, partly matched or not found.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({query, limit}) => {
      const answer = await search.search(query, limit);
      return {
        content: [text([...answer.notes, ...answer.results.map(resultLine)].join('\n'))],
        structuredContent: answer,
      };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page as Markdown',
      description:
        `Returns a page of the ${SITE_TITLE} documentation as Markdown (its twin, exactly as the site publishes it). ` +
        'Takes any URL of the site a reader might paste: with or without the host and /docs/, ending in /, .html, ' +
        '/index.html or .md, with a #section, or an old path that now redirects.',
      inputSchema: {
        url: z
          .string()
          .min(1, 'url is empty: give a page URL such as /docs/limits/')
          .max(MAX_URL_LENGTH, `url is over ${MAX_URL_LENGTH} characters, longer than any URL of the site`)
          .describe('The page, e.g. https://pipedream.com/docs/limits/#memory or /limits.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({url}) => {
      const resolved = resolvePageUrl(url, data.urls);
      const twin = markdownTwinPath(`${BASE_PATH}${resolved.route.slice(1)}`, BASE_PATH).slice(BASE_PATH.length);
      const markdown = await textOf(
        data,
        twin,
        `The twin of ${resolved.route} (${twin}) is missing from ${data.site.where}.`,
      );
      const notes: string[] = [];
      if (resolved.redirectedFrom) notes.push(`${resolved.redirectedFrom} redirects to ${absolute(resolved.route)}.`);
      if (resolved.anchor) {
        const page = data.urls.pages.find((p) => p.route === resolved.route);
        const heading = page?.headers?.find((h) => h.slug === resolved.anchor);
        notes.push(
          heading
            ? `The URL points to the section “${heading.title}” (#${resolved.anchor}).`
            : `The URL points to #${resolved.anchor} on this page.`,
        );
      }
      const bytes = Buffer.byteLength(markdown);
      if (bytes > LONG_PAGE_BYTES) {
        notes.push(
          `This page is long: ${bytes.toLocaleString('en')} bytes, about ${Math.round(bytes / 4).toLocaleString('en')} tokens. ` +
            'search_docs finds the section that answers a question.',
        );
      }
      return {content: [text(markdown), ...(notes.length ? [text(notes.join('\n'))] : [])]};
    },
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the pages',
      description:
        `The outline of the ${SITE_TITLE} documentation, as its sidebar shows it: groups and pages with their titles ` +
        'and URLs. Give a group\'s label (such as "Workflows" or "Components") to list only that group.',
      inputSchema: {
        section: z
          .string()
          .max(200, 'section is over 200 characters: give a group label from the sidebar')
          .optional()
          .describe('A sidebar group, such as "Workflows"; the whole sidebar when left out.'),
      },
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async ({section}) => {
      const json = await textOf(
        data,
        SIDEBAR_FILE,
        `${data.site.where} has no ${SIDEBAR_FILE}: it was built before the sidebar was published; rebuild it (npm run build).`,
      );
      let nodes: SidebarNode[];
      try {
        nodes = Object.values(JSON.parse(json) as Record<string, SidebarNode[]>).flat();
      } catch {
        throw new SiteFileError(`${data.site.nameOf(SIDEBAR_FILE)} is not the sidebar's outline; rebuild the site.`);
      }
      if (!section?.trim()) return {content: [text(outline(nodes, absolute).join('\n'))]};
      const wanted = section.trim().toLowerCase();
      const groups = groupsOf(nodes);
      const group =
        groups.find((g) => g.labels.join(' › ').toLowerCase() === wanted) ??
        groups.find((g) => g.node.label.toLowerCase() === wanted);
      if (!group) {
        const top = nodes.flatMap((n) => ('items' in n ? [`“${n.label}”`] : []));
        throw new Error(`The sidebar has no group “${section.trim()}”. Its groups: ${top.join(', ')}.`);
      }
      return {content: [text([group.labels.join(' › '), ...outline(group.node.items, absolute)].join('\n'))]};
    },
  );

  server.registerTool(
    'get_openapi',
    {
      title: 'Read the REST API as OpenAPI',
      description:
        `The ${SITE_TITLE} REST API as an OpenAPI 3.1 document (YAML), as the site publishes it at ` +
        `${absolute(SPEC_DOWNLOADS.yaml)}: every endpoint, parameter, schema and example of the REST reference.`,
      annotations: {readOnlyHint: true, openWorldHint: false},
    },
    async () => ({
      content: [
        text(
          await textOf(
            data,
            SPEC_DOWNLOADS.yaml,
            `${data.site.where} has no ${SPEC_DOWNLOADS.yaml}: rebuild it (npm run build).`,
          ),
        ),
      ],
    }),
  );

  server.registerResource(
    'llms.txt',
    absolute(LLMS),
    {
      title: `${SITE_TITLE} documentation: llms.txt`,
      description:
        'Every page of the documentation in sidebar order, each a link to its Markdown with a one-line summary.',
      mimeType: 'text/plain',
    },
    async (uri) => ({
      contents: [
        {uri: uri.href, mimeType: 'text/plain', text: await textOf(data, LLMS, `${data.site.where} has no ${LLMS}.`)},
      ],
    }),
  );

  return server;
}
