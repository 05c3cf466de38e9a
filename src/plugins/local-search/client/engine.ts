/**
 * The offline search: a query in, results grouped by page out. Loaded with the search box's
 * panel, never with the page: Pagefind on first use, the vocabulary only for a query that needs a
 * spelling correction.
 *
 * A query falls short when no section holds every word typed. Then, in order:
 *  1. the readers' words: each word readers use for what the pages name otherwise is replaced by
 *     the pages' word (src/data/reader-words.ts), and the box says so;
 *  2. spelling: each word no page has is corrected to the closest word the pages have; when the
 *     corrected query finds sections holding every word, the box shows them as results for it,
 *     unless a word corrected is a common English word (../common-words.ts: "premise" is not a
 *     misspelt "promise") and the rest of the query finds pages on its own;
 *  3. partial: otherwise it shows the sections holding some of the words, and says so.
 */
import {READER_WORDS} from '@site/src/data/reader-words';
import {commonWordsFile, SEARCH_FILES} from './files';
import {diagnose, loadPagefind, SearchUnavailableError, type Pagefind, type PagefindResult} from './pagefind';
import {isName, nameKey, NAME_FILTER} from './names';
import {holdsPart, indexForm, parseQuery, stem, termParts, tokensOf, wordsOf, type ParsedQuery} from './query';
import {groupByPage, type Hit, type SearchGroup} from './ranking';
import {createSpeller, MIN_CORRECTED_LENGTH, type Vocabulary} from './spelling';

export type SearchOutcome = {
  query: ParsedQuery;
  groups: SearchGroup[];
  /** Sections that match; more than are ranked when `limit` cut them. */
  matches: number;
  /** Sections ranked (at most `limit`). */
  ranked: number;
  /** The query as corrected, when the reader's words were in no page. */
  correctedTo?: string;
  /** The query in the pages' words, searched instead of the reader's, and each word replaced. */
  inPagesWords?: {text: string; replaced: [string, string][]};
  /** Misspelt words and the words searched in their place, when only some of those were found. */
  readAs?: [string, string][];
  /** Sections holding only some of the words are shown (fewer than PARTIAL_BELOW hold every word). */
  partial: boolean;
  /** With `partial`, how many sections hold every word of the query. */
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
 * In a query of NEAR_MATCH_TERMS words or more, sections holding all but one compete with those
 * holding all, at this share of their score: the section about a question often lacks one
 * incidental word of it ("rss feed check interval" for *Choose the polling interval*).
 */
const NEAR_MATCH_WEIGHT = 0.3;
const NEAR_MATCH_TERMS = 3;

type Found = {hits: Hit[]; matches: number; partial: boolean; whole: number; named: boolean};

const NOTHING: Found = {hits: [], matches: 0, partial: false, whole: 0, named: false};

/** Pagefind's records for a query, `null` meaning every record the filters select. */
type SearchFor = (query: string | null, filters?: Record<string, {any: string[]}>) => Promise<PagefindResult[]>;

/** Each Pagefind's answers, the one used last at the end (a Map keeps the order keys were set in). */
const answers = new WeakMap<Pagefind, Map<string, Promise<PagefindResult[]>>>();

/**
 * Pagefind's search, its last `kept` answers kept. A query's words are searched together and one
 * by one, again at each keystroke and in each fallback, and Pagefind takes milliseconds to answer a
 * common word found in hundreds of sections.
 */
function keptSearch(pagefind: Pagefind, kept: number): SearchFor {
  const recent = answers.get(pagefind) ?? new Map<string, Promise<PagefindResult[]>>();
  answers.set(pagefind, recent);
  return (query, filters) => {
    const key = JSON.stringify([query, filters]);
    const answer =
      recent.get(key) ?? pagefind.search(query, filters ? {filters} : undefined).then((found) => found?.results ?? []);
    recent.delete(key);
    recent.set(key, answer);
    if (recent.size > kept) recent.delete(recent.keys().next().value!);
    answer.catch(() => recent.get(key) === answer && recent.delete(key));
    return answer;
  };
}

/**
 * The records using a name the query holds (../names.ts), those holding its words too first:
 * Pagefind's word search splits `event_summaries` and ranks `$.send` below plain "send".
 */
async function namedResults(searchFor: SearchFor, query: ParsedQuery): Promise<PagefindResult[]> {
  const names = [...new Set(query.identifiers.map(nameKey))].filter(isName);
  if (!names.length) return [];
  const filters = {[NAME_FILTER]: {any: names}};
  const withWords = await searchFor(query.indexText, filters);
  const ids = new Set(withWords.map((r) => r.id));
  return [...withWords, ...(await searchFor(null, filters)).filter((r) => !ids.has(r.id))];
}

/** Each record holding any of the query's words: how many it holds, and Pagefind's scores summed. */
async function wordByWord(searchFor: SearchFor, query: ParsedQuery) {
  const counted = new Map<string, {result: PagefindResult; terms: number; score: number}>();
  for (const term of query.terms) {
    for (const result of await searchFor(indexForm(term))) {
      const seen = counted.get(result.id) ?? {result, terms: 0, score: 0};
      counted.set(result.id, {result, terms: seen.terms + 1, score: seen.score + result.score});
    }
  }
  return counted;
}

const rescored = (result: PagefindResult, score: number): PagefindResult => ({...result, score});

/** The sections a query finds, best first, with the best `limit` fetched. */
async function collect(searchFor: SearchFor, query: ParsedQuery, limit: number): Promise<Found> {
  const named = await namedResults(searchFor, query);
  const ids = new Set(named.map((r) => r.id));
  const everyWord = await searchFor(query.indexText);
  const matched = everyWord.filter((r) => !ids.has(r.id));
  const all = [...named, ...matched];
  let results = all;
  let partial = false;
  if (all.length < PARTIAL_BELOW && query.terms.length > 1) {
    // Sections holding every word first, then those with the most of the words.
    const counted = await wordByWord(searchFor, query);
    for (const result of all) {
      counted.set(result.id, {result, terms: Infinity, score: result.score + (counted.get(result.id)?.score ?? 0)});
    }
    results = [...counted.values()]
      .sort((a, b) => b.terms - a.terms || b.score - a.score)
      .map((c) => rescored(c.result, c.score));
    partial = results.length > all.length;
  } else if (query.terms.length >= NEAR_MATCH_TERMS) {
    const found = new Set(all.map((r) => r.id));
    const near = [...(await wordByWord(searchFor, query)).values()]
      .filter((c) => c.terms === query.terms.length - 1 && !found.has(c.result.id))
      .map((c) => rescored(c.result, c.score * NEAR_MATCH_WEIGHT));
    // Names found as names stay first; the rest compete on score.
    results = [...named, ...[...matched, ...near].sort((a, b) => b.score - a.score)];
  }
  const hits = await Promise.all(
    results.slice(0, limit).map(async (result) => ({score: result.score, record: await result.data()})),
  );
  return {hits, matches: results.length, partial, whole: partial ? everyWord.length : 0, named: named.length > 0};
}

/** The words Pagefind matched in the sections, lower case. */
function matchedWords(hits: Hit[]): string[] {
  return hits.flatMap(({record}) => {
    const words = record.content.split(/\s+/);
    return record.locations.flatMap((location) => tokensOf(words[location] ?? ''));
  });
}

/**
 * Every word of the query is among the words the sections matched: Pagefind falls back to shorter
 * prefixes (`webhok` finds `web`), which is not what was asked. Words too short to correct pass.
 */
const termsFound = (query: ParsedQuery, hits: Hit[]) =>
  termParts(query.terms).every((term) =>
    term.every((part) => part.length < MIN_CORRECTED_LENGTH || matchedWords(hits).some((w) => holdsPart(w, part))),
  );

const READERS = READER_WORDS.flatMap(({reader, pages}) =>
  reader.map((r) => ({reader: r.toLowerCase().split(/\s+/).map(stem), pages})),
);

/** The query's terms in the pages' words, or null when none is a reader's word (longest first). */
export function inPagesWords(terms: readonly string[]): {terms: string[]; replaced: [string, string][]} | null {
  const stems = terms.map(stem);
  const out: string[] = [];
  const replaced: [string, string][] = [];
  for (let i = 0; i < terms.length;) {
    const match = READERS.filter((e) => e.reader.every((w, j) => stems[i + j] === w)).sort(
      (a, b) => b.reader.length - a.reader.length,
    )[0];
    const length = match?.reader.length ?? 1;
    if (match) replaced.push([terms.slice(i, i + length).join(' '), match.pages]);
    out.push(match?.pages ?? terms[i]!);
    i += length;
  }
  return replaced.length ? {terms: out, replaced} : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What the reader typed with each term replaced by its fix (null leaves it out), part by part, so
 * that what made a name a name survives: `$send.htpp` → `$send.http`.
 */
function rewrite(query: ParsedQuery, fixes: readonly (string | null)[]): ParsedQuery {
  let text = query.raw;
  query.terms.forEach((term, i) => {
    const to = fixes[i]?.split(/[._/-]/) ?? [];
    term.split(/[._/-]/).forEach((part, j) => {
      if (to[j] === part) return;
      const word = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(part)}(?![\\p{L}\\p{N}])`, 'iu');
      text = text.replace(word, to.length ? (to[j] ?? '') : '');
    });
  });
  return parseQuery(text);
}

/**
 * Pagefind's answers a page keeps: enough for the words of the last few keystrokes and their
 * fallbacks. Each answer holds its results (and, in a browser, their data in Pagefind's worker),
 * often tens of kilobytes, so keeping more buys little speed for much memory.
 */
const ANSWERS_KEPT = 50;

/**
 * The search of the site at `baseUrl`. `open` gives the Pagefind it searches: by default the one
 * the page loads once (a test passes a fresh one to search as a page's first query does).
 * `answersKept` bounds the answers kept (see `keptSearch`).
 */
export function createSearch(
  baseUrl: string,
  siteName = '',
  {
    open = () => loadPagefind(baseUrl, SEARCH_FILES),
    answersKept = ANSWERS_KEPT,
  }: {open?: () => Promise<Pagefind>; answersKept?: number} = {},
) {
  const loaded = new Map<string, Promise<unknown>>();
  /** A JSON file of the index, fetched once when a query first needs it; a failed fetch is tried again. */
  const loadJson = <T>(file: string): Promise<T> => {
    let loading = loaded.get(file);
    if (!loading) {
      loading = fetch(`${baseUrl.replace(/\/$/, '')}${file}`).then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json();
      });
      loading.catch(() => loaded.delete(file));
      loaded.set(file, loading);
    }
    return loading as Promise<T>;
  };
  const loadSpeller = () => loadJson<Vocabulary>(SEARCH_FILES.vocabulary).then(createSpeller);
  /** Whether a word the speller changed is a common English word; null when that cannot be told. */
  const realWordsChanged = (terms: readonly string[], fixes: readonly (string | null)[]) =>
    Promise.all(
      terms
        .filter((term, i) => fixes[i] !== term)
        .map((term) => loadJson<{words: string[]}>(commonWordsFile(term)).then(({words}) => words.includes(term))),
    ).then(
      (known) => known.some(Boolean),
      () => null,
    );

  async function run(input: string, {limit, entriesPerGroup}: SearchOptions): Promise<SearchOutcome> {
    const typed = parseQuery(input);
    if (!typed.terms.length) return {query: typed, groups: [], matches: 0, ranked: 0, partial: false, whole: 0};
    const searchFor = keptSearch(await open(), answersKept);
    let query = typed;
    let found = await collect(searchFor, query, limit);
    const said: Pick<SearchOutcome, 'correctedTo' | 'inPagesWords' | 'readAs'> = {};
    // A name found as a name needs no correction, whatever Pagefind made of its words.
    const fallsShort = !found.hits.length || found.partial || (!found.named && !termsFound(query, found.hits));

    // 1. The readers' words. A reader's word counts as found only as itself: Pagefind leaves out a
    // word it has no entry for ("ram" in "give my workflow more ram") when the others match.
    const pagesWords = inPagesWords(query.terms);
    const matched = matchedWords(found.hits);
    const readersWordMissing = pagesWords?.replaced.some(([reader]) =>
      wordsOf(reader).some((part) => !matched.some((w) => holdsPart(w, part))),
    );
    if (pagesWords && (fallsShort || readersWordMissing)) {
      const rephrased = parseQuery(pagesWords.terms.join(' '));
      const retry = await collect(searchFor, rephrased, limit);
      const whole = !retry.partial && termsFound(rephrased, retry.hits);
      if (retry.hits.length && (whole || found.partial || !found.hits.length)) {
        query = rephrased;
        found = whole ? retry : {...retry, partial: true};
        said.inPagesWords = {text: rephrased.text, replaced: pagesWords.replaced};
      }
    }

    // 2. Spelling: each word no page has, corrected to the closest word of the pages.
    const fixes =
      !said.inPagesWords && fallsShort
        ? await loadSpeller().then(
            (s) => typed.terms.map(s.fix),
            () => null,
          )
        : null;
    if (fixes && fixes.some((fixed, i) => fixed !== typed.terms[i])) {
      const complete = fixes.every((f) => f !== null);
      const corrected = rewrite(typed, fixes);
      const retry = complete && corrected.terms.length ? await collect(searchFor, corrected, limit) : NOTHING;
      const realWords = retry.hits.length ? await realWordsChanged(typed.terms, fixes) : null;
      // The query without the words no page has: what is shown when no correction is.
      const rest = rewrite(
        typed,
        fixes.map((f, i) => (f === typed.terms[i] ? f : null)),
      );
      let partly: Found | undefined;
      const restFinds = async () => (partly ??= rest.terms.length ? await collect(searchFor, rest, limit) : NOTHING);
      if (retry.hits.length && !retry.partial && !(realWords && (await restFinds()).hits.length)) {
        query = corrected;
        found = retry;
        said.correctedTo = corrected.text;
      } else if (retry.hits.length && realWords === false) {
        // No section holds every corrected word, and none of them is a word in its own right
        // ("respnd immediatly"): the sections with some of them, said as such.
        query = corrected;
        found = {...retry, partial: true};
        said.readAs = typed.terms.flatMap((t, i) => (fixes[i] === t ? [] : [[t, fixes[i]!] as [string, string]]));
      } else {
        // 3. What the rest of the query finds holds some of the words typed, which it does.
        const {hits} = await restFinds();
        if (rest.terms.length) query = rest;
        found = hits.length ? {...partly!, partial: true, whole: 0} : NOTHING;
      }
    }
    return {
      query,
      groups: groupByPage(query, found.hits, {siteName, entriesPerGroup}),
      matches: found.matches,
      ranked: found.hits.length,
      ...said,
      partial: found.partial,
      whole: found.whole,
    };
  }

  return {
    /** Loads the index (Pagefind's script, its metadata and WebAssembly) ahead of the first query. */
    prepare: open,
    async search(input: string, options: SearchOptions): Promise<SearchOutcome> {
      try {
        return await run(input, options);
      } catch (error) {
        // Pagefind fetches the index as a search needs it: a file that fails then is reported too.
        if (error instanceof SearchUnavailableError) throw error;
        throw new SearchUnavailableError(await diagnose(baseUrl, SEARCH_FILES, error));
      }
    },
  };
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
