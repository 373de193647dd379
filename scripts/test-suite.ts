/**
 * `npm test`: every stage of the suite (checks, unit, features, build, browser), each timed against
 * its budget on the 2-core machine, in three phases: checks, features and build side by side (the
 * checks leave a core idle at their end, Cucumber and the build use one), then unit (both cores),
 * then browser (both cores). Stops after the first phase in which a stage fails. At the end it
 * prints the table of stages (budget, time, tests), the run's own time against the total budget,
 * and the plain closing line "total: N passed, N failed". A stage over its budget is marked in the
 * table, not failed: a slower machine must not fail a right change, and the table shows where the
 * time went.
 *
 * The total budget is 860 s (each phase's longest budget, added up), so with `npm ci` (about 40 s)
 * a fresh clone passes in 15 minutes (QUALITY.md, "The suite"); the stages share that time as they
 * need it (docs/testing.md). Usage: npm test [-- stage ...] (only the stages named, in the suite's
 * order: `npm test -- checks unit`).
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

const CHECKS: Stage = {
    name: 'checks',
    budgetSeconds: 75,
    steps: [
      { label: 'check:api', command: npx('tsx', 'scripts/generate-api-types.ts', '--check') },
      { label: 'lint:api', command: ['npm', 'run', '--silent', 'lint:api'] },
      { label: 'typecheck', command: npx('tsc', '-p', 'tsconfig.json') },
      { label: 'lint', command: npx('eslint', '.') },
    ],
};
const UNIT: Stage = { name: 'unit', budgetSeconds: 100, steps: [{ label: 'vitest', command: npx('vitest', 'run') }] };
const FEATURES: Stage = { name: 'features', budgetSeconds: 75, steps: [{ label: 'cucumber', command: ['npm', 'run', '--silent', 'test:features'] }] };
const BUILD: Stage = { name: 'build', budgetSeconds: 30, steps: [{ label: 'vite build', command: npx('vite', 'build') }] };
const BROWSER: Stage = { name: 'browser', budgetSeconds: 685, steps: [{ label: 'playwright', command: npx('playwright', 'test') }] };

/**
 * The phases, in order; the stages of one run side by side. Cucumber and the build are
 * single-threaded and the checks' four steps end unevenly, so together they keep both cores busy
 * (each takes longer than alone, the three together less than one after the other). Vitest and
 * Playwright each use both cores: alone.
 */
const PHASES: readonly (readonly Stage[])[] = [[CHECKS, FEATURES, BUILD], [UNIT], [BROWSER]];

/** The stages in the order the table lists them. */
const STAGES: readonly Stage[] = [CHECKS, UNIT, FEATURES, BUILD, BROWSER];

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

/**
 * Runs one stage's steps side by side. A stage alone in its phase with one step streams its
 * output; otherwise each step's output is printed when it ends, in full only when it failed.
 */
async function runStage(stage: Stage, alone: boolean): Promise<StageResult> {
  const started = performance.now();
  const streaming = alone && stage.steps.length === 1;
  const outcomes = await Promise.all(
    stage.steps.map(async (step) => {
      const outcome = await run(step, streaming);
      if (!streaming) process.stdout.write(`-- ${stage.name}: ${step.label}: ${outcome.ok ? 'ok' : 'FAILED'}\n${outcome.ok ? '' : outcome.output}`);
      return outcome;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const counts = stage.steps.length === 1 ? countsIn(outcomes[0]!.output) : undefined;
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

/** The phases with only the stages named on the command line; all of them when none is named. */
function chosenPhases(names: readonly string[]): readonly (readonly Stage[])[] {
  const unknown = names.filter((name) => !STAGES.some((stage) => stage.name === name));
  if (unknown.length > 0) throw new Error(`No stage ${unknown.join(', ')}: the stages are ${STAGES.map((s) => s.name).join(', ')}`);
  if (names.length === 0) return PHASES;
  return PHASES.map((phase) => phase.filter((stage) => names.includes(stage.name))).filter((phase) => phase.length > 0);
}

async function main(): Promise<void> {
  const started = performance.now();
  const phases = chosenPhases(process.argv.slice(2));
  const results = new Map<string, StageResult>();
  let failed = false;
  for (const phase of phases) {
    if (failed) {
      for (const stage of phase) results.set(stage.name, { name: stage.name, budgetSeconds: stage.budgetSeconds, seconds: 0, state: 'not run' });
      continue;
    }
    const alone = phase.length === 1;
    process.stdout.write(`\n== ${phase.map((stage) => `${stage.name} (budget ${stage.budgetSeconds} s): ${stage.steps.map((s) => s.label).join(', ')}`).join('\n== ')}\n`);
    const outcomes = await Promise.all(phase.map((stage) => runStage(stage, alone)));
    for (const result of outcomes) results.set(result.name, result);
    if (outcomes.some((result) => result.state === 'failed')) {
      failed = true;
      if (outcomes.some((result) => result.name === 'browser' && result.state === 'failed')) {
        const artefacts = await browserArtefacts();
        if (artefacts.length > 0) process.stdout.write(`\nWhat the failed browser tests left:\n${artefacts.map((a) => `  ${a}`).join('\n')}\n`);
      }
    }
  }
  const ordered = STAGES.flatMap((stage) => results.get(stage.name) ?? []);
  const budgetSeconds = phases.reduce((sum, phase) => sum + Math.max(...phase.map((stage) => stage.budgetSeconds)), 0);
  process.stdout.write(`\n${suiteReport(ordered, { budgetSeconds, seconds: (performance.now() - started) / 1000 })}\n`);
  process.exitCode = failed ? 1 : 0;
}

await main();
