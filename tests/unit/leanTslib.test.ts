import fs from 'node:fs';
import path from 'node:path';
import * as tslib from 'tslib';

// src/plugins/lean-tslib gives @docusaurus/utils-common, in the browser build, a tslib with only
// `__importDefault`. These tests fail when that stops being enough or stops behaving like tslib.
const lean = require('@site/src/plugins/lean-tslib/import-default.cjs') as {__importDefault: typeof tslib.__importDefault};
const utilsCommon = path.dirname(require.resolve('@docusaurus/utils-common/package.json'));

describe('the lean tslib of @docusaurus/utils-common (src/plugins/lean-tslib)', () => {
  it('provides every tslib helper utils-common uses', () => {
    const files = fs.readdirSync(path.join(utilsCommon, 'lib')).filter((file) => file.endsWith('.js'));
    const used = new Set(files.flatMap((file) => [...fs.readFileSync(path.join(utilsCommon, 'lib', file), 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((m) => m[1])));
    expect(used.size).toBeGreaterThan(0);
    for (const helper of used) expect(Object.keys(lean)).toContain(helper);
  });

  it('behaves as tslib does', () => {
    const esModule = {__esModule: true, default: 'value'};
    const commonJs = () => 'value';
    for (const input of [esModule, commonJs, null, undefined]) {
      expect(lean.__importDefault(input)).toEqual(tslib.__importDefault(input));
    }
    expect(lean.__importDefault(esModule)).toBe(esModule);
  });
});
