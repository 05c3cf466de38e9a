import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {REDIRECTS} from '../../data/redirects';
import {NEEDS_REACT_SELECTOR} from '../../data/components';
import {listPageFiles, loadPages} from '../../build/pages';
import {checkPageSource, checkRedirects, formatProblems, type Problem} from './validate';

/**
 * Fails the build early, in seconds and before anything is bundled, naming the file, line and
 * column, when a page breaks a rule of the content check (`npm run check:content`: the same
 * function, src/build/content-rules.ts) or a redirect points at a page that does not exist.
 * The development server runs the same check page by page as pages are edited (./mdx-hooks.ts).
 * Broken links and anchors are caught by Docusaurus itself
 * (onBrokenLinks/onBrokenAnchors/onBrokenMarkdownLinks: 'throw').
 *
 * It also hands the browser the one fact of the component registry (src/data/components.ts) that
 * the static article needs, the `needsReact` selectors, as the constant
 * `process.env.PAGE_NEEDS_REACT`: importing the registry there would add its every entry to every
 * page's JavaScript.
 */
export default function siteGuardPlugin(context: LoadContext): Plugin {
  return {
    name: 'site-guard',
    async loadContent() {
      const problems: Problem[] = listPageFiles(path.join(context.siteDir, 'docs')).flatMap((file) =>
        checkPageSource(file, path.relative(context.siteDir, file), fs.readFileSync(file, 'utf8')),
      );
      const routes = new Set(loadPages(context.siteDir).map((p) => p.route));
      problems.push(...checkRedirects(REDIRECTS, routes));
      if (problems.length) {
        throw new Error(`The site's sources have ${problems.length} problem(s):\n${formatProblems(problems)}`);
      }
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      const define = {'process.env.PAGE_NEEDS_REACT': JSON.stringify(NEEDS_REACT_SELECTOR)};
      return {plugins: [new currentBundler.instance.DefinePlugin(define)]};
    },
  };
}
