// Types for ./vocabulary.mjs, so TypeScript (the tests) can import it.
export const MIN_WORD_LENGTH: number;
export function vocabularyWords(text: string): string[];
export function buildVocabulary(texts: Iterable<string>): {words: string[]; pages: number[]};
