// The build's files: the one directory walk of the build, the scripts and the tests (Node's own
// recursive readdir), and the file the build wrote for a route.
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

/**
 * The file the build wrote for a route (`trailingSlash: true`): `/docs/limits/` is
 * `<outDir>/limits/index.html`, `/docs/404.html` is `<outDir>/404.html`.
 */
export function builtFile(outDir: string, route: string, baseUrl: string): string {
  if (!route.startsWith(baseUrl)) throw new Error(`The route ${route} is not under the base path ${baseUrl}`);
  const relative = route.slice(baseUrl.length);
  return path.join(outDir, /\.html?$/.test(relative) ? relative : path.join(relative, 'index.html'));
}
