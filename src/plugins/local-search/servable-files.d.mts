// Types for ./servable-files.mjs, so TypeScript (the tests) can import it.
export const DATA_SUFFIXES: string[];
export type IndexFile = {path: string; content: Uint8Array};
export function patchFetchingScript(name: string, source: string, extension: string): string;
export function servableFiles(files: IndexFile[], extension: string): {path: string; content: Buffer}[];
