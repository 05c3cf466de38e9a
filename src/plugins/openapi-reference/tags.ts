/**
 * Finding `<Operation id="…" />` in a page's syntax tree, for both outputs: the HTML page
 * (./remark.ts) and the Markdown twin (./markdown.ts).
 */
import type {Heading, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {operations, type Operation} from './model';
import {loadSpec} from './spec';

/** The element writers put in a REST page; it needs no import. */
export const OPERATION_TAG = 'Operation';
/** Operations are `###` sections of their resource's `##` section. */
const OPERATION_HEADING_DEPTH = 3;

let byId: Map<string, Operation> | null = null;
function operationById(id: string): Operation | undefined {
  byId ??= new Map(operations(loadSpec()).map((op) => [op.id, op]));
  return byId.get(id);
}

type OperationTag = {node: MdxJsxFlowElement; parent: Parent; index: number; operation: Operation};

const where = (node: RootContent) => (node.position ? `line ${node.position.start.line}` : 'unknown line');

/**
 * Every `<Operation id="…" />` at the top level of the page, with its operation. A tag without a
 * literal id, with children, or naming an operation the document lacks fails with its line.
 */
function operationTags(tree: Root, file: string): OperationTag[] {
  const found: OperationTag[] = [];
  tree.children.forEach((node, index) => {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== OPERATION_TAG) return;
    const fail = (message: string): never => {
      throw new Error(`${file}: ${where(node)}: <${OPERATION_TAG}>: ${message}`);
    };
    const idAttr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id');
    const id =
      idAttr && typeof idAttr.value === 'string' ? idAttr.value : fail('needs id="operationId", a literal string');
    if (node.children.length) fail('takes no children: the spec holds everything the operation shows');
    const operation = operationById(id) ?? fail(`src/data/openapi.yaml has no operation "${id}"`);
    found.push({node, parent: tree, index, operation});
  });
  return found;
}

/** The operation's heading: its summary, so the anchor is the slug of the summary. */
export function operationHeading(op: Operation): Heading {
  return {type: 'heading', depth: OPERATION_HEADING_DEPTH, children: [{type: 'text', value: op.summary}]};
}

/** Replaces each tag (last first, so indexes hold) with what `expand` returns for it. */
export function replaceOperationTags(tree: Root, file: string, expand: (op: Operation) => RootContent[]): number {
  const tags = operationTags(tree, file);
  for (const tag of [...tags].reverse()) tree.children.splice(tag.index, 1, ...expand(tag.operation));
  return tags.length;
}
