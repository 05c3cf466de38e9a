/**
 * The REST pages and the OpenAPI document agree: every operation is on a page once, every endpoint
 * the page documented before the reference was generated is still there under its old anchor, the
 * HTML and Markdown expansions carry each operation's parameters and examples, and the content
 * check fails a REST page that documents an endpoint by hand.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSlugger} from '@docusaurus/utils';
import type {Heading, Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {parseMdx} from '@site/src/plugins/markdown-twins/parse';
import {printMarkdown} from '@site/src/plugins/markdown-twins/convert';
import {readFrontMatter} from '@site/src/build/content-rules';
import {handWrittenEndpoints, isRestPage} from '@site/src/build/hand-written-endpoints';
import {loadSpec, resolveSpec} from '@site/src/plugins/openapi-reference/spec';
import {operations} from '@site/src/plugins/openapi-reference/model';
import remarkOperations from '@site/src/plugins/openapi-reference/remark';
import {expandOperationsForTwin} from '@site/src/plugins/openapi-reference/markdown';
import {OPERATION_TAG} from '@site/src/plugins/openapi-reference/tags';
import {llmsTxt} from '@site/src/plugins/markdown-twins/llms';
import endpointAnchors from './fixtures/rest-endpoint-anchors.json';

const docsDir = path.resolve(__dirname, '../../docs');
const restPages = [
  path.join(docsDir, 'api/rest.mdx'),
  ...fs.readdirSync(path.join(docsDir, 'api/rest')).map((f) => path.join(docsDir, 'api/rest', f)),
];
const ops = operations(loadSpec());
const parse = (file: string) => parseMdx(readFrontMatter(fs.readFileSync(file, 'utf8')).body);

/** `{key|id}` and `{key_or_id}` name the same path segment. */
const signature = (text: string) => text.replace(/\{[^}]*\}/g, '{}');

function tagIds(tree: Root): string[] {
  return tree.children.flatMap((n) =>
    n.type === 'mdxJsxFlowElement' && n.name === OPERATION_TAG
      ? n.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' && a.name === 'id' ? [String(a.value)] : []))
      : [],
  );
}

describe('coverage: the REST pages and the OpenAPI document', () => {
  const placed = restPages.flatMap((file) =>
    tagIds(parse(file)).map((id) => ({id, file: path.relative(docsDir, file)})),
  );

  it.each(ops.map((op) => [op.id] as const))('%s is on exactly one REST page, once', (id) => {
    expect(placed.filter((p) => p.id === id)).toHaveLength(1);
  });

  it('every <Operation> on a page names an operation of the document', () => {
    const known = new Set(ops.map((op) => op.id));
    expect(placed.filter((p) => !known.has(p.id))).toEqual([]);
  });

  describe('every endpoint the REST page documented by hand keeps its anchor, now rendered from the document', () => {
    const tree = parse(path.join(docsDir, 'api/rest.mdx'));
    expandOperationsForTwin(tree, 'docs/api/rest.mdx');
    const slugger = createSlugger();
    const sections = tree.children.flatMap((node, i) =>
      node.type === 'heading' ? [{slug: slugger.slug(toString(node)), next: tree.children[i + 1]}] : [],
    );
    it.each(Object.entries(endpointAnchors))('#%s: %s', (anchor, endpoint) => {
      const section = sections.find((s) => s.slug === anchor);
      expect(section).toBeDefined();
      // The line after an operation's heading is its `METHOD /path`.
      expect(signature(toString(section!.next as RootContent))).toBe(signature(endpoint));
    });
  });
});

describe('the HTML expansion (remark plugin)', () => {
  const run = (source: string) => {
    const tree = parseMdx(source);
    remarkOperations()(tree, {path: 'docs/api/rest.mdx'});
    return tree;
  };

  it('writes the heading, the view, the page-scoped style and the import', () => {
    const tree = run('## Events\n\n<Operation id="getSourceEvents" />\n\n<Operation id="deleteSourceEvents" />\n');
    const kinds = tree.children.map((n) =>
      n.type === 'heading' ? `h${n.depth} ${toString(n)}` : n.type === 'mdxJsxFlowElement' ? `<${n.name}>` : n.type,
    );
    expect(kinds).toEqual([
      'mdxjsEsm',
      'h2 Events',
      '<__ApiOperationStyles>',
      'h3 Get source events',
      '<__ApiOperation>',
      'h3 Delete source events',
      '<__ApiOperation>',
    ]);
  });

  it('leaves a page without operations alone', () => {
    const tree = run('## A\n\nText.\n');
    expect(tree.children.map((n) => n.type)).toEqual(['heading', 'paragraph']);
  });

  it('fails with the file and line on an unknown operation or a tag without a literal id', () => {
    expect(() => run('## A\n\n<Operation id="noSuchThing" />\n')).toThrow(
      /docs\/api\/rest\.mdx: line 3: .*no operation "noSuchThing"/,
    );
    expect(() => run('## A\n\n<Operation id={x} />\n')).toThrow(/line 3: .*literal string/);
  });
});

describe('the Markdown twin expansion', () => {
  const tree = parseMdx(ops.map((op) => `<Operation id="${op.id}" />`).join('\n\n'));
  expandOperationsForTwin(tree, 'test.mdx');
  const markdown = printMarkdown(tree);
  const sections = markdown.split(/^### /m).slice(1);

  it.each(ops.map((op, i) => [op.id, op, i] as const))(
    '%s: method and path, every parameter, samples and examples',
    (_id, op, i) => {
      const section = sections[i]!;
      expect(section.startsWith(`${op.summary}\n`)).toBe(true);
      expect(section).toContain(`\`${op.method.toUpperCase()} ${op.path}\``);
      for (const p of op.parameters) expect(section).toContain(`- \`${p.name}\` (${p.where}, `);
      expect(section).toContain('```bash title="Request (curl)"');
      expect(section).toContain('```javascript title="Request (Node.js)"');
      for (const e of op.requestExamples) expect(section).toContain(e.code);
      for (const r of op.responses) for (const e of r.examples) expect(section).toContain(e.code);
    },
  );

  it('the headings are the ones the HTML page renders', () => {
    const headings = tree.children.filter((n): n is Heading => n.type === 'heading').map((h) => toString(h));
    expect(headings).toEqual(ops.map((op) => op.summary));
  });
});

describe('requirements in the Markdown twin', () => {
  const markdown = (op: (typeof ops)[number]) => {
    const tree = parseMdx(`<Operation id="${op.id}" />`);
    expandOperationsForTwin(tree, 'test.mdx');
    return printMarkdown(tree);
  };

  it.each(ops.map((op) => [op.id, op] as const))('%s: each parameter states its decision', (_id, op) => {
    const text = markdown(op);
    const label = {required: 'required', optional: 'optional', 'not documented': 'requirement not documented'};
    for (const p of op.parameters)
      expect(text).toContain(
        `\n- \`${p.name}\` (${p.where}, ${p.type ?? 'type not documented'}, ${label[p.requirement]}):`,
      );
  });

  it('says "requirement not documented", never "optional", where the docs leave it open', () => {
    const createSource = ops.find((op) => op.id === 'createSource')!;
    expect(createSource.parameters.find((p) => p.name === 'configured_props')?.requirement).toBe('not documented');
    const text = markdown(createSource);
    expect(text).toMatch(/- `configured_props` \(body, type not documented, requirement not documented\):/);
    expect(text).not.toMatch(/- `configured_props` \([^)]*optional\)/);
  });

  it('says where each operation takes the common parameters', () => {
    const place = (id: string) =>
      markdown(ops.find((op) => op.id === id)!).match(/Also takes the common parameters[^\n]*/)?.[0];
    expect(place('getCurrentUser')).toMatch(/`include` and `exclude`, in the query string\./);
    expect(place('createSubscription')).toMatch(/`include` and `exclude`, in the JSON body\./);
    expect(place('deleteSource')).toMatch(/where this endpoint takes them is not documented/);
  });

  it("prints a body note only as a rule about the operation's own body parameters", () => {
    const stray = ops.filter(
      (op) => op.bodyNote && !op.parameters.some((p) => p.where === 'body' && op.bodyNote.includes(`\`${p.name}\``)),
    );
    expect(stray.map((op) => `${op.id}: ${op.bodyNote}`)).toEqual([]);
  });

  it('takes a body note from an inline body schema, not from a shared one it refers to (control)', () => {
    const doc = resolveSpec(
      [
        'openapi: 3.1.0',
        'info: {title: T, version: "1"}',
        'servers: [{url: "https://api.example.com/v1"}]',
        'paths:',
        '  /shared:',
        '    post:',
        '      operationId: shared',
        '      requestBody: {content: {application/json: {schema: {$ref: "#/components/schemas/S"}}}}',
        '      responses: {}',
        '  /inline:',
        '    post:',
        '      operationId: inline',
        '      requestBody: {content: {application/json: {schema: {description: "Send `a`.", allOf: [{$ref: "#/components/schemas/S"}], required: [], properties: {b: {}}}}}}',
        '      responses: {}',
        'components:',
        '  schemas:',
        '    S: {description: What S is., required: [], properties: {include: {}}}',
      ].join('\n'),
    );
    const notes = Object.fromEntries(operations(doc).map((op) => [op.id, op.bodyNote]));
    expect(notes).toEqual({shared: '', inline: 'Send `a`.'});
  });
});

describe('generated code samples', () => {
  it.each(ops.map((op) => [op.id, op] as const))(
    '%s: the Node.js sample parses and the curl sample sends the key',
    (_id, op) => {
      const node = op.samples.find((s) => s.title === 'Node.js')!;
      expect(() => new Function('require', 'process', node.code)).not.toThrow();
      const curl = op.samples.find((s) => s.title === 'curl')!;
      expect(curl.code).toContain('-H "Authorization: Bearer <api key>"');
      expect(curl.code).toMatch(new RegExp(`^curl '${'https://api\\.pipedream\\.com/v1'}`));
      if (op.method !== 'get') expect(curl.code).toContain(`-X ${op.method.toUpperCase()}`);
    },
  );

  // The 2022 docs: POST and PUT requests that accept a JSON body need `Content-Type:
  // application/json`, and every POST accepts one (the common parameters go there); the 2022
  // example of DELETE /subscriptions sends it too.
  const writes = ops.filter((op) => op.method !== 'get');
  it.each(writes.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s: the samples send the documented headers',
    (_endpoint, op) => {
      const spec = loadSpec().paths[op.path]![op.method] as Record<string, unknown>;
      const json = op.method === 'post' || op.method === 'put' || 'x-sample-headers' in spec;
      for (const sample of op.samples) {
        expect(sample.code).toMatch(/Authorization: `?Bearer /);
        if (json) expect(sample.code).toMatch(/"?Content-Type"?: "?application\/json"?/);
      }
      if (op.method === 'post' || op.method === 'put') expect(spec.requestBody).toBeDefined();
    },
  );

  it('a JSON body without an example still sends its Content-Type (control)', () => {
    const doc = resolveSpec(
      [
        'openapi: 3.1.0',
        'info: {title: T, version: "1"}',
        'servers: [{url: "https://api.example.com/v1"}]',
        'paths:',
        '  /x:',
        '    post:',
        '      operationId: x',
        '      requestBody: {content: {application/json: {schema: {required: [], properties: {}}}}}',
        '      x-common-parameters-location: not documented',
        '      responses: {}',
      ].join('\n'),
    );
    const [op] = operations(doc);
    expect(op!.samples[0]!.code).toContain('-H "Content-Type: application/json"');
    expect(op!.samples[0]!.code).not.toContain(' -d ');
  });

  it('DELETE /subscriptions names the subscription fully, with event_name= as the docs ask', () => {
    const curl = ops.find((op) => op.id === 'deleteSubscription')!.samples[0]!.code;
    expect(curl).toMatch(/\?emitter_id=[^&']+&listener_id=[^&']+&event_name='/);
  });
});

describe('the content check fails a REST page that documents an endpoint by hand', () => {
  const page = (body: string) => `---\ntitle: T\ndescription: A REST page used to test the rule.\n---\n\n${body}\n`;
  const rest = path.join(docsDir, 'api/rest.mdx');

  it('flags a signature code block and a signature heading, with their lines', () => {
    const problems = handWrittenEndpoints(
      rest,
      page('## A\n\n```text\nGET /users/me\n```\n\n### `POST /v1/sources`\n'),
    );
    expect(problems).toEqual([
      {line: 8, message: expect.stringMatching(/code block documents GET \/users\/me by hand/)},
      {line: 12, message: expect.stringMatching(/heading "`POST \/v1\/sources`" documents POST \/v1\/sources by hand/)},
    ]);
  });

  it('accepts requests a reader runs, and operations', () => {
    const body =
      '## A\n\n<Operation id="getCurrentUser" />\n\n```bash\ncurl -X DELETE https://api.pipedream.com/v1/sources/dc_abc123\n```\n';
    expect(handWrittenEndpoints(rest, page(body))).toEqual([]);
  });

  it('applies to the REST pages only, and they pass it', () => {
    expect(isRestPage(path.join(docsDir, 'api/rest/rss.mdx'))).toBe(true);
    expect(isRestPage(path.join(docsDir, 'api/sse.mdx'))).toBe(false);
    expect(handWrittenEndpoints(path.join(docsDir, 'api/sse.mdx'), page('```text\nGET /x\n```'))).toEqual([]);
    for (const file of restPages) expect(handWrittenEndpoints(file, fs.readFileSync(file, 'utf8'))).toEqual([]);
  });
});

it('llms.txt lists the files it is given after the pages, and nothing when given none', () => {
  const files = [
    {title: 'OpenAPI document (YAML)', url: 'https://example.com/docs/api/openapi.yaml', description: 'The API.'},
  ];
  expect(llmsTxt({title: 'T', description: 'D', sections: [], files})).toContain(
    '## Files\n\n- [OpenAPI document (YAML)](https://example.com/docs/api/openapi.yaml): The API.\n',
  );
  expect(llmsTxt({title: 'T', description: 'D', sections: []})).not.toContain('## Files');
});
