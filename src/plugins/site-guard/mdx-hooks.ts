/**
 * The content check inside Docusaurus's own Markdown pipeline, so that under `npm start` a page
 * edited into an error shows the error in the browser (the development server's error overlay:
 * file, line, column and the check's sentence) instead of a silently different page. The build
 * runs the same check over every page first (./index.ts), which is why these find nothing new
 * there (a page that passed is not checked twice).
 *
 * - `parseFrontMatter` is Docusaurus's public `markdown.parseFrontMatter` hook: the docs plugin
 *   and the MDX loader both read front matter through it. Broken YAML, an unclosed block or a
 *   missing title stops the page here, where the theme would otherwise take the file name for
 *   its title or the YAML for its text.
 * - `remarkPageCheck` is a remark plugin (the docs plugin's `beforeDefaultRemarkPlugins`): it runs
 *   the whole content check on the page being compiled.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';
import {checkFrontMatter, checkPageSource, formatProblems, type Problem} from './validate';

/** The site's folder: paths in messages are relative to it, as `npm run check:content` prints them. */
// path.dirname(__filename), not __dirname: tsx defines only __filename in a CommonJS module that
// an ES module (a script, a browser test) imports.
const SITE_DIR = path.resolve(path.dirname(__filename), '../../..');

/**
 * The page's problems, one `file:line:column: message` line each. The bundler shows an error
 * thrown by a loader by its stack, which therefore holds the message (and not where in this file
 * it was thrown); the MDX loader wraps a remark plugin's error, printing its message and then
 * its stack, so there the stack is a pointer to the check instead.
 */
class PageError extends Error {
  constructor(problems: Problem[], {wrapped}: {wrapped: boolean}) {
    super(`The page has ${problems.length} problem(s):\n${formatProblems(problems)}`);
    this.stack = wrapped ? '(the content check: npm run check:content)' : this.message;
  }
}

export const parseFrontMatter: ParseFrontMatter = async (params) => {
  const problems = checkFrontMatter(path.relative(SITE_DIR, params.filePath), params.fileContent);
  if (problems.length) throw new PageError(problems, {wrapped: false});
  return params.defaultParseFrontMatter(params);
};

/** A remark plugin; the tree is Docusaurus's, the file read is the page as saved. */
export function remarkPageCheck() {
  return (_tree: unknown, file: {path?: string}) => {
    if (!file.path || !/\.mdx?$/.test(file.path)) return;
    const problems = checkPageSource(file.path, path.relative(SITE_DIR, file.path), fs.readFileSync(file.path, 'utf8'));
    if (problems.length) throw new PageError(problems, {wrapped: true});
  };
}
