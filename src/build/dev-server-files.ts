/**
 * What a plugin returns from `configureWebpack` so that `npm start` serves the files it writes
 * into `directory` at `publicPath`, as a build serves them from build/.
 *
 * Docusaurus merges a `devServer` key of the site's webpack configuration into its development
 * server's options (`commands/start/webpack.js`, "Allow plugin authors to customize/override
 * devServer config"), an undocumented behaviour registered in src/plugins/README.md. The cast:
 * `configureWebpack` is typed as webpack's Configuration, which declares `devServer` only when
 * webpack-dev-server's types are loaded, and the site does not depend on them.
 */
export function devServerFiles(directory: string, publicPath: string): never {
  return {devServer: {static: [{directory, publicPath, watch: false}]}} as never;
}
