/**
 * Webpack/Rspack loader for the docs plugin's route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`).
 * The version prop lists every doc with its description, and every docs page loads it; only
 * the theme's doc cards read the descriptions. See ./index.ts for when this loader is used.
 */
module.exports = function stripDescriptions(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docs;
  if (docs && typeof docs === 'object') {
    for (const doc of Object.values(docs)) delete doc.description;
  }
  return JSON.stringify(props);
};
