// The REST reference rendered from the OpenAPI document (src/plugins/openapi-reference), as a
// reader meets it in Debian's Chromium: every operation's method, path, parameters, samples and
// examples on a first view at 1280 px and at 375 px (side by side, then stacked), the anchors the
// page had before, the downloads (valid OpenAPI 3.1, linked, in llms.txt) and the Markdown twin.
// Run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import yaml from 'js-yaml';
import {hydrated} from '../../src/build/browser.ts';
import {searchInBox} from './search-box.ts';
import {BASE_PATH, SEARCH_PLACEHOLDER} from '../../src/data/site.ts';
import {lintOpenApi} from '../../src/plugins/openapi-reference/lint.ts';
import {buildDir, host, root, useBuiltSite, withPage} from './built-site.mjs';

const read = (file) => fs.readFileSync(path.join(buildDir, file), 'utf8');
const spec = JSON.parse(read('api/openapi.json'));
const before = JSON.parse(
  fs.readFileSync(path.join(root, 'tests/e2e/fixtures/api-anchors-before-openapi.json'), 'utf8'),
);
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

const deref = (x) =>
  x.$ref
    ? x.$ref
        .split('/')
        .slice(1)
        .reduce((o, k) => o[k], spec)
    : x;
/** The common parameters, which the reference names once per operation rather than in its list. */
const COMMON = ['include', 'exclude'];
/** The reference's words for the document's decision on a parameter or a body property. */
const decision = (item, requiredList) =>
  item['x-required-not-documented']
    ? 'requirement not documented'
    : (requiredList ? requiredList.includes(item.name) : item.required)
      ? 'required'
      : 'optional';

/** Each operation of the published document: id, method, path, parameters, example kinds. */
const operations = Object.entries(spec.paths).flatMap(([p, item]) =>
  METHODS.filter((m) => item[m]).map((m) => {
    const op = item[m];
    const body = op.requestBody ? Object.values(deref(op.requestBody).content)[0] : null;
    const schema = body ? deref(body.schema) : {};
    const parts = [schema, ...(schema.allOf ?? []).map(deref)];
    const properties = parts.flatMap((part) =>
      Object.entries(part.properties ?? {}).map(([name, prop]) => ({
        name,
        decision: decision({...deref(prop), name}, part.required ?? []),
      })),
    );
    const parameters = [
      ...(op.parameters ?? []).map(deref).map((x) => ({name: x.name, decision: decision(x)})),
      ...properties,
    ].filter((x) => !COMMON.includes(x.name));
    const responses = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
    return {
      id: op.operationId,
      endpoint: `${m.toUpperCase()} ${p}`,
      params: parameters.map((x) => x.name),
      decisions: parameters,
      requestExamples: Object.keys(body?.examples ?? {}).length,
      responseExamples: responses.reduce(
        (n, [, r]) => n + Object.keys(Object.values(deref(r).content ?? {})[0]?.examples ?? {}).length,
        0,
      ),
    };
  }),
);

useBuiltSite();

async function openRest(page, width) {
  await page.setViewportSize({width, height: 900});
  await page.goto(`${host.origin}/docs/api/rest/`);
  await hydrated(page);
  // Operations below the first screen are laid out only as the reader reaches them
  // (src/css/long-pages.css); these tests read every operation's boxes and text at once, as a
  // reader scrolling through would see them.
  await page.addStyleTag({content: '.theme-doc-markdown > * { content-visibility: visible !important; }'});
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/** What a reader sees of each operation: its text, code block titles and the two columns' boxes. */
const readOperations = (page) =>
  page.$$eval('[data-operation-id]', (els) =>
    els.map((el) => {
      const main = el.querySelector('.api-op__main').getBoundingClientRect();
      const examples = el.querySelector('.api-op__examples').getBoundingClientRect();
      const heading = el.previousElementSibling;
      return {
        id: el.dataset.operationId,
        heading: heading?.tagName === 'H3' ? heading.id : null,
        // As a reader copies it, and as the search index reads it: two words, not `GET/users/me`.
        endpoint: el.querySelector('.api-op__endpoint').textContent.replace(/\s+/g, ' ').trim(),
        params: [...el.querySelectorAll('.api-op__params > li > code:first-child')].map((c) => c.textContent),
        metas: [...el.querySelectorAll('.api-op__params > li')].map((li) => [
          li.querySelector('code').textContent,
          li.querySelector('.api-op__meta').textContent,
        ]),
        paramsText: el.querySelector('.api-op__main').innerText,
        titles: [...el.querySelectorAll('.api-op__examples [class*="codeBlockTitle"]')].map((t) => t.textContent),
        visible: examples.height > 0 && main.height > 0,
        main: {left: main.left, top: main.top, bottom: main.bottom, right: main.right},
        examples: {left: examples.left, top: examples.top},
      };
    }),
  );

for (const [label, width] of [
  ['desktop', 1280],
  ['phone', 375],
]) {
  describe(`the REST page on a ${label} (${width} px)`, () => {
    test('shows every operation of the document, with method, path, parameters, samples and examples', async () => {
      await withPage(async (page, problems) => {
        await openRest(page, width);
        const shown = await readOperations(page);
        assert.deepEqual(shown.map((o) => o.id).sort(), operations.map((o) => o.id).sort());
        for (const op of operations) {
          const o = shown.find((s) => s.id === op.id);
          assert.ok(o.visible, `${op.id} is visible`);
          assert.ok(o.heading, `${op.id} follows its h3`);
          assert.equal(o.endpoint, op.endpoint, op.id);
          for (const name of op.params) assert.ok(o.paramsText.includes(name), `${op.id}: parameter ${name}`);
          assert.ok(
            o.params.every((name) => op.params.includes(name)),
            `${op.id}: no parameter the document lacks`,
          );
          for (const {name, decision: said} of op.decisions) {
            const meta = o.metas.find(([n]) => n === name)?.[1] ?? '';
            assert.ok(meta.endsWith(` · ${said}`), `${op.id}: ${name} reads "${meta}", not "… · ${said}"`);
          }
          assert.match(o.paramsText, /Also takes the common parameters include and exclude/, op.id);
          assert.ok(o.titles.includes('Request (curl)') && o.titles.includes('Request (Node.js)'), `${op.id}: samples`);
          assert.equal(
            o.titles.filter((t) => t.startsWith('Request body:')).length,
            op.requestExamples,
            `${op.id}: request examples`,
          );
          assert.equal(
            o.titles.filter((t) => t.startsWith('Response ')).length,
            op.responseExamples,
            `${op.id}: response examples`,
          );
          if (width >= 1200) {
            assert.ok(o.examples.left >= o.main.right - 1, `${op.id}: examples beside the parameters`);
            assert.ok(Math.abs(o.examples.top - o.main.top) < 2, `${op.id}: both columns start together`);
          } else {
            assert.ok(o.examples.top >= o.main.bottom - 1, `${op.id}: examples below the parameters`);
          }
        }
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
        assert.deepEqual(problems, []);
      });
    });
  });
}

test('the first view is the server HTML: operations are there without script and load no chunk of their own', async () => {
  await withPage(async (page) => {
    const scripts = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await openRest(page, 1280);
    const html = read('api/rest/index.html');
    for (const op of operations)
      assert.ok(html.includes(`data-operation-id="${op.id}"`) || html.includes(`data-operation-id=${op.id}`), op.id);
    const viewChunks = fs
      .readdirSync(path.join(buildDir, 'assets/js'))
      .filter((f) => read(`assets/js/${f}`).includes('api-op__examples'));
    assert.ok(viewChunks.length > 0, 'the view is in a chunk of its own');
    assert.deepEqual(
      scripts.filter((u) => viewChunks.some((f) => u.endsWith(f))),
      [],
    );
  });
});

test('a client-side navigation to the REST page renders the operations too', async () => {
  await withPage(async (page, problems) => {
    await page.setViewportSize({width: 1280, height: 900});
    await page.goto(`${host.origin}/docs/api/overview/`);
    await hydrated(page);
    await page.locator('article a[href="/docs/api/rest/"]').first().click();
    await page.waitForSelector('[data-operation-id="createSource"] .api-op__examples pre');
    assert.equal(await page.locator('[data-operation-id]').count(), operations.length);
    assert.deepEqual(problems, []);
  });
});

test('every anchor the API pages had before still leads to its heading', async () => {
  await withPage(async (page) => {
    for (const [route, ids] of Object.entries(before.pages)) {
      await page.goto(`${host.origin}/docs${route}`);
      const missing = await page.evaluate((list) => list.filter((id) => !document.getElementById(id)), ids);
      assert.deepEqual(missing, [], route);
    }
  });
});

test('the search index holds the operations: a field only the spec states, or an endpoint, finds its section', async () => {
  await withPage(async (page) => {
    await openRest(page, 1280);
    // `billing_period_invocations` is in no page's source, only in the example the spec renders.
    const {groups, messages} = await searchInBox(page, 'billing_period_invocations', {placeholder: SEARCH_PLACEHOLDER});
    const urls = groups.flatMap((g) => g.entries.map((e) => e.url));
    assert.ok(
      urls.some((u) => u.includes('/api/rest/#get-current-user-info')),
      `${JSON.stringify(groups)} ${messages.join(' ')}`,
    );
    // An endpoint as the reader types it, method and path, opens its operation first: the index
    // holds the method and the path as two words (glued, `GET/users/me/subscriptions` was found by
    // the overview's prose first).
    const endpoint = await searchInBox(page, 'GET /users/me/subscriptions', {placeholder: SEARCH_PLACEHOLDER});
    assert.match(
      endpoint.groups[0]?.entries[0]?.url ?? '',
      /\/api\/rest\/#get-your-subscriptions$/,
      JSON.stringify(endpoint.groups),
    );
  });
});

describe('the downloads', () => {
  test('are served with their types by the static server of `npm run serve`', async () => {
    for (const [name, type] of [
      ['api/openapi.yaml', /^application\/yaml\b/],
      ['api/openapi.json', /^application\/json\b/],
    ]) {
      const response = await fetch(`${host.origin}${BASE_PATH}${name}`);
      assert.equal(response.status, 200, name);
      assert.match(response.headers.get('content-type') ?? '', type, name);
    }
  });

  test('validate as OpenAPI 3.1 (Redocly CLI, offline) and hold the same document', () => {
    assert.equal(spec.openapi, '3.1.0');
    assert.deepEqual(yaml.load(read('api/openapi.yaml')), spec);
    const result = lintOpenApi([path.join(buildDir, 'api/openapi.yaml'), path.join(buildDir, 'api/openapi.json')]);
    assert.equal(result.status, 0, result.stdout + result.stderr);
  });

  test('are linked from the API overview and the REST page, and listed in llms.txt', () => {
    for (const route of ['api/overview/', 'api/rest/']) {
      const html = read(`${route}index.html`);
      for (const file of ['openapi.yaml', 'openapi.json'])
        assert.match(html, new RegExp(`href="?/docs/api/${file.replace('.', '\\.')}`), `${route} → ${file}`);
    }
    const llms = read('llms.txt');
    assert.match(llms, /\(https?:\/\/[^)]+\/docs\/api\/openapi\.yaml\)/);
    assert.match(llms, /\(https?:\/\/[^)]+\/docs\/api\/openapi\.json\)/);
  });

  test('the Markdown twin and llms-full.txt carry every operation', () => {
    const twin = read('api/rest.md');
    const full = read('llms-full.txt');
    for (const op of operations) {
      const signature = `\`${op.endpoint}\``;
      for (const text of [twin, full]) {
        assert.ok(text.includes(signature), `${op.id}: ${signature}`);
        // The operation's section: from its `METHOD /path` paragraph to the next heading.
        const start = text.indexOf(`\n${signature}\n`);
        const end = text.indexOf('\n#', start + 1);
        const section = text.slice(start, end === -1 ? undefined : end);
        for (const {name, decision: said} of op.decisions) {
          const item = new RegExp(`\\n- \`${name}\` \\([a-z]+, [^\\n]*, ${said}\\): `);
          assert.match(section, item, `${op.id}: ${name} says "${said}"`);
        }
      }
    }
  });
});
