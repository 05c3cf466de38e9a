/** @jest-environment jsdom */
/**
 * The page check (src/build/content-rules.ts with src/build/mdx-rules.ts), one writer's
 * mistake at a time. Each fixture in ./fixtures/page-check is good.mdx with one mistake; the check
 * must name its line, its column and a sentence a writer can act on, and pass good.mdx itself.
 * The same function runs in `npm run check:content`, the build (site-guard) and `npm start`
 * (site-guard's MDX hooks), so these cases hold for all three.
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkPage, readFrontMatter, titleProblems} from '@site/src/build/content-rules';
import {closest, textValueProblem} from '@site/src/build/mdx-rules';
import {PAGE_SITE as site} from '@site/src/plugins/site-guard/page-site';
import {NEEDS_REACT_SELECTOR, PAGE_COMPONENTS} from '@site/src/data/components';
import {COMPONENTS, PROVIDED_COMPONENTS} from '@site/src/plugins/markdown-twins/elements';

const fixtures = path.join(__dirname, 'fixtures/page-check');
const check = (name: string) => {
  const file = path.join(fixtures, `${name}.mdx`);
  return checkPage(file, fs.readFileSync(file, 'utf8'), {site}).map((p) => `${p.line}:${p.column}: ${p.message}`);
};

describe('the page check, one mistake at a time', () => {
  it('passes the correct page', () => {
    expect(check('good')).toEqual([]);
  });

  it.each([
    ['unknown-component', '52:1', /<ReplayButton> is not a component pages can use.*registered: ValueList, Tabs/],
    [
      'unregistered-import',
      '9:1',
      /a page cannot import "@site\/src\/components\/ReplayButton".*src\/data\/components\.ts/,
    ],
    ['unknown-html-element', '52:1', /<blink> is not an HTML element pages may use/],
    ['component-without-import', '30:1', /<Tabs> is used without its import; add `import Tabs from '@theme\/Tabs';`/],
    [
      'misspelled-constant',
      '16:30',
      /LIMITS\.INSPECTOR_EVENTS_LIMIT is not defined in src\/data\/platform\.ts; did you mean LIMITS\.INSPECTOR_EVENT_LIMIT\?/,
    ],
    ['undefined-value', '17:19', /\{LIMITS\.PAYLOAD_SIZE_LIMIT\.unit\} gives undefined/],
    ['object-value', '17:19', /\{LIMITS\} gives \[object Object\], which a page cannot show as text/],
    ['null-value', '54:23', /\{retries\} gives null/],
    [
      'unknown-admonition',
      '21:1',
      /":::cuation" is not an admonition type; use one of note, tip, info, warning, danger \(did you mean :::caution\?\)/,
    ],
    ['typed-number-comma', '17:19', /"512KB" is typed as a literal; write \{LIMITS\.PAYLOAD_SIZE_LIMIT\}/],
    ['typed-number-thousands', '19:1', /"10,000" is typed as a literal; write \{LIMITS\.MAX_WORKFLOW_QUEUE_SIZE\}/],
    [
      'image-beside-page',
      '27:1',
      /image "\.\/replay\.png" is beside the page; images live under static\/img\/ and are linked as \/img\/replay\.png/,
    ],
    ['front-matter-unclosed', '1:1', /^front matter is not closed/],
    ['front-matter-bad-yaml', '2:21', /front matter is not valid YAML: .*\(a value holding ": " needs quotes\)/],
    ['mdx-syntax-error', '18:41', /MDX does not compile: a \{ \} expression is not closed/],
    ['title-casing', '2:1', /`title` "Replay Events" is a task, so it is written as a sentence: lower-case Events/],
  ])('%s: fails at %s', (name, at, message) => {
    expect(check(name)).toEqual([expect.stringMatching(new RegExp(`^${at}: ${message.source.replace(/^\^/, '')}`))]);
  });

  it('reports a name used without its import once, where it is first used, with the import to add', () => {
    expect(check('missing-import')).toEqual([
      '15:30: {LIMITS.INSPECTOR_EVENT_LIMIT} uses LIMITS, which this page does not import (nor do 3 more expressions ' +
        "after this one); add `import {LIMITS} from '@site/src/data/platform';` below the front matter",
    ]);
  });

  it('checks `keywords`: a few short terms the page does not already use', () => {
    const good = fs.readFileSync(path.join(fixtures, 'good.mdx'), 'utf8');
    const withKeywords = (list: string) =>
      checkPage(
        '/tmp/x.mdx',
        good.replace(/^description: .*$/m, (line) => `${line}\nkeywords: ${list}`),
        {site},
      ).map((p) => `${p.line}: ${p.message}`);
    expect(withKeywords('[rerun, do over]')).toEqual([]);
    expect(withKeywords('[replay]')).toEqual([
      '4: `keywords`: the page already says "replay", so search finds it without the keyword',
    ]);
    expect(withKeywords('[rerun, reruns]')).toEqual(['4: `keywords`: "reruns" is listed twice']);
    expect(withKeywords('[how do i run it again]')).toEqual([
      '4: `keywords`: "how do i run it again" is more than 3 words; a keyword is a term, not a question',
    ]);
    expect(withKeywords(`[${Array.from({length: 11}, (_, i) => `term${i}`).join(', ')}]`)).toEqual([
      '4: `keywords` lists 11 terms; keep the 10 readers most use',
    ]);
    expect(withKeywords('rerun')).toEqual(['4: `keywords` must be a list of terms, such as [rollback, undo deploy]']);
  });
});

describe('the rules behind the check', () => {
  const good = fs.readFileSync(path.join(fixtures, 'good.mdx'), 'utf8');
  /** The problems of a page that passes, with `text` added at its end, on line `at`. */
  const withText = (text: string) => checkPage('/tmp/x.mdx', `${good}\n${text}\n`, {site});
  const at = good.split('\n').length + 1;
  /** Those problems as `line: message`. */
  const problems = (text: string) => withText(text).map((p) => `${p.line}: ${p.message}`);

  it('ends a typed number at a comma or a period, but not at a thousands separator', () => {
    const messages = (text: string) => withText(text).map((p) => p.message);
    for (const text of ['Up to 512KB, then more.', 'Up to 512KB.', 'Up to 512 KB; then.', 'A queue of 10,000.']) {
      expect(messages(text)).toEqual([expect.stringMatching(/is typed as a literal/)]);
    }
    // "1,512KB" and "512KB2" are other numbers.
    expect(messages('Sizes like 1,512KB or 512KB2 are not the limit.')).toEqual([]);
  });

  it('reports an admonition the MDX loader would show as text, at its line, with the fix', () => {
    expect(problems(':::caution Only `$send.http()` retries\n\nText.\n\n:::')).toEqual([
      `${at}: ":::caution Only \`$send.http()\` retries" would be shown as text, not as an admonition: ` +
        'put its title in brackets, ":::caution[Only `$send.http()` retries]"',
      expect.stringMatching(
        new RegExp(`^${at + 4}: ":::" would be shown as text: it closes an admonition only when one is open`),
      ),
    ]);
    expect(problems(':::sidenote Hello\n\nText.')).toEqual([
      expect.stringMatching(
        /^\d+: ":::sidenote Hello" would be shown as text, not as an admonition: an admonition opens with/,
      ),
    ]);
    // Titles in brackets, keywords alone, and colons in code or mid-sentence are what they say.
    expect(problems(':::caution[Only `$send.http()` retries]\n\nText.\n\n:::')).toEqual([]);
    expect(problems(':::tip\n\nText.\n\n:::')).toEqual([]);
    expect(problems('```text\n:::note Title\n```\n\nA ratio of 1:::2 is fine.')).toEqual([]);
  });

  it('says how MDX writes the heading ids and comments that MDX 1 accepted, at their line', () => {
    expect(problems('## A heading {#custom-id}\n\nText here.')).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${at}: MDX does not compile: a heading id is written as a comment in MDX: "\\{/\\* #custom-id \\*/\\}"`,
        ),
      ),
    ]);
    expect(problems('<!-- a note for writers -->\n\nText.')).toEqual([
      expect.stringMatching(new RegExp(`^${at}: MDX does not compile: an HTML comment is not MDX`)),
    ]);
    expect(problems('## A heading {/* #custom-id */}\n\nText here, {/* a note for writers */} and more.')).toEqual([]);
  });

  it('reads front matter errors at their line and column in the file', () => {
    expect(readFrontMatter('---\ntitle: A\ndescription: x: y\n---\n').error).toMatchObject({line: 3, column: 15});
    expect(readFrontMatter('---\ntitle: A\n\nBody').error).toMatchObject({
      line: 1,
      message: expect.stringMatching(/not closed/),
    });
    expect(readFrontMatter('---\ntitle: A\n---\nBody').error).toBeNull();
  });

  it('treats undefined, null and objects as missing text; strings, numbers, arrays and booleans as text', () => {
    for (const bad of [undefined, null, {}, () => 1, [1, {}]]) expect(textValueProblem(bad)).not.toBeNull();
    for (const ok of ['512KB', 100, [1, 'a'], false]) expect(textValueProblem(ok)).toBeNull();
  });

  it('names the closest real name', () => {
    expect(closest('INSPECTOR_EVENTS_LIMIT', Object.keys(site.constants.LIMITS!))).toBe('INSPECTOR_EVENT_LIMIT');
    expect(closest('blink', ['li', 'b'], 2)).toBeUndefined();
  });
});

describe('a link that names a page by its title uses the current casing', () => {
  const good = fs.readFileSync(path.join(fixtures, 'good.mdx'), 'utf8');
  const at = good.split('\n').length + 1;
  const target = path.join(fixtures, 'target.mdx');
  const targetSource = (frontMatter: string) =>
    `---\n${frontMatter}\ndescription: A page that links point at.\n---\n\n## Send a request\n`;
  /** The problems of good.mdx with one more line, linking to a page with this front matter. */
  const problems = (line: string, frontMatter = 'title: Make HTTP requests with Node.js') =>
    checkPage(path.join(fixtures, 'x.mdx'), `${good}\n${line}\n`, {
      site,
      readOther: (file) => (file === target ? targetSource(frontMatter) : null),
    }).map((p) => `${p.line}:${p.column}: ${p.message}`);

  it('fails an old casing of the title, at its line and column, with the title to write', () => {
    expect(problems('See [Make HTTP Requests with Node.js](./target.mdx#send-a-request).')).toEqual([
      `${at}:5: link text "Make HTTP Requests with Node.js" is the title of ./target.mdx in another casing: ` +
        'write "Make HTTP requests with Node.js" (if the words are ordinary prose rather than the page\'s name, ' +
        'write them in lower case)',
    ]);
    // A Title Case name written as a sentence is a stale casing too.
    expect(problems('[Auth in code steps](./target.mdx) explains it.', 'title: Auth in Code Steps')).toEqual([
      expect.stringMatching(
        new RegExp(`^${at}:1: link text "Auth in code steps" is the title .*write "Auth in Code Steps"`),
      ),
    ]);
    expect(problems('Read [Inspect Events](./target.mdx).', 'title: Inspect events\nsidebar_label: Inspect')).toEqual([
      expect.stringMatching(/link text "Inspect Events" is the title .*write "Inspect events"/),
    ]);
  });

  it('accepts the current title or sidebar label, and prose that only uses the words', () => {
    for (const line of [
      'See [Make HTTP requests with Node.js](./target.mdx).',
      // Mid-sentence, a sentence-case title loses its capital.
      'You can [make HTTP requests with Node.js](./target.mdx).',
      // Other words are not a title.
      'See [the request examples](./target.mdx).',
    ])
      expect(problems(line)).toEqual([]);
    const name = 'title: Environment Variables\nsidebar_label: Env Vars';
    expect(problems('Keep keys in [environment variables](./target.mdx).', name)).toEqual([]);
    expect(problems('Open [Env Vars](./target.mdx).', name)).toEqual([]);
    expect(problems('Open [Env vars](./target.mdx).', name)).toEqual([
      expect.stringMatching(
        /link text "Env vars" is the sidebar label of \.\/target\.mdx in another casing: write "Env Vars"/,
      ),
    ]);
  });
});

describe('the title and label rules (CONTRIBUTING\'s "Titles and sidebar labels")', () => {
  it('passes task titles in sentence case and names in Title Case, with names, acronyms and code kept', () => {
    for (const title of [
      'Send a Slack message',
      'Rename a workflow',
      'List of Integrated Apps',
      'Running asynchronous code',
      'What are steps?',
      'Hello ${name}!',
      'Make HTTP requests with Node.js',
      'Use any npm package',
      'Environment Variables',
      'Privacy and Security at Pipedream',
      'Example: Add rows to Google Sheets',
      'Quickstart: Action Development',
      '$event',
      '@pipedream/platform axios',
      'Limits',
    ]) {
      expect(titleProblems(title)).toEqual([]);
    }
  });

  it('fails each broken rule with a sentence naming the words to change', () => {
    expect(titleProblems('Send Test Events')).toEqual([expect.stringMatching(/is a task.*lower-case Test, Events/)]);
    expect(titleProblems('Workflow state')).toEqual([expect.stringMatching(/Title Case: capitalize state/)]);
    expect(titleProblems('Example: Add Rows to Google Sheets')).toEqual([
      expect.stringMatching(/lower-case Rows$|lower-case Rows /),
    ]);
    expect(titleProblems('SSO - Okta')).toEqual([expect.stringMatching(/write a colon instead/)]);
    expect(titleProblems('Limits.')).toEqual([expect.stringMatching(/ends with a period/)]);
    expect(titleProblems('hello world!')).toEqual([expect.stringMatching(/starts with a lower-case letter/)]);
    expect(titleProblems('A'.repeat(61))).toEqual([expect.stringMatching(/longer than 60 characters/)]);
    expect(titleProblems('Replay Events', 'sidebar_label')).toEqual([
      expect.stringMatching(/^`sidebar_label` "Replay Events"/),
    ]);
  });
});

describe('the component registry (src/data/components.ts)', () => {
  it('gives every registered component a Markdown form, under its module and every provided name', () => {
    for (const c of PAGE_COMPONENTS) {
      expect(COMPONENTS[c.module]).toEqual(expect.any(Function));
      for (const name of c.provided) expect(PROVIDED_COMPONENTS[name]).toBe(COMPONENTS[c.module]);
    }
    expect(Object.keys(COMPONENTS)).toHaveLength(PAGE_COMPONENTS.length);
  });

  it("hands the static article every component's needsReact selector", () => {
    document.body.innerHTML = '<div class="x"><ul role="tablist"></ul></div>';
    expect(document.querySelector(NEEDS_REACT_SELECTOR)).not.toBeNull();
    for (const c of PAGE_COMPONENTS) if (c.needsReact) expect(NEEDS_REACT_SELECTOR).toContain(c.needsReact);
  });

  it('fails a page that imports a component the registry does not list, and passes it once listed', () => {
    const source = fs
      .readFileSync(path.join(fixtures, 'good.mdx'), 'utf8')
      .replace(
        "import Tabs from '@theme/Tabs';",
        "import Tabs from '@theme/Tabs';\nimport Mermaid from '@theme/Mermaid';",
      )
      .replace('Every step', '<Mermaid value="graph TD" />\n\nEvery step');
    expect(checkPage('/tmp/x.mdx', source, {site}).map((p) => p.message)).toEqual([
      expect.stringMatching(/cannot import "@theme\/Mermaid"/),
      expect.stringMatching(/<Mermaid> is not a component/),
    ]);
    const registered = {
      ...site,
      components: [
        ...site.components,
        {module: '@theme/Mermaid', provided: [], twin: 'nothing' as const, needsReact: 'svg'},
      ],
    };
    expect(checkPage('/tmp/x.mdx', source, {site: registered})).toEqual([]);
  });
});
