/**
 * The browser suite's flakiness check (QUALITY.md, "The suite"): builds once, then runs the whole
 * Playwright suite `runs` times in a row while a second process keeps one core at 100 %, and stops
 * at the first failure. Prints each run's time and result.
 *
 * Usage: npm run test:e2e:under-load [-- runs] (3 by default; extra Playwright arguments after
 * the count, e.g. `-- 3 --grep @desktop`).
 */
import { spawn, spawnSync } from 'node:child_process';

const [countArgument, ...playwrightArguments] = process.argv.slice(2);
const runs = Number(countArgument ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`The number of runs must be a whole number from 1: ${countArgument}`);

const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

// One core kept busy for as long as the runs last: a plain loop in a process of its own.
const busy = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
const stopBusy = () => busy.kill('SIGKILL');
process.on('exit', stopBusy);

const results: string[] = [];
let failed = false;
for (let run = 1; run <= runs && !failed; run += 1) {
  const started = performance.now();
  const outcome = spawnSync('npx', ['playwright', 'test', ...playwrightArguments], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  failed = outcome.status !== 0;
  results.push(`run ${run} of ${runs}: ${failed ? 'FAILED' : 'passed'} in ${seconds} s`);
  process.stdout.write(`\n== ${results.at(-1)} (one core kept busy)\n`);
}
stopBusy();
process.stdout.write(`\n${results.join('\n')}\n`);
process.exitCode = failed ? 1 : 0;
