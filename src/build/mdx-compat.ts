import type {MDX1CompatOptions} from '@docusaurus/types';

/**
 * Docusaurus's switches for MDX 1 syntax (`markdown.mdx1Compat`), set once for the build
 * (docusaurus.config.ts) and for the page check (./mdx-rules.ts), so both read a page alike.
 * `future.v4` turns all three off, and they stay off: an admonition's title goes in brackets
 * (`:::note[Title]`), a comment is `{/* … *\/}`. With them off, `:::note Title` is a paragraph of
 * text to the MDX loader, which the page check reports rather than letting it be published.
 */
export const MDX1_COMPAT: MDX1CompatOptions = {comments: false, admonitions: false, headingIds: false};
