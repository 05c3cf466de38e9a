/**
 * Wrap of @theme-original/CodeBlock/Line — UNSAFE (CodeBlock/Line is not in theme-classic's safe
 * list).
 *
 * Change: a code line re-renders only when its own props change (`React.memo`). After loading, a
 * code block re-renders as a whole when the theme finds it wider than the screen (its word-wrap
 * button appears), which on a phone is most blocks of a reference page at once; the lines' tokens
 * did not change, and re-rendering every one of them was a long task. The browser's
 * `prism-react-renderer` (src/plugins/highlight-once) keeps its prop getters stable so the memo holds.
 *
 * Breaks if: upstream's Line starts reading context that changes without its props changing.
 */
import {memo} from 'react';
import Line from '@theme-original/CodeBlock/Line';

export default memo(Line);
