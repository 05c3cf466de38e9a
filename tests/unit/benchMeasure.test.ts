import fs from 'node:fs';
import path from 'node:path';
import {spawn} from 'node:child_process';
import {alternate} from '@site/src/build/bench/alternate';
import {parseBudgets} from '@site/src/build/bench/budgets';
import {inlineScripts} from '@site/src/build/bench/bytes';
import {parseStat, runMeasured, sampleTreeMemory, treeOf} from '@site/src/build/bench/process-tree';
import {buildSpec} from '@site/src/build/bench/serve-build';
import {mainThreadTime, unionLength, type TraceEvent} from '@site/src/build/bench/trace-figures';

describe('runs alternated between builds (src/build/bench/alternate.ts)', () => {
  it('takes the builds in turn, reversed on every other run, the reference sites within the home page', async () => {
    const order: string[] = [];
    const samples = await alternate(
      [{name: 'a'}, {name: 'b'}],
      3,
      async (b, route) => {
        order.push(`${b.name}${route}`);
        return order.length;
      },
      ['/', '/x/'],
      [{name: 'floor'}],
    );
    expect(order).toEqual([
      'a/',
      'b/',
      'floor/',
      'floor/',
      'b/',
      'a/',
      'a/',
      'b/',
      'floor/',
      'a/x/',
      'b/x/',
      'b/x/',
      'a/x/',
      'a/x/',
      'b/x/',
    ]);
    expect(samples.a).toEqual({'/': [1, 6, 7], '/x/': [10, 13, 14]});
    expect(samples.floor).toEqual({'/': [3, 4, 9]});
  });

  it('measures the reference sites after the pages when the home page is not among them', async () => {
    const order: string[] = [];
    await alternate([{name: 'a'}], 1, async (b, route) => order.push(`${b.name}${route}`), ['/x/'], [{name: 'f'}]);
    expect(order).toEqual(['a/x/', 'f/']);
  });
});

describe('a Chrome trace read (src/build/bench/trace-figures.ts)', () => {
  const main = {pid: 1, tid: 2};
  const event = (name: string, ts: number, dur: number, on = main): TraceEvent => ({name, ph: 'X', ts, dur, ...on});
  const thread: TraceEvent = {name: 'thread_name', ph: 'M', ts: 0, ...main, args: {name: 'CrRendererMain'}};

  it('counts nested and overlapping intervals once', () => {
    expect(
      unionLength([
        [0, 10],
        [5, 15],
        [20, 30],
        [22, 25],
      ]),
    ).toBe(25);
    expect(unionLength([])).toBe(0);
  });

  it('reads script time and style and layout on the main thread, apart from what follows the first paint', () => {
    const figures = mainThreadTime([
      thread,
      event('EvaluateScript', 0, 10_000),
      event('FunctionCall', 2_000, 3_000),
      event('v8.compile', 20_000, 5_000),
      event('Layout', 12_000, 2_000),
      {name: 'firstContentfulPaint', ph: 'I', ts: 30_000, ...main},
      event('RunTask', 40_000, 9_000),
      event('UpdateLayoutTree', 41_000, 4_000),
      event('Layout', 45_000, 1_000),
      // Another process's thread: not the page's main thread.
      event('EvaluateScript', 0, 90_000, {pid: 3, tid: 4}),
    ]);
    expect(figures).toEqual({scriptMs: 15, renderMs: 7, renderAfterPaintMs: 5, longestRenderTaskMs: 9});
  });
});

describe('a command measured with its processes (src/build/bench/process-tree.ts)', () => {
  it('reads a process and its parent from /proc/<pid>/stat, whatever its name holds', () => {
    expect(parseStat('4242 (node (worker) x) S 17 4242 4242 0 -1')).toEqual({pid: 4242, ppid: 17});
  });

  it('finds every descendant of a process, and nothing else', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(treeOf(parents, 10).sort()).toEqual([10, 11, 12, 13]);
  });

  const linux = fs.existsSync('/proc/self/status') ? it : it.skip;

  linux('sums the memory of a process and of the processes it started', async () => {
    // A parent whose child holds about 200 MB: the child says so through the parent, and both end
    // when the test writes to the parent.
    const child = `const b = Buffer.alloc(200 * 2 ** 20, 1); process.stdout.write('held'); process.stdin.once('data', () => process.exit(b[0] - 1));`;
    const parent = `const c = require('node:child_process').spawn(process.execPath, ['-e', ${JSON.stringify(child)}], {stdio: ['pipe', 'pipe', 'inherit']}); c.stdout.pipe(process.stdout); process.stdin.pipe(c.stdin); c.on('exit', (code) => process.exit(code));`;
    const tree = spawn(process.execPath, ['-e', parent], {stdio: ['pipe', 'pipe', 'inherit']});
    await new Promise((resolve) => tree.stdout.once('data', resolve));
    const memory = sampleTreeMemory(tree.pid!);
    memory.stop();
    const exited = new Promise((resolve) => tree.on('exit', resolve));
    tree.stdin.write('x');
    expect(await exited).toBe(0);
    expect(memory.last()).toBeGreaterThan(200 * 2 ** 20);
    expect(memory.peak()).toBe(memory.last());
  });

  linux('times a command to its end, with the memory sampled while it ran', async () => {
    // A short command may end before a second sample; the one taken as it starts is always there.
    const measured = await runMeasured(process.execPath, ['-e', '0'], {cwd: __dirname});
    expect(measured.seconds).toBeGreaterThan(0);
    expect(measured.peakRssBytes).toBeGreaterThan(0);
  });

  linux('rejects a command that fails, naming it', async () => {
    await expect(runMeasured(process.execPath, ['-e', 'process.exit(3)'], {cwd: __dirname})).rejects.toThrow(
      /failed in .* \(exit 3\)/,
    );
  });
});

describe('what the bench reads', () => {
  const root = path.resolve(__dirname, '../..');

  it("reads the repository's budgets, and refuses a budget that could never fail", () => {
    const file = path.join(root, 'scripts/bench-budgets.json');
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as {bytes: {eagerJs: {budget: unknown}}; targets: unknown[]};
    expect(parseBudgets(json, file).targets.length).toBeGreaterThan(0);
    const text = {...json, bytes: {...json.bytes, eagerJs: {...json.bytes.eagerJs, budget: '148 KB'}}};
    expect(() => parseBudgets(text, file)).toThrow(`${file}: expected`);
    expect(() => parseBudgets({...json, targets: [{label: 'LCP', figure: 'lcpMs'}]}, file)).toThrow('expected');
  });

  it('names a prebuilt folder as name=folder', () => {
    expect(buildSpec('stock=/tmp/stock', '/work')).toEqual({name: 'stock', buildDir: '/tmp/stock'});
    expect(buildSpec('patched=build', '/work/site')).toEqual({name: 'patched', buildDir: '/work/site/build'});
    expect(() => buildSpec('/tmp/stock', '/work')).toThrow('name=folder');
    expect(() => buildSpec('stock=', '/work')).toThrow('name=folder');
  });

  it('takes the inline scripts of a page, JSON data included, not those it loads', () => {
    const html =
      '<head><script>window.a=1</script><script src="/main.js"></script><script type="application/ld+json">{"b":2}</script>' +
      '<script defer src="x.js"></script><script> </script></head>';
    expect(inlineScripts(html)).toEqual(['window.a=1', '{"b":2}']);
  });
});
