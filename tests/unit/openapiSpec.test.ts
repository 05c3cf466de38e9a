/**
 * The REST API's OpenAPI document (src/data/openapi.yaml): resolved from the constants module,
 * every example valid against its schema and holding only fields the schema describes, and linted
 * offline by Redocly CLI (scripts/lint-openapi.mts), which must fail on a bad document.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import Ajv2020 from 'ajv/dist/2020';
import yaml from 'js-yaml';
import {LIMITS, URLS} from '@site/src/data/platform';
import {
  loadSpec,
  resolveSpec,
  specFiles,
  SPEC_SOURCE,
  type OpenApiDocument,
} from '@site/src/plugins/openapi-reference/spec';
import {deref} from '@site/src/plugins/openapi-reference/model';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
const root = path.resolve(__dirname, '../..');
const doc = loadSpec();

/** Every example in the document with the schema it must satisfy. */
function examplesWithSchemas(d: OpenApiDocument): {where: string; schema: Json; value: unknown}[] {
  const found: {where: string; schema: Json; value: unknown}[] = [];
  const visitMedia = (where: string, content: unknown) => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (!isObject(media) || !isObject(media.schema)) continue;
      for (const [name, example] of Object.entries(isObject(media.examples) ? media.examples : {})) {
        found.push({
          where: `${where} ${type} example "${name}"`,
          schema: media.schema,
          value: deref<Json>(d, example).value,
        });
      }
    }
  };
  for (const [p, item] of Object.entries(d.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!isObject(op) || !op.operationId) continue;
      const where = `${method.toUpperCase()} ${p}`;
      for (const raw of [...((item.parameters as unknown[]) ?? []), ...((op.parameters as unknown[]) ?? [])]) {
        const param = deref<Json>(d, raw);
        if (param.example !== undefined && isObject(param.schema)) {
          found.push({where: `${where} parameter ${String(param.name)}`, schema: param.schema, value: param.example});
        }
      }
      if (isObject(op.requestBody)) visitMedia(`${where} request`, deref<Json>(d, op.requestBody).content);
      for (const [status, raw] of Object.entries(isObject(op.responses) ? op.responses : {})) {
        visitMedia(`${where} ${status}`, deref<Json>(d, raw).content);
      }
    }
  }
  return found;
}

/** A validator that resolves `#/components/...` against the document. */
function validatorFor(d: OpenApiDocument) {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  ajv.addSchema({...d, $id: 'openapi'} as never);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!isObject(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? `openapi${v}` : rewrite(v)]),
    );
  };
  return (schema: Json, value: unknown) => {
    const validate = ajv.compile(rewrite(schema) as Json);
    return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };
}

/** Paths in `value` that `schema` does not describe (a schema with no properties describes anything). */
function undocumentedFields(d: OpenApiDocument, schema: unknown, value: unknown, at = ''): string[] {
  const s = deref<Json>(d, schema);
  if (Array.isArray(value)) {
    const items =
      s.items ?? (Array.isArray(s.allOf) ? s.allOf.map((x) => deref<Json>(d, x).items).find(Boolean) : undefined);
    return items ? value.flatMap((v, i) => undocumentedFields(d, items, v, `${at}/${i}`)) : [];
  }
  if (!isObject(value)) return [];
  const properties: Json = {};
  for (const part of [s, ...(Array.isArray(s.allOf) ? s.allOf.map((x) => deref<Json>(d, x)) : [])]) {
    Object.assign(properties, isObject(part.properties) ? part.properties : {});
  }
  if (!Object.keys(properties).length) return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key in properties ? undocumentedFields(d, properties[key], v, `${at}/${key}`) : [`${at}/${key}`],
  );
}

describe('the OpenAPI document', () => {
  it('takes its base URL and numbers from src/data/platform.ts', () => {
    expect((doc.servers as Json[])[0]!.url).toBe(URLS.REST_API_BASE);
    const limit = deref<Json>(doc, {$ref: '#/components/parameters/Limit'});
    expect((limit.schema as Json).maximum).toBe(LIMITS.REST_API_MAX_PAGE_SIZE);
    expect((limit.schema as Json).default).toBe(LIMITS.REST_API_DEFAULT_PAGE_SIZE);
    expect(specFiles(doc).json).not.toMatch(/\{\{/);
    expect(JSON.stringify(doc)).toContain(`last ${LIMITS.REST_API_LISTABLE_EVENTS} events`);
  });

  it('names the file and the token when a constant does not exist', () => {
    expect(() => resolveSpec('openapi: 3.1.0\npaths: {}\ninfo: {title: "{{LIMITS.NOPE}}"}', 'x.yaml')).toThrow(
      /x\.yaml#\/info\/title names \{\{LIMITS\.NOPE\}\}/,
    );
  });

  it('publishes YAML and JSON that parse to the same document', () => {
    const files = specFiles(doc);
    expect(yaml.load(files.yaml)).toEqual(JSON.parse(files.json));
  });

  it('authenticates every operation with the API key as a Bearer token', () => {
    const schemes = (doc.components as Json).securitySchemes as Json;
    expect(schemes.apiKey).toMatchObject({type: 'http', scheme: 'bearer'});
    expect(doc.security).toEqual([{apiKey: []}]);
  });
});

describe('every example in the OpenAPI document', () => {
  const examples = examplesWithSchemas(doc);
  const validate = validatorFor(doc);

  it('there are examples of requests, responses and parameters', () => {
    expect(examples.some((e) => / request /.test(e.where))).toBe(true);
    expect(examples.some((e) => / 2..? /.test(e.where) || / 2XX /.test(e.where))).toBe(true);
    expect(examples.some((e) => / parameter /.test(e.where))).toBe(true);
  });

  it.each(examples.map((e) => [e.where, e] as const))('%s is valid against its schema', (_where, e) => {
    expect(validate(e.schema, e.value)).toEqual([]);
  });

  it.each(examples.map((e) => [e.where, e] as const))('%s holds only fields its schema describes', (_where, e) => {
    expect(undocumentedFields(doc, e.schema, e.value)).toEqual([]);
  });

  it('the checks catch a wrong example (controls)', () => {
    const body = examples.find((e) => e.where === 'POST /sources request application/json example "rssFromUrl"')!;
    expect(validate(body.schema, {...(body.value as Json), name: 5})).not.toEqual([]);
    expect(undocumentedFields(doc, body.schema, {...(body.value as Json), colour: 'red'})).toEqual(['/colour']);
    const component = examples.find((e) => e.where.startsWith('POST /components request'))!;
    expect(validate(component.schema, {})).not.toEqual([]);
    const limit = examples.find((e) => e.where.endsWith('parameter limit'))!;
    expect(validate(limit.schema, LIMITS.REST_API_MAX_PAGE_SIZE + 1)).not.toEqual([]);
  });
});

describe('Redocly CLI lint (npm run lint:openapi)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-test-'));
  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));
  const lint = (file: string, extraEnv: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/lint-openapi.mts'), file], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, ...extraEnv},
    });
  const write = (name: string, d: unknown) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, yaml.dump(d));
    return file;
  };

  it('passes the published document and makes no network request', () => {
    const log = path.join(tmp, 'network.log');
    fs.writeFileSync(log, '');
    const guard = path.join(__dirname, 'fixtures/openapi/no-network.cjs');
    const result = lint(write('site.yaml', doc), {NETWORK_LOG: log, NODE_OPTIONS: `--require ${guard}`});
    expect(result.stdout + result.stderr).toMatch(/valid/i);
    expect(result.status).toBe(0);
    expect(fs.readFileSync(log, 'utf8')).toBe('');
  }, 60_000);

  it('the network guard does see a request (control)', () => {
    const log = path.join(tmp, 'control.log');
    fs.writeFileSync(log, '');
    const guard = path.join(__dirname, 'fixtures/openapi/no-network.cjs');
    spawnSync(process.execPath, ['-e', 'fetch("https://example.com/").catch(() => {})'], {
      env: {...process.env, NETWORK_LOG: log, NODE_OPTIONS: `--require ${guard}`},
    });
    expect(fs.readFileSync(log, 'utf8')).not.toBe('');
  }, 30_000);

  it('fails a document whose example contradicts its schema, naming the rule', () => {
    const broken = JSON.parse(JSON.stringify(doc)) as Json & OpenApiDocument;
    const put = (broken.paths['/sources/{id}'] as Json).put as Json;
    const media = ((put.requestBody as Json).content as Json)['application/json'] as Json;
    ((media.examples as Json).disable as Json).value = {component_id: 'sc_abc123', active: 'no'};
    const result = lint(write('broken.yaml', broken));
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/no-invalid-media-type-examples/);
  }, 60_000);
});

it('the source file is where the README and CONTRIBUTING say', () => {
  expect(path.relative(root, SPEC_SOURCE)).toBe('src/data/openapi.yaml');
});
