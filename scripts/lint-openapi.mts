// Lints the REST API's OpenAPI document offline (src/plugins/openapi-reference/lint.ts).
// Usage: npm run lint:openapi [-- file.yaml|file.json …]   (no files: the site's document)
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {lintOpenApi, REDOCLY_CONFIG, resolvedSiteDocument} from '../src/plugins/openapi-reference/lint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const given = process.argv.slice(2);
const site = given.length ? null : resolvedSiteDocument();
const result = lintOpenApi(given.length ? given : [site!.file]);
site?.cleanup();
process.stdout.write(result.stdout);
// Redocly's stderr is its progress and a Node.js version banner; it matters when lint fails.
if (result.status !== 0) {
  process.stderr.write(result.stderr);
  console.error('\nThe OpenAPI document (src/data/openapi.yaml) has lint errors: see above.');
} else {
  console.log(`OpenAPI document valid: no problems under ${path.relative(root, REDOCLY_CONFIG)}.`);
}
process.exit(result.status ?? 1);
