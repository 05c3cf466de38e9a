/**
 * The REST API's OpenAPI document (src/data/openapi.yaml), resolved: every `{{GROUP.NAME}}` token
 * replaced by that constant of src/data/platform.ts. A string that is only a token takes the
 * constant's own value (a number stays a number); a token inside text is written into it.
 */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import * as platform from '../../data/platform';
import {SPEC_DOWNLOADS} from './downloads';

// path.dirname(__filename), not __dirname: tsx defines only __filename in a CommonJS module that
// an ES module (a script, a browser test) imports.
export const SPEC_SOURCE = path.join(path.dirname(__filename), '../../data/openapi.yaml');
export {SPEC_DOWNLOADS};

/** How llms.txt lists the downloads (src/plugins/markdown-twins). */
export const SPEC_LLMS_FILES = [
  {
    title: 'OpenAPI document (YAML)',
    path: SPEC_DOWNLOADS.yaml,
    description: 'The REST API as OpenAPI 3.1: every endpoint, parameter and example of the REST reference.',
  },
  {title: 'OpenAPI document (JSON)', path: SPEC_DOWNLOADS.json, description: 'The same document as JSON.'},
];

export type OpenApiDocument = Record<string, unknown> & {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
};

const TOKEN = /\{\{([A-Z_]+)\.([A-Z0-9_]+)\}\}/g;
const WHOLE_TOKEN = /^\{\{([A-Z_]+)\.([A-Z0-9_]+)\}\}$/;

function constant(group: string, name: string, where: string): unknown {
  const value = (platform as unknown as Record<string, Record<string, unknown> | undefined>)[group]?.[name];
  if (value === undefined)
    throw new Error(
      `openapi-reference: ${where} names {{${group}.${name}}}, which src/data/platform.ts does not define`,
    );
  return value;
}

function substitute(value: unknown, where: string): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE_TOKEN.exec(value);
    if (whole) return constant(whole[1]!, whole[2]!, where);
    return value.replace(TOKEN, (_, group: string, name: string) => String(constant(group, name, where)));
  }
  if (Array.isArray(value)) return value.map((v, i) => substitute(v, `${where}/${i}`));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, `${where}/${k}`)]));
  }
  return value;
}

/** Parses and resolves the document; a YAML error or an unknown constant names the file. */
export function resolveSpec(source: string, file = SPEC_SOURCE): OpenApiDocument {
  let parsed: unknown;
  try {
    parsed = yaml.load(source, {filename: file});
  } catch (err) {
    throw new Error(`openapi-reference: ${file} is not valid YAML: ${(err as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || !('paths' in parsed)) {
    throw new Error(`openapi-reference: ${file} holds no OpenAPI document with paths`);
  }
  return substitute(parsed, `${path.basename(file)}#`) as OpenApiDocument;
}

let cached: OpenApiDocument | null = null;

/** The site's document, read once per process. */
export function loadSpec(): OpenApiDocument {
  cached ??= resolveSpec(fs.readFileSync(SPEC_SOURCE, 'utf8'));
  return cached;
}

/** The published files: the resolved document as YAML and as JSON. */
export function specFiles(doc: OpenApiDocument): Record<keyof typeof SPEC_DOWNLOADS, string> {
  const header = "# The Pipedream REST API, as documented on 2022-01-05. Generated from the docs site's source.\n";
  return {
    yaml: header + yaml.dump(doc, {lineWidth: 100, noRefs: true}),
    json: `${JSON.stringify(doc, null, 2)}\n`,
  };
}
