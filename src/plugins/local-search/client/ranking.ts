/**
 * From Pagefind's ranked records (a page's top or one of its sections, see
 * src/plugins/local-search/sections.ts) to what the reader sees: results grouped by page, as
 * DocSearch shows them, each entry a section with its trail (`Limits › Memory`) and an excerpt.
 *
 * Pagefind ranks records on their words (BM25, headings weighted above body text). Reordering the
 * records it returned adds what it cannot see: whether the section's heading or its place in the
 * page (page title, parent heading) names the query, whether the heading *is* the query,
 * whether one section holds every word, and whether it holds them side by side as typed. Pages are
 * then ordered by their best section, a page whose title is the query first.
 */
import type {PagefindAnchor, PagefindRecord} from './pagefind';
import {coverage, holdsPart, stem, STOP_WORDS, tokensOf, type ParsedQuery, termParts} from './query';

/**
 * Weights of the reordering, added to Pagefind's score scaled to 0–1 for the query's best
 * record. Chosen on the tuning half of the question bank (tests/search/tuning.json) and measured on
 * the held-out half; ../README.md records what each one bought on both. A fit of all of them at
 * once (`npm run search:weights`, cross-validated) gains nothing on questions it did not see.
 */
export const RANKING = {
  /** Share of the query named by the record's place: page title, parent heading, heading. */
  trail: 0.6,
  /** The page title names every term: the whole page is about the query. */
  pageTitle: 0.3,
  /**
   * The heading is the query, give or take stop words (`Delete your account`), or it is the query
   * with its place, the page title and parent heading (`Common Errors › Out of Memory` for "out of
   * memory error").
   */
  exactHeading: 0.6,
  /** Every query word is in the section's own text. */
  allInBody: 0.3,
  /** The heading is what the reader typed, word for word (an error message, a command). */
  verbatimHeading: 1,
  /** The section's text holds what the reader typed, three words or more, word for word. */
  phrase: 0.6,
  /**
   * Share of the query's neighbouring words that are neighbours in the section's heading and text
   * (queries of PAIR_MIN_TERMS terms or more, `pairShare`).
   */
  pairs: 0.8,
  /**
   * Share of the query's distinct terms that the section's text holds within PROXIMITY_WINDOW
   * words of each other (queries of PAIR_MIN_TERMS terms or more, `proximityShare`).
   */
  proximity: 0.3,
  /** The section's text holds a term typed as code (`$checkpoint`, `process.env`) as typed. */
  identifier: 1,
  /** The query asks how much (`how many logs are kept`, `max size`) and the section states a number. */
  quantity: 0.3,
  /** A page's second-best section adds this much of its score to the page's. */
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

/** Words of an excerpt. */
export const EXCERPT_WORDS = 24;

const withoutHash = (url: string) => url.replace(/#.*$/, '');

/** The words of a page's route, from its last segment (`/docs/event-sources/` → event sources). */
const routeWords = (url: string) =>
  (withoutHash(url).replace(/\/+$/, '').split('/').pop() ?? '').replace(/[-_]+/g, ' ');

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The record's text split into words, and where its own text starts and ends: a record's text is
 * its heading, then the section's text (`meta.body` words), then the page title and parent heading
 * it carries for ranking.
 */
function layout(record: PagefindRecord) {
  const words = record.content.split(/\s+/).filter(Boolean);
  const start = Math.min(words.length, wordCount(record.meta.title ?? ''));
  const bodyWords = Number(record.meta.body);
  const end = Number.isFinite(bodyWords) ? Math.min(words.length, start + bodyWords) : words.length;
  return {words, start, end};
}

/** Which query terms the record's matched words in [from, to) hold. */
function termsMatched(parts: string[][], words: string[], locations: number[], from: number, to: number): number {
  // Every word of a matched name counts (`this.$emit()` holds this and emit).
  const matched = locations.filter((l) => l >= from && l < to).flatMap((l) => tokensOf(words[l] ?? ''));
  return parts.filter((term) => term.every((p) => matched.some((w) => holdsPart(w, p)))).length;
}

/**
 * The excerpt: the window of the section's text that holds the most of the query's terms, then the
 * most matched words (Pagefind matches prefixes, so a list of paths can hold many matches of one
 * word and none of the others).
 */
function excerptOf(parts: string[][], words: string[], locations: number[], start: number, end: number) {
  const inBody = locations.filter((l) => l >= start && l < end).sort((a, b) => a - b);
  let from = start;
  let best = {terms: -1, matches: -1};
  for (const l of inBody) {
    const windowStart = Math.max(start, Math.min(l - 4, end - EXCERPT_WORDS));
    const windowEnd = windowStart + EXCERPT_WORDS;
    const terms = termsMatched(parts, words, inBody, windowStart, windowEnd);
    const matches = inBody.filter((m) => m >= windowStart && m < windowEnd).length;
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
  const firstMatch = inBody.find((l) => l >= from && l < to);
  return {segments, firstMatch};
}

/** A text as typed, for comparing a heading with a query word for word: case, spacing and the
 * punctuation that ends a sentence aside, but `$respond` is not `$.respond`. */
const verbatim = (text: string) =>
  text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!:;,]+$/, '');

/** The `####` headings inside a record's section. */
const innerHeadings = (record: PagefindRecord) => record.anchors.filter((a) => /^h[4-6]$/i.test(a.element));

/** The `####` heading inside the record that is what the reader typed, word for word. */
function innerHeadingTyped(record: PagefindRecord, query: ParsedQuery): PagefindAnchor | undefined {
  const typed = verbatim(query.raw);
  return innerHeadings(record).find((a) => verbatim(a.text) === typed);
}

/** Queries of at least this many terms are scored on their pairs of words (`pairs`). */
export const PAIR_MIN_TERMS = 3;

/**
 * The share of the query's neighbouring terms that are neighbours in one of `texts` too (a
 * section's heading, its text), stop words left out of both and words stemmed: "process events
 * one at a time" holds `one time` as "one at a time" does. Words on either side of a heading's
 * end or of punctuation are not neighbours. A long question rarely has a section holding all its
 * words, so Pagefind's ranking falls back on how many each holds, and a section that uses the
 * common ones ("workflow", "run") wins; two of the words side by side, as the reader put them,
 * say the section is about what the reader asked.
 */
export function pairShare(query: ParsedQuery, texts: readonly string[]): number {
  const terms = query.terms.map(stem);
  if (terms.length < PAIR_MIN_TERMS) return 0;
  const neighbours = new Set<string>();
  for (const clause of texts.flatMap((text) => text.split(/[.!?;:,()[\]]+/))) {
    const words = tokensOf(clause)
      .filter((w) => !STOP_WORDS.has(w))
      .map(stem);
    words.slice(1).forEach((w, i) => neighbours.add(`${words[i]} ${w}`));
  }
  const found = terms.slice(1).filter((t, i) => neighbours.has(`${terms[i]} ${t}`)).length;
  return found / (terms.length - 1);
}

/** Words (stop words aside) within which a section's text holds the query's terms together. */
export const PROXIMITY_WINDOW = 8;

/**
 * The most of the query's distinct terms (stemmed, stop words aside) that any PROXIMITY_WINDOW
 * words of `text` in a row hold, as a share of them. Where `pairShare` asks for the reader's
 * words side by side, this asks only that they be close: "process events one at a time" is
 * answered by "processes one event at a time", whose words are near one another but in another
 * order. A section that holds each word somewhere, far apart, is about something else.
 */
export function proximityShare(query: ParsedQuery, text: string): number {
  const terms = new Set(query.terms.map(stem).filter((t) => !STOP_WORDS.has(t)));
  if (terms.size < PAIR_MIN_TERMS) return 0;
  const words = tokensOf(text)
    .filter((w) => !STOP_WORDS.has(w))
    .map(stem);
  // How often each query term occurs in the window words[i - PROXIMITY_WINDOW + 1 .. i].
  const inWindow = new Map<string, number>();
  const count = (w: string | undefined, by: number) => {
    if (w === undefined || !terms.has(w)) return;
    const n = (inWindow.get(w) ?? 0) + by;
    if (n) inWindow.set(w, n);
    else inWindow.delete(w);
  };
  let best = 0;
  words.forEach((w, i) => {
    count(w, 1);
    count(words[i - PROXIMITY_WINDOW], -1);
    best = Math.max(best, inWindow.size);
  });
  return best / terms.size;
}

/** `needle` occurs in `haystack` as consecutive words. */
function containsRun(haystack: string[], needle: string[]): boolean {
  if (!needle.length || needle.length > haystack.length) return false;
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/**
 * The query asks for an amount: how many, how much, how big, large, long or often, a maximum,
 * minimum or size. Its answer is a number, which the section that answers it states. ("limit" is
 * not among the words: "Rate Limit Exceeded" asks for no amount.)
 */
const asksForQuantity = (raw: string) =>
  /\b(?:how (?:many|much|big|large|long|often)|max|maximum|min|minimum|size)\b/i.test(raw);

/** The signals of a record for a query, each 0 to 1 (`pagefind` relative to the best record). */
export function signals(query: ParsedQuery, hit: Hit, top: number, ignore: ReadonlySet<string> = new Set()) {
  const parts = termParts(query.terms);
  const {record} = hit;
  const heading = record.meta.title ?? '';
  const trail = [record.meta.page ?? '', record.meta.parent ?? ''];
  const {words, start, end} = layout(record);
  // A `####` heading inside the section names what it is about as the section's own heading does:
  // "component key naming" is the registry guidelines' General › Component key pattern.
  const headings = [
    {own: coverage(parts, heading, ignore), placed: coverage(parts, [...trail, heading].join(' ')).share},
    ...innerHeadings(record).map((inner) => ({
      own: coverage(parts, inner.text, ignore),
      placed: coverage(parts, [...trail, heading, inner.text].join(' ')).share,
    })),
  ];
  const placed = Math.max(...headings.map((h) => h.placed));
  const exactHeading = headings.some((h) => h.own.exact || (h.own.share > 0 && h.own.within && h.placed === 1));
  const text = words.slice(0, end).map((w) => w.toLowerCase());
  return {
    pagefind: hit.score / top,
    trail: placed,
    pageTitle: coverage(parts, trail[0] ?? '').share === 1 ? 1 : 0,
    // A heading of the query's words only, which its place (page title, parent heading) completes,
    // names the query too: "out of memory error" asks for Common Errors › Out of Memory, not
    // Limits › Memory.
    exactHeading: exactHeading ? 1 : 0,
    allInBody: parts.length && termsMatched(parts, words, record.locations, start, end) === parts.length ? 1 : 0,
    quantity: asksForQuantity(query.raw) && /\d/.test(words.slice(start, end).join(' ')) ? 1 : 0,
    // The section's heading, or a `####` heading inside it (`$.export`), is what was typed.
    verbatimHeading:
      verbatim(heading) === verbatim(query.raw) || innerHeadingTyped(record, query) !== undefined ? 1 : 0,
    phrase: query.words.length >= 3 && containsRun(tokensOf(words.slice(start, end).join(' ')), query.words) ? 1 : 0,
    // The section's heading and text, not the page title and parent heading its record carries.
    pairs: pairShare(query, [words.slice(0, start).join(' '), words.slice(start, end).join(' ')]),
    proximity: proximityShare(query, words.slice(start, end).join(' ')),
    // A name followed by what cannot continue it: `$.export()`, `pipedream_upload_body=1`.
    identifier: query.identifiers.some((id) =>
      text.some((w) => w.startsWith(id) && /^(?:[^\p{L}\p{N}_.$]|[.?!:;,]*$)/u.test(w.slice(id.length))),
    )
      ? 1
      : 0,
  };
}

export type Weights = typeof RANKING;

/** A record's score from its signals: Pagefind's, plus the weighted others. */
export function weighed(s: ReturnType<typeof signals>, w: Weights): number {
  return (
    s.pagefind +
    w.trail * s.trail +
    w.pageTitle * s.pageTitle +
    w.exactHeading * s.exactHeading +
    w.allInBody * s.allInBody +
    w.quantity * s.quantity +
    w.verbatimHeading * s.verbatimHeading +
    w.phrase * s.phrase +
    w.pairs * s.pairs +
    w.proximity * s.proximity +
    w.identifier * s.identifier
  );
}

function entryOf(record: PagefindRecord, query: ParsedQuery): SearchEntry {
  const {words, start, end} = layout(record);
  const {segments, firstMatch} = excerptOf(termParts(query.terms), words, record.locations, start, end);
  const page = record.meta.page ?? record.meta.title ?? '';
  const level = Number(record.meta.level ?? 1);
  const heading = record.meta.title ?? page;
  const trail = level === 1 ? [] : [page, ...(record.meta.parent ? [record.meta.parent] : [])];
  // A `####` heading inside the section that the excerpt falls under: open the entry there.
  // A `####` heading that is the query itself wins.
  const inner =
    innerHeadingTyped(record, query) ??
    (firstMatch === undefined
      ? undefined
      : innerHeadings(record)
          .filter((a) => a.location >= start && a.location <= firstMatch)
          .sort((a, b) => b.location - a.location)[0]);
  if (inner) {
    return {
      url: `${withoutHash(record.url)}#${inner.id}`,
      title: inner.text,
      trail: [...trail, heading],
      excerpt: segments,
    };
  }
  return {url: record.url, title: heading, trail, excerpt: segments};
}

/**
 * A record as the ranking sees it: its signals, the entry it shows, its page, and whether that
 * page's title or route is the query. All of it depends on the query alone, not on the weights.
 */
export type Weighable = {
  signals: ReturnType<typeof signals>;
  entry: SearchEntry;
  page: string;
  pageTitle: string;
  /** 2 when the page's title or route is the query (the page is about it), else 0. */
  titleIsQuery: number;
};

/**
 * Each record's signals for the query, in Pagefind's order. `siteName`'s words do not count against
 * a title that is otherwise the query ("Pipedream SQL Service" is the page for "sql service").
 */
export function weighable(query: ParsedQuery, hits: Hit[], {siteName = ''} = {}): Weighable[] {
  const parts = termParts(query.terms);
  const ignore = new Set(tokensOf(siteName));
  // The site's name asks for nothing on its own site: "pipedream cli install" is the page titled
  // Installing the CLI. Only for the title and route; as a word it still weighs as Pagefind found.
  const withoutSite = parts.filter((term) => !term.every((p) => ignore.has(p)));
  const asTitle = withoutSite.length && withoutSite.length < parts.length ? [parts, withoutSite] : [parts];
  const top = Math.max(...hits.map((h) => h.score), Number.MIN_VALUE);
  const onlyNames = query.identifiers.length > 0 && query.words.length === tokensOf(query.identifiers.join(' ')).length;
  return hits.map((hit) => {
    const page = withoutHash(hit.record.url);
    const pageTitle = hit.record.meta.page ?? hit.record.meta.title ?? '';
    // A page is about the query when its title or its route is the query: it is listed first,
    // above the sections of broader pages that use the same words. A query that is only a name
    // asks for the name, not its words: `$auth` is not the page at /auth/.
    const titleIsQuery =
      !onlyNames &&
      asTitle.some((ps) => coverage(ps, pageTitle, ignore).exact || coverage(ps, routeWords(page), ignore).exact)
        ? 2
        : 0;
    // Once per record: the pair signal tokenizes the section's text.
    return {
      signals: signals(query, hit, top, ignore),
      entry: entryOf(hit.record, query),
      page,
      pageTitle,
      titleIsQuery,
    };
  });
}

/**
 * Groups records by page, ordered by their weighed signals: `entriesPerGroup` limits the sections
 * shown under each page (the box shows a few, the results page all). `weights` are RANKING but for
 * scripts/search-weights.mts, which reweighs the same records many times.
 */
export function groupByPage(
  records: readonly Weighable[],
  {entriesPerGroup = Infinity, weights = RANKING}: {entriesPerGroup?: number; weights?: Weights} = {},
): SearchGroup[] {
  const scored = records.map((record, order) => ({record, order, score: weighed(record.signals, weights)}));
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  const pages = new Map<string, {group: SearchGroup; scores: number[]; exact: number; first: number}>();
  for (const {record, score} of scored) {
    let page = pages.get(record.page);
    if (!page) {
      page = {
        group: {url: record.page, title: record.pageTitle, entries: []},
        scores: [],
        exact: record.titleIsQuery,
        first: pages.size,
      };
      pages.set(record.page, page);
    }
    page.scores.push(score);
    // A heading that is what the reader typed (an error message, a name typed as code) answers it.
    if (record.signals.verbatimHeading === 1) page.exact = Math.max(page.exact, 1);
    if (page.group.entries.length < entriesPerGroup) page.group.entries.push(record.entry);
  }
  const pageScore = (p: {scores: number[]}) => (p.scores[0] ?? 0) + weights.secondSection * (p.scores[1] ?? 0);
  return [...pages.values()]
    .sort((a, b) => b.exact - a.exact || pageScore(b) - pageScore(a) || a.first - b.first)
    .map((p) => p.group);
}

/** Pagefind's records for the query, reordered and grouped by page: what the box shows. */
export function rankGroups(
  query: ParsedQuery,
  hits: Hit[],
  {entriesPerGroup = Infinity, siteName = ''} = {},
): SearchGroup[] {
  return groupByPage(weighable(query, hits, {siteName}), {entriesPerGroup});
}
