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
