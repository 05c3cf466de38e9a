/**
 * Each operation of the OpenAPI document as the reference shows it: references resolved, the
 * parameters as one readable list (name, where, type, required, description), the examples, and
 * code samples in curl and Node.js generated from the operation. One model feeds the HTML page
 * (./OperationView.tsx) and the Markdown twin (./markdown.ts), so they cannot disagree.
 */
import type {OpenApiDocument} from './spec';

export const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

export type Parameter = {
  name: string;
  /** `path`, `query`, or `body` for a property of the JSON request body. */
  where: 'path' | 'query' | 'body';
  /** The schema's type (with its bounds and default), or null where the docs gave none. */
  type: string | null;
  required: boolean;
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
  /** Names of the parameters every endpoint takes (set on the path item), listed once per page. */
  commonParameters: string[];
  /** A rule about the body as a whole (such as "send one of these"), or ''. */
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
    else if (p.in === 'query' && (p.required || p.example !== undefined))
      query.push(`${String(p.name)}=${sampleValue(p)}`);
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

function curlSample(method: Method, url: string, body: unknown): string {
  // Single quotes keep `$errors` from being read as a shell variable.
  const lines = [`curl '${url}'`];
  if (method !== 'get') lines.push(`  -X ${method.toUpperCase()}`);
  lines.push(`  -H "Authorization: Bearer <api key>"`);
  if (body !== undefined) {
    lines.push(`  -H "Content-Type: application/json"`);
    lines.push(`  -d '${JSON.stringify(body)}'`);
  }
  return lines.join(' \\\n');
}

function nodeSample(method: Method, url: string, body: unknown): string {
  const {hostname, pathname, search} = new URL(url);
  const headers = ['Authorization: `Bearer ${process.env.PD_API_KEY}`'];
  if (body !== undefined) headers.push('"Content-Type": "application/json"');
  const lines = [
    '// Node.js, no dependencies: PD_API_KEY=<api key> node request.js',
    'const https = require("https");',
    '',
    'const request = https.request(',
    '  {',
    `    method: "${method.toUpperCase()}",`,
    `    hostname: "${hostname}",`,
    `    path: ${JSON.stringify(pathname + search)},`,
    `    headers: { ${headers.join(', ')} },`,
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
      if (!id) throw new Error(`openapi-reference: ${method.toUpperCase()} ${path} has no operationId`);
      const own = (Array.isArray(op.parameters) ? op.parameters : []).map((p) => deref(doc, p));
      const params = [...shared, ...own];
      const parameters: Parameter[] = own.map((p) => ({
        name: String(p.name),
        where: p.in === 'path' ? 'path' : 'query',
        type: typeOf(isObject(p.schema) ? p.schema : undefined),
        required: p.required === true,
        description: String(p.description ?? ''),
      }));

      const requestBody = isObject(op.requestBody) ? deref(doc, op.requestBody) : undefined;
      const request = examplesOf(isObject(requestBody?.content) ? requestBody.content : undefined);
      let bodyNote = '';
      if (request) {
        const schema = deref(doc, request.schema);
        const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
        bodyNote = String(schema.description ?? '');
        const oneOf = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject) : [];
        if (oneOf.length && !bodyNote) {
          const names = oneOf.flatMap((s) =>
            Array.isArray(s.required) ? s.required.map((n) => `\`${String(n)}\``) : [],
          );
          bodyNote = `Send at least one of ${names.join(', ')}.`;
        }
        for (const [name, raw] of Object.entries(isObject(schema.properties) ? schema.properties : {})) {
          const prop = deref(doc, raw);
          parameters.push({
            name,
            where: 'body',
            type: typeOf(prop),
            required: required.has(name),
            description: String(prop.description ?? ''),
          });
        }
      }

      const firstBody = request?.values[0]?.value;
      const url = requestUrl(base, path, params);
      const samples: Example[] = [
        {title: 'curl', language: 'bash', code: curlSample(method, url, firstBody)},
        {title: 'Node.js', language: 'javascript', code: nodeSample(method, url, firstBody)},
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
        commonParameters: shared.map((p) => String(p.name)),
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
