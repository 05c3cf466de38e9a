// Types for ./sections.mjs, so TypeScript (the tests) can import it.
export const RECORD_WEIGHTS: {heading: number; pageTitle: number; parentHeading: number; pageDescription: number};
export type PageFragment = {
  url: string;
  content: string;
  meta: {title?: string};
  anchors: {element: string; id: string; text: string; location: number}[];
};
export function separateBlocks(html: string): string;
export function sectionRecords(fragment: PageFragment, options?: {description?: string}): {url: string; html: string}[];
