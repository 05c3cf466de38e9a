// A rehype plugin for the docs: a table of three columns or more is marked `table--stacked` and
// each of its body cells carries its column's name (`data-label`), so on a phone
// (src/css/tables.css) each row becomes a card of labelled cells instead of a table that scrolls
// sideways with most of it out of sight. Two-column tables read well as they are and keep their
// layout. Done at build time, so it works before (and without) the page's JavaScript.
import type {Element, ElementContent, Root} from 'hast';

/** Tables with at least this many columns are stacked on a phone. */
const STACKED_TABLE_MIN_COLUMNS = 3;

type Node = Root | ElementContent;

function isElement(node: Node, tagName?: string): node is Element {
  return node.type === 'element' && (tagName === undefined || node.tagName === tagName);
}

function textOf(node: Node): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map((child) => textOf(child as Node)).join('') : '';
}

function descendants(node: Node, tagName: string): Element[] {
  if (!('children' in node)) return [];
  return node.children.flatMap((child) => [
    ...(isElement(child as Node, tagName) ? [child as Element] : []),
    ...descendants(child as Node, tagName),
  ]);
}

function labelTable(table: Element): void {
  const head = descendants(table, 'thead')[0];
  const headerRow = head && descendants(head, 'tr')[0];
  const labels = headerRow ? descendants(headerRow, 'th').map((th) => textOf(th).trim()) : [];
  if (labels.length < STACKED_TABLE_MIN_COLUMNS) return;
  const className = table.properties.className;
  table.properties.className = [...(Array.isArray(className) ? className : []), 'table--stacked'];
  for (const body of descendants(table, 'tbody')) {
    for (const row of descendants(body, 'tr')) {
      row.children
        .filter((cell) => isElement(cell as Node, 'td'))
        .forEach((cell, index) => {
          const label = labels[index];
          if (label) (cell as Element).properties.dataLabel = label;
        });
    }
  }
}

function visit(node: Node): void {
  if (isElement(node, 'table')) labelTable(node);
  if ('children' in node) node.children.forEach((child) => visit(child as Node));
}

export default function rehypeTableLabels() {
  return (tree: Root): void => visit(tree);
}
