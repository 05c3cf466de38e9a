// Types for the MDX rules, so the build's TypeScript and the tests can import the .mjs module.
import type {Root} from 'mdast';
import type {PageComponent} from '../../src/data/components';

/** What a page may use: data modules to import, registered components, HTML elements. */
export type PageSite = {
  /** The platform's numbers (src/data/platform.ts), for the typed-literal rules. */
  constants: Record<string, Record<string, unknown>>;
  /** Modules a page may import values from, by specifier: the file named in messages, and its exports. */
  modules: Record<string, {file: string; exports: Record<string, unknown>}>;
  components: readonly PageComponent[];
  htmlTags: readonly string[];
};
export const ADMONITION_KEYWORDS: readonly string[];
export function parseMdx(body: string): Root;
export function closest(name: string, candidates: Iterable<string>, maxDistance?: number): string | undefined;
export function textValueProblem(value: unknown): string | null;
export function mdxProblems(tree: Root, site: PageSite): {line: number; column: number; message: string}[];
