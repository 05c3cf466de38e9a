import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {hasFullGitHistory} from '@site/src/utils/gitHistory';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], {cwd, stdio: 'ignore'});

describe('hasFullGitHistory (whether pages can say when they last changed)', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'git-history-'));
  });
  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

  it('is false outside a repository (a source archive)', () => {
    const plain = path.join(tmp, 'plain');
    fs.mkdirSync(plain);
    expect(hasFullGitHistory(plain)).toBe(false);
  });

  it('is true in a full clone and false in a shallow one', () => {
    const full = path.join(tmp, 'full');
    fs.mkdirSync(full);
    git(full, 'init', '-q');
    fs.mkdirSync(path.join(full, 'docs'));
    for (const n of [1, 2]) {
      fs.writeFileSync(path.join(full, 'docs', `page${n}.md`), `# ${n}\n`);
      git(full, 'add', '.');
      git(full, 'commit', '-q', '-m', `page ${n}`);
    }
    expect(hasFullGitHistory(full)).toBe(true);
    const shallow = path.join(tmp, 'shallow');
    git(tmp, 'clone', '-q', '--depth', '1', `file://${full}`, shallow);
    expect(hasFullGitHistory(shallow)).toBe(false);
  });

  it('is false for a copy of the site inside another repository, which does not track its pages', () => {
    const outer = path.join(tmp, 'monorepo');
    fs.mkdirSync(outer);
    git(outer, 'init', '-q');
    fs.writeFileSync(path.join(outer, 'README.md'), '# other project\n');
    git(outer, 'add', '.');
    git(outer, 'commit', '-q', '-m', 'other project');
    const site = path.join(outer, 'vendor', 'docs-site');
    fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
    fs.writeFileSync(path.join(site, 'docs', 'index.md'), '# Home\n');
    expect(hasFullGitHistory(site)).toBe(false);
    git(outer, 'add', '.');
    git(outer, 'commit', '-q', '-m', 'vendor the site');
    expect(hasFullGitHistory(site)).toBe(true);
  });
});
