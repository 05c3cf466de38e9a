// The built entry script carries V8's compile hint (src/plugins/compile-hints) on its first line,
// and no other script does. Reads build/; run `npm run build` first (npm test does).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {COMPILE_HINT, ENTRY_CHUNK} from '../../src/plugins/compile-hints/index.ts';
import {buildDir} from './built-site.mjs';

const jsDir = path.join(buildDir, 'assets/js');
const scripts = fs.readdirSync(jsDir).filter((file) => file.endsWith('.js'));
const firstLine = (file) => fs.readFileSync(path.join(jsDir, file), 'utf8').split('\n', 1)[0];

test('the entry script starts with the compile hint, and only the entry script has it', () => {
  const entries = scripts.filter((file) => ENTRY_CHUNK.test(file));
  assert.equal(entries.length, 1, `one entry script in build/assets/js, found ${entries.join(', ') || 'none'}`);
  assert.equal(firstLine(entries[0]), COMPILE_HINT, `${entries[0]} has lost its compile hint`);
  // Every page loads the entry: the home page's HTML names it.
  const home = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  assert.ok(home.includes(entries[0]), `the home page does not load ${entries[0]}`);
  const others = scripts.filter(
    (file) => !ENTRY_CHUNK.test(file) && firstLine(file).includes('allFunctionsCalledOnLoad'),
  );
  assert.deepEqual(others, [], 'route chunks must compile lazily: only code run on load is worth compiling eagerly');
});
