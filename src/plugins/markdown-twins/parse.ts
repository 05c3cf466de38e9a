/**
 * Parses a page's body into the MDX syntax tree Docusaurus builds its HTML from: the same
 * preprocessing of the source (mdx-code-block fences, `{#id}` heading ids, `:::note Title`
 * admonition titles) through the same public helpers, and the same syntax extensions (MDX, GFM,
 * directives, `<!-- -->` comments) in the same order as @docusaurus/mdx-loader. What differs from
 * the HTML page can then only come from the conversion, never from reading the page differently.
 *
 * The parser is the content check's (src/build/mdx-rules.ts): the twins and the check read a
 * page the same way.
 */
export {ADMONITION_KEYWORDS, parseMdx} from '../../build/mdx-rules';
