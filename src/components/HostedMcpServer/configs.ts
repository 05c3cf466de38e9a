/**
 * What the AI assistants page (docs/ai-assistants.mdx) says about the documentation's hosted MCP
 * server, once the build names it (MCP_PUBLIC_URL in docusaurus.config.ts, as the site config's
 * `customFields.mcpPublicUrl`): the same words on the page (./index.tsx) and in its Markdown twin
 * (src/plugins/markdown-twins/elements.ts). Without it, the page says nothing of a hosted server.
 */

/** The site config's custom field that holds the hosted server's address. */
export const MCP_PUBLIC_URL_FIELD = 'mcpPublicUrl';

/** The hosted server's address, from the site config's custom fields, or null when there is none. */
export function hostedMcpUrl(customFields: Record<string, unknown> | undefined): string | null {
  const url = customFields?.[MCP_PUBLIC_URL_FIELD];
  return typeof url === 'string' && url ? url : null;
}

/** The sentence before the address. */
export const HOSTED_MCP_INTRO =
  'Or skip the copy and the build: these docs run the same server for everyone, over HTTP, at';

/** The sentence after it, before the configurations. */
export const HOSTED_MCP_OUTRO =
  'Claude Code adds it with the command below; Cursor and VS Code read it from the file each block names.';

export type HostedMcpConfig = {language: 'bash' | 'json'; title?: string; code: string};

/** How each client that connects to a server by its URL is told about this one. */
export function hostedMcpConfigs(url: string): HostedMcpConfig[] {
  const json = (value: unknown) => JSON.stringify(value, null, 2);
  return [
    {language: 'bash', code: `claude mcp add --transport http pipedream-docs ${url}`},
    {language: 'json', title: '.cursor/mcp.json', code: json({mcpServers: {'pipedream-docs': {url}}})},
    {language: 'json', title: '.vscode/mcp.json', code: json({servers: {'pipedream-docs': {type: 'http', url}}})},
  ];
}
