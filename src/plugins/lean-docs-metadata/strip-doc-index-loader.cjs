/**
 * Webpack/Rspack loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`).
 * The version prop carries an index of every doc (id, title, description, sidebar) that every
 * docs page loads; only `useDocById` (the theme's doc cards) reads it. See ./index.ts for when
 * this loader is used.
 */
module.exports = function stripDocIndex(source) {
  const props = JSON.parse(source);
  if (props && props.version && typeof props.version.docs === 'object' && props.version.docs !== null) {
    props.version.docs = {};
  }
  return JSON.stringify(props);
};
