/**
 * One page's Markdown twin: the page as its reader sees it, written as plain Markdown. The MDX
 * syntax tree is rewritten node by node (imports and exports dropped, expressions evaluated, JSX
 * written as Markdown by ./elements.ts, URLs made absolute, anchors kept) and printed back.
 * Code blocks pass through untouched, with their language and title.
 */
import type {BlockContent, Parent, PhrasingContent, Root, RootContent} from 'mdast';
import type {ContainerDirective, LeafDirective, TextDirective} from 'mdast-util-directive';
import {toMarkdown} from 'mdast-util-to-markdown';
import {gfmTableToMarkdown} from 'mdast-util-gfm-table';
import {gfmStrikethroughToMarkdown} from 'mdast-util-gfm-strikethrough';
import {gfmFootnoteToMarkdown} from 'mdast-util-gfm-footnote';
import {gfmTaskListItemToMarkdown} from 'mdast-util-gfm-task-list-item';
import {toString} from 'mdast-util-to-string';
import {readFrontMatter} from '../../build/content-rules';
import {parseMdx, ADMONITION_KEYWORDS} from './parse';
import {createPageScope, isCommentOnly, renderedText, type ModuleLoader, type PageScope} from './evaluate';
import {recordAnchors, writeAnchors} from './headings';
import {replaceEmojiShortcodes} from './emoji';
import {absoluteUrl, type LinkContext} from './links';
import {
  COMPONENTS,
  HTML_ELEMENTS,
  PROVIDED_COMPONENTS,
  admonition,
  asFlow,
  asPhrasing,
  isPhrasing,
  type ElementHandler,
  type JsxElement,
} from './elements';
import {TwinError} from './errors';
import {expandOperationsForTwin} from '../openapi-reference/markdown';

export type PageInput = {
  /** The page's source file, absolute. */
  file: string;
  /** The file as written, front matter included. */
  source: string;
  title: string;
  description: string;
  /** The page's URL, absolute, with its trailing slash. */
  pageUrl: string;
  /** When the page's file last changed (ms since the epoch, from git), if the build knows. */
  lastUpdatedAt?: number | null;
};

export type SiteInput = Omit<LinkContext, 'file' | 'pageUrl'> & {
  loadModule: ModuleLoader;
  /** The site config's custom fields, which components read (none by default). */
  customFields?: Record<string, unknown>;
  /** How the file is named in messages (relative to the site). */
  displayPath(file: string): string;
};

type Context = {
  file: string;
  scope: PageScope;
  links: LinkContext;
  customFields: Record<string, unknown>;
  fail(node: RootContent | undefined, message: string): never;
};

const FLOW_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

/** The twin's Markdown, or a TwinError naming the file, the line and the problem. */
export function convertPage(page: PageInput, site: SiteInput): string {
  const shown = site.displayPath(page.file);
  const {body, error} = readFrontMatter(page.source);
  // Lines are counted in the body; messages give the line in the file.
  const lineOffset = page.source.split('\n').length - body.split('\n').length;
  const fail = (node: RootContent | undefined, message: string): never => {
    throw new TwinError(shown, node, message, lineOffset);
  };
  if (error) throw new Error(`${shown}:${error.line}:${error.column}: ${error.message}`);

  const tree = parseMdx(body);
  expandOperationsForTwin(tree, shown);
  recordAnchors(tree);
  replaceEmojiShortcodes(tree);
  // A `# Title` at the top is the page's title, which the twin writes itself.
  const first = tree.children.find((n) => n.type !== 'mdxjsEsm');
  if (first?.type === 'heading' && first.depth === 1) tree.children.splice(tree.children.indexOf(first), 1);

  const ctx: Context = {
    file: shown,
    scope: createPageScope(tree, {
      file: page.file,
      shown,
      lineOffset,
      loadModule: site.loadModule,
      isComponentModule: (s) => s in COMPONENTS,
    }),
    links: {...site, file: page.file, pageUrl: page.pageUrl},
    customFields: site.customFields ?? {},
    fail,
  };
  tree.children = convertChildren(tree, ctx) as Root['children'];
  writeAnchors(tree, page.title);

  const description: RootContent = {
    type: 'blockquote',
    children: [{type: 'paragraph', children: [{type: 'text', value: page.description}]}],
  };
  const header: RootContent[] = [
    {type: 'heading', depth: 1, children: [{type: 'text', value: page.title}]},
    ...(page.description ? [description] : []),
    // Raw, so the URL is printed as it is (no escaping) and reads as a plain line.
    {type: 'html', value: `URL: ${page.pageUrl}`},
    // The date the HTML page shows under its article (UTC, as the theme formats it).
    ...(page.lastUpdatedAt
      ? [{type: 'html', value: `Last updated: ${new Date(page.lastUpdatedAt).toISOString().slice(0, 10)}`} as const]
      : []),
  ];
  return printMarkdown({type: 'root', children: [...header, ...tree.children] as Root['children']});
}

export function printMarkdown(tree: Root): string {
  return toMarkdown(tree, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    // Always [text](url), never <url>: a twin holds no angle brackets a reader could take for HTML.
    resourceLink: true,
    // GFM without autolink literals: their printer escapes every "https:" in prose.
    extensions: [
      gfmTableToMarkdown({tablePipeAlign: false}),
      gfmStrikethroughToMarkdown(),
      gfmFootnoteToMarkdown(),
      gfmTaskListItemToMarkdown(),
    ],
  });
}

function convertChildren(parent: Parent, ctx: Context): RootContent[] {
  const converted = parent.children.flatMap((child) => convertNode(child, ctx));
  return FLOW_PARENTS.has(parent.type) ? asFlow(converted) : converted;
}

function convertNode(node: RootContent, ctx: Context): RootContent[] {
  switch (node.type) {
    case 'mdxjsEsm':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      if (isCommentOnly(node)) return [];
      const value = renderedText(ctx.scope.evaluate(node.value, node), (m) => ctx.fail(node, m));
      return value ? [{type: 'text', value}] : [];
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return convertElement(node, ctx);
    case 'containerDirective':
      return convertContainerDirective(node, ctx);
    case 'leafDirective':
    case 'textDirective':
      return convertOtherDirective(node, ctx);
    case 'link':
    case 'image':
    case 'definition': {
      const resolved = absoluteUrl(node.url, node.type === 'image' ? 'image' : 'link', ctx.links);
      if ('problem' in resolved) return ctx.fail(node, resolved.problem);
      node.url = resolved.url;
      break;
    }
    default:
      break;
  }
  if (!('children' in node)) return [node];
  const children = convertChildren(node, ctx);
  if (node.type === 'paragraph') {
    // A component that renders a block (a list, a code block) inside a line splits the paragraph.
    return children.every(isPhrasing) ? [{...node, children}] : asFlow(children);
  }
  if (isPhrasingParent(node) && !children.every(isPhrasing)) {
    return ctx.fail(node, `a ${node.type} holds a block (a list or code block), which Markdown cannot put there`);
  }
  (node as Parent).children = children;
  return [node];
}

const isPhrasingParent = (node: RootContent) =>
  ['heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell'].includes(node.type);

function convertContainerDirective(node: ContainerDirective, ctx: Context): RootContent[] {
  const [first, ...rest] = node.children;
  const hasLabel =
    first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
  const labelNodes = hasLabel ? first.children : [];
  const body = hasLabel ? rest : node.children;
  const convert = (nodes: RootContent[]) => convertChildren({type: 'root', children: nodes} as Root, ctx);
  if (!(ADMONITION_KEYWORDS as readonly string[]).includes(node.name)) {
    // Docusaurus warns about a directive nothing handles and renders its content.
    return convert(body);
  }
  const title = node.attributes?.title
    ? [{type: 'text' as const, value: node.attributes.title}]
    : asPhrasing(convert(labelNodes), (m) => ctx.fail(node, m));
  return [admonition(node.name, title, convert(body) as BlockContent[])];
}

function convertOtherDirective(node: LeafDirective | TextDirective, ctx: Context): RootContent[] {
  const simple = node.children.length === 0 && Object.keys(node.attributes ?? {}).length === 0;
  // As Docusaurus does: `:name` with no label or attributes was text all along ("at 10:30", "Time:Now").
  if (node.type === 'textDirective' && simple) return [{type: 'text', value: `:${node.name}`}];
  if (simple) return [{type: 'paragraph', children: [{type: 'text', value: `::${node.name}`}]}];
  const label = node.children.flatMap((child) => convertNode(child, ctx)) as PhrasingContent[];
  return node.type === 'leafDirective' ? [{type: 'paragraph', children: label}] : label;
}

function handlerFor(element: JsxElement, ctx: Context): ElementHandler {
  const name = element.name;
  if (name === null) return ({children}) => children(); // <>…</>
  const root = name.split('.')[0] ?? name;
  const specifier = ctx.scope.imports.get(root);
  if (specifier !== undefined) {
    const handler = name === root ? COMPONENTS[specifier] : undefined;
    if (handler) return handler;
    return ctx.fail(
      element,
      `the component <${name}> (imported from "${specifier}") has no Markdown form yet; ` +
        'register it in src/data/components.ts so its Markdown twin shows what the page shows',
    );
  }
  const provided = PROVIDED_COMPONENTS[name] ?? (/^[a-z]/.test(name) ? HTML_ELEMENTS[name] : undefined);
  if (provided) return provided;
  const what = /^[a-z]/.test(name) ? 'the HTML element' : 'the component';
  return ctx.fail(
    element,
    `${what} <${name}> has no Markdown form yet; add one to ` +
      'src/plugins/markdown-twins/elements.ts so its Markdown twin shows what the page shows',
  );
}

function convertElement(element: JsxElement, ctx: Context): RootContent[] {
  const handler = handlerFor(element, ctx);
  const fail = (message: string): never => ctx.fail(element, `<${element.name ?? ''}>: ${message}`);
  const attributes: Record<string, unknown> = {};
  for (const attribute of element.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      Object.assign(attributes, ctx.scope.evaluate(`{${attribute.value}}`, element));
    } else if (attribute.value === null || attribute.value === undefined) {
      attributes[attribute.name] = true;
    } else if (typeof attribute.value === 'string') {
      attributes[attribute.name] = attribute.value;
    } else {
      attributes[attribute.name] = ctx.scope.evaluate(attribute.value.value, element);
    }
  }
  let converted: RootContent[] | undefined;
  const children = () => (converted ??= element.children.flatMap((child) => convertNode(child as RootContent, ctx)));
  return handler({
    element,
    attributes,
    children,
    text: () => toString(children(), {includeImageAlt: false}),
    url: (href, kind) => {
      const resolved = absoluteUrl(href, kind, ctx.links);
      return 'problem' in resolved ? fail(resolved.problem) : resolved.url;
    },
    fail,
    customFields: ctx.customFields,
  });
}
