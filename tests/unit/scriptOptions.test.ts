import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {readOptions, usageOf} from '@site/src/build/script-options';

const root = path.resolve(__dirname, '../..');
const scripts = fs
  .readdirSync(path.join(root, 'scripts'))
  .filter((f) => f.endsWith('.mts'))
  .map((f) => path.join(root, 'scripts', f));

describe('a maintainer script’s options (src/build/script-options.ts)', () => {
  const options = {runs: {type: 'string', default: '5'}, json: {type: 'boolean'}} as const;

  it('reads the options, with their defaults', () => {
    expect(readOptions(['--json'], options)).toEqual({values: {runs: '5', json: true}});
    expect(readOptions(['--runs', '9'], options)).toEqual({values: {runs: '9'}});
  });

  it('names an unknown option, an option missing its value and a stray argument', () => {
    expect(readOptions(['--run', '9'], options)).toEqual({error: expect.stringContaining("'--run'")});
    expect(readOptions(['--runs'], options)).toEqual({error: expect.stringContaining('--runs')});
    expect(readOptions(['build'], options)).toEqual({error: expect.stringContaining("'build'")});
  });

  it('asks for the usage on --help', () => {
    expect(readOptions(['--runs', '9', '--help'], options)).toEqual({help: true});
  });

  it("takes the usage from the script's opening comment", () => {
    const source =
      '#!/usr/bin/env node\n// What it does.\n//\n//   npm run it -- --runs 5\nimport fs from "node:fs";\n// later\n';
    expect(usageOf(source)).toBe('What it does.\n\n  npm run it -- --runs 5');
  });

  it('is how every script that takes options reads them', () => {
    const direct = scripts.filter((file) => /\bparseArgs\b/.test(fs.readFileSync(file, 'utf8')));
    expect(direct.map((file) => path.relative(root, file))).toEqual([]);
  });

  it('answers a mistyped option with the problem and the usage, not a stack trace', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'scripts/search-score.mts'), '--qeury', 'x'],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("search-score.mts: Unknown option '--qeury'");
    expect(run.stderr).toContain('npm run search:score -- --query "Q"');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});
