// Types for the shared content rules, so tests written in TypeScript can import the .mjs module.
export type Problem = {line: number; message: string};
export const MIN_PROSE_WORDS: number;
export const MIN_DESCRIPTION_CHARS: number;
export function frontMatterProblems(data: Record<string, unknown>): string[];
export function readFrontMatter(source: string): {data: Record<string, unknown>; body: string; error: string | null};
export function checkPage(
  file: string,
  source: string,
  options?: {constants?: Record<string, unknown>; readOther?: (file: string) => string | null},
): Problem[];
export function constantLiterals(constants: Record<string, unknown>): {ref: string; value: string; re: RegExp}[];
export function parseJavaScript(code: string): Error | null;
export function proseWords(body: string): number;
export function readFrontMatter(source: string): {data: Record<string, unknown>; body: string; error: string | null};
export function splitFences(body: string): {
  blocks: {fence: string; lang: string; meta: string; line: number; code: string; unclosed?: boolean}[];
  prose: {text: string; line: number}[];
};
export function headings(
  proseLines: {text: string; line: number}[],
): {level: number; title: string; slug: string; line: number}[];
