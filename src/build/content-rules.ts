// The rules every documentation page must meet, run by the one page check
// (src/plugins/site-guard/validate.ts) in the build, the development server and the writers'
// command (scripts/check-content.mts, a stage of npm test), so a writer sees locally exactly what
// CI will reject. tests/unit/content.test.ts tests the rules themselves.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {Parser} from 'acorn';
import {createSlugger} from '@docusaurus/utils';
import {mdxProblems, parseMdx, type PageSite} from './mdx-rules';

/** A problem on a page: where it is (1-based line and column, in the file) and what is wrong. */
export type Problem = {line: number; column: number; message: string};
/** A front matter error at its place in the file, in a writer's words. */
export type FrontMatterError = {line: number; column: number; message: string};
/** A line of prose (outside code blocks) with its 1-based line number in the body. */
export type ProseLine = {text: string; line: number};
/** A fenced code block: its fence, language, the rest of its info string and its code. */
export type FenceBlock = {fence: string; lang: string; meta: string; line: number; code: string; unclosed?: boolean};
export type Heading = {level: number; title: string; slug: string; line: number};
/** Parsed front matter: whatever the YAML holds, so every field is checked before use. */
export type FrontMatter = Record<string, unknown>;
/** The platform constants (src/data/platform.ts), group by group. */
export type Constants = Record<string, Record<string, unknown>>;

const MIN_PROSE_WORDS = 150;
const MIN_H2_SECTIONS = 2;
const MIN_DESCRIPTION_CHARS = 20;
const FENCE_LANGUAGES = new Set([
  'javascript',
  'js',
  'typescript',
  'ts',
  'jsx',
  'tsx',
  'bash',
  'shell',
  'sh',
  'json',
  'text',
  'yaml',
  'http',
  'sql',
  'html',
  'ini',
  'diff',
  'xml',
  'css',
  'nginx',
  'python',
  'mdx',
  'markdown',
]);
const JS_LANGUAGES = new Set(['javascript', 'js']);
/** A page's `keywords`: a few terms, each a word or a short name for the page's subject. */
const MAX_KEYWORDS = 10;
const MAX_KEYWORD_WORDS = 3;

const isKeywordList = (keywords: unknown): keywords is string[] =>
  Array.isArray(keywords) && keywords.every((k) => typeof k === 'string' && k.trim());

/** Lower-case words, a trailing plural `s` dropped, for telling whether a page already has a keyword. */
const plainWords = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));

/**
 * What is wrong with a page's `keywords`: the words readers search with that the page does not
 * use, which the search indexes with the page and never shows. A keyword the page already holds
 * adds nothing, and a long list is the question bank copied, not the page's vocabulary.
 */
function keywordProblems(keywords: unknown, pageText: string): string[] {
  if (!isKeywordList(keywords)) return [];
  const problems: string[] = [];
  if (keywords.length > MAX_KEYWORDS) {
    problems.push(`\`keywords\` lists ${keywords.length} terms; keep the ${MAX_KEYWORDS} readers most use`);
  }
  const onPage = new Set(plainWords(pageText));
  const seen = new Set<string>();
  for (const keyword of keywords) {
    const words = plainWords(keyword);
    if (words.length > MAX_KEYWORD_WORDS) {
      problems.push(
        `\`keywords\`: "${keyword}" is more than ${MAX_KEYWORD_WORDS} words; a keyword is a term, not a question`,
      );
    } else if (words.every((w) => onPage.has(w))) {
      problems.push(`\`keywords\`: the page already says "${keyword}", so search finds it without the keyword`);
    } else if (seen.has(words.join(' '))) {
      problems.push(`\`keywords\`: "${keyword}" is listed twice`);
    }
    seen.add(words.join(' '));
  }
  return problems;
}

/**
 * Splits a page into front matter and body. An error is returned, never thrown, as
 * `{line, column, message}` in the file's own lines: a writer's sentence, not the parser's.
 */
export function readFrontMatter(source: string): {data: FrontMatter; body: string; error: FrontMatterError | null} {
  const lines = source.split('\n');
  // gray-matter reads an unclosed block to the end of the file, silently taking the page for YAML.
  if (/^---[ \t]*\r?$/.test(lines[0] ?? '') && !lines.slice(1).some((line) => /^---[ \t]*\r?$/.test(line))) {
    return {
      data: {},
      body: source,
      error: {line: 1, column: 1, message: 'front matter is not closed: end it with a line holding only ---'},
    };
  }
  try {
    // gray-matter caches by content unless given options; a fresh object keeps every error reported.
    const {data, content} = matter(source, {});
    return {data, body: content, error: null};
  } catch (err) {
    // js-yaml counts from 0 in the YAML text, which gray-matter starts with the newline that ends
    // the opening --- line: its line 1 is the file's line 2.
    const {
      mark,
      reason: why,
      message,
    } = err as {mark?: {line: number; column: number}; reason?: string; message?: string};
    const reason = String(why || message).split('\n')[0] ?? '';
    const hint = /mapping pair|mapping entry/.test(reason) ? ' (a value holding ": " needs quotes)' : '';
    return {
      data: {},
      body: source,
      error: {
        line: mark ? mark.line + 1 : 1,
        column: mark ? mark.column + 1 : 1,
        message: `front matter is not valid YAML: ${reason}${hint}`,
      },
    };
  }
}

/**
 * Words that start a task title ("Send a Slack message"): such a title is a sentence. Words ending
 * in "ing" ("Running asynchronous code") count as verbs too.
 */
const TASK_VERBS = new Set(
  (
    'accept access activate add allow apply authenticate authorize automate build call cancel capture change ' +
    'check choose clone close compare configure connect contribute convert copy create debug define delay ' +
    'delete deploy disable download edit email emit enable end explore export extend fetch filter find fix ' +
    'forward generate get give handle import insert inspect install invite invoke join keep learn listen ' +
    'load log make manage merge migrate monitor move notify open parse pass pause pick poll process publish ' +
    'pull push read receive redirect refresh remove rename replay reply report request reset resume retry ' +
    'return revoke rotate run save schedule search select send set share show sign skip sort start stop store ' +
    'subscribe switch sync test track transform trigger troubleshoot turn update upgrade upload use validate ' +
    'verify view wait watch write'
  ).split(' '),
);

/** Names a sentence-case title spells with their own capitals (or none: npm, axios). */
const TITLE_NAMES = new Set(
  (
    'Pipedream Google Sheets Sheet Slack Discord Airtable GitHub Twitter Node.js JavaScript Okta Zoom Strava ' +
    'HubSpot Intercom ServiceNow Zoho Amazon S3 npm axios'
  ).split(' '),
);

/** Joining words a Title Case title leaves in lower case. */
const SMALL_WORDS = new Set('a an and as at by for from in into of on or the to vs via with your'.split(' '));
const MAX_TITLE_CHARS = 60;

/** A word spelled as code or as an acronym keeps its spelling: `$event`, `@pipedream/platform`, HTTP, S3. */
const keepsSpelling = (word: string): boolean =>
  /[$@/.\d]/.test(word) || /^[A-Z]{2,}s?$/.test(word) || TITLE_NAMES.has(word);

/**
 * What is wrong with a title or sidebar label (`field`: the front matter key, for messages), as
 * sentences. The rules are CONTRIBUTING's "Titles and sidebar labels".
 */
export function titleProblems(title: string, field = 'title'): string[] {
  const problems: string[] = [];
  const quoted = `\`${field}\` "${title}"`;
  if (title.length > MAX_TITLE_CHARS) problems.push(`${quoted} is longer than ${MAX_TITLE_CHARS} characters`);
  if (/\.$/.test(title) && !/\.\.\.$/.test(title)) problems.push(`${quoted} ends with a period; drop it`);
  if (/\s-\s/.test(title)) problems.push(`${quoted} uses " - "; write a colon instead ("SSO: Okta")`);
  if (/^[a-z]/.test(title)) problems.push(`${quoted} starts with a lower-case letter`);
  // What follows a prefix ("Example: ", "Quickstart: ") is cased on its own.
  const head = title.slice(title.lastIndexOf(': ') + 1).trim();
  const words = head.split(/[\s/()]+/).filter((w) => /^[A-Za-z]/.test(w));
  if (words.length < 2) return problems;
  const first = words[0]!.toLowerCase();
  const isSentence = TASK_VERBS.has(first) || (/ing$/.test(first) && first.length > 4) || /[?!]$/.test(title);
  const rest = words.slice(1).filter((w) => !keepsSpelling(w));
  if (isSentence) {
    const capitals = rest.filter((w) => /^[A-Z]/.test(w));
    if (capitals.length) {
      problems.push(
        `${quoted} is a task, so it is written as a sentence: lower-case ${capitals.join(', ')} ` +
          '(a name keeps its capitals: add it to TITLE_NAMES in src/build/content-rules.ts)',
      );
    }
  } else {
    const lower = rest.filter((w) => /^[a-z]/.test(w) && !SMALL_WORDS.has(w));
    if (lower.length) {
      problems.push(
        `${quoted} names a feature or a reference, so it is in Title Case: capitalize ${lower.join(', ')} ` +
          '(a task starts with a verb: add a missing one to TASK_VERBS in src/build/content-rules.ts)',
      );
    }
  }
  return problems;
}

/**
 * What is wrong with a page's parsed front matter, as messages for the writer. The one home of the
 * front-matter rules: the content check and the build's site-guard both call it.
 */
export function frontMatterProblems(data: FrontMatter): string[] {
  const problems: string[] = [];
  if (typeof data.title !== 'string' || !data.title.trim()) problems.push('front matter needs a `title`');
  else problems.push(...titleProblems(data.title));
  if (typeof data.sidebar_label === 'string') problems.push(...titleProblems(data.sidebar_label, 'sidebar_label'));
  if (typeof data.description !== 'string' || data.description.trim().length < MIN_DESCRIPTION_CHARS) {
    problems.push(
      `front matter needs a one-sentence \`description\` (at least ${MIN_DESCRIPTION_CHARS} characters; ` +
        'it becomes the meta description and the search snippet)',
    );
  }
  if ('keywords' in data && !isKeywordList(data.keywords)) {
    problems.push('`keywords` must be a list of terms, such as [rollback, undo deploy]');
  }
  for (const key of ['pagination_prev', 'pagination_next']) {
    if (key in data && data[key] !== null && typeof data[key] !== 'string') {
      problems.push(`\`${key}\` must be null (to hide the link) or a doc id, not ${JSON.stringify(data[key])}`);
    }
  }
  return problems;
}

/**
 * Fenced code blocks with their info string, and the body with the blocks removed.
 * Fences open with ``` or ~~~ (3 or more) and close with the same character, at least as long.
 */
export function splitFences(body: string): {blocks: FenceBlock[]; prose: ProseLine[]} {
  const lines = body.split('\n');
  const blocks: FenceBlock[] = [];
  const prose: ProseLine[] = [];
  let open = null as (Omit<FenceBlock, 'code'> & {code: string[]}) | null;
  lines.forEach((line, i) => {
    const m = line.match(/^\s{0,3}(`{3,}|~{3,})(.*)$/);
    if (!open && m) {
      const info = m[2]!.trim();
      const [lang = '', ...meta] = info.split(/\s+/);
      open = {fence: m[1]!, lang, meta: meta.join(' '), line: i + 1, code: []};
      return;
    }
    if (open) {
      const close = line.match(/^\s{0,3}(`{3,}|~{3,})\s*$/);
      if (close && close[1]![0] === open.fence[0] && close[1]!.length >= open.fence.length) {
        blocks.push({...open, code: open.code.join('\n')});
        open = null;
      } else {
        open.code.push(line);
      }
      return;
    }
    prose.push({text: line, line: i + 1});
  });
  if (open) blocks.push({...open, code: open.code.join('\n'), unclosed: true});
  return {blocks, prose};
}

/** Counts the words of prose: code, markup, expressions and link targets left out. */
export function proseWords(body: string): number {
  const text = body
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^(import|export)\s.*$/gm, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\{[^}]*\}/g, ' x ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*_`>|:\-[\]]/g, ' ');
  return text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;
}

/** `## Heading` lines outside code, with level, text and the slug Docusaurus gives them. */
export function headings(proseLines: ProseLine[]): Heading[] {
  // The slugger the MDX loader gives headings their ids with, so anchors agree by construction.
  const slugger = createSlugger();
  return proseLines
    .map(({text, line}): Heading | null => {
      const m = text.match(/^(#{1,6})\s+(.+?)\s*#*\s*$/);
      if (!m) return null;
      const explicit = m[2]!.match(/\{#([\w-]+)\}\s*$/);
      const title = m[2]!.replace(/\s*\{#[\w-]+\}\s*$/, '');
      const plain = title.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
      return {level: m[1]!.length, title, slug: explicit ? explicit[1]! : slugger.slug(plain), line};
    })
    .filter((h) => h !== null);
}

/**
 * Literal spellings of the platform constants. Unit-bearing values ("512KB", "$19", "10,000")
 * are forbidden anywhere in prose; plain small numbers only with the word that makes them a
 * limit ("30 days", "Node.js 14"), since a bare "30" is usually something else.
 */
export function constantLiterals(constants: Constants): {ref: string; value: string; re: RegExp}[] {
  const rules: {ref: string; value: string; re: RegExp}[] = [];
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [group, values] of Object.entries(constants)) {
    if (group === 'URLS') continue;
    for (const [name, value] of Object.entries(values)) {
      const ref = `${group}.${name}`;
      if (typeof value === 'string') {
        if (!/\d/.test(value)) continue;
        // "512KB" also matches "512 KB" and "512kb"; "10,000" also matches "10000".
        const unit = value.match(/^([$]?)([\d.,]+)\s*([A-Za-z%]*)$/);
        let source: string;
        if (unit) {
          const [, sign = '', digits = '', suffix = ''] = unit;
          const num = digits.includes(',') ? `(?:${escape(digits)}|${digits.replace(/,/g, '')})` : escape(digits);
          source = `${escape(sign)}${num}${suffix ? `\\s?${escape(suffix)}` : ''}`;
        } else {
          source = escape(value);
        }
        // A comma or period ends the number unless a digit follows it ("10,000", "1.5").
        rules.push({ref, value, re: new RegExp(`(?<![\\w$]|\\d[.,])${source}(?!\\w|[.,]\\d)`, 'i')});
      } else {
        const n = String(value);
        const context = literalContext(name, n);
        if (context) rules.push({ref, value: n, re: new RegExp(context, 'i')});
      }
    }
  }
  return rules;
}

function literalContext(name: string, n: string): string | null {
  if (name === 'NODE_VERSION') return `\\bnode(?:\\.?js)?\\s*v?${n}\\b`;
  if (name.endsWith('_SECONDS')) return `\\b${n}\\s?(?:s|sec|secs|seconds?)\\b`;
  if (name.endsWith('_DAYS')) return `\\b${n}\\s?days?\\b`;
  if (name.endsWith('_MINUTES')) return `\\b${n}\\s?(?:min|minutes?)\\b`;
  if (name.endsWith('_MS')) return `\\b${n}\\s?(?:ms|milliseconds?)\\b`;
  if (/INVOCATIONS_LIMIT$/.test(name)) return `\\b${n}\\b`;
  if (name === 'INSPECTOR_EVENT_LIMIT') return `\\b${n}\\s+(?:most recent\\s+)?events\\b`;
  if (name === 'DEFAULT_WORKFLOW_QUEUE_SIZE') return `\\bqueue (?:size )?of ${n}\\b`;
  if (name === 'TEAM_MEMBER_LIMIT') return `\\b${n}\\s+(?:team\\s+)?members\\b`;
  if (name === 'HTTP_REQUESTS_PER_SECOND') return `\\b${n}\\s+(?:HTTP\\s+)?requests? (?:per|a) second\\b`;
  if (name === 'JSON_NESTED_OBJECTS_LIMIT') return `\\b${n}\\s+nested\\b`;
  return null;
}

/** Parses a JavaScript block the way Node.js would load a code step or a component file. */
export function parseJavaScript(code: string): (SyntaxError & {loc?: {line: number; column: number}}) | null {
  const options = {ecmaVersion: 'latest', allowAwaitOutsideFunction: true, locations: true} as const;
  try {
    Parser.parse(code, {...options, sourceType: 'module'});
    return null;
  } catch (moduleErr) {
    try {
      // CommonJS files may use `return` at the top level; give them the script grammar too.
      Parser.parse(code, {...options, sourceType: 'script', allowReturnOutsideFunction: true});
      return null;
    } catch {
      // acorn throws SyntaxErrors carrying the position (`loc`) of the problem.
      return moduleErr as SyntaxError & {loc?: {line: number; column: number}};
    }
  }
}

/**
 * The title or sidebar label a link's text spells in another casing, or null. Titles are recased
 * (see titleProblems), and links that name a page by its old casing must follow. Prose is left
 * alone: a link whose text only lower-cases the name ("see the [environment variables](…)"), or
 * only changes the case of its first letter, uses the words, not the name.
 */
function staleTitle(text: string, frontMatter: FrontMatter): {field: string; name: string} | null {
  const names = (['title', 'sidebar_label'] as const).flatMap((field) =>
    typeof frontMatter[field] === 'string' ? [{field, name: frontMatter[field]}] : [],
  );
  if (names.some(({name}) => name === text)) return null;
  const match = names.find(({name}) => name.toLowerCase() === text.toLowerCase());
  if (!match) return null;
  const changed = [...text].flatMap((c, i) => (c === match.name[i] ? [] : [i]));
  const lower = (c: string | undefined) => c !== undefined && c === c.toLowerCase();
  const prose = (changed.length === 1 && changed[0] === 0) || (lower(text[0]) && changed.every((i) => lower(text[i])));
  return prose ? null : {field: match.field === 'sidebar_label' ? 'sidebar label' : 'title', name: match.name};
}

/** Markdown images, which the MDX rules check (./mdx-rules.ts): not links to other pages. */
const IMAGE = /!\[[^\]]*\]\([^)]*\)/g;

/** The file a relative Markdown link names, or null for external or absolute links. */
function linkTarget(file: string, href: string): {problem: string} | {target: string; hash: string | undefined} | null {
  if (/^[a-z][a-z+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return null;
  const [p = '', hash] = href.split('#');
  if (!/\.mdx?$/.test(p)) return {problem: `relative link "${href}" must name a .md or .mdx file`};
  return {target: path.resolve(path.dirname(file), decodeURI(p)), hash};
}

/**
 * Checks one page. Returns a list of problems, each `{line, column, message}` in the file's own
 * lines; an empty list means the page passes. `site` is what a page may use (see mdxProblems in
 * ./mdx-rules.ts; its `constants` are the platform's numbers, for the literal rules);
 * `readOther(file)` returns another page's source (for anchor checks) or null.
 */
export function checkPage(
  file: string,
  source: string,
  {site, readOther = readIfExists}: {site?: PageSite; readOther?: (file: string) => string | null} = {},
): Problem[] {
  const problems: Problem[] = [];
  const add = (line: number, message: string, column = 1) => problems.push({line, column, message});
  const constants = site?.constants;
  const {data, body, error} = readFrontMatter(source);
  const bodyOffset = source.split('\n').length - body.split('\n').length;
  if (error) {
    add(error.line, error.message, error.column);
    return problems;
  }
  if (!/^---\r?\n/.test(source)) add(1, 'the page must start with front matter (---)');
  for (const message of frontMatterProblems(data)) add(frontMatterLine(source, message), message);
  const pageText = [data.title, data.description, body].filter((t) => typeof t === 'string').join(' ');
  for (const message of keywordProblems(data.keywords, pageText)) add(frontMatterLine(source, message), message);

  // The page as MDX: a syntax error is reported at its line in the file; the other rules read the tree.
  try {
    const tree = parseMdx(body);
    if (site) {
      for (const p of mdxProblems(tree, site)) add(p.line + bodyOffset, p.message, p.column);
    }
  } catch (err) {
    type Point = {line?: number; column?: number};
    const e = err as Point & {place?: Point & {start?: Point}; reason?: string; message?: string};
    const line = e.line ?? e.place?.line ?? e.place?.start?.line;
    const column = e.column ?? e.place?.column ?? e.place?.start?.column ?? 1;
    const written = line ? (body.split('\n')[line - 1] ?? '') : '';
    add(line ? line + bodyOffset : 1, mdxSyntaxMessage(String(e.reason || e.message), written), column);
  }

  const {blocks, prose} = splitFences(body);
  const at = (line: number) => line + bodyOffset;
  const hs = headings(prose);
  for (const h of hs.filter((x) => x.level === 1)) {
    add(at(h.line), `"# ${h.title}": the title is the page's only h1; use ## for sections`);
  }
  let previous = 1;
  for (const h of hs) {
    if (h.level > previous + 1) add(at(h.line), `heading "${h.title}" skips from h${previous} to h${h.level}`);
    previous = h.level;
  }
  const h2 = hs.filter((x) => x.level === 2).length;
  if (h2 < MIN_H2_SECTIONS) add(1, `needs at least ${MIN_H2_SECTIONS} ## sections (has ${h2})`);
  const words = proseWords(body);
  if (words < MIN_PROSE_WORDS) add(1, `needs at least ${MIN_PROSE_WORDS} words of prose (has ${words})`);

  for (const b of blocks) {
    if (b.unclosed) add(at(b.line), 'code block is never closed');
    if (!b.lang) {
      add(at(b.line), 'code block names no language (```javascript, ```bash, ```json, ```text …)');
    } else if (!FENCE_LANGUAGES.has(b.lang)) {
      add(at(b.line), `code block language "${b.lang}" is not one the site highlights`);
    }
    if (JS_LANGUAGES.has(b.lang) && !/\bfragment\b/.test(b.meta)) {
      const err = parseJavaScript(b.code);
      if (err) {
        const line = err.loc ? at(b.line + err.loc.line) : at(b.line);
        add(
          line,
          `JavaScript does not parse: ${err.message.replace(/ \(\d+:\d+\)$/, '')} ` +
            '(mark a deliberate fragment with ```javascript fragment)',
        );
      }
    }
  }

  // A table's header row names every column: screen readers announce the header with each cell
  // (axe's empty-table-header rule).
  prose.forEach(({text, line}, i) => {
    const next = prose[i + 1];
    if (!next || next.line !== line + 1 || !/^\s*\|?\s*:?-{3,}/.test(next.text) || !text.includes('|')) return;
    const cells = text.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
    if (cells.some((cell) => !cell.trim())) add(at(line), 'a table header cell is empty; name every column');
  });

  const proseText = prose.filter(({text}) => !/^(import|export)\s/.test(text));
  if (constants) {
    const rules = constantLiterals(constants);
    for (const {text, line} of proseText) {
      const stripped = text.replace(/\]\([^)]*\)/g, ']').replace(/\{[^}]*\}/g, ' ');
      const found = new Map<string, string[]>();
      for (const r of rules) {
        const m = stripped.match(r.re);
        if (m) found.set(m[0], [...(found.get(m[0]) || []), `{${r.ref}}`]);
      }
      for (const [literal, refs] of found) {
        const column = text.indexOf(literal) + 1 || 1;
        add(at(line), `"${literal}" is typed as a literal; write ${refs.join(' or ')} instead`, column);
      }
    }

    // Inside backticks MDX prints an expression as text: `{URLS.SUPPORT}` shows the braces.
    const constantRef = new RegExp(`\\{\\s*(?:${Object.keys(constants).join('|')})\\.[A-Z_]+\\s*\\}`);
    for (const {text, line} of proseText) {
      // Code spans pair up left to right, so a match never straddles two of them.
      for (const [, code] of text.matchAll(/`([^`]+)`/g)) {
        if (code !== undefined && constantRef.test(code)) {
          add(at(line), `\`${code}\` prints the braces literally inside backticks; write <code>{…}</code> instead`);
        }
      }
    }
  }

  for (const {text, line} of proseText) {
    // The link text is captured when it holds no brackets; the target is checked either way.
    for (const m of text
      .replace(IMAGE, '')
      .matchAll(/(?:\[((?:[^[\]]|\[[^\]]*\])*))?\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const href = m[2]!;
      const link = linkTarget(file, href);
      if (!link) continue;
      if ('problem' in link) {
        add(at(line), link.problem);
        continue;
      }
      const other = link.target === path.resolve(file) ? source : readOther(link.target);
      if (other == null) {
        add(at(line), `link "${href}" points at a file that does not exist`);
        continue;
      }
      if (link.hash) {
        const slugs = headings(splitFences(readFrontMatter(other).body).prose).map((h) => h.slug);
        if (!slugs.includes(link.hash)) add(at(line), `link "${href}": no heading with the anchor #${link.hash}`);
      }
      const stale = m[1] === undefined ? null : staleTitle(m[1], readFrontMatter(other).data);
      if (stale) {
        add(
          at(line),
          `link text "${m[1]}" is the ${stale.field} of ${href.split('#')[0]} in another casing: write "${stale.name}" ` +
            "(if the words are ordinary prose rather than the page's name, write them in lower case)",
          text.indexOf(`[${m[1]}]`) + 1 || 1,
        );
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** MDX's syntax errors, each with a sentence a writer can act on first. */
const MDX_SYNTAX_ERRORS: [RegExp, string][] = [
  [
    /Could not parse expression|in expression, expected a corresponding closing brace/,
    'a { } expression is not closed or not valid JavaScript (write \\{ for a literal brace)',
  ],
  [
    /Expected a closing tag for `<([^>]+)>`/,
    'the tag <$1> is never closed (add </$1>, or write <$1 /> when it holds nothing)',
  ],
  [
    /Unexpected closing tag `<\/([^>]+)>`/,
    'the closing tag </$1> closes nothing: its opening tag is missing or closed already',
  ],
  [
    /before name, expected a character that can start a name/,
    'a < starts a tag here (write &lt; or `<` in backticks for a literal <)',
  ],
];

/**
 * Syntax that MDX 1 (and the 2022 docs' VuePress) accepted and this site's MDX does not (see
 * ./mdx-compat.ts), told apart by the line the error is on: [the line, what to write instead].
 */
const MDX1_SYNTAX: [RegExp, string][] = [
  [/^#{1,6} .*\{#([\w-]+)\}\s*$/, 'a heading id is written as a comment in MDX: "{/* #$1 */}" after the heading text'],
  [/<!--/, 'an HTML comment is not MDX: write the comment as "{/* … */}"'],
];

function mdxSyntaxMessage(reason: string, written = ''): string {
  for (const [pattern, sentence] of MDX1_SYNTAX) {
    const m = written.match(pattern);
    if (m) return `MDX does not compile: ${sentence.replace(/\$1/g, m[1] ?? '')} (MDX says: ${reason})`;
  }
  for (const [pattern, sentence] of MDX_SYNTAX_ERRORS) {
    const m = reason.match(pattern);
    if (m) return `MDX does not compile: ${sentence.replace(/\$1/g, m[1] ?? '')} (MDX says: ${reason})`;
  }
  return `MDX does not compile: ${reason}`;
}

/** The line of the front matter field a message names (`title`, `description`…), or 1. */
export function frontMatterLine(source: string, message: string): number {
  const field = message.match(/`(\w+)`/)?.[1];
  if (!field) return 1;
  const index = source.split('\n').findIndex((line) => line.startsWith(`${field}:`));
  return index > 0 ? index + 1 : 1;
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
