// An admonition's heading is either the theme's label ("note", "caution"), chrome that would open
// search excerpts with "… can be. caution. Concurrency …", or a title the writer gave it
// (`:::danger[The SQL Service shuts down on February 10, 2022]`), which is the page's own words.
// The index leaves out the first and keeps the second. The built HTML cannot tell them apart, so
// the page's source does: this remark plugin, run before Docusaurus's own (docusaurus.config.ts),
// gives a titled admonition the class TITLED_ADMONITION_CLASS, as `:::danger[…]{.class}` would.
// The MDX loader's admonitions plugin hands a directive's class to the theme's admonition as
// `className`, which it puts on the admonition's container.
import type {Root} from 'mdast';
import type {} from 'mdast-util-directive';
import {visit} from 'unist-util-visit';

export const TITLED_ADMONITION_CLASS = 'admonition-titled';

/**
 * The admonition headings the index leaves out: the theme's labels, not the writers' titles. The
 * theme names the heading only by a CSS-module class; tests/e2e/search.test.mjs fails if a label
 * reaches an excerpt again, or a title is left out.
 */
export const ADMONITION_LABEL_SELECTOR = `.theme-admonition:not(.${TITLED_ADMONITION_CLASS}) [class^="admonitionHeading"]`;

export default function remarkTitledAdmonitions() {
  return (tree: Root): void => {
    visit(tree, 'containerDirective', (node) => {
      // remark-directive marks the paragraph holding the `[title]` as the directive's label.
      const labelled = (node.children[0]?.data as {directiveLabel?: boolean} | undefined)?.directiveLabel;
      if (!labelled && !node.attributes?.title) return;
      const classes = (node.attributes?.class ?? '').split(/\s+/).filter(Boolean);
      node.attributes = {...node.attributes, class: [...classes, TITLED_ADMONITION_CLASS].join(' ')};
    });
  };
}
