import * as tslib from 'tslib';
import leanTslibPlugin, {tslibHelpersOfUtilsCommon} from '@site/src/plugins/lean-tslib';

// src/plugins/lean-tslib gives @docusaurus/utils-common, in the browser build, a tslib with only
// `__importDefault`. These tests fail when that stops being enough or stops behaving like tslib.
const lean = require('@site/src/plugins/lean-tslib/import-default.cjs') as {
  __importDefault: typeof tslib.__importDefault;
};

describe('the lean tslib of @docusaurus/utils-common (src/plugins/lean-tslib)', () => {
  it('provides every tslib helper utils-common uses', () => {
    const used = tslibHelpersOfUtilsCommon();
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

  it('lets the build start only while the patch applies', () => {
    expect(() => leanTslibPlugin()).not.toThrow();
  });
});
