import * as constants from '@site/src/data/platform';
import {PAGE_SITE as site} from '@site/src/plugins/site-guard/page-site';
import {checkPage, constantLiterals, parseJavaScript} from '@site/src/build/content-rules';

describe('the content rules themselves', () => {
  const page = (body: string, fm = 'title: T\ndescription: A page used to test the content rules.') =>
    `---\n${fm}\n---\n\nimport {LIMITS, URLS} from '@site/src/data/platform';\n\n${body}\n`;
  const filler = Array.from({length: 160}, (_, i) => `word${i}`).join(' ');
  const good = `Intro.\n\n## One\n\n${filler}\n\n## Two\n\nMore.`;
  const check = (src: string) =>
    checkPage('/tmp/t.mdx', src, {site, readOther: () => null}).map((p: {message: string}) => p.message);

  it('passes a page that follows them', () => {
    expect(check(page(good))).toEqual([]);
  });

  it('rejects a missing description, a second h1, too few words and sections', () => {
    const messages = check(page('# Title again\n\nShort.\n\n## Only one', 'title: T'));
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/description/),
        expect.stringMatching(/only h1/),
        expect.stringMatching(/at least 150 words/),
        expect.stringMatching(/at least 2 ## sections/),
      ]),
    );
  });

  it('rejects a table whose header leaves a column unnamed', () => {
    expect(check(page(`${good}\n\n| | B |\n|---|---|\n| x | y |`))).toEqual([
      expect.stringMatching(/table header cell is empty/),
    ]);
    expect(check(page(`${good}\n\n| A | B |\n|---|---|\n| x | |`))).toEqual([]);
  });

  it('rejects code blocks without a language and JavaScript that does not parse, unless marked fragment', () => {
    expect(check(page(`${good}\n\n\`\`\`\nx\n\`\`\``))).toEqual([expect.stringMatching(/names no language/)]);
    expect(check(page(`${good}\n\n\`\`\`javascript\nconst = 1;\n\`\`\``))).toEqual([
      expect.stringMatching(/does not parse/),
    ]);
    expect(check(page(`${good}\n\n\`\`\`javascript fragment\nprops: { a },\n\`\`\``))).toEqual([]);
  });

  it('accepts the code step and component shapes of the platform', () => {
    expect(parseJavaScript('async (event, steps) => {\n  $end("done");\n}')).toBeNull();
    expect(parseJavaScript('module.exports = { name: "x", async run() { this.$emit({}, {id: 1}); } };')).toBeNull();
    expect(parseJavaScript('import axios from "axios";\nconst r = await axios.get("/");')).toBeNull();
  });

  it('rejects constants typed as literals, and accepts them imported', () => {
    expect(check(page(`${good}\n\nThe limit is 512KB.`))).toEqual([
      expect.stringMatching(/"512KB" is typed as a literal; write \{LIMITS.PAYLOAD_SIZE_LIMIT\}/),
    ]);
    expect(check(page(`${good}\n\nRuns on Node.js 14 for 30 days.`))).toHaveLength(2);
    expect(check(page(`${good}\n\nThe limit is {LIMITS.PAYLOAD_SIZE_LIMIT}.`))).toEqual([]);
  });

  it('derives a literal rule from every unit-bearing constant', () => {
    const refs = constantLiterals(constants).map((r: {ref: string}) => r.ref);
    expect(refs).toEqual(
      expect.arrayContaining([
        'LIMITS.PAYLOAD_SIZE_LIMIT',
        'LIMITS.MEMORY_ABSOLUTE_LIMIT',
        'PRICING.PRO_MONTHLY_PRICE',
        'PRICING.PRICE_PER_INVOCATION',
        'LIMITS.NODE_VERSION',
        'LIMITS.INSPECTOR_EVENT_EXPIRY_DAYS',
      ]),
    );
  });

  it('rejects relative links to missing files and anchors', () => {
    expect(check(page(`${good}\n\nSee [x](./missing.mdx).`))).toEqual([expect.stringMatching(/does not exist/)]);
    expect(check(page(`${good}\n\nSee [x](./t.mdx#nowhere).`))).toEqual([
      expect.stringMatching(/no heading with the anchor/),
    ]);
  });
  it('rejects a constant written inside backticks, which MDX would print literally', () => {
    const messages = check(page(`${good}\n\nThe base is \`{URLS.REST_API_BASE}\`.`));
    expect(messages).toEqual([expect.stringMatching(/prints the braces literally/)]);
    expect(check(page(`${good}\n\nThe base is <code>{URLS.REST_API_BASE}</code>.`))).toEqual([]);
  });
});
