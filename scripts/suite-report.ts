/**
 * What `npm test` (scripts/test-suite.ts) says at the end: each stage's time next to its budget,
 * and the tests counted from each runner's own closing lines. Pure, so tests/unit can check it.
 */

/** Tests that passed and failed in one stage, as its runner reported them. */
export interface Counts {
  readonly passed: number;
  readonly failed: number;
}

export type StageState = 'passed' | 'failed' | 'not run';

export interface StageResult {
  readonly name: string;
  /** The most this stage may take on the 2-core machine, in seconds. */
  readonly budgetSeconds: number;
  readonly seconds: number;
  readonly state: StageState;
  readonly counts?: Counts;
}

// eslint-disable-next-line no-control-regex -- the runners colour their output
const ANSI = /\u001b\[[0-9;]*m/g;

const number = (text: string, pattern: RegExp): number => {
  const match = pattern.exec(text);
  return match ? Number(match[1]) : 0;
};

/**
 * The counts in a runner's closing lines, or undefined when none is there. Reads Vitest
 * ("Tests  2937 passed | 1 failed (2938)"), Cucumber ("965 scenarios (964 passed, 1 failed)") and
 * Playwright ("  430 passed (8.1m)", "  2 failed", "  1 flaky").
 */
export function countsIn(output: string): Counts | undefined {
  const text = output.replace(ANSI, '');
  const vitest = /^\s*Tests\s+(.+)\(\d+\)\s*$/m.exec(text);
  if (vitest) {
    const line = vitest[1]!;
    return { passed: number(line, /(\d+) passed/), failed: number(line, /(\d+) failed/) };
  }
  const cucumber = /^(\d+) scenarios? \(([^)]*)\)\s*$/m.exec(text);
  if (cucumber) {
    const line = cucumber[2]!;
    return { passed: number(line, /(\d+) passed/), failed: Number(cucumber[1]) - number(line, /(\d+) passed/) };
  }
  const passed = /^\s+(\d+) passed(?: \([^)]*\))?\s*$/m.exec(text);
  const failed = /^\s+(\d+) failed\s*$/m.exec(text);
  const flaky = /^\s+(\d+) flaky\s*$/m.exec(text);
  if (!passed && !failed) return undefined;
  // A flaky test passed only when tried again: the suite counts it as a failure (retries are 0 anyway).
  return { passed: Number(passed?.[1] ?? 0), failed: Number(failed?.[1] ?? 0) + Number(flaky?.[1] ?? 0) };
}

const pad = (text: string, width: number, left = false) => (left ? text.padEnd(width) : text.padStart(width));
const seconds = (value: number) => `${value.toFixed(1)} s`;

/** The whole run: its time, and its budget (stages that run side by side share theirs). */
export interface RunTotal {
  readonly budgetSeconds: number;
  readonly seconds: number;
}

/**
 * The closing table, one row per stage (its own time, from its start to its end) and the whole
 * run's time against its budget, then the plain closing line CI reads ("total: N passed, N
 * failed"). A stage or a run over its budget is marked "over budget".
 */
export function suiteReport(results: readonly StageResult[], total: RunTotal): string {
  const rows = results.map((r) => {
    const tests = r.counts ? `${r.counts.passed} passed, ${r.counts.failed} failed` : '';
    const note = r.state === 'not run' ? 'not run' : r.state === 'failed' ? 'FAILED' : r.seconds > r.budgetSeconds ? 'over budget' : 'ok';
    return [r.name, seconds(r.budgetSeconds), r.state === 'not run' ? '-' : seconds(r.seconds), note, tests];
  });
  const failedStage = results.some((r) => r.state === 'failed');
  rows.push(['total', seconds(total.budgetSeconds), seconds(total.seconds), failedStage ? 'FAILED' : total.seconds > total.budgetSeconds ? 'over budget' : 'ok', '']);
  const head = ['stage', 'budget', 'time', '', 'tests'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, i) => pad(cell, widths[i]!, i === 0 || i >= 3)).join('  ').trimEnd();
  const passed = results.reduce((sum, r) => sum + (r.counts?.passed ?? 0), 0);
  // A stage that failed without failing a test (a type error, a lint finding, a build) counts as one failure.
  const failed = results.reduce((sum, r) => sum + (r.counts?.failed ?? 0) + (r.state === 'failed' && !r.counts?.failed ? 1 : 0), 0);
  return [line(head), ...rows.map(line), '', `total: ${passed} passed, ${failed} failed`].join('\n');
}
