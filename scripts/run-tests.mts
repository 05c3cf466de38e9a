// The test suites, stage by stage:
//
//   npm run test:quick   typecheck, lint, the OpenAPI lint, unit tests, content check (no build)
//   npm test             the same, then the build, the budgets (bytes, first input) and the browser tests
//
// The checks run side by side, each one's output printed whole when it ends; the build and
// what measures it follow one after the other. A failed stage does not stop the others: every
// stage runs unless it needs one that failed (the budgets and browser tests measure build/, and
// after a failed build would test a stale one). The summary names each stage's result and time;
// the exit code is 1 when any stage failed or was skipped.
import {spawn} from 'node:child_process';

/** Each stage is an npm script; `needs` names the stages it cannot run without. */
type Stage = {name: string; script: string; needs?: string[]};
type Result = {status: string; seconds?: number};

const CHECKS: Stage[] = [
  {name: 'typecheck', script: 'typecheck'},
  {name: 'lint', script: 'lint'},
  {name: 'OpenAPI lint', script: 'lint:openapi'},
  {name: 'unit tests', script: 'test:unit'},
  {name: 'content check', script: 'check:content'},
];
const BUILD_STAGES: Stage[] = [
  {name: 'build', script: 'build'},
  {name: 'budgets', script: 'test:budgets', needs: ['build']},
  {name: 'browser tests', script: 'test:e2e', needs: ['build']},
];

const suite = process.argv[2];
if (suite !== 'quick' && suite !== 'full') {
  console.error('usage: node --import tsx scripts/run-tests.mts quick|full');
  process.exit(2);
}

/** Runs `npm run <script>`; resolves with its result, its output kept for printing in one piece. */
function run({name, script}: Stage, {buffer}: {buffer: boolean}): Promise<Result> {
  return new Promise((resolve) => {
    const start = process.hrtime.bigint();
    const output: Buffer[] = [];
    if (!buffer) console.log(`\n── ${name} (npm run ${script}) ──\n`);
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: buffer ? {...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0'} : process.env,
    });
    child.stdout?.on('data', (d: Buffer) => output.push(d));
    child.stderr?.on('data', (d: Buffer) => output.push(d));
    const done = (status: number | null, error?: Error) => {
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      if (buffer) {
        console.log(`\n── ${name} (npm run ${script}) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      if (error) console.error(`${name}: ${error.message}`);
      resolve({status: status === 0 ? 'passed' : 'FAILED', seconds});
    };
    child.on('error', (error) => done(1, error));
    child.on('close', (status) => done(status));
  });
}

const results = new Map<string, Result>();
const checks = await Promise.all(CHECKS.map((stage) => run(stage, {buffer: true})));
CHECKS.forEach((stage, i) => results.set(stage.name, checks[i]!));
if (suite === 'full') {
  for (const stage of BUILD_STAGES) {
    const failedNeed = stage.needs?.find((need) => results.get(need)?.status !== 'passed');
    if (failedNeed) results.set(stage.name, {status: `skipped: the ${failedNeed} failed`});
    else results.set(stage.name, await run(stage, {buffer: false}));
  }
}

const failed = [...results].filter(([, r]) => r.status !== 'passed');
console.log(`\n── ${suite === 'quick' ? 'npm run test:quick' : 'npm test'} ──\n`);
for (const [name, {status, seconds}] of results) {
  console.log(`${name.padEnd(14)} ${status}${seconds === undefined ? '' : ` (${seconds.toFixed(1)} s)`}`);
}
console.log(failed.length ? `\n${failed.length} of ${results.size} stages did not pass.` : '\nAll stages passed.');
process.exit(failed.length ? 1 : 0);
