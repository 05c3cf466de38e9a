import fs from 'node:fs';
import path from 'node:path';
import lazyMdxPlugin, {THEME_PRISM_CLIENT_MODULE} from '@site/src/plugins/lazy-mdx';

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

  it('aliases that module in the browser build only, and tells each build which it is', () => {
    const plugin = lazyMdxPlugin();
    const defined = (config: {plugins?: {definitions?: Record<string, string>}[]}) => config.plugins?.[0]?.definitions;
    class DefinePlugin {
      constructor(readonly definitions: Record<string, string>) {}
    }
    const utils = {currentBundler: {name: 'webpack', instance: {DefinePlugin}}} as never;
    const client = plugin.configureWebpack!({} as never, false, utils, undefined as never) as never;
    const server = plugin.configureWebpack!({} as never, true, utils, undefined as never) as never;
    expect(defined(client)).toEqual({'process.env.LAZY_MDX_SERVER_BUNDLE': '"false"'});
    expect(defined(server)).toEqual({'process.env.LAZY_MDX_SERVER_BUNDLE': '"true"'});
    const aliases = Object.keys((client as {resolve: {alias: Record<string, string>}}).resolve.alias);
    expect(aliases).toContain(`${themeModule}$`);
    expect((server as {resolve?: unknown}).resolve).toBeUndefined();
  });
});
