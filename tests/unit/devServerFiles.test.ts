import fs from 'node:fs';
import {devServerFiles} from '@site/src/build/dev-server-files';

// `npm start` serves the plugins' generated files only because Docusaurus merges the webpack
// configuration's `devServer` key into its development server's options; nothing documents it.
describe('devServerFiles against the installed Docusaurus', () => {
  it("is merged into the development server's options", () => {
    const start = fs.readFileSync(require.resolve('@docusaurus/core/lib/commands/start/webpack.js'), 'utf8');
    expect(start).toMatch(/\(\[defaultDevServerConfig, config\.devServer\]/);
  });

  it('adds one static folder at the public path, unwatched', () => {
    expect(devServerFiles('/tmp/twins', '/docs/')).toEqual({
      devServer: {static: [{directory: '/tmp/twins', publicPath: '/docs/', watch: false}]},
    });
  });
});
