import {darkCodeTheme, lightCodeTheme, tokenColourCss} from '../../src/utils/prismThemes';
import type {PrismTheme} from 'prism-react-renderer';

// WCAG 2 relative luminance and contrast ratio.
function channels(colour: string): number[] {
  const rgb = colour.match(/^rgb\((\d+), ?(\d+), ?(\d+)\)$/);
  if (rgb) return rgb.slice(1).map(Number);
  const hex = colour.replace('#', '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
}
function luminance(colour: string): number {
  const [r = 0, g = 0, b = 0] = channels(colour)
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as [string, PrismTheme][])('the %s code theme', (_name, theme) => {
  const background = theme.plain.backgroundColor!;
  const colours = [
    ['plain', theme.plain.color!],
    ...theme.styles.filter((rule) => rule.style.color).map((rule) => [rule.types.join(','), rule.style.color!]),
  ];

  it.each(colours)('%s text meets 4.5:1 on the code background', (_types, colour) => {
    expect(contrast(colour, background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast()', () => {
  it('computes the WCAG ratio', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });
});

describe('tokenColourCss()', () => {
  const css = tokenColourCss(lightCodeTheme, "[data-theme='light']");

  it('gives every token type of the theme its colour under the scope', () => {
    for (const rule of lightCodeTheme.styles) {
      for (const type of rule.types) expect(css).toContain(`[data-theme='light'] .token.${type} {`);
    }
    expect(css).toContain(`--prism-background-color: ${lightCodeTheme.plain.backgroundColor};`);
  });

  it('lets a later rule of the theme win for a type, as prism-react-renderer does', () => {
    // github lists "keyword" twice; the later colour is the one the theme renders.
    const keywordRules = lightCodeTheme.styles.filter((r) => r.types.includes('keyword'));
    const last = keywordRules.at(-1)!.style.color!;
    expect(css).toMatch(new RegExp(`\\.token\\.keyword \\{[^}]*color: ${last.replace(/[()]/g, '\\$&')};`));
  });

  it('writes style properties as CSS properties', () => {
    expect(css).toMatch(/\.token\.comment \{[^}]*font-style: italic;/);
  });
});
