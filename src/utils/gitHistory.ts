import {execFileSync} from 'node:child_process';

/**
 * Whether `dir` is in a git checkout with its whole history, which is what a page's "Last updated"
 * date needs: Docusaurus reads it from `git log` per file at build time. Without git or outside a
 * repository (a source archive) Docusaurus warns and shows no date; in a shallow clone every file
 * would get the date of the oldest commit fetched, true for none of them, so the dates are left
 * out there too.
 */
export function hasFullGitHistory(dir: string): boolean {
  try {
    const shallow = execFileSync('git', ['rev-parse', '--is-shallow-repository'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return shallow.trim() === 'false';
  } catch {
    return false;
  }
}
