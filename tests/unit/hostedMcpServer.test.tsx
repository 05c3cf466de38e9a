/** @jest-environment jsdom */
import path from 'node:path';
import React from 'react';
import {render} from '@testing-library/react';
import {MDXProvider} from '@mdx-js/react';
import siteConfig from '@generated/docusaurus.config';
import {Context} from '@docusaurus/core/lib/client/docusaurusContext';
import HostedMcpServer from '@site/src/components/HostedMcpServer';
import {hostedMcpConfigs, HOSTED_MCP_INTRO, HOSTED_MCP_OUTRO} from '@site/src/components/HostedMcpServer/configs';
import {convertPage} from '@site/src/plugins/markdown-twins/convert';
import {resolveImport} from '@site/src/plugins/markdown-twins/evaluate';

// The page's code block components need the whole theme around them (colour mode, Prism themes);
// what is tested here is what the component hands them, as MDX hands over a fenced block.
const components = {
  pre: ({children}: {children: React.ReactNode}) => <>{children}</>,
  code: ({className, title, children}: {className: string; title?: string; children: string}) => (
    <pre data-language={className.replace(/^language-/, '')} data-title={title}>
      {children.replace(/\n$/, '')}
    </pre>
  ),
};

const URL_ = 'https://docs.example.test/docs/mcp';
const siteDir = path.resolve(__dirname, '../..');

/** The component as a page renders it, with `customFields` in the site config. */
function renderWith(customFields: Record<string, unknown> | undefined) {
  const value = {
    siteConfig: {...siteConfig, customFields},
    siteMetadata: {},
    globalData: {},
    i18n: {},
    codeTranslations: {},
  };
  return render(
    <Context.Provider value={value as never}>
      <MDXProvider components={components as never}>
        <HostedMcpServer />
      </MDXProvider>
    </Context.Provider>,
  );
}

/** The Markdown twin of a page that holds the component, with `customFields` in the site config. */
function twinWith(customFields: Record<string, unknown> | undefined) {
  const file = path.join(siteDir, 'docs/ai-assistants.mdx');
  return convertPage(
    {
      file,
      source: `---\ntitle: T\ndescription: D.\n---\n\nimport HostedMcpServer from '@site/src/components/HostedMcpServer';\n\nBefore.\n\n<HostedMcpServer />\n\nAfter.\n`,
      title: 'T',
      description: 'D.',
      pageUrl: 'https://pipedream.com/docs/ai-assistants/',
    },
    {
      siteRoot: 'https://pipedream.com/docs/',
      baseUrl: '/docs/',
      docsDir: path.join(siteDir, 'docs'),
      permalinkOf: () => undefined,
      loadModule: (specifier, fromFile) => require(resolveImport(specifier, fromFile, siteDir)),
      displayPath: (f) => path.relative(siteDir, f),
      customFields,
    },
  );
}

describe('the hosted MCP server on the AI assistants page (MCP_PUBLIC_URL)', () => {
  it('is not mentioned, on the page or in its twin, when the build names no address', () => {
    for (const fields of [undefined, {}, {mcpPublicUrl: ''}]) {
      expect(renderWith(fields).container.innerHTML).toBe('');
      const twin = twinWith(fields);
      expect(twin).toMatch(/Before\.\n\nAfter\.\n$/);
      expect(twin).not.toContain(HOSTED_MCP_INTRO);
    }
  });

  it('shows its address and a configuration for each client that connects by URL, the same in the twin', () => {
    const {container} = renderWith({mcpPublicUrl: URL_});
    expect(container.querySelector('p')?.textContent).toBe(`${HOSTED_MCP_INTRO} ${URL_}. ${HOSTED_MCP_OUTRO}`);
    const blocks = [...container.querySelectorAll('pre')].map((pre) => ({
      language: pre.dataset.language,
      ...(pre.dataset.title ? {title: pre.dataset.title} : {}),
      code: pre.textContent,
    }));
    expect(blocks).toEqual(hostedMcpConfigs(URL_));
    expect(blocks.map((b) => b.code).join('\n')).toContain(`"url": "${URL_}"`);

    const twin = twinWith({mcpPublicUrl: URL_});
    expect(twin).toContain(`${HOSTED_MCP_INTRO} \`${URL_}\`.`);
    for (const {language, title, code} of hostedMcpConfigs(URL_)) {
      expect(twin).toContain(`\`\`\`${language}${title ? ` title="${title}"` : ''}\n${code}\n\`\`\``);
    }
  });
});

describe('the MCP_PUBLIC_URL switch (docusaurus.config.ts)', () => {
  /** The site config's custom fields as a build with MCP_PUBLIC_URL set to `value` reads them. */
  function customFieldsWith(value: string | undefined) {
    const saved = process.env.MCP_PUBLIC_URL;
    if (value === undefined) delete process.env.MCP_PUBLIC_URL;
    else process.env.MCP_PUBLIC_URL = value;
    try {
      let fields: unknown;
      jest.isolateModules(() => {
        fields = (require('@site/docusaurus.config') as {default: {customFields?: unknown}}).default.customFields;
      });
      return fields;
    } finally {
      if (saved === undefined) delete process.env.MCP_PUBLIC_URL;
      else process.env.MCP_PUBLIC_URL = saved;
    }
  }

  it('is off by default, names the address when set, and stops the build on one that is no address', () => {
    expect(customFieldsWith(undefined)).toEqual({mcpPublicUrl: ''});
    expect(customFieldsWith(URL_)).toEqual({mcpPublicUrl: URL_});
    expect(() => customFieldsWith('docs.example.test/mcp')).toThrow(
      'MCP_PUBLIC_URL must be the MCP server\'s http(s) address, not "docs.example.test/mcp"',
    );
  });
});
