import fs from 'node:fs';
import path from 'node:path';
import {parseMdx} from '@site/src/build/mdx-rules';
import remarkTitledAdmonitions, {
  ADMONITION_LABEL_SELECTOR,
  TITLED_ADMONITION_CLASS,
} from '@site/src/plugins/local-search/admonition-titles';

type Node = {
  type: string;
  name?: string;
  data?: {hProperties?: {className?: string; title?: string}};
  children?: Node[];
};

/** The page's admonitions after this plugin and then the MDX loader's admonitions plugin, in that order. */
async function admonitions(body: string): Promise<Node[]> {
  const tree = parseMdx(body);
  remarkTitledAdmonitions()(tree);
  const loaderAdmonitions = require('@docusaurus/mdx-loader/lib/remark/admonitions').default;
  await loaderAdmonitions()(tree);
  return (tree.children as Node[]).filter((n) => n.type === 'containerDirective');
}

describe('remarkTitledAdmonitions', () => {
  it("marks admonitions that have a writer's title, as the class the theme puts on the container", async () => {
    const [plain, titled, coded] = await admonitions(
      ':::note\n\nA.\n\n:::\n\n:::danger[Shuts down soon]\n\nB.\n\n:::\n\n:::caution[Only `$send.http()` retries]{.kept}\n\nC.\n\n:::\n',
    );
    expect(plain!.data?.hProperties?.className).toBeUndefined();
    expect(titled!.data?.hProperties).toMatchObject({title: 'Shuts down soon', className: TITLED_ADMONITION_CLASS});
    // A title with code is handed on as a child, not as `title`; a class the writer gave stays.
    expect(coded!.data?.hProperties?.className).toBe(`kept ${TITLED_ADMONITION_CLASS}`);
  });
});

describe('ADMONITION_LABEL_SELECTOR against the installed theme', () => {
  // The theme names an admonition's heading only by a CSS-module class, and the production
  // build keeps the class's own name at the front of the hashed one.
  const installed = (file: string) => fs.readFileSync(path.join(__dirname, '../../node_modules', file), 'utf8');

  it('finds the heading by the class the theme gives it, under the ident name core builds with', () => {
    const [, className] = ADMONITION_LABEL_SELECTOR.match(/\[class\^="(\w+)"\]/) ?? [];
    expect(installed('@docusaurus/theme-classic/lib/theme/Admonition/Layout/index.js')).toContain(
      `className={styles.${className}}`,
    );
    expect(installed('@docusaurus/theme-classic/lib/theme/Admonition/Layout/styles.module.css')).toMatch(
      new RegExp(`\\.${className}\\s*\\{`),
    );
    expect(installed('@docusaurus/core/lib/webpack/base.js')).toContain('localIdentName: `[local]_');
  });
});
