// Code colours for both colour schemes. The stock GitHub and Dracula themes of
// prism-react-renderer have token colours below WCAG AA contrast (4.5:1) on their own
// backgrounds (GitHub's comments are 2.7:1, Dracula's 3:1), which axe reports on every page
// with code. These are the same themes with those colours darkened or lightened until every
// token passes; tests/unit/prismThemes.test.ts checks each one.
import {themes, type PrismTheme} from 'prism-react-renderer';

/** Replaces the colour of the style rule that lists `type` among its token types. */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((rule) => {
      const key = rule.types.find((type) => type in colours);
      return key ? {...rule, style: {...rule.style, color: colours[key]}} : rule;
    }),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  comment: '#57606a',
  string: '#a31155',
  entity: '#0f6e6c',
  atrule: '#00729a',
  function: '#b31d28',
});

export const darkCodeTheme = recolour(themes.dracula, {
  comment: '#9aa5ce',
});

/**
 * The theme Docusaurus is given: no colours at all, so Prism's output carries only its token
 * classes (`token keyword`) and no inline styles. The colours come from CSS instead
 * (`tokenColourCss`, loaded by src/plugins/code-colours), one rule set per colour mode, so a page
 * rendered at build time shows the right colours in either mode without React re-rendering it.
 */
export const classOnlyTheme: PrismTheme = {plain: {}, styles: []};

const cssName = (property: string) => property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const declarations = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => `${cssName(property)}: ${String(value)};`)
    .join(' ');

/**
 * CSS that paints code as `theme` does, under `scope` (a selector such as `[data-theme='dark']`).
 * Each token type gets the style prism-react-renderer would inline for it (later rules of the
 * theme override earlier ones for the same type, as in its theme dictionary); the plain colours
 * become the `--prism-color` / `--prism-background-color` variables the theme's code block uses.
 */
export function tokenColourCss(theme: PrismTheme, scope: string): string {
  const byType = new Map<string, Record<string, unknown>>();
  for (const rule of theme.styles) {
    if (rule.languages) throw new Error('tokenColourCss: language-specific theme rules are not supported');
    for (const type of rule.types) byType.set(type, {...byType.get(type), ...rule.style});
  }
  const lines = [
    `${scope} { --prism-color: ${theme.plain.color}; --prism-background-color: ${theme.plain.backgroundColor}; }`,
  ];
  for (const [type, style] of byType) lines.push(`${scope} .token.${type} { ${declarations(style)} }`);
  return `${lines.join('\n')}\n`;
}
