// A remark plugin for the docs: a paragraph that holds only a diagram (an image under
// /img/diagrams/) becomes `<div class="diagram" tabindex="0">`, the box src/css/diagrams.css
// styles. On a phone the diagram keeps a width at which its labels can be read and this box
// scrolls sideways; the tab stop lets a keyboard reach that scrolling (as tables have, see
// rehypeFocusableTables). Runs before Docusaurus's own plugins, while the image is still a
// Markdown image with its URL.
import type {Paragraph, Root, RootContent} from 'mdast';

/** Where the diagrams are served from (static/img/diagrams/). */
const DIAGRAMS_PATH = '/img/diagrams/';

function isDiagramParagraph(node: Root | RootContent): node is Paragraph {
  if (node.type !== 'paragraph') return false;
  const content = node.children.filter((child) => !(child.type === 'text' && !child.value.trim()));
  return content.length === 1 && content[0]!.type === 'image' && content[0]!.url.startsWith(DIAGRAMS_PATH);
}

function visit(node: Root | RootContent): void {
  if (isDiagramParagraph(node)) {
    node.data = {...node.data, hName: 'div', hProperties: {className: ['diagram'], tabIndex: 0}};
    return;
  }
  if ('children' in node) node.children.forEach((child) => visit(child));
}

export default function remarkDiagrams() {
  return (tree: Root): void => visit(tree);
}
