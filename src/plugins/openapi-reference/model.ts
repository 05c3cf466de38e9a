/**
 * Each operation of the OpenAPI document as the reference shows it: references resolved, the
 * parameters as one readable list (name, where, type, required, description), the examples, and
 * code samples in curl and Node.js generated from the operation. One model feeds the HTML page
 * (./OperationView.tsx) and the Markdown twin (./markdown.ts), so they cannot disagree.
 */
import type {OpenApiDocument} from './spec';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

/**
 * Whether a request needs the parameter, as the document decides it (the rule is in the header of
 * src/data/openapi.yaml): `required: true` or `false` on a parameter, a body schema's `required`
 * list, or this extension where the 2022 docs leave it open.
 */
export const REQUIREMENT_NOT_DOCUMENTED = 'x-required-not-documented';
export type Requirement = 'required' | 'optional' | 'not documented';

/**
 * The 2022 docs' common parameters, which every endpoint takes: in the query string of a `GET`,
 * in the JSON body of a `POST`. An operation whose method they give no place for says so with
 * this extension instead of declaring them.
 */
export const COMMON_PARAMETERS = ['include', 'exclude'] as const;
export const COMMON_LOCATION_NOT_DOCUMENTED = 'x-common-parameters-location';
/** Headers the 2022 example of an operation sends besides `Authorization`, where no body implies them. */
export const SAMPLE_HEADERS = 'x-sample-headers';

export type Where = 'path' | 'query' | 'body';

export type Parameter = {
  name: string;
  /** `path`, `query`, or `body` for a property of the JSON request body. */
  where: Where;
  /** The schema's type (with its bounds and default), or null where the docs gave none. */
  type: string | null;
  requirement: Requirement;
  description: string;
};

export type Example = {title: string; language: 'json' | 'bash' | 'javascript'; code: string};

export type Operation = {
  id: string;
  method: Method;
  path: string;
  summary: string;
  description: string;
  tag: string;
  parameters: Parameter[];
  /** Where the operation takes the common parameters, or null where the 2022 docs do not say. */
  commonParameters: {names: string[]; where: 'query' | 'body' | null};
  /** A rule about the body as a whole (such as "send one of these"), from the operation's own body schema, or ''. */
  bodyNote: string;
  samples: Example[];
  requestExamples: Example[];
  responses: {status: string; description: string; examples: Example[]}[];
};

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** Follows local `$ref`s ("#/components/…"). */
export function deref<T = Json>(doc: OpenApiDocument, value: unknown): T {
  let current = value;
  for (let hops = 0; isObject(current) && typeof current.$ref === 'string'; hops++) {
    const ref: string = current.$ref;
    if (hops > 10 || !ref.startsWith('#/')) throw new Error(`openapi-reference: cannot follow $ref ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
        doc,
      );
    if (current === undefined) throw new Error(`openapi-reference: $ref ${ref} points at nothing`);
  }
  return current as T;
}

function typeOf(schema: Json | undefined): string | null {
  if (!schema || typeof schema.type !== 'string') return null;
  const extras: string[] = [];
  if (schema.minimum !== undefined || schema.maximum !== undefined) {
    extras.push(`${schema.minimum ?? ''}–${schema.maximum ?? ''}`);
  }
  if (schema.default !== undefined) extras.push(`default ${JSON.stringify(schema.default)}`);
  return extras.length ? `${schema.type} (${extras.join(', ')})` : schema.type;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

function examplesOf(
  content: Json | undefined,
): {contentType: string; schema: Json; values: {title: string; value: unknown}[]} | null {
  if (!content) return null;
  const [contentType, media] = Object.entries(content)[0] ?? [];
  if (!contentType || !isObject(media)) return null;
  const examples = isObject(media.examples) ? media.examples : {};
  return {
    contentType,
    schema: isObject(media.schema) ? media.schema : {},
    values: Object.values(examples)
      .filter(isObject)
      .map((e) => ({title: String(e.summary ?? ''), value: e.value})),
  };
}

/** The example value of a parameter, or a placeholder in angle brackets. */
const sampleValue = (p: Json) => (p.example !== undefined ? String(p.example) : `<${String(p.name)}>`);

function requestUrl(base: string, path: string, params: Json[]): string {
  let url = base + path;
  const query: string[] = [];
  for (const p of params) {
    if (p.in === 'path') url = url.replace(`{${String(p.name)}}`, sampleValue(p));
    // The sample shows what a reader must or usually sends: required parameters and documented
    // examples, but not cursors or the shared include/exclude.
    else if (p.in === 'query' && (p.required === true || p.example !== undefined))
      query.push(`${String(p.name)}=${sampleValue(p)}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

/** Each sample sends `Authorization`, then these (`Content-Type` for a JSON body). */
type Headers = [name: string, value: string][];

function curlSample(method: Method, url: string, headers: Headers, body: unknown): string {
  // Single quotes keep `$errors` from being read as a shell variable.
  const lines = [`curl '${url}'`];
  if (method !== 'get') lines.push(`  -X ${method.toUpperCase()}`);
  lines.push(`  -H "Authorization: Bearer <api key>"`);
  for (const [name, value] of headers) lines.push(`  -H "${name}: ${value}"`);
  if (body !== undefined) lines.push(`  -d '${JSON.stringify(body)}'`);
  return lines.join(' \\\n');
}

function nodeSample(method: Method, url: string, headers: Headers, body: unknown): string {
  const {hostname, pathname, search} = new URL(url);
  const all = [
    'Authorization: `Bearer ${process.env.PD_API_KEY}`',
    ...headers.map(([name, value]) => `${JSON.stringify(name)}: ${JSON.stringify(value)}`),
  ];
  const lines = [
    '// Node.js, no dependencies: PD_API_KEY=<api key> node request.js',
    'const https = require("https");',
    '',
    'const request = https.request(',
    '  {',
    `    method: "${method.toUpperCase()}",`,
    `    hostname: "${hostname}",`,
    `    path: ${JSON.stringify(pathname + search)},`,
    `    headers: { ${all.join(', ')} },`,
    '  },',
    '  (res) => {',
    '    let text = "";',
    '    res.on("data", (chunk) => (text += chunk));',
    '    res.on("end", () => console.log(res.statusCode, text));',
    '  },',
    ');',
    'request.on("error", (err) => console.error(err));',
  ];
  if (body !== undefined) lines.push(`request.write(JSON.stringify(${JSON.stringify(body)}));`);
  lines.push('request.end();');
  return lines.join('\n');
}

const isCommon = (name: string) => (COMMON_PARAMETERS as readonly string[]).includes(name);

/** A query or path parameter's decision; a parameter with none stops the build, naming it. */
function parameterRequirement(p: Json, where: string): Requirement {
  if (p[REQUIREMENT_NOT_DOCUMENTED] === true) {
    if (p.required !== undefined)
      throw new Error(`openapi-reference: ${where} has both required and ${REQUIREMENT_NOT_DOCUMENTED}`);
    return 'not documented';
  }
  if (typeof p.required !== 'boolean')
    throw new Error(
      `openapi-reference: ${where} does not say whether it is required: give it required: true or false, ` +
        `or ${REQUIREMENT_NOT_DOCUMENTED}: true (the rule is in the header of src/data/openapi.yaml)`,
    );
  return p.required ? 'required' : 'optional';
}

/**
 * The properties of a request body schema with their decisions: a property listed in its schema's
 * `required` is required, one marked with the extension is not documented, and the rest are
 * optional only when their schema (or the `allOf` part that defines them) has a `required` list.
 */
function bodyProperties(
  doc: OpenApiDocument,
  schema: Json,
  where: string,
): {name: string; schema: Json; requirement: Requirement}[] {
  const parts = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf.map((s) => deref(doc, s)) : [])];
  return parts.flatMap((part) =>
    Object.entries(isObject(part.properties) ? part.properties : {}).map(([name, raw]) => {
      const prop = deref(doc, raw);
      const listed = Array.isArray(part.required) ? part.required.map(String) : null;
      let requirement: Requirement;
      if (prop[REQUIREMENT_NOT_DOCUMENTED] === true) requirement = 'not documented';
      else if (listed?.includes(name)) requirement = 'required';
      else if (listed) requirement = 'optional';
      else
        throw new Error(
          `openapi-reference: ${where} body property "${name}" does not say whether it is required: list the ` +
            `required properties in its schema's required (an empty list when none is), or mark it ${REQUIREMENT_NOT_DOCUMENTED}: true`,
        );
      return {name, schema: prop, requirement};
    }),
  );
}

/** Every operation of the document, in document order. */
export function operations(doc: OpenApiDocument): Operation[] {
  const servers = Array.isArray(doc.servers) ? doc.servers : [];
  const base = isObject(servers[0]) ? String(servers[0].url) : '';
  const out: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = deref(doc, rawItem);
    const shared = (Array.isArray(item.parameters) ? item.parameters : []).map((p) => deref(doc, p));
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const id = String(op.operationId ?? '');
      const endpoint = `${method.toUpperCase()} ${path}`;
      if (!id) throw new Error(`openapi-reference: ${endpoint} has no operationId`);
      const params = [...shared, ...(Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(doc, p))];
      const parameters: Parameter[] = [];
      const common: {names: string[]; where: 'query' | 'body' | null} = {names: [], where: null};
      for (const p of params) {
        const name = String(p.name);
        const requirement = parameterRequirement(p, `${endpoint} parameter "${name}"`);
        if (p.in === 'query' && isCommon(name)) {
          common.names.push(name);
          common.where = 'query';
          continue;
        }
        parameters.push({
          name,
          where: p.in === 'path' ? 'path' : 'query',
          type: typeOf(isObject(p.schema) ? p.schema : undefined),
          requirement,
          description: String(p.description ?? ''),
        });
      }

      const requestBody = isObject(op.requestBody) ? deref(doc, op.requestBody) : undefined;
      const request = examplesOf(isObject(requestBody?.content) ? requestBody.content : undefined);
      let bodyNote = '';
      if (request) {
        const schema = deref(doc, request.schema);
        // A shared schema's description says what that schema is, not a rule of this body.
        if (typeof request.schema.$ref !== 'string') bodyNote = String(schema.description ?? '');
        const oneOf = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject) : [];
        if (oneOf.length && !bodyNote) {
          const names = oneOf.flatMap((s) =>
            Array.isArray(s.required) ? s.required.map((n) => `\`${String(n)}\``) : [],
          );
          bodyNote = `Send at least one of ${names.join(', ')}.`;
        }
        for (const prop of bodyProperties(doc, schema, endpoint)) {
          if (isCommon(prop.name)) {
            common.names.push(prop.name);
            common.where = 'body';
            continue;
          }
          parameters.push({
            name: prop.name,
            where: 'body',
            type: typeOf(prop.schema),
            requirement: prop.requirement,
            description: String(prop.schema.description ?? ''),
          });
        }
      }
      const locationNotDocumented = op[COMMON_LOCATION_NOT_DOCUMENTED] === 'not documented';
      if (locationNotDocumented === Boolean(common.names.length))
        throw new Error(
          `openapi-reference: ${endpoint} must either declare the common parameters ${COMMON_PARAMETERS.join(' and ')} ` +
            `or say ${COMMON_LOCATION_NOT_DOCUMENTED}: not documented, not both`,
        );
      if (locationNotDocumented) common.names.push(...COMMON_PARAMETERS);

      // A JSON body, even one the example leaves empty, needs its type; an operation without one
      // sends the headers its 2022 example sends.
      const headers: Headers = request ? [['Content-Type', request.contentType]] : [];
      const extra = isObject(op[SAMPLE_HEADERS]) ? op[SAMPLE_HEADERS] : {};
      for (const [name, value] of Object.entries(extra))
        if (!headers.some(([h]) => h.toLowerCase() === name.toLowerCase())) headers.push([name, String(value)]);

      const firstBody = request?.values[0]?.value;
      const url = requestUrl(base, path, params);
      const samples: Example[] = [
        {title: 'curl', language: 'bash', code: curlSample(method, url, headers, firstBody)},
        {title: 'Node.js', language: 'javascript', code: nodeSample(method, url, headers, firstBody)},
      ];
      const requestExamples: Example[] = (request?.values ?? []).map((e) => ({
        title: e.title || 'Request body',
        language: 'json',
        code: json(e.value),
      }));
      const responses = Object.entries(isObject(op.responses) ? op.responses : {}).map(([status, raw]) => {
        const response = deref(doc, raw);
        const content = examplesOf(isObject(response.content) ? response.content : undefined);
        return {
          status,
          description: String(response.description ?? ''),
          examples: (content?.values ?? []).map((e) => ({
            title: e.title,
            language: 'json' as const,
            code: json(e.value),
          })),
        };
      });
      out.push({
        id,
        method,
        path,
        summary: String(op.summary ?? id),
        description: String(op.description ?? ''),
        tag: Array.isArray(op.tags) ? String(op.tags[0] ?? '') : '',
        parameters,
        commonParameters: common,
        bodyNote,
        samples,
        requestExamples,
        responses,
      });
    }
  }
  return out;
}

/** Inline Markdown of a description, as runs of text and `code`: all the spec's prose uses. */
export function inlineRuns(text: string): {code: boolean; text: string}[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 1
        ? {code: true, text: part.slice(1, -1)}
        : {code: false, text: part},
    );
}
