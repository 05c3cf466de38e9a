// The time and peak memory of a command and of every process it starts, read from /proc (Linux):
// the resident set sizes of the process and its descendants, summed, sampled every 200 ms. A
// build spawns workers and helpers (Pagefind's indexer among them), so the process alone would
// understate it; pages shared between processes count once per process, so the sum is an upper
// bound. Where /proc does not exist the memory is NaN.
import {spawn, type SpawnOptions} from 'node:child_process';
import fs from 'node:fs';

export type Measured = {seconds: number; peakRssBytes: number};

/** A process's id and its parent's, from a line of /proc/<pid>/stat (its name may hold spaces and parentheses). */
export function parseStat(line: string): {pid: number; ppid: number} {
  const pid = Number(line.slice(0, line.indexOf(' ')));
  const ppid = Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[1]);
  return {pid, ppid};
}

/** `root` and all its descendants, given each process's parent. */
export function treeOf(parents: ReadonlyMap<number, number>, root: number): number[] {
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parents) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  for (const queue = [root]; queue.length;) {
    const pid = queue.shift()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const read = (file: string): string | null => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null; // the process has exited since the listing
  }
};

/** The summed resident set of `root` and its descendants now, in bytes (NaN without /proc). */
function treeRssBytes(root: number): number {
  if (!fs.existsSync('/proc/self/stat')) return NaN;
  const parents = new Map<number, number>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = read(`/proc/${name}/stat`);
    if (stat) {
      const {pid, ppid} = parseStat(stat);
      parents.set(pid, ppid);
    }
  }
  let kib = 0;
  for (const pid of treeOf(parents, root)) {
    const rss = read(`/proc/${pid}/status`)?.match(/^VmRSS:\s+(\d+) kB/m);
    if (rss) kib += Number(rss[1]);
  }
  return kib * 1024;
}

/** Samples the memory of a process tree until stopped; the peak, and the last sample. */
export function sampleTreeMemory(root: number, everyMs = 200): {peak(): number; last(): number; stop(): void} {
  let peak = NaN;
  let last = NaN;
  const sample = () => {
    last = treeRssBytes(root);
    if (!(peak >= last)) peak = last;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {peak: () => peak, last: () => last, stop: () => clearInterval(timer)};
}

/** Runs a command to its end; its seconds and its tree's peak memory. Rejects when it fails. */
export function runMeasured(command: string, args: readonly string[], options: SpawnOptions & {cwd: string}) {
  return new Promise<Measured>((resolve, reject) => {
    const start = process.hrtime.bigint();
    const child = spawn(command, args, {stdio: ['ignore', 'ignore', 'inherit'], ...options});
    const memory = child.pid === undefined ? null : sampleTreeMemory(child.pid);
    const done = (error: Error | null) => {
      memory?.stop();
      if (error) reject(error);
      else resolve({seconds: Number(process.hrtime.bigint() - start) / 1e9, peakRssBytes: memory?.peak() ?? NaN});
    };
    child.on('error', done);
    child.on('close', (status, signal) =>
      done(
        status === 0
          ? null
          : new Error(
              `bench: \`${[command, ...args].join(' ')}\` failed in ${options.cwd} (${signal ?? `exit ${status}`})`,
            ),
      ),
    );
  });
}
