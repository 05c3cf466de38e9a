/**
 * Emoji shortcodes (`:tada:`) in prose become the emoji, as Docusaurus's `markdown.emoji` (on by
 * default) does with remark-emoji and its default options. This is that plugin's shortcode
 * replacement, on the same node-emoji data: remark-emoji itself is published for `import` only,
 * which the build's plugin loader (jiti, CommonJS) cannot resolve.
 */
import {get as getEmoji} from 'node-emoji';
import {findAndReplace} from 'mdast-util-find-and-replace';
import type {Root} from 'mdast';

const SHORTCODE = /:\+1:|:-1:|:[\w-]+:/g;

export function replaceEmojiShortcodes(tree: Root): void {
  findAndReplace(tree, [[SHORTCODE, (match: string) => getEmoji(match) ?? false]]);
}
