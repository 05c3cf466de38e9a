// Lints the REST API's OpenAPI document with Redocly CLI, offline: the document is resolved as the
// site publishes it (constants of src/data/platform.ts filled in, ./spec.ts), written to a
// temporary file and linted with the local rules in ./redocly.yaml. Telemetry and the update check
// are off, so the linter makes no network request. The command is scripts/lint-openapi.mts.
import {spawnSync, type SpawnSyncReturns} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadSpec, specFiles} from './spec';

// path.dirname(__filename), not __dirname: tsx defines only __filename in a CommonJS module that
// an ES module (a script, a browser test) imports.
const here = path.dirname(__filename);
export const REDOCLY_CONFIG = path.join(here, 'redocly.yaml');
const root = path.resolve(here, '../../..');

/** Redocly CLI without telemetry, update notices or the Node.js version banner. */
const OFFLINE_ENV = {
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  REDOCLY_SUPPRESS_NODE_VERSION_WARNING: 'true',
};

/** Lints each file; returns Redocly's exit status and output. */
export function lintOpenApi(files: string[]): SpawnSyncReturns<string> {
  const bin = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  return spawnSync(process.execPath, [bin, 'lint', '--config', REDOCLY_CONFIG, '--format', 'stylish', ...files], {
    cwd: root,
    env: {...process.env, ...OFFLINE_ENV},
    encoding: 'utf8',
  });
}

/** The site's document as it is published, in a temporary file, and a way to remove it. */
export function resolvedSiteDocument(): {file: string; cleanup: () => void} {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(dir, 'openapi.yaml');
  fs.writeFileSync(file, specFiles(loadSpec()).yaml);
  return {file, cleanup: () => fs.rmSync(dir, {recursive: true, force: true})};
}
