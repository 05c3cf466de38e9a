import type {Paragraph, Root} from 'mdast';
import remarkDiagrams from '../../src/utils/remarkDiagrams';

const image = (url: string) => ({type: 'image', url, alt: 'a diagram'}) as const;
const paragraph = (...children: unknown[]) => ({type: 'paragraph', children}) as unknown as Paragraph;

describe('remarkDiagrams', () => {
  it('puts a diagram alone in its paragraph in the scrollable, focusable diagram box', () => {
    const diagram = paragraph(image('/img/diagrams/workflow-execution.svg'), {type: 'text', value: '\n'});
    const nested = paragraph(image('/img/diagrams/event-source-flow.svg'));
    const tree = {type: 'root', children: [diagram, {type: 'blockquote', children: [nested]}]} as unknown as Root;
    remarkDiagrams()(tree);
    for (const p of [diagram, nested]) {
      expect(p.data).toEqual({hName: 'div', hProperties: {className: ['diagram'], tabIndex: 0}});
    }
  });

  it('leaves other images, and diagrams inside a sentence, as they are', () => {
    const photo = paragraph(image('/img/screenshot.png'));
    const inline = paragraph({type: 'text', value: 'See '}, image('/img/diagrams/x.svg'));
    remarkDiagrams()({type: 'root', children: [photo, inline]} as unknown as Root);
    expect(photo.data).toBeUndefined();
    expect(inline.data).toBeUndefined();
  });
});
