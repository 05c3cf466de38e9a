import {execFileSync} from 'node:child_process';

/**
 * Whether the site in `dir` is in a git checkout with its whole history, which is what a page's
 * "Last updated" date needs: Docusaurus reads it from `git log` per file at build time. Without git
 * or outside a repository (a source archive) Docusaurus warns and shows no date; in a shallow clone
 * every file would get the date of the oldest commit fetched, true for none of them. Git also walks
 * up to any enclosing repository, so a copy of the site unpacked inside another work tree (a
 * monorepo folder, a vendored copy) would ask that repository, which does not track its pages: the
 * site's `docs/` must be tracked by the repository git finds.
 */
export function hasFullGitHistory(dir: string): boolean {
  const git = (...args: string[]) =>
    execFileSync('git', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  try {
    return git('rev-parse', '--is-shallow-repository') === 'false' && git('ls-files', '--', 'docs') !== '';
  } catch {
    return false;
  }
}
