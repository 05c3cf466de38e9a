// Leaves `ssrTemplate` out of the site config module that the browser bundle carries
// (.docusaurus/docusaurus.config.mjs, `export default <the config as JSON>;`): Docusaurus ships
// the whole config to the browser, and nothing there reads the template, which every page
// would download. A module of another shape fails the build, naming the plugin.
module.exports = function stripTemplate(source) {
  const match = /^export default (\{[\s\S]*\});\s*$/m.exec(source);
  let config;
  try {
    config = match && JSON.parse(match[1]);
  } catch {
    config = null;
  }
  if (!config || typeof config.ssrTemplate !== 'string') {
    throw new Error(
      'deferred-boot (src/plugins/deferred-boot): the generated site config module is not ' +
        '`export default <JSON>;` with an ssrTemplate; Docusaurus changed how it writes it. Update strip-template-loader.cjs.',
    );
  }
  delete config.ssrTemplate;
  return `${source.slice(0, match.index)}export default ${JSON.stringify(config, null, 2)};\n`;
};
