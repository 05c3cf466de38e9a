import fs from 'node:fs';
import path from 'node:path';

// src/plugins/no-collator gives the browser build theme-common's useShallowMemoObject with a
// key sort that needs no ICU collator. These tests run its loader on the installed theme-common.
type Loader = ((this: {resourcePath: string}, source: string) => string) & {LOCALE_SORT: string};
const loader = require('@site/src/plugins/no-collator/key-sort-loader.cjs') as Loader;
const file = path.join(path.dirname(require.resolve('@docusaurus/theme-common')), 'utils', 'reactUtils.js');
const run = (source: string) => loader.call({resourcePath: file}, source);

function sortedKeys(out: string, entries: [string, unknown][]): string[] {
  const sort = out.match(/deps\.sort\(.*\);/)?.[0];
  if (!sort) throw new Error('no deps.sort in the loader output');
  // eslint-disable-next-line no-new-func
  return (new Function('deps', `${sort} return deps;`)(entries) as [string, unknown][]).map(([key]) => key);
}

describe('no-collator loader (src/plugins/no-collator)', () => {
  const source = fs.readFileSync(file, 'utf8');

  it('replaces the only localeCompare in the installed useShallowMemoObject', () => {
    expect(source).toContain(loader.LOCALE_SORT);
    const out = run(source);
    expect(out).not.toContain('localeCompare');
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('still puts the keys in one order whatever order they come in', () => {
    const out = run(source);
    const keys = ['subtree', 'attributes', 'childList', 'characterData'];
    const shuffled = ['childList', 'subtree', 'characterData', 'attributes'];
    const orders = [keys, [...keys].reverse(), shuffled].map((order) =>
      sortedKeys(out, order.map((key) => [key, true])),
    );
    expect(orders[0]).toEqual(['attributes', 'characterData', 'childList', 'subtree']);
    expect(orders[1]).toEqual(orders[0]);
    expect(orders[2]).toEqual(orders[0]);
  });

  it('fails the build, naming the file, when upstream changes the function', () => {
    expect(() => run(source.replace(loader.LOCALE_SORT, 'deps.sort();'))).toThrow(file);
  });
});
