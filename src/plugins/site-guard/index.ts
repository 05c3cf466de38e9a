import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REDIRECTS} from '../../data/redirects';
import {PAGES} from '../../data/pages';
import {checkFrontMatter, checkRedirects, formatProblems, type Problem} from './validate';

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const p = path.join(dir, entry.name);
    if (entry.name.startsWith('_')) return [];
    if (entry.isDirectory()) return listSources(p);
    return /\.mdx?$/.test(entry.name) ? [p] : [];
  });
}

/**
 * Fails the build early, naming the file, when a page's front matter is malformed or incomplete
 * or a redirect points at a page that does not exist. Broken links and anchors are caught by
 * Docusaurus itself (onBrokenLinks/onBrokenAnchors/onBrokenMarkdownLinks: 'throw').
 */
export default function siteGuardPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-guard',
    async loadContent() {
      const docsDir = path.join(context.siteDir, 'docs');
      const problems: Problem[] = listSources(docsDir).flatMap((file) =>
        checkFrontMatter(path.relative(context.siteDir, file), fs.readFileSync(file, 'utf8')),
      );
      problems.push(...checkRedirects(REDIRECTS, new Set(PAGES.map((p) => p.route))));
      if (problems.length) {
        throw new Error(`The site's sources have ${problems.length} problem(s):\n${formatProblems(problems)}`);
      }
    },
  };
}
