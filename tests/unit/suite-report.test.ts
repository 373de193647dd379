import { describe, expect, it } from 'vitest';
import { countsIn, suiteReport, type StageResult } from '../../scripts/suite-report';

describe('countsIn: the tests a runner reported in its closing lines', () => {
  it('reads Vitest, colours and all', () => {
    const output = '\u001b[2m      Tests \u001b[22m \u001b[1m\u001b[32m2937 passed\u001b[39m\u001b[22m\u001b[90m (2937)\u001b[39m\n';
    expect(countsIn(output)).toEqual({ passed: 2937, failed: 0 });
    expect(countsIn('      Tests  3 failed | 2934 passed (2937)\n')).toEqual({ passed: 2934, failed: 3 });
  });

  it('reads Cucumber: every scenario that did not pass failed', () => {
    expect(countsIn('965 scenarios (965 passed)\n5837 steps (5837 passed)\n')).toEqual({ passed: 965, failed: 0 });
    expect(countsIn('965 scenarios (2 failed, 1 undefined, 962 passed)\n')).toEqual({ passed: 962, failed: 3 });
  });

  it('reads Playwright, a flaky test counted as failed', () => {
    expect(countsIn('  ✓ 1 [phone] › a.spec.ts:1:1 › x (1.2s)\n\n  430 passed (8.1m)\n')).toEqual({ passed: 430, failed: 0 });
    expect(countsIn('  2 failed\n    [phone] › a.spec.ts:3:1 › y\n  1 flaky\n  427 passed (8.3m)\n')).toEqual({ passed: 427, failed: 3 });
  });

  it('says nothing when no runner counted (a type check, a lint)', () => {
    expect(countsIn('Found 0 problems\n')).toBeUndefined();
  });
});

describe('suiteReport: each stage against its budget, then the closing line', () => {
  const results: StageResult[] = [
    { name: 'checks', budgetSeconds: 60, seconds: 41.23, state: 'passed' },
    { name: 'unit', budgetSeconds: 150, seconds: 160, state: 'passed', counts: { passed: 2937, failed: 0 } },
    { name: 'browser', budgetSeconds: 555, seconds: 300, state: 'failed', counts: { passed: 400, failed: 2 } },
    { name: 'later', budgetSeconds: 10, seconds: 0, state: 'not run' },
  ];

  // The stages' own times add up to more than the run's: some ran side by side.
  const total = { budgetSeconds: 700, seconds: 480.04 };

  it('prints each stage with its budget and time, marks one over budget, a failure and a stage not run; the total is the run’s own time', () => {
    const lines = suiteReport(results, total).split('\n');
    expect(lines[0]).toMatch(/^stage\s+budget\s+time\s+tests$/);
    expect(lines[1]).toMatch(/^checks\s+60\.0 s\s+41\.2 s\s+ok$/);
    expect(lines[2]).toMatch(/^unit\s+150\.0 s\s+160\.0 s\s+over budget\s+2937 passed, 0 failed$/);
    expect(lines[3]).toMatch(/^browser\s+555\.0 s\s+300\.0 s\s+FAILED\s+400 passed, 2 failed$/);
    expect(lines[4]).toMatch(/^later\s+10\.0 s\s+-\s+not run$/);
    expect(lines[5]).toMatch(/^total\s+700\.0 s\s+480\.0 s\s+FAILED$/);
    const passing = results.slice(0, 2);
    expect(suiteReport(passing, { budgetSeconds: 200, seconds: 190 }).split('\n')[3]).toMatch(/^total\s+200\.0 s\s+190\.0 s\s+ok$/);
    expect(suiteReport(passing, { budgetSeconds: 200, seconds: 201 }).split('\n')[3]).toMatch(/^total\s+200\.0 s\s+201\.0 s\s+over budget$/);
  });

  it('ends with the plain closing line, a failed stage without a failed test counted once', () => {
    expect(suiteReport(results, total).split('\n').at(-1)).toBe('total: 3337 passed, 2 failed');
    const typeError: StageResult[] = [{ name: 'checks', budgetSeconds: 60, seconds: 30, state: 'failed' }];
    expect(suiteReport(typeError, { budgetSeconds: 60, seconds: 30 }).split('\n').at(-1)).toBe('total: 0 passed, 1 failed');
  });
});
