/**
 * The operations of a page for its Markdown twin (src/plugins/markdown-twins calls this right
 * after parsing the page): each `<Operation id="…" />` becomes the same heading as on the HTML
 * page, then the method and path, the description, the parameters as a list, the responses, and
 * the code samples and examples as fenced blocks. Everything comes from ./model.ts, as the HTML does.
 */
import type {Code, ListItem, Paragraph, PhrasingContent, Root, RootContent} from 'mdast';
import {inlineRuns, type Operation} from './model';
import {operationHeading, replaceOperationTags} from './tags';
import {REQUIREMENT_LABEL, WHERE_LABEL, commonParametersPlace} from './labels';

const phrasing = (text: string): PhrasingContent[] =>
  inlineRuns(text).map((run) => (run.code ? {type: 'inlineCode', value: run.text} : {type: 'text', value: run.text}));

const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});
const strong = (text: string): PhrasingContent => ({type: 'strong', children: [{type: 'text', value: text}]});
const item = (children: PhrasingContent[]): ListItem => ({
  type: 'listItem',
  spread: false,
  children: [paragraph(children)],
});
const code = (lang: string, title: string, value: string): Code => ({
  type: 'code',
  lang,
  meta: `title="${title}"`,
  value,
});

function operationMarkdown(op: Operation): RootContent[] {
  const success = op.responses.filter((r) => r.status.startsWith('2'));
  const others = op.responses.filter((r) => !r.status.startsWith('2'));
  const nodes: RootContent[] = [
    operationHeading(op),
    paragraph([{type: 'inlineCode', value: `${op.method.toUpperCase()} ${op.path}`}]),
    paragraph(phrasing(op.description)),
    paragraph([strong('Parameters')]),
  ];
  if (op.parameters.length) {
    nodes.push({
      type: 'list',
      ordered: false,
      spread: false,
      children: op.parameters.map((p) =>
        item([
          {type: 'inlineCode', value: p.name},
          {
            type: 'text',
            value: ` (${[WHERE_LABEL[p.where], p.type ?? 'type not documented', REQUIREMENT_LABEL[p.requirement]].join(', ')}): `,
          },
          ...phrasing(p.description),
        ]),
      ),
    });
  } else nodes.push(paragraph([{type: 'text', value: 'None of its own.'}]));
  if (op.bodyNote) nodes.push(paragraph(phrasing(op.bodyNote)));
  nodes.push(
    paragraph([
      {type: 'text', value: 'Also takes the common parameters '},
      ...op.commonParameters.names.flatMap((name, i): PhrasingContent[] => [
        ...(i ? [{type: 'text' as const, value: ' and '}] : []),
        {type: 'inlineCode', value: name},
      ]),
      {type: 'text', value: `${commonParametersPlace(op.commonParameters)} See Common parameters.`},
    ]),
  );
  nodes.push(paragraph([strong('Responses')]), {
    type: 'list',
    ordered: false,
    spread: false,
    children: [
      ...success.map((r) =>
        item([{type: 'inlineCode', value: r.status}, {type: 'text', value: ': '}, ...phrasing(r.description)]),
      ),
      item([
        ...others.flatMap((r, i): PhrasingContent[] => [
          ...(i ? [{type: 'text' as const, value: ', '}] : []),
          {type: 'inlineCode', value: r.status},
        ]),
        {type: 'text', value: ': errors (see Errors).'},
      ]),
    ],
  });
  for (const s of op.samples) nodes.push(code(s.language, `Request (${s.title})`, s.code));
  for (const e of op.requestExamples) nodes.push(code(e.language, `Request body: ${e.title}`, e.code));
  for (const r of success)
    for (const e of r.examples) nodes.push(code(e.language, `Response ${r.status}: ${e.title}`, e.code));
  return nodes;
}

/** Expands the page's operations in place; `file` names the page in errors. */
export function expandOperationsForTwin(tree: Root, file: string): void {
  replaceOperationTags(tree, file, operationMarkdown);
}
