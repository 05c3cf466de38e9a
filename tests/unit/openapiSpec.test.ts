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
import {deref, operations} from '@site/src/plugins/openapi-reference/model';

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

/** Every operation of a document with its parameters and request body schema, references followed. */
function operationsOf(d: OpenApiDocument) {
  return Object.entries(d.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([, op]) => isObject(op) && op.operationId)
      .map(([method, op]) => {
        const o = op as Json;
        const raw = [...((item.parameters as unknown[]) ?? []), ...((o.parameters as unknown[]) ?? [])];
        const body = isObject(o.requestBody) ? deref<Json>(d, o.requestBody) : undefined;
        const media = isObject(body?.content) ? (body.content as Json)['application/json'] : undefined;
        return {
          where: `${method.toUpperCase()} ${p}`,
          method,
          op: o,
          parameters: raw.map((x) => deref<Json>(d, x)),
          body: isObject(media) && isObject(media.schema) ? deref<Json>(d, media.schema) : undefined,
        };
      }),
  );
}

/** Each property of a body schema (its own and its allOf parts') with the part that defines it. */
const bodyProperties = (d: OpenApiDocument, schema: Json) =>
  [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.map((x) => deref<Json>(d, x)) : [])].flatMap((part) =>
    Object.entries(isObject(part.properties) ? part.properties : {}).map(([name, prop]) => ({
      name,
      part,
      prop: deref<Json>(d, prop),
    })),
  );

describe('required flags (the rule in the header of src/data/openapi.yaml)', () => {
  const ops = operationsOf(doc);
  const NOT_DOCUMENTED = 'x-required-not-documented';
  /** The description of a parameter the docs leave open says so, in the YAML and the JSON alike. */
  const saysOpen = (description: unknown) => /not (say|documented)/.test(String(description));

  it.each(ops.map((o) => [o.where, o] as const))('%s: every parameter carries an explicit decision', (_w, o) => {
    for (const p of o.parameters) {
      const label = `${o.where} ${String(p.in)} parameter ${String(p.name)}`;
      if (p[NOT_DOCUMENTED] === true) {
        expect([label, p.required]).toEqual([label, undefined]);
        expect([label, saysOpen(p.description)]).toEqual([label, true]);
      } else {
        expect([label, typeof p.required]).toEqual([label, 'boolean']);
      }
      if (p.in === 'path') expect([label, p.required]).toEqual([label, true]);
    }
    for (const {name, part, prop} of o.body ? bodyProperties(doc, o.body) : []) {
      const label = `${o.where} body property ${name}`;
      const listed = Array.isArray(part.required) ? part.required : null;
      if (prop[NOT_DOCUMENTED] === true) {
        expect([label, listed?.includes(name)]).not.toEqual([label, true]);
        expect([label, saysOpen(prop.description)]).toEqual([label, true]);
      } else {
        // Listed as required, or optional because its schema lists what is required.
        expect([label, Array.isArray(listed)]).toEqual([label, true]);
      }
    }
  });

  it('the model stops on a parameter or a body property with no decision, naming it', () => {
    const base = {openapi: '3.1.0', info: {title: 'T', version: '1'}};
    const undecided = resolveSpec(
      yaml.dump({
        ...base,
        paths: {'/x': {get: {operationId: 'x', parameters: [{name: 'limit', in: 'query'}], responses: {}}}},
      }),
    );
    expect(() => operations(undecided)).toThrow(/GET \/x parameter "limit" does not say whether it is required/);
    const body = resolveSpec(
      yaml.dump({
        ...base,
        paths: {
          '/y': {
            post: {
              operationId: 'y',
              requestBody: {content: {'application/json': {schema: {properties: {name: {type: 'string'}}}}}},
              responses: {},
            },
          },
        },
      }),
    );
    expect(() => operations(body)).toThrow(/POST \/y body property "name" does not say whether it is required/);
  });

  it('holds the decisions the 2022 words make', () => {
    const flag = (opWhere: string, name: string) => {
      const o = ops.find((x) => x.where === opWhere)!;
      const p = o.parameters.find((x) => x.name === name);
      return p ? (p[NOT_DOCUMENTED] ? 'not documented' : p.required) : undefined;
    };
    // "The same parameters as" POST /subscriptions, and "pass event_name=" when there is no channel.
    for (const name of ['emitter_id', 'listener_id', 'event_name'])
      expect([name, flag('DELETE /subscriptions', name)]).toEqual([name, true]);
    expect(flag('POST /webhooks', 'url')).toBe(true);
    for (const name of ['event_name', 'listener_id'])
      expect([name, flag('POST /auto_subscriptions', name)]).toEqual([name, true]);
    expect(flag('POST /subscriptions', 'event_name')).toBe(false);
  });

  it('Create a source requires one of its component fields, as Update a source does', () => {
    for (const where of ['POST /sources', 'PUT /sources/{id}']) {
      const branches = (ops.find((o) => o.where === where)!.body!.anyOf as Json[]).map((b) => b.required);
      expect(branches).toEqual(expect.arrayContaining([['component_id'], ['component_code'], ['component_url']]));
    }
  });
});

describe('the common parameters and org_id are where the 2022 docs put them', () => {
  const ops = operationsOf(doc);
  const names = (o: (typeof ops)[number], where: string) =>
    where === 'body'
      ? (o.body ? bodyProperties(doc, o.body) : []).map((p) => p.name)
      : o.parameters.filter((p) => p.in === where).map((p) => String(p.name));

  it.each(ops.map((o) => [o.where, o] as const))('%s', (_w, o) => {
    const common = ['include', 'exclude'];
    if (o.method === 'get') {
      expect(names(o, 'query')).toEqual(expect.arrayContaining(common));
    } else if (o.method === 'post') {
      // A POST carries them in its JSON body, and creates a resource, so it takes org_id.
      expect(names(o, 'body')).toEqual(expect.arrayContaining(common));
      expect(names(o, 'query')).not.toEqual(expect.arrayContaining(['include']));
      expect(names(o, 'query')).toContain('org_id');
    } else {
      expect(o.op['x-common-parameters-location']).toBe('not documented');
      expect([...names(o, 'query'), ...names(o, 'body')].filter((n) => common.includes(n))).toEqual([]);
    }
  });
});

describe('event listings', () => {
  const ops = operationsOf(doc).filter((o) => /event_summaries$/.test(o.where));

  it.each(ops.map((o) => [o.where, o] as const))(
    '%s pages with limit, before and after, and claims no default',
    (_w, o) => {
      const limit = o.parameters.find((p) => p.name === 'limit')!;
      expect((limit.schema as Json).default).toBeUndefined();
      expect(o.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['limit', 'before', 'after']));
    },
  );
});
