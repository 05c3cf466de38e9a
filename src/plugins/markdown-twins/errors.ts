import type {Node} from 'unist';

/**
 * A page the converter cannot turn into faithful Markdown. The build stops with it rather than
 * ship a twin that differs from the HTML page; the message names the file, the line and what to
 * change.
 */
export class TwinError extends Error {
  /** `lineOffset`: lines of the file above what was parsed (the front matter). */
  constructor(file: string, node: Node | undefined, problem: string, lineOffset = 0) {
    const line = node?.position?.start.line;
    super(`${file}${line ? `:${line + lineOffset}` : ''}: ${problem}`);
    this.name = 'TwinError';
  }
}
