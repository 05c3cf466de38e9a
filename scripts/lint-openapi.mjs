#!/usr/bin/env node
// Lints the REST API's OpenAPI document with Redocly CLI, offline: the document is resolved as
// the site publishes it (constants of src/data/platform.ts filled in, src/plugins/openapi-reference/spec.ts),
// written to a temporary file and linted with the local rules in src/plugins/openapi-reference/redocly.yaml.
// Telemetry and the update check are off, so the linter makes no network request.
// Usage: node scripts/lint-openapi.mjs [file.yaml|file.json …]   (no files: the site's document)
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
export const REDOCLY_CONFIG = path.join(root, 'src/plugins/openapi-reference/redocly.yaml');
/** Redocly CLI without telemetry, update notices or the Node.js version banner. */
export const OFFLINE_ENV = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  REDOCLY_SUPPRESS_NODE_VERSION_WARNING: 'true',
};

/** Lints each file; returns Redocly's exit status and output. */
export function lintOpenApi(files) {
  const bin = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  return spawnSync(process.execPath, [bin, 'lint', '--config', REDOCLY_CONFIG, '--format', 'stylish', ...files], {
    cwd: root,
    env: {...process.env, ...OFFLINE_ENV},
    encoding: 'utf8',
  });
}

function resolvedSiteDocument() {
  const jiti = require('jiti')(fileURLToPath(import.meta.url));
  const {loadSpec, specFiles} = jiti(path.join(root, 'src/plugins/openapi-reference/spec.ts'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.yaml');
  fs.writeFileSync(file, specFiles(loadSpec()).yaml);
  return {file, cleanup: () => fs.rmSync(dir, {recursive: true, force: true})};
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  const site = given.length ? null : resolvedSiteDocument();
  const result = lintOpenApi(given.length ? given : [site.file]);
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
}
