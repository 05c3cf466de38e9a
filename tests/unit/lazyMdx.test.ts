import fs from 'node:fs';
import path from 'node:path';
import {THEME_PRISM_CLIENT_MODULE} from '@site/src/plugins/lazy-mdx';

// Tripwires against the installed theme-classic: if an upgrade changes how the theme loads Prism
// at start-up, these fail here instead of Prism silently returning to every page's JavaScript.
describe('lazy-mdx (src/plugins/lazy-mdx)', () => {
  const themeModule = require.resolve(THEME_PRISM_CLIENT_MODULE);

  it('replaces a theme client module that still imports Prism at start-up', () => {
    const source = fs.readFileSync(themeModule, 'utf8');
    expect(source).toMatch(/from ['"]prism-react-renderer['"]/);
    expect(source).toMatch(/prismIncludeLanguages\(Prism\)/);
  });

  it('targets a module theme-classic really registers as a client module', () => {
    const themeIndex = fs.readFileSync(path.join(path.dirname(themeModule), 'index.js'), 'utf8');
    expect(themeIndex).toContain("'./prism-include-languages'");
  });
});
