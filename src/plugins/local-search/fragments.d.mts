// Types for ./fragments.mjs, so TypeScript (the tests) can import it.
import type {PageFragment} from './sections.mjs';

export function decodeFragment(bytes: Uint8Array): PageFragment & {meta: Record<string, string>};
