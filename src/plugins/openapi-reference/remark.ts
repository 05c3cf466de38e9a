/**
 * Remark plugin for the HTML pages (registered with the docs plugin's
 * `beforeDefaultRemarkPlugins`, so Docusaurus's own plugins then give the headings their ids and
 * put them in the table of contents). Each `<Operation id="…" />` becomes the operation's `###`
 * heading followed by `<ApiOperation id="…" />`, which renders the rest (./ApiOperation.tsx);
 * the page gets the import and the layout's `<style>` once.
 */
import type {Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import {parse} from 'acorn';
import type {Program} from 'estree';
import {operationHeading, replaceOperationTags} from './tags';

const MODULE = '@site/src/plugins/openapi-reference/ApiOperation';
const VIEW = '__ApiOperation';
const STYLES = '__ApiOperationStyles';

function element(name: string, id?: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: id === undefined ? [] : [{type: 'mdxJsxAttribute', name: 'id', value: id}],
    children: [],
  };
}

function importNode(): MdxjsEsm {
  const value = `import ${VIEW}, {ApiOperationStyles as ${STYLES}} from '${MODULE}';`;
  const estree = parse(value, {ecmaVersion: 'latest', sourceType: 'module'}) as unknown as Program;
  return {type: 'mdxjsEsm', value, data: {estree}};
}

export default function remarkOperations() {
  return (tree: Root, file: {path?: string}) => {
    const count = replaceOperationTags(tree, file.path ?? 'a page', (op): RootContent[] => [
      operationHeading(op),
      element(VIEW, op.id),
    ]);
    if (!count) return;
    // The style block goes before the first operation's heading (the element before its view).
    const firstView = tree.children.findIndex((n) => n.type === 'mdxJsxFlowElement' && n.name === VIEW);
    tree.children.splice(firstView - 1, 0, element(STYLES));
    tree.children.unshift(importNode());
  };
}
