/**
 * The page entity of the specification, built from a doc's metadata and its rendered HTML.
 * Headers come from the built page rather than the Markdown source, so the manifest lists exactly
 * the `##`/`###` anchors a reader can link to, with the slugs Docusaurus gave them.
 */
export type Header = {level: 2 | 3; title: string; slug: string};

export type PageEntity = {
  title: string;
  frontmatter: Record<string, unknown>;
  /** Public path relative to the base path, e.g. `/limits/`. */
  regularPath: string;
  /** Source file relative to the docs folder, e.g. `limits.mdx`. */
  relativePath: string;
  /** Page identifier: the doc id, e.g. `limits`. */
  key: string;
  /** Route path as the router knows it, base path included, e.g. `/docs/limits/`. */
  path: string;
  headers: Header[];
};

export type SiteManifest = {
  title: string;
  description: string;
  base: string;
  headTags: unknown[];
};

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' '};

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&([a-z]+|#39);/gi, (m, name: string) => ENTITIES[name] ?? m);
}

/** The h2/h3 headings of a built page's article, in order. */
export function extractHeaders(html: string): Header[] {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  const article = start >= 0 && end > start ? html.slice(start, end) : html;
  const headers: Header[] = [];
  for (const m of article.matchAll(/<h([23])\b([^>]*)>([\s\S]*?)<\/h\1>/g)) {
    // Built pages are minified: attribute values may be quoted or bare.
    const id = (m[2] ?? '').match(/\bid=(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/);
    if (!id) continue;
    const slug = id[1] ?? id[2] ?? id[3] ?? '';
    const title = decodeEntities((m[3] ?? '').replace(/<[^>]+>/g, ''))
      .replace(/\u200b/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    headers.push({level: Number(m[1]) as 2 | 3, title, slug: decodeEntities(slug)});
  }
  return headers;
}

/** `@site/docs/a/b.mdx` → `a/b.mdx`. */
export function relativeSourcePath(source: string, docsDir = 'docs'): string {
  return source.replace(/^@site\//, '').replace(new RegExp(`^${docsDir}/`), '');
}
