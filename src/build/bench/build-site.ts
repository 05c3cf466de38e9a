// `docusaurus build` of a site folder, timed, with the peak memory of the build's processes.
import path from 'node:path';
import {runMeasured, type Measured} from './process-tree';

/**
 * Builds the site in `dir`, whose node_modules may be this checkout's (linked). A copy builds
 * without the persistent bundler cache: that cache would live in the shared node_modules, and a
 * warm cache would make the copy's build time mean nothing.
 */
export function buildSite(dir: string, {persistentCache = false}: {persistentCache?: boolean} = {}): Promise<Measured> {
  return runMeasured(process.execPath, [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
    cwd: dir,
    env: persistentCache ? process.env : {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
  });
}
