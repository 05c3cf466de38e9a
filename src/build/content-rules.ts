// The rules every documentation page must meet, shared by the writers' command
// (scripts/check-content.mts) and the test suite (tests/unit/content.test.ts), so a writer sees
// locally exactly what CI will reject.
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {Parser} from 'acorn';
import {createSlugger} from '@docusaurus/utils';

/** A problem on a page: the line it is on (1-based, in the file) and what is wrong. */
export type Problem = {line: number; message: string};
/** A line of prose (outside code blocks) with its 1-based line number in the body. */
export type ProseLine = {text: string; line: number};
/** A fenced code block: its fence, language, the rest of its info string and its code. */
export type FenceBlock = {fence: string; lang: string; meta: string; line: number; code: string; unclosed?: boolean};
export type Heading = {level: number; title: string; slug: string; line: number};
/** Parsed front matter: whatever the YAML holds, so every field is checked before use. */
export type FrontMatter = Record<string, unknown>;
/** The platform constants (src/data/platform.ts), group by group. */
export type Constants = Record<string, Record<string, unknown>>;

export const MIN_PROSE_WORDS = 150;
export const MIN_H2_SECTIONS = 2;
export const MIN_DESCRIPTION_CHARS = 20;
export const FENCE_LANGUAGES = new Set([
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

/** Splits a page into front matter and body; a YAML error is reported, never thrown. */
export function readFrontMatter(source: string): {data: FrontMatter; body: string; error: string | null} {
  try {
    // gray-matter caches by content unless given options; a fresh object keeps every error reported.
    const {data, content} = matter(source, {});
    return {data, body: content, error: null};
  } catch (err) {
    const {reason, message} = err as {reason?: string; message?: string};
    return {data: {}, body: source, error: String(reason || message).split('\n')[0] ?? ''};
  }
}

/**
 * What is wrong with a page's parsed front matter, as messages for the writer. The one home of the
 * front-matter rules: the content check and the build's site-guard both call it.
 */
export function frontMatterProblems(data: FrontMatter): string[] {
  const problems: string[] = [];
  if (typeof data.title !== 'string' || !data.title.trim()) problems.push('front matter needs a `title`');
  if (typeof data.description !== 'string' || data.description.trim().length < MIN_DESCRIPTION_CHARS) {
    problems.push(
      `front matter needs a one-sentence \`description\` (at least ${MIN_DESCRIPTION_CHARS} characters; ` +
        'it becomes the meta description and the search snippet)',
    );
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
        rules.push({ref, value, re: new RegExp(`(?<![\\w.,$])${source}(?![\\w,]|\\.\\d)`, 'i')});
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

/** The file a relative Markdown link names, or null for external or absolute links. */
function linkTarget(file: string, href: string): {problem: string} | {target: string; hash: string | undefined} | null {
  if (/^[a-z][a-z+.-]*:/i.test(href) || href.startsWith('/') || href.startsWith('#')) return null;
  const [p = '', hash] = href.split('#');
  if (!/\.mdx?$/.test(p)) return {problem: `relative link "${href}" must name a .md or .mdx file`};
  return {target: path.resolve(path.dirname(file), decodeURI(p)), hash};
}

/**
 * Checks one page. Returns a list of problems, each `{line, message}`; an empty list means the
 * page passes. `readOther(file)` returns another page's source (for anchor checks) or null.
 */
export function checkPage(
  file: string,
  source: string,
  {constants, readOther = readIfExists}: {constants?: Constants; readOther?: (file: string) => string | null} = {},
): Problem[] {
  const problems: Problem[] = [];
  const add = (line: number, message: string) => problems.push({line, message});
  const {data, body, error} = readFrontMatter(source);
  const bodyOffset = source.split('\n').length - body.split('\n').length;
  if (error) {
    add(1, `front matter is not valid YAML: ${error}`);
    return problems;
  }
  if (!/^---\r?\n/.test(source)) add(1, 'the page must start with front matter (---)');
  for (const message of frontMatterProblems(data)) add(1, message);

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
        add(at(line), `"${literal}" is typed as a literal; write ${refs.join(' or ')} instead`);
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
    for (const m of text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const link = linkTarget(file, m[1]!);
      if (!link) continue;
      if ('problem' in link) {
        add(at(line), link.problem);
        continue;
      }
      const other = link.target === path.resolve(file) ? source : readOther(link.target);
      if (other == null) {
        add(at(line), `link "${m[1]}" points at a file that does not exist`);
      } else if (link.hash) {
        const slugs = headings(splitFences(readFrontMatter(other).body).prose).map((h) => h.slug);
        if (!slugs.includes(link.hash)) add(at(line), `link "${m[1]}": no heading with the anchor #${link.hash}`);
      }
    }
  }
  return problems.sort((a, b) => a.line - b.line);
}

function readIfExists(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}
