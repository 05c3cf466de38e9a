import React, {type ComponentType, type ReactNode} from 'react';
import {useMDXComponents} from '@mdx-js/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HOSTED_MCP_INTRO, HOSTED_MCP_OUTRO, hostedMcpConfigs, hostedMcpUrl} from './configs';

type CodeProps = {className: string; title?: string; children: string};

/**
 * How to connect to the documentation's hosted MCP server, when the build names one
 * (./configs.ts); nothing otherwise. Its code blocks are the page's own `pre` and `code` from the
 * MDX components in context, as a fenced block renders: importing @theme/CodeBlock into a page
 * moves the theme's code block modules into a chunk every doc page's first view requests.
 */
export default function HostedMcpServer(): ReactNode {
  const url = hostedMcpUrl(useDocusaurusContext().siteConfig.customFields);
  const {pre: Pre, code: Code} = useMDXComponents() as {
    pre: ComponentType<{children: ReactNode}>;
    code: ComponentType<CodeProps>;
  };
  if (!url) return null;
  return (
    <>
      <p>
        {HOSTED_MCP_INTRO} <code>{url}</code>. {HOSTED_MCP_OUTRO}
      </p>
      {hostedMcpConfigs(url).map(({language, title, code}) => (
        <Pre key={title ?? language}>
          <Code className={`language-${language}`} title={title}>{`${code}\n`}</Code>
        </Pre>
      ))}
    </>
  );
}
