/**
 * From Pagefind's records (a page's top, or one of its `##`/`###` sections: ../sections.ts) to what
 * the reader sees: results grouped by page, each entry a section with its trail (`Limits › Memory`)
 * and an excerpt.
 *
 * Pagefind ranks records on their words (BM25, headings weighted above text). The reordering adds
 * what it cannot see, each signal between 0 and 1, weighed by RANKING and added to Pagefind's score
 * scaled to the best record's. Pages are then ordered by their best section plus a share of their
 * second, a page whose title or route is the query first.
 */
import type {PagefindAnchor, PagefindRecord} from './pagefind';
import {coverage, holdsPart, stem, STOP_WORDS, tokensOf, termParts, type ParsedQuery} from './query';

/**
 * What each signal is worth, against Pagefind's score of 1 for the best record. Each earns its
 * place on the tuning questions (tests/search/tuning.json): set to 0, it answers fewer first.
 */
const RANKING = {
  /** How much of the query the section's place names: page title, parent heading, heading. */
  trail: 0.6,
  /**
   * The heading is the query, give or take stop words ("Delete your account"), or the query with
   * its place ("Common Errors › Out of Memory" for "out of memory error").
   */
  exactHeading: 0.6,
  /** Neighbouring words of a query of three or more are neighbours in the section too. */
  pairs: 0.8,
  /** The query's words stand close together in the section (within PROXIMITY_WINDOW words). */
  proximity: 0.3,
  /** The section holds a name the reader typed as code (`$checkpoint`, `process.env`) as typed. */
  identifier: 1,
  /** The query asks how much ("how many logs are kept", "max size") and the section states a number. */
  quantity: 0.3,
  /** A page's second-best section adds this share of its score to the page's. */
  secondSection: 0.3,
};

export type Segment = {text: string; mark: boolean};

export type SearchEntry = {
  /** Where the entry opens: the page, or the page at the section's anchor. */
  url: string;
  /** The section's heading (the page title for the top of the page). */
  title: string;
  /** The headings above it: the page title, then a `##` heading for a `###` section. */
  trail: string[];
  excerpt: Segment[];
};

export type SearchGroup = {url: string; title: string; entries: SearchEntry[]};

export type Hit = {score: number; record: PagefindRecord};

const EXCERPT_WORDS = 24;
/** Queries of at least this many terms are weighed on how their words stand in the section. */
const PAIR_MIN_TERMS = 3;
const PROXIMITY_WINDOW = 8;

const withoutHash = (url: string) => url.replace(/#.*$/, '');

/** The words of a page's route, from its last segment (`/docs/event-sources/` → event sources). */
const routeWords = (url: string) =>
  (withoutHash(url).replace(/\/+$/, '').split('/').pop() ?? '').replace(/[-_]+/g, ' ');

/**
 * A record's words and where the section's own text lies among them: its heading comes first,
 * then `meta.body` words of text, then the page title and parent heading it carries for ranking.
 */
function layout(record: PagefindRecord) {
  const words = record.content.split(/\s+/).filter(Boolean);
  const start = Math.min(words.length, tokenCount(record.meta.title ?? ''));
  const bodyWords = Number(record.meta.body);
  const end = Number.isFinite(bodyWords) ? Math.min(words.length, start + bodyWords) : words.length;
  return {words, start, end, body: words.slice(start, end).join(' ')};
}

const tokenCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** How many of the query's terms the matched words in [from, to) hold (`this.$emit()` holds both). */
function termsMatched(parts: string[][], words: string[], locations: number[], from: number, to: number): number {
  const matched = locations.filter((l) => l >= from && l < to).flatMap((l) => tokensOf(words[l] ?? ''));
  return parts.filter((term) => term.every((p) => matched.some((w) => holdsPart(w, p)))).length;
}

/** The window of the section's text holding the most of the query's terms, then the most matches. */
function excerptOf(parts: string[][], words: string[], locations: number[], start: number, end: number) {
  const inBody = locations.filter((l) => l >= start && l < end).sort((a, b) => a - b);
  let from = start;
  let best = {terms: -1, matches: -1};
  for (const l of inBody) {
    const windowStart = Math.max(start, Math.min(l - 4, end - EXCERPT_WORDS));
    const terms = termsMatched(parts, words, inBody, windowStart, windowStart + EXCERPT_WORDS);
    const matches = inBody.filter((m) => m >= windowStart && m < windowStart + EXCERPT_WORDS).length;
    if (terms > best.terms || (terms === best.terms && matches > best.matches)) {
      best = {terms, matches};
      from = windowStart;
    }
  }
  const to = Math.min(end, from + EXCERPT_WORDS);
  const marked = new Set(inBody);
  const segments: Segment[] = [];
  const push = (text: string, mark: boolean) => {
    const last = segments[segments.length - 1];
    if (last && !last.mark && !mark) last.text += text;
    else segments.push({text, mark});
  };
  if (from > start) push('… ', false);
  for (let i = from; i < to; i++) {
    if (i > from) push(' ', false);
    push(words[i] ?? '', marked.has(i));
  }
  if (to < end) push(' …', false);
  return {segments, firstMatch: inBody.find((l) => l >= from && l < to)};
}

/** A text as typed, for comparing a heading with a query word for word. */
const verbatim = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!:;,]+$/, '');

/** The `####` headings inside a record's section. */
const innerHeadings = (record: PagefindRecord) => record.anchors.filter((a) => /^h[4-6]$/i.test(a.element));

/** The `####` heading that is what the reader typed (an error message, `$.export`): the entry opens there. */
const innerHeadingTyped = (record: PagefindRecord, query: ParsedQuery): PagefindAnchor | undefined =>
  innerHeadings(record).find((a) => verbatim(a.text) === verbatim(query.raw));

/** Stemmed words of a text, stop words left out, clause by clause. */
const clauses = (text: string) =>
  text.split(/[.!?;:,()[\]]+/).map((clause) =>
    tokensOf(clause)
      .filter((w) => !STOP_WORDS.has(w))
      .map(stem),
  );

/**
 * The share of the query's neighbouring terms that are neighbours in one of `texts` ("process
 * events one at a time" holds "one time" as the section's "one at a time" does). A long question
 * rarely has a section holding all its words; two of them side by side say it is about the question.
 */
/** @internal Exported for its unit test. */
export function pairShare(query: ParsedQuery, texts: readonly string[]): number {
  const terms = query.terms.map(stem);
  if (terms.length < PAIR_MIN_TERMS) return 0;
  const neighbours = new Set(
    texts.flatMap(clauses).flatMap((words) => words.slice(1).map((w, i) => `${words[i]} ${w}`)),
  );
  return terms.slice(1).filter((t, i) => neighbours.has(`${terms[i]} ${t}`)).length / (terms.length - 1);
}

/** The most of the query's distinct terms that any PROXIMITY_WINDOW words of `text` hold, as a share. */
/** @internal Exported for its unit test. */
export function proximityShare(query: ParsedQuery, text: string): number {
  const terms = new Set(query.terms.map(stem).filter((t) => !STOP_WORDS.has(t)));
  if (terms.size < PAIR_MIN_TERMS) return 0;
  const words = clauses(text).flat();
  let best = 0;
  words.forEach((_, i) => {
    const near = new Set(words.slice(Math.max(0, i - PROXIMITY_WINDOW + 1), i + 1).filter((w) => terms.has(w)));
    best = Math.max(best, near.size);
  });
  return best / terms.size;
}

/** The query asks for an amount; its answer states a number ("limit" alone asks for none). */
const asksForQuantity = (raw: string) =>
  /\b(?:how (?:many|much|big|large|long|often)|max|maximum|min|minimum|size)\b/i.test(raw);

/** A record's signals for a query, each 0 to 1 (`pagefind` relative to the best record's score). */
function signals(query: ParsedQuery, hit: Hit, top: number, ignore: ReadonlySet<string>) {
  const parts = termParts(query.terms);
  const {record} = hit;
  const heading = record.meta.title ?? '';
  const trail = [record.meta.page ?? '', record.meta.parent ?? ''];
  const {words, start, end, body} = layout(record);
  // A `####` heading inside the section names what it is about as the section's heading does.
  const headings = [
    {own: heading, placed: [...trail, heading]},
    ...innerHeadings(record).map((inner) => ({own: inner.text, placed: [...trail, heading, inner.text]})),
  ].map(({own, placed}) => ({own: coverage(parts, own, ignore), placed: coverage(parts, placed.join(' ')).share}));
  const text = words.slice(0, end).map((w) => w.toLowerCase());
  return {
    pagefind: hit.score / top,
    trail: Math.max(...headings.map((h) => h.placed)),
    exactHeading: headings.some((h) => h.own.exact || (h.own.share > 0 && h.own.within && h.placed === 1)) ? 1 : 0,
    quantity: asksForQuantity(query.raw) && /\d/.test(body) ? 1 : 0,
    pairs: pairShare(query, [words.slice(0, start).join(' '), body]),
    proximity: proximityShare(query, body),
    // A name followed by what cannot continue it: `$.export()`, `pipedream_upload_body=1`.
    identifier: query.identifiers.some((id) =>
      text.some((w) => w.startsWith(id) && /^(?:[^\p{L}\p{N}_.$]|[.?!:;,]*$)/u.test(w.slice(id.length))),
    )
      ? 1
      : 0,
  };
}

function weighed(s: ReturnType<typeof signals>): number {
  return (
    s.pagefind +
    RANKING.trail * s.trail +
    RANKING.exactHeading * s.exactHeading +
    RANKING.pairs * s.pairs +
    RANKING.proximity * s.proximity +
    RANKING.identifier * s.identifier +
    RANKING.quantity * s.quantity
  );
}

function entryOf(record: PagefindRecord, query: ParsedQuery): SearchEntry {
  const {words, start, end} = layout(record);
  const {segments, firstMatch} = excerptOf(termParts(query.terms), words, record.locations, start, end);
  const page = record.meta.page ?? record.meta.title ?? '';
  const heading = record.meta.title ?? page;
  const trail = Number(record.meta.level ?? 1) === 1 ? [] : [page, ...(record.meta.parent ? [record.meta.parent] : [])];
  // Open the entry at the `####` heading that is the query, or that the excerpt falls under.
  const inner =
    innerHeadingTyped(record, query) ??
    innerHeadings(record)
      .filter((a) => firstMatch !== undefined && a.location >= start && a.location <= firstMatch)
      .sort((a, b) => b.location - a.location)[0];
  return inner
    ? {url: `${withoutHash(record.url)}#${inner.id}`, title: inner.text, trail: [...trail, heading], excerpt: segments}
    : {url: record.url, title: heading, trail, excerpt: segments};
}

/**
 * Pagefind's records for the query, reordered and grouped by page: what the box shows, at most
 * `entriesPerGroup` sections under each page. `siteName`'s words do not count against a title that
 * is otherwise the query ("Pipedream SQL Service" is the page for "sql service").
 */
export function groupByPage(
  query: ParsedQuery,
  hits: readonly Hit[],
  {siteName = '', entriesPerGroup = Infinity}: {siteName?: string; entriesPerGroup?: number} = {},
): SearchGroup[] {
  const parts = termParts(query.terms);
  const ignore = new Set(tokensOf(siteName));
  // "pipedream cli install" is the page titled Installing the CLI: without the site's name too.
  const withoutSite = parts.filter((term) => !term.every((p) => ignore.has(p)));
  const asTitle = withoutSite.length && withoutSite.length < parts.length ? [parts, withoutSite] : [parts];
  const top = Math.max(...hits.map((h) => h.score), Number.MIN_VALUE);
  // A query that is only a name asks for the name, not its words: `$auth` is not the page at /auth/.
  const onlyNames = query.identifiers.length > 0 && query.words.length === tokensOf(query.identifiers.join(' ')).length;
  const pages = new Map<string, {group: SearchGroup; scores: number[]; aboutQuery: boolean; first: number}>();
  const scored = hits.map((hit, order) => ({hit, order, score: weighed(signals(query, hit, top, ignore))}));
  for (const {hit, score} of scored.sort((a, b) => b.score - a.score || a.order - b.order)) {
    const url = withoutHash(hit.record.url);
    let page = pages.get(url);
    if (!page) {
      const title = hit.record.meta.page ?? hit.record.meta.title ?? '';
      // A page whose title or route is the query is about it: it comes before broader pages.
      const aboutQuery =
        !onlyNames &&
        asTitle.some((ps) => coverage(ps, title, ignore).exact || coverage(ps, routeWords(url), ignore).exact);
      page = {group: {url, title, entries: []}, scores: [], aboutQuery, first: pages.size};
      pages.set(url, page);
    }
    page.scores.push(score);
    if (page.group.entries.length < entriesPerGroup) page.group.entries.push(entryOf(hit.record, query));
  }
  const pageScore = (p: {scores: number[]}) => (p.scores[0] ?? 0) + RANKING.secondSection * (p.scores[1] ?? 0);
  return [...pages.values()]
    .sort((a, b) => Number(b.aboutQuery) - Number(a.aboutQuery) || pageScore(b) - pageScore(a) || a.first - b.first)
    .map((p) => p.group);
}
