// Types for the shared content rules, so tests written in TypeScript can import the .mjs module.
import type {PageSite} from './mdx-rules.mjs';

export type Problem = {line: number; column: number; message: string};
export type FrontMatterError = {line: number; column: number; message: string};
export const MIN_PROSE_WORDS: number;
export const MIN_DESCRIPTION_CHARS: number;
export const TASK_VERBS: ReadonlySet<string>;
export const TITLE_NAMES: ReadonlySet<string>;
export function titleProblems(title: string, field?: string): string[];
/** The line of the front matter field a message names in backticks (`title`…), or 1. */
export function frontMatterLine(source: string, message: string): number;
export function frontMatterProblems(data: Record<string, unknown>): string[];
export function readFrontMatter(source: string): {
  data: Record<string, unknown>;
  body: string;
  error: FrontMatterError | null;
};
export function checkPage(
  file: string,
  source: string,
  options?: {site?: PageSite; readOther?: (file: string) => string | null},
): Problem[];
export function constantLiterals(constants: Record<string, unknown>): {ref: string; value: string; re: RegExp}[];
export function parseJavaScript(code: string): Error | null;
export function proseWords(body: string): number;
export function splitFences(body: string): {
  blocks: {fence: string; lang: string; meta: string; line: number; code: string; unclosed?: boolean}[];
  prose: {text: string; line: number}[];
};
export function headings(
  proseLines: {text: string; line: number}[],
): {level: number; title: string; slug: string; line: number}[];
