/**
 * How each JSX element a page may use becomes Markdown: HTML elements the way the theme renders
 * them (MDX hands lowercase tags to the theme's MDXComponents), and the site's and the theme's
 * React components by the Markdown form their entry in src/data/components.ts names. An element
 * found in neither fails the check and the build (./convert.ts): a twin must never silently drop
 * or garble part of a page.
 *
 * To support a new component, register it in src/data/components.ts; a new Markdown form also
 * needs a writer in TWIN_FORMS, returning the Markdown nodes a reader of the HTML page would see.
 */
import type {
  BlockContent,
  Blockquote,
  Code,
  Heading,
  Html,
  List,
  ListItem,
  Paragraph,
  PhrasingContent,
  RootContent,
  Table,
  TableCell,
  TableRow,
} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {PAGE_COMPONENTS, type TwinForm} from '../../data/components';
import {
  HOSTED_MCP_INTRO,
  HOSTED_MCP_OUTRO,
  hostedMcpConfigs,
  hostedMcpUrl,
} from '../../components/HostedMcpServer/configs';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What a handler can ask of the converter about the element it is writing. */
type ElementApi = {
  element: JsxElement;
  /** Attribute values, expressions evaluated; a bare attribute is `true`. */
  attributes: Record<string, unknown>;
  /** The element's children, converted. */
  children(): RootContent[];
  /** The text React would render for the children (for `<code>` and code blocks). */
  text(): string;
  /** Absolute URL of a link or image target. */
  url(href: string, kind: 'link' | 'image'): string;
  /** Stops the build with a message about this element. */
  fail(message: string): never;
  /** The site config's custom fields, which a component reads as the page renders. */
  customFields: Record<string, unknown>;
};

export type ElementHandler = (api: ElementApi) => RootContent[];

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'html',
  'mdxTextExpression',
  'mdxJsxTextElement',
]);

export const isPhrasing = (node: RootContent): node is PhrasingContent =>
  PHRASING.has(node.type) && !(node.type === 'html' && (node.data as {block?: boolean} | undefined)?.block);

/** Block content: runs of phrasing nodes become paragraphs; whitespace between blocks is dropped. */
export function asFlow(nodes: RootContent[]): BlockContent[] {
  const out: BlockContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((n) => n.type !== 'text' || n.value.trim())) out.push({type: 'paragraph', children: trimRun(run)});
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node as BlockContent);
    }
  }
  flush();
  return out;
}

/** Inline content: paragraphs are unwrapped (one after the other, separated by a line break). */
export function asPhrasing(nodes: RootContent[], fail: (message: string) => never): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  for (const node of nodes) {
    if (isPhrasing(node)) out.push(node);
    else if (node.type === 'paragraph') {
      if (out.length) out.push({type: 'break'});
      out.push(...node.children);
    } else fail(`holds a ${node.type}, which cannot stand inside a line of text`);
  }
  return out;
}

function trimRun(run: PhrasingContent[]): PhrasingContent[] {
  const copy = [...run];
  const first = copy[0];
  if (first?.type === 'text') copy[0] = {...first, value: first.value.replace(/^\s+/, '')};
  const last = copy.at(-1);
  if (last?.type === 'text') copy[copy.length - 1] = {...last, value: last.value.replace(/\s+$/, '')};
  return copy.filter((n) => n.type !== 'text' || n.value !== '');
}

const html = (value: string): Html => ({type: 'html', value});
/** Raw HTML that stands as a block of its own, with blank lines around it. */
const blockHtml = (value: string): Html => ({type: 'html', value, data: {block: true} as Html['data']});
const strong = (children: PhrasingContent[]): PhrasingContent => ({type: 'strong', children});
const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// ---------------------------------------------------------------------------------------------
// Admonitions: `:::note` and <Admonition>, as a blockquote that starts with the label the theme
// shows (the title when there is one, after the kind, so the kind is never lost).
// ---------------------------------------------------------------------------------------------

/** The label the theme shows for each admonition keyword (theme-classic's Admonition/Types). */
export const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  secondary: 'Note',
  tip: 'Tip',
  success: 'Tip',
  info: 'Info',
  important: 'Info',
  warning: 'Warning',
  caution: 'Caution',
  danger: 'Danger',
};

export function admonition(type: string, title: PhrasingContent[], body: BlockContent[]): Blockquote {
  const label = ADMONITION_LABELS[type] ?? type.charAt(0).toUpperCase() + type.slice(1);
  // The whole label is bold already: bold inside the title would only add markers.
  const plain = title.flatMap((node) => (node.type === 'strong' ? node.children : [node]));
  const heading: PhrasingContent[] = [{type: 'text', value: plain.length ? `${label}: ` : label}, ...plain];
  return {type: 'blockquote', children: [paragraph([strong(heading)]), ...body]};
}

// ---------------------------------------------------------------------------------------------
// Components, by the module a page imports them from.
// ---------------------------------------------------------------------------------------------

const valueList: ElementHandler = ({attributes, fail}) => {
  const values = attributes.values;
  if (!Array.isArray(values)) fail('<ValueList> needs `values={…}`, an array of strings');
  const items: ListItem[] = (values as unknown[]).map((value) => ({
    type: 'listItem',
    spread: false,
    children: [paragraph([{type: 'inlineCode', value: String(value)}])],
  }));
  return [{type: 'list', ordered: false, spread: false, children: items} satisfies List];
};

/** Tabs are shown one at a time on the page; the twin shows every tab, each under its label. */
const tabs: ElementHandler = ({element, attributes, children}) => {
  // Legacy form: <Tabs values={[{label, value}]}> with <TabItem value>. Hand the labels down.
  const values = Array.isArray(attributes.values) ? (attributes.values as {label?: string; value: string}[]) : [];
  for (const child of element.children) {
    if (child.type !== 'mdxJsxFlowElement' && child.type !== 'mdxJsxTextElement') continue;
    const value = child.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'value');
    const hasLabel = child.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'label');
    const label = values.find((v) => typeof value?.value === 'string' && v.value === value.value)?.label;
    if (!hasLabel && label) child.attributes.push({type: 'mdxJsxAttribute', name: 'label', value: label});
  }
  return asFlow(children());
};

const tabItem: ElementHandler = ({attributes, children}) => {
  const label = String(attributes.label ?? attributes.value ?? '');
  const body = asFlow(children());
  return label ? [paragraph([strong([{type: 'text', value: label}])]), ...body] : body;
};

const admonitionComponent: ElementHandler = ({attributes, children}) => {
  const title = typeof attributes.title === 'string' ? [{type: 'text' as const, value: attributes.title}] : [];
  return [admonition(String(attributes.type ?? 'note'), title, asFlow(children()))];
};

const codeBlockComponent: ElementHandler = ({attributes, text}) => {
  const meta = typeof attributes.title === 'string' ? `title=${JSON.stringify(attributes.title)}` : null;
  const lang = typeof attributes.language === 'string' ? attributes.language : null;
  return [{type: 'code', lang, meta, value: text().replace(/^\n+|\n+$/g, '')} satisfies Code];
};

const isSummary = (node: RootContent) => node.type === 'html' && node.value.startsWith('<summary>');

/** <details> has no Markdown form: it stays HTML, with Markdown inside (blank lines around it). */
const details: ElementHandler = ({children}) => {
  const nodes = children();
  return [
    blockHtml('<details>'),
    ...nodes.filter(isSummary),
    ...asFlow(nodes.filter((n) => !isSummary(n))),
    blockHtml('</details>'),
  ];
};

const summary: ElementHandler = ({text}) => [blockHtml(`<summary>${escapeHtml(text().trim())}</summary>`)];

/** The hosted MCP server's address and configurations, or nothing when the build names none. */
const hostedMcpServer: ElementHandler = ({customFields}) => {
  const url = hostedMcpUrl(customFields);
  if (!url) return [];
  return [
    paragraph([
      {type: 'text', value: `${HOSTED_MCP_INTRO} `},
      {type: 'inlineCode', value: url},
      {type: 'text', value: `. ${HOSTED_MCP_OUTRO}`},
    ]),
    ...hostedMcpConfigs(url).map(({language, title, code}): Code => ({
      type: 'code',
      lang: language,
      meta: title ? `title=${JSON.stringify(title)}` : null,
      value: code,
    })),
  ];
};

/** Drops what renders nothing in the page body (head tags). */
const nothing: ElementHandler = () => [];

/** The writer of each Markdown form a registered component names (src/data/components.ts). */
const TWIN_FORMS: Record<TwinForm, ElementHandler> = {
  valueList,
  tabs,
  tabItem,
  admonition: admonitionComponent,
  codeBlock: codeBlockComponent,
  details,
  hostedMcpServer,
  nothing,
};

/** Components by the module a page imports them from. */
export const COMPONENTS: Record<string, ElementHandler> = Object.fromEntries(
  PAGE_COMPONENTS.map((c) => [c.module, TWIN_FORMS[c.twin]]),
);

/** Components MDX provides without an import (theme-classic's MDXComponents), by name. */
export const PROVIDED_COMPONENTS: Record<string, ElementHandler> = Object.fromEntries(
  PAGE_COMPONENTS.flatMap((c) => c.provided.map((name) => [name, TWIN_FORMS[c.twin]])),
);

// ---------------------------------------------------------------------------------------------
// HTML elements.
// ---------------------------------------------------------------------------------------------

const wrap =
  (type: 'strong' | 'emphasis' | 'delete'): ElementHandler =>
  ({children, fail}) => [{type, children: asPhrasing(children(), fail)} as PhrasingContent];

/** Elements with no Markdown form, kept as HTML around their converted content. */
const keepInline =
  (tag: string): ElementHandler =>
  ({children, fail}) => [html(`<${tag}>`), ...asPhrasing(children(), fail), html(`</${tag}>`)];

const unwrap: ElementHandler = ({children}) => children();

const anchor: ElementHandler = ({attributes, children, url, fail}) => {
  const content = asPhrasing(children(), fail);
  if (typeof attributes.href === 'string') {
    return [{type: 'link', url: url(attributes.href, 'link'), title: null, children: content}];
  }
  // A link target without a link (`<a id="x"></a>`): Markdown has no form for it.
  const id = attributes.id ?? attributes.name;
  if (typeof id === 'string') return [html(`<a id="${escapeHtml(id)}"></a>`), ...content];
  return content;
};

const inlineCode: ElementHandler = ({text}) => {
  const value = text();
  // The theme's MDXCode renders code with a line break as a code block.
  if (value.includes('\n')) return [{type: 'code', lang: null, meta: null, value: value.replace(/^\n+|\n+$/g, '')}];
  return [{type: 'inlineCode', value}];
};

const image: ElementHandler = ({attributes, url, fail}) => {
  if (typeof attributes.src !== 'string') fail('<img> needs a `src` the converter can read');
  return [
    {
      type: 'image',
      url: url(attributes.src as string, 'image'),
      alt: typeof attributes.alt === 'string' ? attributes.alt : '',
      title: typeof attributes.title === 'string' ? attributes.title : null,
    },
  ];
};

const heading =
  (depth: 1 | 2 | 3 | 4 | 5 | 6): ElementHandler =>
  ({attributes, children, fail}) => {
    const node: Heading = {type: 'heading', depth, children: asPhrasing(children(), fail)};
    if (typeof attributes.id === 'string') node.data = {anchor: attributes.id, explicitAnchor: true} as Heading['data'];
    return [node];
  };

const listOf =
  (ordered: boolean): ElementHandler =>
  ({attributes, children, fail}) => {
    const items = children().filter((n) => !(n.type === 'text' && !n.value.trim()));
    for (const item of items) if (item.type !== 'listItem') fail(`<${ordered ? 'ol' : 'ul'}> may hold only <li> items`);
    const start = Number(attributes.start);
    return [
      {
        type: 'list',
        ordered,
        spread: false,
        start: ordered && Number.isFinite(start) ? start : null,
        children: items as ListItem[],
      },
    ];
  };

const listItem: ElementHandler = ({children}) => [{type: 'listItem', spread: false, children: asFlow(children())}];

const tableElement: ElementHandler = ({children, fail}) => {
  const rows = children().filter((n): n is TableRow => n.type === 'tableRow');
  if (!rows.length) fail('<table> has no rows the converter can read (<tr> with <th>/<td>)');
  return [{type: 'table', align: null, children: rows} satisfies Table];
};

const tableRow: ElementHandler = ({children}) => [
  {type: 'tableRow', children: children().filter((n): n is TableCell => n.type === 'tableCell')},
];

const tableCell: ElementHandler = ({children, fail}) => [
  {type: 'tableCell', children: asPhrasing(children(), fail)} satisfies TableCell,
];

/** Table sections (`<thead>`, `<tbody>`) hand their rows up. */
const tableSection: ElementHandler = ({children}) => children().filter((n) => n.type === 'tableRow');

const pre: ElementHandler = ({text}) => [
  {type: 'code', lang: null, meta: null, value: text().replace(/^\n+|\n+$/g, '')},
];

export const HTML_ELEMENTS: Record<string, ElementHandler> = {
  a: anchor,
  code: inlineCode,
  strong: wrap('strong'),
  b: wrap('strong'),
  em: wrap('emphasis'),
  i: wrap('emphasis'),
  del: wrap('delete'),
  s: wrap('delete'),
  br: () => [{type: 'break'}],
  hr: () => [{type: 'thematicBreak'}],
  p: ({children}) => asFlow(children()),
  blockquote: ({children}) => [{type: 'blockquote', children: asFlow(children())}],
  img: image,
  h1: heading(1),
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  h5: heading(5),
  h6: heading(6),
  ul: listOf(false),
  ol: listOf(true),
  li: listItem,
  table: tableElement,
  thead: tableSection,
  tbody: tableSection,
  tfoot: tableSection,
  tr: tableRow,
  th: tableCell,
  td: tableCell,
  pre,
  details,
  summary,
  div: unwrap,
  span: unwrap,
  section: unwrap,
  figure: unwrap,
  figcaption: ({children}) => asFlow(children()),
  kbd: keepInline('kbd'),
  sub: keepInline('sub'),
  sup: keepInline('sup'),
  mark: keepInline('mark'),
  abbr: keepInline('abbr'),
  small: keepInline('small'),
};
