/**
 * `npm test`: every stage of the suite in order (checks, unit, features, build, browser), each
 * timed against its budget on the 2-core machine; stops at the first stage that fails. At the end
 * it prints the table of stages (budget, time, tests) and the plain closing line
 * "total: N passed, N failed". A stage over its budget is marked in the table, not failed: a
 * slower machine must not fail a right change, and the table shows where the time went.
 *
 * The budgets add up to 860 s, so with `npm ci` (about 40 s) a fresh clone passes in 15 minutes
 * (QUALITY.md, "The suite"); they share that time as the stages need it (README, "Tests"). Usage: npm test [-- stage ...] (only the stages named, in the
 * suite's order: `npm test -- checks unit`).
 */
import { spawn } from 'node:child_process';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { countsIn, suiteReport, type StageResult } from './suite-report.ts';

interface Step {
  readonly label: string;
  readonly command: readonly string[];
}

interface Stage {
  readonly name: string;
  readonly budgetSeconds: number;
  /** Run side by side (each is single-threaded: two fit the two cores). */
  readonly steps: readonly Step[];
}

const npx = (...args: string[]): readonly string[] => ['npx', ...args];

const STAGES: readonly Stage[] = [
  {
    name: 'checks',
    budgetSeconds: 55,
    steps: [
      { label: 'check:api', command: npx('tsx', 'scripts/generate-api-types.ts', '--check') },
      { label: 'lint:api', command: ['npm', 'run', '--silent', 'lint:api'] },
      { label: 'typecheck', command: npx('tsc', '-p', 'tsconfig.json') },
      { label: 'lint', command: npx('eslint', '.') },
    ],
  },
  { name: 'unit', budgetSeconds: 100, steps: [{ label: 'vitest', command: npx('vitest', 'run') }] },
  { name: 'features', budgetSeconds: 30, steps: [{ label: 'cucumber', command: ['npm', 'run', '--silent', 'test:features'] }] },
  { name: 'build', budgetSeconds: 10, steps: [{ label: 'vite build', command: npx('vite', 'build') }] },
  { name: 'browser', budgetSeconds: 665, steps: [{ label: 'playwright', command: npx('playwright', 'test') }] },
];

interface StepOutcome {
  readonly ok: boolean;
  readonly output: string;
}

/** Runs one step; its output goes to ours as it comes (alone) or when it ends (side by side). */
function run(step: Step, streaming: boolean): Promise<StepOutcome> {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command!, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' } });
    const chunks: string[] = [];
    const take = (chunk: Buffer) => {
      const text = chunk.toString();
      chunks.push(text);
      if (streaming) process.stdout.write(text);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('error', (error) => resolve({ ok: false, output: `${chunks.join('')}\n${step.label}: ${error.message}\n` }));
    child.on('close', (code) => resolve({ ok: code === 0, output: chunks.join('') }));
  });
}

async function runStage(stage: Stage): Promise<StageResult> {
  const started = performance.now();
  const alone = stage.steps.length === 1;
  process.stdout.write(`\n== ${stage.name} (budget ${stage.budgetSeconds} s): ${stage.steps.map((s) => s.label).join(', ')}\n`);
  const outcomes = await Promise.all(
    stage.steps.map(async (step) => {
      const outcome = await run(step, alone);
      if (!alone) process.stdout.write(`-- ${step.label}: ${outcome.ok ? 'ok' : 'FAILED'}\n${outcome.ok ? '' : outcome.output}`);
      return outcome;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const counts = alone ? countsIn(outcomes[0]!.output) : undefined;
  return { name: stage.name, budgetSeconds: stage.budgetSeconds, seconds, state: outcomes.every((o) => o.ok) ? 'passed' : 'failed', ...(counts ? { counts } : {}) };
}

/** The screenshots, traces and error contexts a failed browser test left (playwright.config.ts). */
async function browserArtefacts(dir = 'test-results'): Promise<string[]> {
  const found: string[] = [];
  const walk = async (folder: string) => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) await walk(path);
      else found.push(path);
    }
  };
  await walk(dir);
  return found.filter((path) => /\.(png|zip|md|webm)$/.test(path)).sort();
}

/** The stages named on the command line, in the suite's order; all of them when none is named. */
function chosenStages(names: readonly string[]): readonly Stage[] {
  const unknown = names.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) throw new Error(`No stage ${unknown.join(', ')}: the stages are ${STAGES.map((s) => s.name).join(', ')}`);
  return names.length === 0 ? STAGES : STAGES.filter((stage) => names.includes(stage.name));
}

async function main(): Promise<void> {
  const results: StageResult[] = [];
  let failed = false;
  for (const stage of chosenStages(process.argv.slice(2))) {
    if (failed) {
      results.push({ name: stage.name, budgetSeconds: stage.budgetSeconds, seconds: 0, state: 'not run' });
      continue;
    }
    const result = await runStage(stage);
    results.push(result);
    if (result.state === 'failed') {
      failed = true;
      if (stage.name === 'browser') {
        const artefacts = await browserArtefacts();
        if (artefacts.length > 0) process.stdout.write(`\nWhat the failed browser tests left:\n${artefacts.map((a) => `  ${a}`).join('\n')}\n`);
      }
    }
  }
  process.stdout.write(`\n${suiteReport(results)}\n`);
  process.exitCode = failed ? 1 : 0;
}

await main();
