// A rehype plugin for the docs: every Markdown table can be reached with the keyboard.
// The theme (Infima) makes tables their own scroll container, so a table wider than the column
// scrolls sideways; without a tab stop a keyboard user cannot scroll it (WCAG 2.1.1; axe's
// scrollable-region-focusable rule). The attribute is in the HTML, so it works before hydration.
import type {Element, Root} from 'hast';

type Node = Root | Root['children'][number];

function visitTables(node: Node): void {
  if (node.type === 'element' && (node as Element).tagName === 'table') {
    (node as Element).properties = {...(node as Element).properties, tabIndex: 0};
  }
  if ('children' in node) node.children.forEach((child) => visitTables(child as Node));
}

export default function rehypeFocusableTables() {
  return (tree: Root): void => visitTables(tree);
}
