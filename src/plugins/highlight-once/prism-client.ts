// What the browser gets instead of `prism-react-renderer` (see ./index.ts).
//
// The server build renders every code block with the real Prism, so the HTML already holds the
// highlighted tokens. Shipping Prism and its grammars to the browser only to tokenize all that
// code a second time during hydration costs about 24 KB of gzip JavaScript in the main bundle
// and, on the long reference pages, half a second of main-thread time on a mid-range phone.
//
// This module implements the part of prism-react-renderer's API that theme-classic uses
// (`Highlight` and `Prism`) with the same output, but takes its tokens from the server-rendered
// code block in the page. A code block that is not in the page yet (after a client-side
// navigation) is shown as plain text at once and highlighted when the real Prism, loaded on
// demand as its own chunk, arrives.
import {useMemo, useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import type {PrismTheme} from 'prism-react-renderer';

export type Token = {types: string[]; content: string; empty?: boolean};
type Style = Record<string, string | number | undefined>;
type ThemeDict = Record<string, Style>;

/**
 * The Prism instance theme-classic's `prism-include-languages` client module is handed. In the
 * browser that module is ./include-languages-client.ts and ignores it; the grammars are
 * registered on the real Prism when it loads.
 */
export const Prism: {languages: Record<string, unknown>} = {languages: {}};

// ---- tokens from the server-rendered page ------------------------------------------------

const NEWLINE = /\r\n|\r|\n/;
const NEWLINES = /\r\n|\r|\n/g;

/** One line of plain text as prism-react-renderer represents it (an empty line is `\n`). */
function plainLine(text: string): Token[] {
  return text === '' ? [{types: ['plain'], content: '\n', empty: true}] : [{types: ['plain'], content: text}];
}

/** The tokens of one rendered `.token-line` element. */
function lineTokens(line: Element): Token[] {
  // One pass over the line's token spans, reading class and text once each: a long reference
  // page has thousands of them, all read while the page hydrates.
  const tokens: Token[] = Array.from(line.getElementsByClassName('token'), (span) => ({
    types: span.className.split(' ').filter((name) => name !== '' && name !== 'token'),
    content: span.textContent ?? '',
  }));
  // The theme renders an empty line as one token whose `\n` it has replaced by nothing.
  if (tokens.length === 1 && /^\n?$/.test(tokens[0]!.content)) return [{...tokens[0]!, content: '\n', empty: true}];
  return tokens.length ? tokens : plainLine('');
}

/** Code blocks by language class and text without line breaks (the theme ends lines with <br>). */
type BlockIndex = Map<string, Element[]>;

const blockKey = (languageClass: string, flatText: string) => `${languageClass}\n${flatText}`;

function indexBlocks(root: ParentNode): BlockIndex {
  const index: BlockIndex = new Map();
  for (const pre of Array.from(root.querySelectorAll('pre.prism-code'))) {
    const languageClass = Array.from(pre.classList).find((name) => name.startsWith('language-')) ?? '';
    const key = blockKey(languageClass, (pre.textContent ?? '').replace(NEWLINES, ''));
    index.set(key, [...(index.get(key) ?? []), pre]);
  }
  return index;
}

/** The block's tokens when its lines are exactly the wanted ones. */
function matchingTokens(pre: Element, wanted: string[]): Token[][] | null {
  const lines = Array.from(pre.querySelectorAll('.token-line'));
  if (lines.length !== wanted.length) return null;
  const tokens = lines.map(lineTokens);
  // An empty line holds one token: "" as the theme renders it, "\n" as Prism produced it.
  const texts = tokens.map((line) => line.map((token) => token.content).join('').replace(/^\n$/, ''));
  return texts.every((text, i) => text === wanted[i]) ? tokens : null;
}

/**
 * The page's code blocks, indexed once: hydration looks up every block of a long page, and the
 * page's code does not change while it does. The index is rebuilt when the blocks in the page are
 * no longer the ones it holds (client-side navigation, a remount); a block whose code changed in
 * place is simply not found, and is highlighted by the real Prism.
 */
let documentIndex: {index: BlockIndex; blocks: Element[]} | null = null;

function indexOfDocument(): BlockIndex {
  const live = document.getElementsByClassName('prism-code');
  const stale =
    !documentIndex ||
    documentIndex.blocks.length !== live.length ||
    documentIndex.blocks.some((block, i) => block !== live[i]);
  if (stale) {
    documentIndex = {index: indexBlocks(document), blocks: Array.from(live)};
  }
  return documentIndex!.index;
}

/**
 * The tokens of a code block already in the document with exactly this code and language, as
 * the server's Prism produced them; null when there is none.
 */
export function tokensFromDocument(code: string, language: string, root: ParentNode = document): Token[][] | null {
  const wanted = code.split(NEWLINE);
  const index = root === document ? indexOfDocument() : indexBlocks(root);
  for (const pre of index.get(blockKey(`language-${language}`, wanted.join(''))) ?? []) {
    const tokens = matchingTokens(pre, wanted);
    if (tokens) return tokens;
  }
  return null;
}

// ---- the real Prism, loaded on demand ----------------------------------------------------

type RealModule = typeof import('prism-react-renderer');
let real: RealModule | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

function loadRealPrism(): void {
  // The exact specifier `prism-react-renderer` is this file; its file path is the real module.
  loading ??= Promise.all([
    import('prism-react-renderer/dist/index.mjs'),
    // The theme's own function, which registers the site's `additionalLanguages`.
    import('@theme-original/prism-include-languages'),
  ]).then(([module, {default: includeLanguages}]) => {
    includeLanguages((module as unknown as RealModule).Prism);
    real = module as unknown as RealModule;
    listeners.forEach((notify) => notify());
  });
}

function subscribe(notify: () => void): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/**
 * Tokens already read from the page, by language and code. A block is remounted after hydration
 * when the reader's colour mode is not the one the page was rendered in (src/theme/CodeBlock), and
 * the tokens must not depend on the old block still being in the document when the new one renders.
 */
const readFromPage = new Map<string, Token[][]>();

function tokenize(code: string, language: string): Token[][] {
  if (real) {
    const grammar = (real.Prism.languages as Record<string, unknown>)[language];
    if (!grammar) return real.normalizeTokens([code] as never) as Token[][];
    return real.normalizeTokens(real.Prism.tokenize(code, grammar as never)) as Token[][];
  }
  const key = `${language}\n${code}`;
  const fromPage = readFromPage.get(key) ?? (typeof document === 'undefined' ? null : tokensFromDocument(code, language));
  if (fromPage) {
    readFromPage.set(key, fromPage);
    return fromPage;
  }
  loadRealPrism();
  return code.split(NEWLINE).map(plainLine);
}

// ---- the same props prism-react-renderer computes ----------------------------------------

function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: ThemeDict = {};
  for (const {languages, types, style} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...(style as Style)};
  }
  dict.root = theme.plain as Style;
  dict.plain = {...(theme.plain as Style), backgroundColor: undefined};
  return dict;
}

function styleForToken(dict: ThemeDict, {types, empty}: Token): Style | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dict[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

type RenderProps = {
  tokens: Token[][];
  className: string;
  style: Style;
  getLineProps: (input: {line: Token[]; className?: string; style?: Style; [key: string]: unknown}) => Record<string, unknown>;
  getTokenProps: (input: {token: Token; className?: string; style?: Style; [key: string]: unknown}) => Record<string, unknown>;
};

type HighlightProps = {code: string; language: string; theme: PrismTheme; children: (props: RenderProps) => ReactNode};

export function Highlight({code, language: languageProp, theme, children}: HighlightProps): ReactNode {
  const language = languageProp.toLowerCase();
  // Re-render once the real Prism has arrived, for blocks that were shown plain.
  const version = useSyncExternalStore(subscribe, () => real, () => null);
  const tokens = useMemo(() => tokenize(code, language), [code, language, version]);
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  // The same functions for as long as the theme is: the theme's lines (src/theme/CodeBlock/Line)
  // then skip re-rendering when the code block around them re-renders for other reasons.
  const getters = useMemo(
    () => ({
      getLineProps: ({line: _line, className, style, ...rest}: Parameters<RenderProps['getLineProps']>[0]) => ({
        ...rest,
        className: clsx('token-line', className),
        style: {...dict.plain, ...style},
      }),
      getTokenProps: ({token, className, style, ...rest}: Parameters<RenderProps['getTokenProps']>[0]) => ({
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: style ? {...styleForToken(dict, token), ...style} : styleForToken(dict, token),
      }),
    }),
    [dict],
  );
  return children({tokens, className: `prism-code language-${language}`, style: dict.root ?? {}, ...getters});
}
