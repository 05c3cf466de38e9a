// Splits each page into the records the search index holds: the top of the page, and one record
// per `##` and `###` section. Readers search for the section that answers, so sections are what
// Pagefind ranks (a short section that holds every word of the query beats a long page that
// holds them far apart); the browser groups them back under their page.
//
// The input is what Pagefind itself extracted from the page (the text it would index and the word
// position of every heading with an id), so no HTML is parsed here and the text of a record is
// exactly the text a page-level index would hold.

import {NAME_FILTER, namesIn} from './client/names';

/** One page as Pagefind extracted it (a fragment of its index): its text and its headings. */
export type PageFragment = {
  url: string;
  content: string;
  meta: {title?: string};
  anchors: {element: string; id: string; text: string; location: number}[];
};
type Anchor = PageFragment['anchors'][number];
/**
 * How much each part of a record weighs against body text (Pagefind's data-pagefind-weight,
 * 0 to 10, quadratic): a section's own heading most, then the page title and the parent section's
 * heading, which every record of the page carries so that "limits memory" finds Limits › Memory.
 * Figures chosen on the tuning half of the question bank, tests/search/tuning.json (see README.md here).
 */
export const RECORD_WEIGHTS = {
  heading: 7,
  pageTitle: 3,
  parentHeading: 2.5,
  pageDescription: 1.5,
  /** The page's `keywords` front matter: words readers use for it that its text does not. */
  keywords: 6,
};

/**
 * A built page's HTML with a space before each block and table-cell element. Minified HTML has
 * no whitespace between `<td>` cells, list items or the lines of a code block, and Pagefind joins
 * their text into one word ("LimitValueCan it be raised?"), which no query finds.
 */
export function separateBlocks(html: string): string {
  return html.replace(
    /<(?=(?:td|th|tr|li|dt|dd|p|div|br|h[1-6]|pre|table|thead|tbody|tfoot|ul|ol|blockquote|section|summary|details|figcaption|hr)\b)/gi,
    ' <',
  );
}

const escapeHtml = (text: string) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Number of words Pagefind counted for a heading's text. */
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The records of one page, from its Pagefind fragment (`{url, content, meta: {title}, anchors}`).
 * Each is `{url, html}`: the top of the page at the page's URL, each section at `page#id`. Deeper
 * headings (`####`) stay inside their section as anchors, so a result can still open at them.
 */
export function sectionRecords(
  fragment: PageFragment,
  {description = '', keywords = []}: {description?: string | undefined; keywords?: readonly string[] | undefined} = {},
): {url: string; html: string}[] {
  const words = fragment.content.split(/\s+/);
  const pageTitle = fragment.meta.title ?? '';
  const anchors = fragment.anchors
    .filter((a) => /^h[1-6]$/i.test(a.element) && a.id)
    .sort((a, b) => a.location - b.location);
  const splits = anchors.filter((a) => /^h[23]$/i.test(a.element));
  const starts: {location: number; anchor: Anchor | null}[] = [
    {location: 0, anchor: null},
    ...splits.map((a) => ({location: a.location, anchor: a})),
  ];
  const records: {url: string; html: string}[] = [];
  let parent: Anchor | null = null;
  starts.forEach(({location, anchor}, i) => {
    const end = starts[i + 1]?.location ?? words.length;
    if (anchor && anchor.element.toLowerCase() === 'h2') parent = anchor;
    const heading = anchor ? anchor.text : pageTitle;
    // The heading's own words open the section's text; they go into the heading element instead.
    let at = Math.min(end, location + wordCount(heading));
    let body = '';
    const url = anchor ? `${fragment.url}#${anchor.id}` : fragment.url;
    for (const inner of anchors) {
      if (inner.location < at || inner.location >= end || splits.includes(inner)) continue;
      const innerEnd = Math.min(end, inner.location + wordCount(inner.text));
      body += `${escapeHtml(words.slice(at, inner.location).join(' '))}<h4 id="${escapeHtml(inner.id)}">${escapeHtml(words.slice(inner.location, innerEnd).join(' '))}</h4>`;
      at = innerEnd;
    }
    body += escapeHtml(words.slice(at, end).join(' '));
    const level = anchor ? Number(anchor.element.slice(1)) : 1;
    const parentHeading = level === 3 && parent ? parent.text : '';
    // The browser shows excerpts from the section's own words only: it needs to know where they end.
    const bodyWords = end - Math.min(end, location + wordCount(heading));
    const meta = {
      title: heading,
      page: pageTitle,
      ...(parentHeading ? {parent: parentHeading} : {}),
      level: String(level),
      body: String(bodyWords),
    };
    const metaHtml =
      Object.entries(meta)
        .map(([key, value]) => `<span data-pagefind-meta="${key}">${escapeHtml(value)}</span>`)
        .join('') +
      // The names the section uses, so that a query for one finds it however Pagefind splits it.
      [...namesIn(words.slice(location, end).join(' '))]
        .map((name) => `<span data-pagefind-filter="${NAME_FILTER}">${escapeHtml(name)}</span>`)
        .join('');
    // Heading first, then the section's words, then the context every record of the page carries.
    const headingHtml = anchor
      ? `<h2 id="${escapeHtml(anchor.id)}" data-pagefind-weight="${RECORD_WEIGHTS.heading}">${escapeHtml(heading)}</h2>`
      : `<h1 data-pagefind-weight="${RECORD_WEIGHTS.heading}">${escapeHtml(pageTitle)}</h1>`;
    const context = anchor
      ? `<p data-pagefind-weight="${RECORD_WEIGHTS.pageTitle}">${escapeHtml(pageTitle)}</p>` +
        (parentHeading
          ? `<p data-pagefind-weight="${RECORD_WEIGHTS.parentHeading}">${escapeHtml(parentHeading)}</p>`
          : '')
      : description
        ? `<p data-pagefind-weight="${RECORD_WEIGHTS.pageDescription}">${escapeHtml(description)}</p>`
        : '';
    // The page's keywords go with its top, after the context: excerpts come from the section's own
    // words only, so a reader never sees them.
    const keywordsHtml =
      !anchor && keywords.length
        ? `<p data-pagefind-weight="${RECORD_WEIGHTS.keywords}">${escapeHtml(keywords.join(' '))}</p>`
        : '';
    records.push({
      url,
      html:
        `<!doctype html><html lang="en"><head><title>${escapeHtml(heading)}</title></head><body>` +
        `<div hidden>${metaHtml}</div><main data-pagefind-body>${headingHtml}<div>${body}</div>${context}${keywordsHtml}</main></body></html>`,
    });
  });
  return records;
}
