/**
 * /docs/llms.txt and /docs/llms-full.txt (https://llmstxt.org): the site's pages in sidebar
 * order, as links to their Markdown twins and as one file of all of them.
 *
 * Sections follow the sidebar's top level: each group (category) is a `##` section listing its
 * pages depth first, nested groups included; a page or link that stands alone at the top level
 * is a section of its own, under its sidebar label, so the sidebar's order holds throughout.
 * A page the sidebar lists twice appears once, where it is first listed; pages in no sidebar
 * follow in a last section, "Other pages".
 */

/** The sidebar items this reads (the docs plugin's loaded sidebars, after normalisation). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: 'link'; href: string; label: string; description?: string}
  | {type: 'html'};

export type TwinPage = {
  id: string;
  title: string;
  /** The label the sidebar shows (sidebar_label, else the title). */
  label: string;
  description: string;
  /** Absolute URL of the page's twin. */
  twinUrl: string;
  /** The twin itself. */
  markdown: string;
};

type Entry = {kind: 'page'; page: TwinPage} | {kind: 'link'; label: string; href: string; description?: string};
export type Section = {title: string; entries: Entry[]};

/**
 * The sections of llms.txt, in sidebar order. `absoluteHref` makes a sidebar link's target
 * absolute (a link may be written relative to the site).
 */
export function sidebarSections(
  sidebars: Record<string, SidebarItem[]>,
  pages: readonly TwinPage[],
  absoluteHref: (href: string) => string = (href) => href,
): Section[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const listed = new Set<string>();
  const pageEntry = (id: string): Entry[] => {
    const page = byId.get(id);
    if (!page || listed.has(id)) return [];
    listed.add(id);
    return [{kind: 'page', page}];
  };
  const entriesOf = (item: SidebarItem): Entry[] => {
    switch (item.type) {
      case 'doc':
      case 'ref':
        return pageEntry(item.id);
      case 'category':
        return [
          ...(item.link?.type === 'doc' && item.link.id ? pageEntry(item.link.id) : []),
          ...item.items.flatMap(entriesOf),
        ];
      case 'link':
        return [{kind: 'link', label: item.label, href: absoluteHref(item.href), description: item.description}];
      default:
        return [];
    }
  };

  const sections: Section[] = [];
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      const entries = entriesOf(item);
      const first = entries[0];
      if (!first) continue;
      const title =
        item.type === 'category'
          ? item.label
          : item.type === 'link'
            ? item.label
            : first.kind === 'page'
              ? ('label' in item && item.label) || first.page.label
              : '';
      sections.push({title, entries});
    }
  }
  const rest = pages.filter((page) => !listed.has(page.id));
  if (rest.length) sections.push({title: 'Other pages', entries: rest.map((page) => ({kind: 'page', page}))});
  return sections;
}

/** Text for a link label or a one-line description: on one line, brackets escaped. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const label = (text: string) => oneLine(text).replace(/[[\]\\]/g, '\\$&');

export function llmsTxt({
  title,
  description,
  sections,
  files = [],
}: {
  title: string;
  description: string;
  sections: Section[];
  /** Other files worth an assistant's while (such as the API's OpenAPI document), listed last. */
  files?: {title: string; url: string; description: string}[];
}): string {
  const lines = [`# ${oneLine(title)}`, ''];
  if (description) lines.push(`> ${oneLine(description)}`, '');
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const entry of section.entries) {
      const [text, url, about] =
        entry.kind === 'page'
          ? [entry.page.title, entry.page.twinUrl, entry.page.description]
          : [entry.label, entry.href, entry.description ?? ''];
      lines.push(`- [${label(text)}](${url})${about ? `: ${oneLine(about)}` : ''}`);
    }
    lines.push('');
  }
  if (files.length) {
    lines.push('## Files', '');
    for (const f of files) lines.push(`- [${label(f.title)}](${f.url}): ${oneLine(f.description)}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** Every page's twin, one after the other in the order of llms.txt. */
export function llmsFullTxt(sections: Section[]): string {
  return sections
    .flatMap((section) => section.entries)
    .flatMap((entry) => (entry.kind === 'page' ? [entry.page.markdown.trimEnd()] : []))
    .join('\n\n')
    .concat('\n');
}
