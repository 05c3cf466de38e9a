import type {Element, Root} from 'hast';
import rehypeTableLabels from '../../src/utils/rehypeTableLabels';

const text = (value: string) => ({type: 'text', value});
const el = (tagName: string, children: unknown[] = [], properties: Record<string, unknown> = {}) =>
  ({type: 'element', tagName, properties, children}) as unknown as Element;

function table(headers: string[], rows: string[][]): Element {
  return el('table', [
    el('thead', [
      el(
        'tr',
        headers.map((h) => el('th', [el('code', [text(h)])])),
      ),
    ]),
    el(
      'tbody',
      rows.map((cells) => el('tr', [text('\n'), ...cells.map((c) => el('td', [text(c)]))])),
    ),
  ]);
}

describe('rehypeTableLabels', () => {
  it("marks tables of three columns or more and labels each body cell with its column's text", () => {
    const wide = table(
      ['Name', 'Type', 'Description'],
      [
        ['a', 'string', 'first'],
        ['b', 'number', 'second'],
      ],
    );
    rehypeTableLabels()({type: 'root', children: [el('div', [wide])]} as unknown as Root);
    expect(wide.properties.className).toEqual(['table--stacked']);
    const cells = (wide.children[1] as Element).children.flatMap((row) =>
      (row as Element).children.filter((c) => c.type === 'element'),
    ) as Element[];
    expect(cells.map((c) => c.properties.dataLabel)).toEqual([
      'Name',
      'Type',
      'Description',
      'Name',
      'Type',
      'Description',
    ]);
  });

  it('leaves two-column tables as they are', () => {
    const narrow = table(['Limit', 'Value'], [['a', '1']]);
    rehypeTableLabels()({type: 'root', children: [narrow]} as unknown as Root);
    expect(narrow.properties.className).toBeUndefined();
    const cell = ((narrow.children[1] as Element).children[0] as Element).children[1] as Element;
    expect(cell.properties.dataLabel).toBeUndefined();
  });
});
