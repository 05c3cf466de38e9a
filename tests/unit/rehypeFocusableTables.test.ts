import type {Root} from 'hast';
import rehypeFocusableTables from '../../src/utils/rehypeFocusableTables';

describe('rehypeFocusableTables', () => {
  it('gives every table, however deep, a tab stop and leaves other elements alone', () => {
    const table = {type: 'element', tagName: 'table', properties: {className: ['x']}, children: []};
    const paragraph = {type: 'element', tagName: 'p', properties: {}, children: []};
    const tree = {
      type: 'root',
      children: [paragraph, {type: 'element', tagName: 'div', properties: {}, children: [table]}],
    } as unknown as Root;
    rehypeFocusableTables()(tree);
    expect(table.properties).toEqual({className: ['x'], tabIndex: 0});
    expect(paragraph.properties).toEqual({});
  });
});
