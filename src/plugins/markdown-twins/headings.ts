/**
 * Heading anchors. The HTML page's ids are computed by Docusaurus from the heading as written
 * (an explicit `{#id}`, else a slug of the text, where an expression counts by its source:
 * `{LIMITS.X}` slugs as "limitsx"). The twin shows the evaluated text, whose slug can differ, so
 * each heading keeps its page's anchor visibly whenever a reader could not derive it from the
 * text: always for explicit ids, and for the others when the slug of the twin's text differs.
 * Links into the page (`…/limits/#anchor`) then match a heading of the twin too.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {Heading, Root, Text} from 'mdast';

type AnchorData = {anchor?: string; explicitAnchor?: boolean};

const dataOf = (heading: Heading) => (heading.data ??= {}) as AnchorData;

/** Text of a heading the way Docusaurus slugs it (raw HTML and JSX left out). */
function sourceText(heading: Heading): string {
  const kept = heading.children.filter(({type}) => !['html', 'jsx'].includes(type));
  return toString(kept.length ? kept : heading);
}

/**
 * Records on every heading the id Docusaurus gives it, and removes an explicit `{#id}` (or
 * `{/* #id *\/}`) from its text, exactly as @docusaurus/mdx-loader's headings plugin does. Runs
 * on the tree as parsed, before expressions are evaluated.
 */
export function recordAnchors(tree: Root): void {
  const slugs = createSlugger();
  visit(tree, 'heading', (heading: Heading) => {
    const last = heading.children.at(-1);
    // `{/* #id */}`: an expression that is a single comment starting with #.
    const program = last?.type === 'mdxTextExpression' ? last.data?.estree : undefined;
    const commentId =
      program?.body.length === 0 && program.comments?.length === 1
        ? program.comments[0]?.value.trim().split(' ')[0]
        : undefined;
    if (commentId?.startsWith('#') && commentId.length > 1) {
      heading.children.pop();
      const text = heading.children.at(-1);
      if (text?.type === 'text') text.value = text.value.trimEnd();
      Object.assign(dataOf(heading), {anchor: commentId.slice(1), explicitAnchor: true});
      return;
    }
    const parsed = parseMarkdownHeadingId(sourceText(heading), 'classic');
    if (parsed.id && last?.type === 'text') {
      const rest = parseMarkdownHeadingId(last.value, 'classic').text;
      if (rest) last.value = rest;
      else heading.children.pop();
      Object.assign(dataOf(heading), {anchor: parsed.id, explicitAnchor: true});
      return;
    }
    dataOf(heading).anchor = slugs.slug(sourceText(heading));
  });
}

/**
 * After conversion: appends ` {#id}` to each heading whose anchor a reader of the twin could not
 * derive from its text. `title` is the twin's `# Title`, which takes its slug first.
 */
export function writeAnchors(tree: Root, title: string): void {
  const slugs = createSlugger();
  slugs.slug(title);
  visit(tree, 'heading', (heading: Heading) => {
    const {anchor, explicitAnchor} = dataOf(heading);
    if (!anchor) return;
    // A heading with an explicit id takes no slug, in the twin as on the page.
    if (!explicitAnchor && slugs.slug(toString(heading)) === anchor) return;
    const suffix: Text = {type: 'text', value: ` {#${anchor}}`};
    heading.children.push(suffix);
  });
}

/** @internal For the test that compares these anchors with the MDX loader's. */
export function anchorOf(heading: Heading): string | undefined {
  return dataOf(heading).anchor;
}
