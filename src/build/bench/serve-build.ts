// A folder of built pages served as the bench measures it: gzip on loopback, under the base path.
import fs from 'node:fs';
import path from 'node:path';
import {startStaticServer} from '../static-server';
import {BASE_PATH} from '../../data/site';

/** A build being measured: its name in the tables, its folder, and a route's URL on its server. */
export type Build = {name: string; buildDir: string; url: (route: string) => string; close: () => Promise<void>};

/** `--build name=dir`: the name for the tables and the folder (relative to `cwd`). */
export function buildSpec(spec: string, cwd: string): {name: string; buildDir: string} {
  const at = spec.indexOf('=');
  if (at <= 0 || at === spec.length - 1) throw new Error(`--build ${spec}: write it as name=folder`);
  return {name: spec.slice(0, at), buildDir: path.resolve(cwd, spec.slice(at + 1))};
}

export async function serveBuild(name: string, buildDir: string, hint = ''): Promise<Build> {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) throw new Error(`${buildDir} holds no build${hint}`);
  const host = await startStaticServer({root: buildDir, base: BASE_PATH, gzip: true});
  const url = (route: string) => `${host.origin}${BASE_PATH}${route.replace(/^\//, '')}`;
  return {name, buildDir, url, close: host.close};
}
