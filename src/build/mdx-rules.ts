// The rules read from a page's MDX syntax tree: which elements, components, imports, expressions
// and admonitions a page may use. checkPage (./content-rules.ts) runs them for the content check,
// the build (src/plugins/site-guard) and the development server (its remark plugin), so the three
// always agree. The page is parsed as the Markdown twins parse it, which is as Docusaurus does.
import vm from 'node:vm';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';
import type {PageComponent} from '../data/components';
import {MDX1_COMPAT} from './mdx-compat';

/** What a page may use: data modules to import, registered components, HTML elements. */
export type PageSite = {
  /** The platform's numbers (src/data/platform.ts), for the typed-literal rules. */
  constants: Record<string, Record<string, unknown>>;
  /** Modules a page may import values from, by specifier: the file named in messages, and its exports. */
  modules: Record<string, {file: string; exports: Record<string, unknown>}>;
  components: readonly PageComponent[];
  htmlTags: readonly string[];
};
export type MdxProblem = {line: number; column: number; message: string};

/**
 * A node of the page's syntax tree: mdast, MDX's extensions, or the estree of an expression or an
 * import, walked together. Every rule checks `type` before it reads a field of the node.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- mdast, mdx and estree nodes read by field after a check of `type`
type SyntaxNode = {type: string; [field: string]: any};
type Point = {line: number; column: number};

/**
 * The admonition keywords of Docusaurus's defaults (mdx-loader's DefaultAdmonitionOptions; the
 * site configures none of its own). tests/unit/markdownTwins.test.ts fails if upstream's list
 * changes. The first five are the ones the theme documents; the others are its aliases.
 */
export const ADMONITION_KEYWORDS: readonly string[] = [
  'note',
  'tip',
  'info',
  'warning',
  'danger',
  'secondary',
  'success',
  'important',
  'caution',
];

const processor = unified()
  .use(remarkParse)
  .use(remarkMdx)
  .use(remarkDirective)
  .use(remarkGfm)
  .use(MDX1_COMPAT.comments ? [remarkComment] : []);

/**
 * Parses a page's body (the page without its front matter, as the docs plugin hands it to the
 * MDX loader) with the same preprocessing and syntax extensions, in the same order, as
 * @docusaurus/mdx-loader (its preprocessor.js and processor.js), under the site's MDX1_COMPAT.
 * Throws MDX's own error (with `line` and `column`) on a syntax error.
 */
export function parseMdx(body: string): Root {
  let source = unwrapMdxCodeBlocks(body);
  if (MDX1_COMPAT.headingIds) source = escapeMarkdownHeadingIds(source);
  if (MDX1_COMPAT.admonitions) source = admonitionTitleToDirectiveLabel(source, [...ADMONITION_KEYWORDS]);
  return processor.parse(source);
}

/**
 * What to say about a paragraph that begins with `:::`: the MDX loader shows it as text, so an
 * admonition written the MDX 1 way (`:::note Title`, see ./mdx-compat.ts), or the `:::` that
 * closes it, would be published as colons.
 */
function strayColonsAdvice(line: string): string {
  const opener = /^:::([\w-]+)\s+(.+)$/.exec(line);
  if (opener && ADMONITION_KEYWORDS.includes(opener[1]!)) {
    return `"${line}" would be shown as text, not as an admonition: put its title in brackets, ":::${opener[1]}[${opener[2]}]"`;
  }
  if (line === ':::') {
    return (
      '":::" would be shown as text: it closes an admonition only when one is open, and an admonition opens with ' +
      'a keyword alone on its line (":::note"), or with a title in brackets (":::note[Title]")'
    );
  }
  return (
    `"${line}" would be shown as text, not as an admonition: an admonition opens with ":::" and one of ` +
    `${ADMONITION_KEYWORDS.slice(0, 5).join(', ')} alone on its line, or with a title in brackets (":::note[Title]")`
  );
}

/** Names a fresh JavaScript context defines (Math, JSON, Date…): an expression may use them. */
const GLOBALS = vm.runInNewContext('globalThis');

/** The number of single-character edits between two names. */
function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The candidate closest to `name` (case-insensitive edit distance), or undefined; with
 * `maxDistance`, only a candidate at most that many edits away.
 */
export function closest(name: string, candidates: Iterable<string>, maxDistance = Infinity): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return bestDistance <= maxDistance ? best : undefined;
}

/**
 * Why a value cannot stand where a page shows text, or null when it can: React renders strings
 * and numbers, arrays item after item, and nothing for booleans (`{cond && '…'}`). Undefined and
 * null also render nothing, which on a page always means a value went missing; objects and
 * functions React refuses to render.
 */
export function textValueProblem(value: unknown): string | null {
  if (value === undefined || value === null) return `gives ${value}, so the page would show nothing there`;
  if (typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number') return null;
  if (typeof value === 'bigint') return null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = item === undefined || item === null ? null : textValueProblem(item);
      if (problem) return problem;
    }
    return null;
  }
  return `gives ${Object.prototype.toString.call(value)}, which a page cannot show as text`;
}

const isJsx = (node: SyntaxNode): boolean => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
const SKIP_KEYS = new Set(['type', 'start', 'end', 'loc', 'range', 'comments', 'position', 'data']);

/** Visits every node of a syntax tree (mdast or estree), parents first. */
function walk(
  node: SyntaxNode | null | undefined,
  visit: (node: SyntaxNode, parent: SyntaxNode | null) => boolean | void,
  parent: SyntaxNode | null = null,
): void {
  if (!node || typeof node !== 'object') return;
  if (visit(node, parent) === false) return;
  for (const [key, child] of Object.entries(node)) {
    if (SKIP_KEYS.has(key)) continue;
    if (Array.isArray(child))
      child.forEach((c) => c && typeof c.type === 'string' && walk(c as SyntaxNode, visit, node));
    else if (child && typeof child.type === 'string') walk(child, visit, node);
  }
}

/** Identifiers a function's parameters declare (`(a, {b}, ...c) =>`). */
function declaredNames(pattern: SyntaxNode, names = new Set<string>()): Set<string> {
  walk(pattern, (node, parent) => {
    if (node.type === 'Identifier' && !(parent?.type === 'Property' && parent.key === node && !parent.shorthand)) {
      names.add(node.name);
    }
    // Default values are expressions, not declarations.
    if (node.type === 'AssignmentPattern') {
      declaredNames(node.left, names);
      return false;
    }
  });
  return names;
}

/**
 * The free names an expression reads, each with the chain of plain property names read after it
 * (`LIMITS.PAYLOAD_SIZE_LIMIT` → {name: 'LIMITS', path: ['PAYLOAD_SIZE_LIMIT']}).
 */
function freeReferences(program: SyntaxNode): {name: string; path: string[]}[] {
  const refs: {name: string; path: string[]}[] = [];
  const visit = (node: SyntaxNode, locals: Set<string>) => {
    walk(node, (n, parent) => {
      if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') {
        const inner = new Set(locals);
        for (const p of n.params) declaredNames(p, inner);
        visit(n.body, inner);
        return false;
      }
      if (n.type === 'MemberExpression') {
        const path: string[] = [];
        let object = n;
        while (object.type === 'MemberExpression' && !object.computed && object.property.type === 'Identifier') {
          path.unshift(object.property.name);
          object = object.object;
        }
        if (object.type === 'Identifier' && parent?.type !== 'MemberExpression') {
          if (!locals.has(object.name)) refs.push({name: object.name, path});
          return false;
        }
        return undefined;
      }
      if (n.type === 'Identifier') {
        const isKey = parent?.type === 'Property' && parent.key === n && !parent.computed && !parent.shorthand;
        const isProperty = parent?.type === 'MemberExpression' && parent.property === n && !parent.computed;
        if (!isKey && !isProperty && !locals.has(n.name)) refs.push({name: n.name, path: []});
      }
      return undefined;
    });
  };
  visit(program, new Set());
  return refs;
}

/**
 * Problems in a parsed page, each `{line, column, message}` with positions in the parsed body.
 * `site`: `modules` (the data modules a page may import, by specifier, with the file shown in
 * messages), `components` (src/data/components.ts) and `htmlTags` (the HTML elements the Markdown
 * twins can write).
 */
export function mdxProblems(tree: Root, site: PageSite): MdxProblem[] {
  const problems: MdxProblem[] = [];
  // mdast nodes have a `position`; estree nodes (an import inside a block of imports) a `loc`,
  // in the same lines, with columns from 0.
  const add = (node: SyntaxNode, message: string) => {
    const at: Point | undefined =
      node.position?.start ?? (node.loc && {line: node.loc.start.line, column: node.loc.start.column + 1});
    problems.push({line: at?.line ?? 1, column: at?.column ?? 1, message});
  };
  const registered = new Map(site.components.map((c) => [c.module, c]));
  const provided = new Set(site.components.flatMap((c) => c.provided));
  const htmlTags = new Set(site.htmlTags);
  const dataModules = Object.keys(site.modules);
  const sandbox: Record<string, unknown> = {};
  const context = vm.createContext(sandbox);
  /** Each name the page binds → {module, value} (value: only for data modules). */
  const bindings = new Map<string, {module: string | null; value?: unknown}>();

  // Imports and exports first: every expression below may read them.
  for (const node of tree.children as SyntaxNode[]) {
    if (node.type !== 'mdxjsEsm') continue;
    const offset = node.position?.start.offset ?? 0;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        const specifier = String(statement.source.value);
        const data = site.modules[specifier];
        if (!data && !registered.has(specifier)) {
          add(
            statement.loc ? statement : node,
            `a page cannot import "${specifier}": pages import constants from ` +
              `${dataModules.map((m) => `"${m}"`).join(', ')} and the components registered in src/data/components.ts`,
          );
          continue;
        }
        for (const binding of statement.specifiers) {
          const local = binding.local.name;
          if (!data) {
            bindings.set(local, {module: specifier});
            continue;
          }
          let value: unknown = data.exports;
          if (binding.type === 'ImportSpecifier') {
            const name = binding.imported.name ?? String(binding.imported.value);
            if (!(name in data.exports)) {
              add(
                binding.loc ? binding : node,
                `${data.file} has no export ${name}; did you mean ${closest(name, Object.keys(data.exports))}?`,
              );
              continue;
            }
            value = data.exports[name];
          } else if (binding.type === 'ImportDefaultSpecifier') {
            value = data.exports.default;
          }
          bindings.set(local, {module: specifier, value});
          sandbox[local] = value;
        }
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        // `export const x = …`: a value the page's expressions may read.
        const code = node.value.slice(statement.declaration.start - offset, statement.declaration.end - offset);
        try {
          vm.runInContext(code, context);
          const {declarations = [], id} = statement.declaration;
          const names = new Set(id ? [id.name] : []);
          for (const declaration of declarations) declaredNames(declaration.id, names);
          // `const` bindings live in the context's scope, not on its global object: read them back.
          for (const name of names) bindings.set(name, {module: null, value: vm.runInContext(name, context)});
        } catch (err) {
          add(node, `cannot evaluate "${code.split('\n')[0]}": ${(err as Error).message}`);
        }
      }
    }
  }

  /** Names used without an import: each is reported once, where it is first used. */
  const unimported = new Map<string, {node: SyntaxNode; source: string; count: number}>();
  /** Checks one expression; returns false when it names something that does not exist. */
  const checkNames = (node: SyntaxNode, program: SyntaxNode, source: string): boolean => {
    let ok = true;
    for (const {name, path} of freeReferences(program)) {
      const bound = bindings.get(name);
      if (!bound) {
        if (name in GLOBALS) continue;
        ok = false;
        const seen = unimported.get(name);
        if (seen) seen.count++;
        else unimported.set(name, {node, source, count: 1});
        continue;
      }
      let value = bound.value;
      for (let i = 0; i < path.length && value && typeof value === 'object'; i++) {
        const key = path[i]!;
        if (!(key in value)) {
          ok = false;
          const owner = [name, ...path.slice(0, i)].join('.');
          const file = bound.module ? site.modules[bound.module]?.file : null;
          const suggestion = closest(key, Object.keys(value));
          add(
            node,
            `${owner}.${key} is not defined${file ? ` in ${file}` : ''}` +
              (suggestion ? `; did you mean ${owner}.${suggestion}?` : ''),
          );
          break;
        }
        value = (value as Record<string, unknown>)[key];
      }
    }
    return ok;
  };

  const evaluate = (node: SyntaxNode, source: string): {value: unknown} | null => {
    try {
      // The newline keeps a trailing line comment from swallowing the parenthesis.
      return {value: vm.runInContext(`(${source}\n)`, context)};
    } catch (err) {
      add(node, `cannot evaluate {${source}}: ${(err as Error).message}`);
      return null;
    }
  };

  walk(tree as SyntaxNode, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const program = node.data?.estree;
      if (!program || program.body.length === 0) return; // a comment: renders nothing
      if (!checkNames(node, program, node.value)) return;
      const result = evaluate(node, node.value);
      const problem = result && textValueProblem(result.value);
      if (problem) add(node, `{${node.value}} ${problem}`);
      return;
    }
    if (isJsx(node)) {
      checkElement(node);
      for (const attribute of node.attributes) {
        const value = attribute.type === 'mdxJsxExpressionAttribute' ? attribute : attribute.value;
        const program = value && typeof value === 'object' ? value.data?.estree : null;
        if (program) checkNames(node, program, value.value);
      }
      return;
    }
    const lead = node.type === 'paragraph' ? node.children?.[0] : null;
    if (lead?.type === 'text' && lead.value.startsWith(':::')) {
      // The line as written: text, and code in backticks (`:::caution Only \`$send.http()\` …`).
      const written = node.children
        .map((c: SyntaxNode) =>
          c.type === 'inlineCode' ? `\`${c.value}\`` : typeof c.value === 'string' ? c.value : '',
        )
        .join('');
      add(node, strayColonsAdvice(written.split('\n')[0]!.trim()));
      return;
    }
    if (node.type === 'containerDirective' && !ADMONITION_KEYWORDS.includes(node.name)) {
      add(
        node,
        `":::${node.name}" is not an admonition type; use one of ${ADMONITION_KEYWORDS.slice(0, 5).join(', ')} ` +
          `(did you mean :::${closest(node.name, ADMONITION_KEYWORDS)}?)`,
      );
      return;
    }
    if (node.type === 'image' && isBesideThePage(node.url)) add(node, imageAdvice(node.url));
  });

  for (const [name, {node, source, count}] of unimported) {
    const home = dataModules.find((m) => name in site.modules[m]!.exports);
    add(
      node,
      `{${source}} uses ${name}, which this page does not import` +
        (count > 1 ? ` (nor do ${count - 1} more expressions after this one)` : '') +
        (home ? `; add \`import {${name}} from '${home}';\` below the front matter` : ''),
    );
  }

  function checkElement(node: SyntaxNode): void {
    const name: string | null = node.name;
    if (name === null) return; // <>…</>
    if (isJsx(node) && name === 'img') {
      const src = (node.attributes as SyntaxNode[]).find((a) => a.name === 'src')?.value;
      if (typeof src === 'string' && isBesideThePage(src)) add(node, imageAdvice(src));
    }
    const bound = bindings.get(name);
    if (bound) {
      if (!bound.module || !registered.has(bound.module))
        add(node, `<${name}> is not a component; it is a value from "${bound.module}"`);
      return;
    }
    if (provided.has(name) || (/^[a-z][a-z0-9]*$/.test(name) && htmlTags.has(name))) return;
    const known = [...site.components.map(componentName), ...site.htmlTags];
    if (/^[a-z]/.test(name)) {
      const near = closest(name, known, 2);
      add(
        node,
        `<${name}> is not an HTML element pages may use` +
          (near ? ` (did you mean <${near}>?)` : `; use Markdown, or one of ${site.htmlTags.join(', ')}`),
      );
    } else {
      const component = site.components.find((c) => c.module.split('/').pop() === name);
      add(
        node,
        component
          ? `<${name}> is used without its import; add \`import ${name} from '${component.module}';\` below the front matter`
          : `<${name}> is not a component pages can use: neither imported nor registered in src/data/components.ts ` +
              `(registered: ${site.components.map(componentName).join(', ')})`,
      );
    }
  }

  return problems;
}

/** The name a page writes a component under: the one MDX provides, else its module's last part. */
const componentName = (c: PageComponent): string => c.provided[0] ?? c.module.split('/').pop() ?? c.module;

const isBesideThePage = (url: string): boolean =>
  !/^[a-z][a-z+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#');

const imageAdvice = (url: string): string =>
  `image "${url}" is beside the page; images live under static/img/ and are linked as ` +
  `/img/${url.split('/').pop()} (a file static/img/${url.split('/').pop()})`;
