/**
 * Where the build publishes the resolved OpenAPI document, under the site's base URL. Apart from
 * ./spec.ts so that readers of the build (the MCP server, src/mcp/) know the paths without loading
 * the YAML parser.
 */
export const SPEC_DOWNLOADS = {yaml: 'api/openapi.yaml', json: 'api/openapi.json'} as const;
