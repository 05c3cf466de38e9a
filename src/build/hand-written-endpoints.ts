// The REST reference documents each endpoint once, in the OpenAPI document (src/data/openapi.yaml),
// and a page shows it with <Operation id="…" />. This rule fails a REST page that documents an
// endpoint by hand instead: a heading that names a method and a path ("### GET /users/me"), or a
// code block whose line is an endpoint signature (`POST /v1/sources`) rather than a request a
// reader runs (curl, a script). See src/plugins/openapi-reference/README.md.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {readFrontMatter, splitFences} from './content-rules';

/** The pages whose endpoints come from the OpenAPI document: docs/api/rest.mdx and docs/api/rest/*. */
export const isRestPage = (file: string): boolean =>
  /(^|[\\/])docs[\\/]api[\\/]rest(\.mdx|[\\/])/.test(path.resolve(file));

const SIGNATURE = /^\s*(GET|POST|PUT|PATCH|DELETE)\s+\/\S*/;
/** Languages of blocks that hold a signature rather than code: text, HTTP, or none given. */
const SIGNATURE_LANGUAGES = new Set(['', 'text', 'http']);

/** Problems, `{line, message}` with the line in the file, for one page's source. */
export function handWrittenEndpoints(file: string, source: string): {line: number; message: string}[] {
  if (!isRestPage(file)) return [];
  const {body} = readFrontMatter(source);
  const offset = source.split('\n').length - body.split('\n').length;
  const problems: {line: number; message: string}[] = [];
  const fix = 'describe it in src/data/openapi.yaml and show it with <Operation id="…" />';
  const {blocks, prose} = splitFences(body);
  for (const {text, line} of prose) {
    const heading = /^#{1,6}\s+(.*)$/.exec(text);
    const signature = heading && SIGNATURE.exec(heading[1]!.replace(/`/g, ''));
    if (signature)
      problems.push({
        line: line + offset,
        message: `heading "${heading[1]}" documents ${signature[0].trim()} by hand: ${fix}`,
      });
  }
  for (const b of blocks) {
    if (!SIGNATURE_LANGUAGES.has(b.lang)) continue;
    const signature = b.code
      .split('\n')
      .map((l) => SIGNATURE.exec(l))
      .find(Boolean);
    if (signature)
      problems.push({line: b.line + offset, message: `code block documents ${signature[0].trim()} by hand: ${fix}`});
  }
  return problems.sort((a, b) => a.line - b.line);
}

/** operationId → summary (the heading each <Operation /> renders), from the OpenAPI document. */
function operationSummaries(specFile: string): Map<string, string> {
  type Operation = {operationId?: string; summary?: string} | null;
  const spec = yaml.load(fs.readFileSync(specFile, 'utf8')) as {paths?: Record<string, Record<string, Operation>>};
  const summaries = new Map<string, string>();
  for (const item of Object.values(spec.paths ?? {})) {
    for (const op of Object.values(item))
      if (op?.operationId) summaries.set(op.operationId, op.summary ?? op.operationId);
  }
  return summaries;
}

/** A page's source with each <Operation id="…" /> written as the `###` heading it renders. */
function withOperationHeadings(source: string, summaries: Map<string, string>): string {
  return source.replace(/^<Operation\s+id="([^"]+)"\s*\/>\s*$/gm, (tag, id: string) => {
    const summary = summaries.get(id);
    return summary ? `### ${summary}` : tag;
  });
}

/**
 * checkPage's `readOther` for a site whose OpenAPI document is `specFile`: reads another page for
 * the anchor checks with its operations' headings in place, so links to them resolve.
 */
export function pageReaderWithOperations(specFile: string): (file: string) => string | null {
  const summaries = operationSummaries(specFile);
  return (file: string) => {
    try {
      return withOperationHeadings(fs.readFileSync(file, 'utf8'), summaries);
    } catch {
      return null;
    }
  };
}
