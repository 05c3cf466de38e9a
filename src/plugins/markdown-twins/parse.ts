/**
 * Parses a page's body into the MDX syntax tree Docusaurus builds its HTML from: the same
 * preprocessing of the source (mdx-code-block fences, `{#id}` heading ids, `:::note Title`
 * admonition titles) through the same public helpers, and the same syntax extensions (MDX, GFM,
 * directives, `<!-- -->` comments) in the same order as @docusaurus/mdx-loader. What differs from
 * the HTML page can then only come from the conversion, never from reading the page differently.
 */
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkComment from '@slorber/remark-comment';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Root} from 'mdast';

/**
 * The admonition keywords of Docusaurus's defaults (mdx-loader's DefaultAdmonitionOptions; the
 * site configures none of its own). tests/unit/markdownTwins.test.ts fails if upstream's list changes.
 */
export const ADMONITION_KEYWORDS = [
  'secondary',
  'info',
  'success',
  'danger',
  'note',
  'tip',
  'warning',
  'important',
  'caution',
] as const;

const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkGfm).use(remarkComment);

/** `body` is the page without its front matter, as the docs plugin hands it to the MDX loader. */
export function parseMdx(body: string): Root {
  let source = unwrapMdxCodeBlocks(body);
  source = escapeMarkdownHeadingIds(source);
  source = admonitionTitleToDirectiveLabel(source, [...ADMONITION_KEYWORDS]);
  return processor.parse(source);
}
