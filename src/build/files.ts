// The one directory walk of the build, the scripts and the tests: Node's own recursive readdir.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` (not the folders), as paths relative to it with `/` separators, sorted.
 * A symbolic link is listed as a file and not followed.
 */
export function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
