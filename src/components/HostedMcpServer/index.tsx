import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HOSTED_MCP_INTRO, HOSTED_MCP_OUTRO, hostedMcpConfigs, hostedMcpUrl} from './configs';

/**
 * How to connect to the documentation's hosted MCP server, when the build names one
 * (./configs.ts); nothing otherwise.
 */
export default function HostedMcpServer(): React.JSX.Element | null {
  const url = hostedMcpUrl(useDocusaurusContext().siteConfig.customFields);
  if (!url) return null;
  return (
    <>
      <p>
        {HOSTED_MCP_INTRO} <code>{url}</code>. {HOSTED_MCP_OUTRO}
      </p>
      {hostedMcpConfigs(url).map(({language, title, code}) => (
        <CodeBlock key={title ?? language} language={language} title={title}>
          {code}
        </CodeBlock>
      ))}
    </>
  );
}
