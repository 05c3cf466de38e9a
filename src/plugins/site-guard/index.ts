import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REDIRECTS} from '../../data/redirects';
import {listPageFiles, loadPages} from '../../build/pages';
import {checkFrontMatter, checkRedirects, formatProblems, type Problem} from './validate';

/**
 * Fails the build early, naming the file, when a page's front matter is malformed or incomplete
 * or a redirect points at a page that does not exist. Broken links and anchors are caught by
 * Docusaurus itself (onBrokenLinks/onBrokenAnchors/onBrokenMarkdownLinks: 'throw').
 */
export default function siteGuardPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-guard',
    async loadContent() {
      const problems: Problem[] = listPageFiles(path.join(context.siteDir, 'docs')).flatMap((file) =>
        checkFrontMatter(path.relative(context.siteDir, file), fs.readFileSync(file, 'utf8')),
      );
      const routes = new Set(loadPages(context.siteDir).map((p) => p.route));
      problems.push(...checkRedirects(REDIRECTS, routes));
      if (problems.length) {
        throw new Error(`The site's sources have ${problems.length} problem(s):\n${formatProblems(problems)}`);
      }
    },
  };
}
