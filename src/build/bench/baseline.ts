// A build to compare with: the site as it was at a git revision, built in a temporary worktree
// that shares this checkout's node_modules when the lock file is unchanged (and gets its own
// install otherwise).
import {spawnSync, type SpawnSyncOptions} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildSite} from './build-site';

function run(command: string, args: string[], options: SpawnSyncOptions & {cwd: string}): void {
  const result = spawnSync(command, args, {stdio: ['ignore', 'ignore', 'inherit'], ...options});
  if (result.status !== 0) throw new Error(`bench: \`${command} ${args.join(' ')}\` failed in ${options.cwd}`);
}

/** As .ci/run installs: the strict `npm ci`, or `npm install` of the locked versions if it refuses. */
function install(cwd: string): void {
  const strict = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], {cwd, stdio: 'ignore'});
  if (strict.status !== 0) run('npm', ['install', '--no-audit', '--no-fund'], {cwd});
}

/** Builds `rev` into a temporary folder; returns its build/ and a cleanup function. */
export async function buildRevision(root: string, rev: string): Promise<{buildDir: string; cleanup: () => void}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-baseline-'));
  run('git', ['worktree', 'add', '--detach', dir, rev], {cwd: root});
  const cleanup = () => {
    spawnSync('git', ['worktree', 'remove', '--force', dir], {cwd: root});
    fs.rmSync(dir, {recursive: true, force: true});
  };
  try {
    const sameLock =
      fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8') ===
      fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8');
    if (sameLock) fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    else install(dir);
    await buildSite(dir);
  } catch (err) {
    cleanup();
    throw err;
  }
  return {buildDir: path.join(dir, 'build'), cleanup};
}
