/**
 * The offline search: a query in, results grouped by page out. Loaded with the search box's
 * panel, never with the page: Pagefind on first use, the vocabulary only for a query that needs a
 * spelling correction.
 */
import {commonWordsFile, SEARCH_FILES} from './files';
import {diagnose, loadPagefind, SearchUnavailableError, type Pagefind, type PagefindResult} from './pagefind';
import {isName, nameKey, NAME_FILTER} from './names';
import {holdsPart, indexForm, parseQuery, termParts, tokensOf, wordsOf, type ParsedQuery} from './query';
import {inPagesWords} from './readerWords';
import {groupByPage, weighable, type Hit, type SearchGroup, type Weighable} from './ranking';
import {createSpeller, MIN_CORRECTED_LENGTH, type Vocabulary} from './spelling';

export type SearchOutcome = {
  query: ParsedQuery;
  groups: SearchGroup[];
  /**
   * Sections that match: those holding every word, and those holding all but one of three or more
   * (or, for a partial search, any of them); more than `groups` hold when `limit` cut them.
   */
  matches: number;
  /** Sections ranked (at most `limit`). */
  ranked: number;
  /**
   * The ranked sections' signals, which `groups` orders with the ranking's weights: for
   * scripts/search-weights.mts, which reorders them with other weights without searching again.
   * Absent when nothing was searched.
   */
  records?: Weighable[];
  /** The query as corrected, when the reader's words were in no page. */
  correctedTo?: string;
  /**
   * The query in the pages' words (./readerWords.ts), searched instead of the reader's when those
   * fell short: its terms, and each reader's word with the pages' word that replaced it.
   */
  inPagesWords?: {text: string; replaced: [string, string][]};
  /**
   * Misspelt words, each with the word of the pages searched in its place, when the corrected query
   * finds only sections holding some of its words (then no `correctedTo`, and `partial`).
   */
  readAs?: [string, string][];
  /** Fewer than three sections hold every word (`whole` of them), so sections holding some are added. */
  partial: boolean;
  /** With `partial`, the sections that hold every word of the query: 0, 1 or 2. */
  whole: number;
};

export type SearchOptions = {
  /** Sections to rank: the more, the better the order, and the more the reader downloads. */
  limit: number;
  /** Sections shown under each page. */
  entriesPerGroup?: number;
};

/** Below this many sections holding every word, sections holding some of them are added. */
const PARTIAL_BELOW = 3;

/**
 * The records that use a name the query holds (./names.ts), those holding the query's words too
 * first: Pagefind's word search cannot find `event_summaries` (it splits the
 * query at `_`) and ranks the sections that use `$.send` below those that say "send" most.
 */
async function namedResults(pagefind: Pagefind, query: ParsedQuery): Promise<PagefindResult[]> {
  const names = [...new Set(query.identifiers.map(nameKey))].filter(isName);
  if (!names.length) return [];
  const filters = {[NAME_FILTER]: {any: names}};
  const withWords = (await pagefind.search(query.indexText, {filters}))?.results ?? [];
  const ids = new Set(withWords.map((r) => r.id));
  const rest = ((await pagefind.search(null, {filters}))?.results ?? []).filter((r) => !ids.has(r.id));
  return [...withWords, ...rest];
}

/**
 * Records holding all but one of the query's words compete with those holding all of them, their
 * score (the sum of Pagefind's for each word they hold) scaled by this much. Pagefind returns only
 * records holding every word, and a section about the question ("Choose the polling interval")
 * often lacks one incidental word of it ("rss feed check interval") that a weaker section happens
 * to use. Chosen on the tuning half; ../README.md has what it bought on every bank.
 */
const NEAR_MATCH_WEIGHT = 0.3;

/** Queries of at least this many terms let records holding all but one of them compete. */
const NEAR_MATCH_TERMS = 3;

type Counted = {result: PagefindResult; terms: number; score: number};

/** Each record holding any of the query's words: how many it holds and Pagefind's score for each, summed. */
async function wordByWord(pagefind: Pagefind, query: ParsedQuery): Promise<Map<string, Counted>> {
  const counted = new Map<string, Counted>();
  for (const term of query.terms) {
    for (const result of (await pagefind.search(indexForm(term)))?.results ?? []) {
      const seen = counted.get(result.id) ?? {result, terms: 0, score: 0};
      seen.terms += 1;
      seen.score += result.score;
      counted.set(result.id, seen);
    }
  }
  return counted;
}

const scored = ({result}: Counted, score: number): PagefindResult => ({
  id: result.id,
  score,
  data: () => result.data(),
});

async function collect(pagefind: Pagefind, query: ParsedQuery, limit: number) {
  const named = await namedResults(pagefind, query);
  const ids = new Set(named.map((r) => r.id));
  // Every record holding every word (those tagged with a name and holding the words are among them).
  const everyWord = (await pagefind.search(query.indexText))?.results ?? [];
  const matched = everyWord.filter((r) => !ids.has(r.id));
  const all = [...named, ...matched];
  let results: PagefindResult[] = all;
  let partial = false;
  if (all.length < PARTIAL_BELOW && query.terms.length > 1) {
    // Sections with the most of the words first, then by Pagefind's score for each word.
    const counted = await wordByWord(pagefind, query);
    for (const result of all) {
      // Those holding every word first.
      const words = counted.get(result.id);
      counted.set(result.id, {result, terms: Infinity, score: result.score + (words?.score ?? 0)});
    }
    results = [...counted.values()]
      .sort((a, b) => b.terms - a.terms || b.score - a.score)
      .map((c) => scored(c, c.score));
    partial = results.length > all.length;
  } else if (query.terms.length >= NEAR_MATCH_TERMS) {
    const found = new Set(all.map((r) => r.id));
    const near = [...(await wordByWord(pagefind, query)).values()]
      .filter((c) => c.terms === query.terms.length - 1 && !found.has(c.result.id))
      .map((c) => scored(c, c.score * NEAR_MATCH_WEIGHT));
    // Names found as names stay first; the rest compete on score.
    results = [...named, ...[...matched, ...near].sort((a, b) => b.score - a.score)];
  }
  const hits: Hit[] = await Promise.all(
    results.slice(0, limit).map(async (result) => ({score: result.score, record: await result.data()})),
  );
  const whole = partial ? everyWord.length : 0;
  return {hits, matches: results.length, partial, whole, named: named.length > 0};
}

/** The words Pagefind matched in the sections, lower case. */
function matchedWords(hits: Hit[]): string[] {
  const matched = new Set<string>();
  for (const {record} of hits) {
    const words = record.content.split(/\s+/);
    for (const location of record.locations) for (const token of tokensOf(words[location] ?? '')) matched.add(token);
  }
  return [...matched];
}

/** `part` (a stemmed word) is among the `matched` words (`holdsPart`). */
const isMatched = (matched: readonly string[], part: string) => matched.some((w) => holdsPart(w, part));

/** Every term of the query is among the words the sections matched (Pagefind matches prefixes
 * and, failing those, shorter prefixes: `webhok` finds `web`, which is not what was asked). */
function termsFound(query: ParsedQuery, hits: Hit[]): boolean {
  const matched = matchedWords(hits);
  return termParts(query.terms).every((term) =>
    term.every((part) => part.length < MIN_CORRECTED_LENGTH || isMatched(matched, part)),
  );
}

/** Every word had a correction (or needed none). */
const isComplete = (fixes: readonly (string | null)[]): fixes is string[] => fixes.every((f) => f !== null);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the reader typed, with each term replaced by its fix (`fixes[i]`, null to leave it out),
 * word by word, so that what made a name a name survives: `$send.htpp` → `$send.http`.
 */
function rewrite(query: ParsedQuery, fixes: readonly (string | null)[]): string {
  let text = query.raw;
  query.terms.forEach((term, i) => {
    const fixed = fixes[i];
    if (fixed === term) return;
    const from = term.split(/[._/-]/);
    const to = fixed === null || fixed === undefined ? [] : fixed.split(/[._/-]/);
    from.forEach((part, j) => {
      if (to[j] === part) return;
      const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(part)}(?![\\p{L}\\p{N}])`, 'iu');
      text = text.replace(word, to.length ? (to[j] ?? '') : '');
    });
  });
  return text;
}

/**
 * The search of the site at `baseUrl`. `open` gives the Pagefind it searches, for each query: by
 * default the one the page loads once (a test passes a fresh one to search as a first query does).
 */
export function createSearch(
  baseUrl: string,
  siteName = '',
  open: () => Promise<Pagefind> = () => loadPagefind(baseUrl, SEARCH_FILES),
) {
  const base = baseUrl.replace(/\/$/, '');
  /**
   * A JSON file of the index, fetched once when first needed and kept; a failed fetch is tried
   * again on the next query.
   */
  const lazyJson = <T>(file: string, read: (json: unknown) => T) => {
    let loaded: Promise<T> | null = null;
    return () => {
      loaded ??= fetch(`${base}${file}`)
        .then((response) => {
          if (!response.ok) throw new Error(`${response.status}`);
          return response.json() as Promise<unknown>;
        })
        .then(read);
      loaded.catch(() => {
        loaded = null;
      });
      return loaded;
    };
  };
  const loadSpeller = lazyJson(SEARCH_FILES.vocabulary, (json) => createSpeller(json as Vocabulary));
  const commonWordShards = new Map<string, () => Promise<ReadonlySet<string>>>();
  /** The common words that start as `word` does (one small file each, fetched once). */
  const loadCommonWords = (word: string) => {
    const file = commonWordsFile(word);
    let load = commonWordShards.get(file);
    if (!load) {
      load = lazyJson(file, (json): ReadonlySet<string> => new Set((json as {words: string[]}).words));
      commonWordShards.set(file, load);
    }
    return load();
  };

  /**
   * Whether a word the speller changed is a common English word the pages do not use
   * (../common-words.ts: "premise" is not a misspelt "promise", "sync" not a misspelt "async", nor
   * "isnt" a misspelt "isn"), or null without the list: then none is known to be a misspelling.
   */
  const realWordsChanged = async (terms: readonly string[], fixes: readonly string[]) => {
    const changed = terms.filter((term, i) => fixes[i] !== term);
    const known = await Promise.all(
      changed.map((term) => loadCommonWords(term).then((common) => common.has(term))),
    ).catch(() => null);
    return known && known.some(Boolean);
  };

  return {
    /** Loads the index (Pagefind's script, its metadata and WebAssembly) ahead of the first query. */
    prepare: open,

    async search(input: string, options: SearchOptions): Promise<SearchOutcome> {
      try {
        return await run(input, options);
      } catch (error) {
        // Pagefind fetches the index as a search needs it; a file that fails then is reported
        // like one that fails when it loads.
        if (error instanceof SearchUnavailableError) throw error;
        throw new SearchUnavailableError(await diagnose(baseUrl, SEARCH_FILES, error));
      }
    },
  };

  async function run(input: string, {limit, entriesPerGroup}: SearchOptions): Promise<SearchOutcome> {
    const query = parseQuery(input);
    if (!query.terms.length) return {query, groups: [], matches: 0, ranked: 0, partial: false, whole: 0};
    const pagefind = await open();
    let used = query;
    let found = await collect(pagefind, query, limit);
    let correctedTo: string | undefined;
    let inPages: SearchOutcome['inPagesWords'];
    let readAs: SearchOutcome['readAs'];
    // A name found as a name needs no correction, whatever Pagefind made of its words.
    const fallsShort = !found.hits.length || found.partial || (!found.named && !termsFound(query, found.hits));
    const pagesWords = inPagesWords(query.terms);
    // A reader's word counts as found only as itself. Pagefind leaves out a word it has no entry
    // for when the others match, and a short one is exempt from the check above (no spelling
    // correction reaches it), so "give my workflow more ram" did not fall short.
    const matched = matchedWords(found.hits);
    const readersWordMissing = pagesWords?.replaced.some(([reader]) =>
      wordsOf(reader).some((part) => !isMatched(matched, part)),
    );
    if (pagesWords && (fallsShort || readersWordMissing)) {
      // A reader's word for what the pages name differently (./readerWords.ts), tried before any
      // spelling correction: "rollback" is not a misspelt "callback".
      const rephrased = parseQuery(pagesWords.terms.join(' '));
      const retry = await collect(pagefind, rephrased, limit);
      const whole = !retry.partial && termsFound(rephrased, retry.hits);
      // Sections holding only some of the pages' words are still better than sections holding
      // only some of the reader's, and are shown as what they are.
      if (retry.hits.length && (whole || found.partial || !found.hits.length)) {
        used = rephrased;
        // Not `whole`: sections with some of the pages' words, and `retry.whole` (0 unless the
        // retry itself was partial) of them with all.
        found = whole ? retry : {...retry, partial: true};
        inPages = {text: rephrased.text, replaced: pagesWords.replaced};
      }
    }
    if (!inPages && fallsShort) {
      // A correction costs one download (the vocabulary), only for queries that need it.
      const speller = await loadSpeller().catch(() => null);
      const fixes = speller ? query.terms.map((term) => speller.fix(term)) : [];
      if (fixes.some((fixed, i) => fixed !== query.terms[i])) {
        const corrected = parseQuery(rewrite(query, fixes));
        const retry = corrected.terms.length ? await collect(pagefind, corrected, limit) : null;
        // The query without the words no page has: what is shown when no correction is.
        const rest = parseQuery(
          rewrite(
            query,
            fixes.map((f, i) => (f === query.terms[i] ? f : null)),
          ),
        );
        // Looked up only when a correction could be offered: it needs every word, and sections.
        const realWords = retry?.hits.length && isComplete(fixes) ? await realWordsChanged(query.terms, fixes) : null;
        let partly: Awaited<ReturnType<typeof collect>> | null | undefined;
        const restFinds = async () => {
          partly ??= rest.terms.length ? await collect(pagefind, rest, limit) : null;
          return Boolean(partly?.hits.length);
        };
        if (retry?.hits.length && !retry.partial && isComplete(fixes) && !(realWords && (await restFinds()))) {
          // A correction is offered only when every word no page has was corrected, and the
          // corrected query finds sections that hold all its words: "kubernetes helm chart" is
          // not "help chart", nor "run a docker container" "run contained". A word in its own
          // right is not replaced while the rest of the query finds pages: "sync workflows with
          // a git repo" is not about async.
          used = corrected;
          found = retry;
          correctedTo = corrected.text;
        } else if (retry?.hits.length && isComplete(fixes) && realWords === false) {
          // No section holds every corrected word, but none of the words corrected is a word in
          // its own right ("respnd immediatly to webhook"): the sections holding some of the
          // corrected words are shown as such, and the box says what it searched instead.
          used = corrected;
          found = {...retry, partial: true};
          readAs = query.terms.flatMap((term, i) => (fixes[i] === term ? [] : [[term, fixes[i]] as [string, string]]));
        } else {
          // Otherwise the words no page has are left out, and what the rest finds is shown as
          // holding some of the words typed, which it does.
          await restFinds();
          if (rest.terms.length) used = rest;
          // No section has the words no page has: none holds every word typed.
          found = partly?.hits.length
            ? {...partly, partial: true, whole: 0}
            : {hits: [], matches: 0, partial: false, whole: 0, named: false};
        }
      }
    }
    const records = weighable(used, found.hits, {siteName});
    return {
      query: used,
      groups: groupByPage(records, {entriesPerGroup}),
      matches: found.matches,
      ranked: found.hits.length,
      records,
      correctedTo,
      inPagesWords: inPages,
      readAs,
      partial: found.partial,
      whole: found.whole,
    };
  }
}

export type Search = ReturnType<typeof createSearch>;

const instances = new Map<string, Search>();

/** One search per site: the box and the results page share what was loaded. */
export function getSearch(baseUrl: string, siteName: string): Search {
  let search = instances.get(baseUrl);
  if (!search) {
    search = createSearch(baseUrl, siteName);
    instances.set(baseUrl, search);
  }
  return search;
}
