// How long `docusaurus start` takes until it answers a page, and the memory its processes hold
// by then (the peak, and when it answered). The server is stopped afterwards, its whole process
// group with it.
import {spawn} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {BASE_PATH} from '../../data/site';
import {sampleTreeMemory} from './process-tree';

export type DevServerStart = {seconds: number; peakRssBytes: number; rssBytes: number};

/** A loopback port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function measureDevServerStart(dir: string, {capMs = 30 * 60_000} = {}): Promise<DevServerStart> {
  const port = await freePort();
  const start = process.hrtime.bigint();
  const child = spawn(
    process.execPath,
    [
      path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--no-open',
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const died = exited.then((code) => {
    throw new Error(`the dev server exited (${code}) before it answered:\n${stderr}`);
  });
  died.catch(() => {}); // raced below; once the server is stopped on purpose, nobody waits for it
  const memory = sampleTreeMemory(child.pid!);
  const url = `http://127.0.0.1:${port}${BASE_PATH}`;
  try {
    const deadline = Date.now() + capMs;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`the dev server did not answer ${url} within ${capMs / 1000} s`);
      // Until it listens, the connection is refused; then the request waits for the first compile.
      const answer = await Promise.race([
        fetch(url, {signal: AbortSignal.timeout(deadline - Date.now())}).then(
          async (r) => r.ok && /<html/i.test(await r.text()),
          () => false,
        ),
        died,
      ]);
      if (answer) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return {
      seconds: Number(process.hrtime.bigint() - start) / 1e9,
      peakRssBytes: memory.peak(),
      rssBytes: memory.last(),
    };
  } finally {
    memory.stop();
    await stop(child.pid!, exited);
  }
}

/** Ends the server's process group: politely, then at once after ten seconds. */
async function stop(pid: number, exited: Promise<unknown>): Promise<void> {
  const signal = (s: NodeJS.Signals) => {
    try {
      process.kill(-pid, s);
    } catch {
      // the group has already gone
    }
  };
  signal('SIGTERM');
  let timer: NodeJS.Timeout | undefined;
  const killed = await Promise.race([
    exited.then(() => false),
    new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(true), 10_000);
    }),
  ]);
  clearTimeout(timer);
  if (killed) signal('SIGKILL');
}
