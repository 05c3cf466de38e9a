// Types for the nginx configuration generator, so tests written in TypeScript can import it.
type Route = {route: string};
type Redirect = {from: string; to: string};
export const MARKDOWN_ACCEPT_PATTERNS: {pattern: string; markdown: boolean}[];
export const THIRD_PARTY_SOURCES: Record<'algolia' | 'gtm', Record<string, string[]>>;
export function scriptHash(source: string): string;
export function inlineScripts(html: string): string[];
export function contentSecurityPolicy(options?: {scriptHashes?: string[]; algolia?: boolean; gtm?: boolean}): string;
export function redirectMap(options: {
  base: string;
  pages: readonly Route[];
  redirects: readonly Redirect[];
}): Map<string, string>;
export function nginxConfig(options: {
  base?: string;
  pages: readonly Route[];
  redirects: readonly Redirect[];
  root?: string;
  listen?: string;
  serverName?: string;
  scriptHashes?: string[];
  algolia?: boolean;
  gtm?: boolean;
}): string;
