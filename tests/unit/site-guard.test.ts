/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {checkFrontMatter, checkRedirects, formatProblems} from '@site/src/plugins/site-guard/validate';
import siteGuardPlugin from '@site/src/plugins/site-guard';
import {parseFrontMatter, remarkPageCheck} from '@site/src/plugins/site-guard/mdx-hooks';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {NEEDS_REACT_SELECTOR} from '@site/src/data/components';

const page = (fm: string) => `---\n${fm}\n---\n\nBody.\n`;

describe('the build-time guard (src/plugins/site-guard)', () => {
  it('accepts a page with a title and a description', () => {
    expect(checkFrontMatter('docs/a.mdx', page('title: A\ndescription: What page A is for, in one sentence.'))).toEqual(
      [],
    );
  });

  it('names the file, line and column when the YAML is malformed', () => {
    const problems = checkFrontMatter('docs/broken.mdx', page('title: A\ndescription: Broken: a colon'));
    expect(problems).toEqual([
      {file: 'docs/broken.mdx', line: 3, column: 20, message: expect.stringMatching(/not valid YAML/)},
    ]);
    expect(formatProblems(problems)).toContain('docs/broken.mdx:3:20: front matter is not valid YAML');
  });

  it('says a front matter block that never ends is not closed', () => {
    expect(checkFrontMatter('docs/open.mdx', '---\ntitle: A\n\nBody.\n')).toEqual([
      {file: 'docs/open.mdx', line: 1, column: 1, message: expect.stringMatching(/^front matter is not closed/)},
    ]);
  });

  it('requires front matter, a title and a description', () => {
    expect(checkFrontMatter('docs/x.mdx', '# No front matter\n')[0]!.message).toMatch(/must start with front matter/);
    const messages = checkFrontMatter('docs/x.mdx', page('sidebar_label: X')).map((p) => p.message);
    expect(messages).toEqual([expect.stringMatching(/`title`/), expect.stringMatching(/`description`/)]);
  });

  it("applies the content check's description rule, so the build and the check agree", () => {
    const problems = checkFrontMatter('docs/x.mdx', page('title: X\ndescription: Too short.'));
    expect(problems).toEqual([
      {file: 'docs/x.mdx', line: 3, column: 1, message: expect.stringMatching(/at least \d+ characters/)},
    ]);
  });

  it('rejects pagination flags that are neither null nor a doc id', () => {
    const problems = checkFrontMatter(
      'docs/x.mdx',
      page('title: X\ndescription: A description long enough to pass.\npagination_next: false'),
    );
    expect(problems.map((p) => p.message)).toEqual([expect.stringMatching(/pagination_next/)]);
  });

  it('rejects a redirect to a missing page, naming the redirect file', () => {
    const problems = checkRedirects([{from: '/old', to: '/nowhere/'}], new Set(['/here/']));
    expect(problems).toEqual([
      {file: 'src/data/redirects.ts', message: expect.stringMatching(/"\/nowhere\/", which is not a page/)},
    ]);
  });

  it('rejects a redirect that would hide a page, and duplicate sources', () => {
    const problems = checkRedirects(
      [
        {from: '/here', to: '/there/'},
        {from: '/x', to: '/there/'},
        {from: '/x', to: '/there/'},
      ],
      new Set(['/here/', '/there/']),
    );
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/would hide an existing page/),
      expect.stringMatching(/listed twice/),
    ]);
  });

  it('accepts absolute URLs as targets', () => {
    expect(checkRedirects([{from: '/apps', to: 'https://example.org/apps'}], new Set())).toEqual([]);
  });

  it("writes the registry's needsReact selectors into both bundles for the static article", () => {
    class DefinePlugin {
      constructor(readonly definitions: Record<string, string>) {}
    }
    const utils = {currentBundler: {name: 'webpack', instance: {DefinePlugin}}} as never;
    const plugin = siteGuardPlugin({siteDir: process.cwd()} as never);
    for (const isServer of [false, true]) {
      const config = plugin.configureWebpack!({} as never, isServer, utils, undefined as never) as unknown as {
        plugins: DefinePlugin[];
      };
      expect(config.plugins[0]!.definitions).toEqual({
        'process.env.PAGE_NEEDS_REACT': JSON.stringify(NEEDS_REACT_SELECTOR),
      });
    }
    expect(NEEDS_REACT_SELECTOR).toContain('[role="tablist"]');
  });

  describe("under npm start: Docusaurus's Markdown pipeline runs the same check (./mdx-hooks.ts)", () => {
    const fixture = (name: string) => path.join(__dirname, 'fixtures/page-check', `${name}.mdx`);
    const read = (name: string) => fs.readFileSync(fixture(name), 'utf8');

    it('parses good front matter as Docusaurus does, and stops broken front matter with its line', async () => {
      const params = {
        filePath: fixture('good'),
        fileContent: read('good'),
        defaultParseFrontMatter: DEFAULT_PARSE_FRONT_MATTER,
      };
      await expect(parseFrontMatter(params)).resolves.toEqual(await DEFAULT_PARSE_FRONT_MATTER(params));
      await expect(
        parseFrontMatter({
          ...params,
          filePath: fixture('front-matter-unclosed'),
          fileContent: read('front-matter-unclosed'),
        }),
      ).rejects.toThrow('tests/unit/fixtures/page-check/front-matter-unclosed.mdx:1:1: front matter is not closed');
      await expect(
        parseFrontMatter({
          ...params,
          filePath: fixture('front-matter-bad-yaml'),
          fileContent: read('front-matter-bad-yaml'),
        }),
      ).rejects.toThrow('front-matter-bad-yaml.mdx:2:21: front matter is not valid YAML');
      // The bundler prints a loader's error by its stack: it must hold the problems.
      const error = await parseFrontMatter({...params, fileContent: read('title-casing')}).catch((e: Error) => e);
      expect((error as Error).stack).toContain('good.mdx:2:1: `title` "Replay Events" is a task');
    });

    it('fails the compilation of a page with a content error, naming file, line and column', () => {
      const check = remarkPageCheck();
      expect(() => check(null, {path: fixture('good')})).not.toThrow();
      expect(() => check(null, {path: fixture('misspelled-constant')})).toThrow(
        'misspelled-constant.mdx:16:30: LIMITS.INSPECTOR_EVENTS_LIMIT is not defined in src/data/platform.ts; ' +
          'did you mean LIMITS.INSPECTOR_EVENT_LIMIT?',
      );
    });
  });
});
