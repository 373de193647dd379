import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The build for real hosting (`npm run build:hosting`) carries no sandbox: no demo customer, no
 * demo password, no in-memory adapter, no sandbox address. Each case runs a real `vite build`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const workDir = mkdtempSync(join(tmpdir(), 'hosting-build-'));

/** Every service address a hosting build must be given (dummy values; nothing is contacted). */
const HOSTING_ENV = {
  VITE_LOCATOR_URL: 'https://locator.example',
  VITE_OAUTH_URL: 'https://oauth.example',
  VITE_KYC_URL: 'https://kyc.example',
  VITE_KYC_US_URL: 'https://kyc-us.example',
  VITE_TEST_API_URL: 'https://api.example/remit-test',
  VITE_TEST_PROJECT: 'remit-test',
};

/** Texts only the sandbox contains. */
const SANDBOX_MARKERS = ['@sandbox.test', 'Demo1234', 'SandboxWorld', 'InMemory', '/sandbox/', 'sandbox world', 'amina.se'];

function buildForHosting(name: string, env: Record<string, string | undefined>) {
  const outDir = join(workDir, name);
  const childEnv: Record<string, string | undefined> = { ...process.env };
  // Nothing from the shell running the tests leaks into the build under test.
  for (const key of Object.keys(childEnv)) if (key.startsWith('VITE_') || key.startsWith('PORTAL_')) delete childEnv[key];
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', 'hosting', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...childEnv, ...env },
    encoding: 'utf8',
  });
  return { outDir, status: result.status, output: `${result.stdout}${result.stderr}` };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the build for real hosting', () => {
  it('emits no file with a sandbox marker', () => {
    const { outDir, status, output } = buildForHosting('ok', HOSTING_ENV);
    expect(status, output).toBe(0);
    const files = filesUnder(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return SANDBOX_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file.slice(outDir.length)}: ${marker}`);
    });
    expect(found).toEqual([]);
    // The addresses it was given are in the page, so the scan looked at the real code.
    expect(files.some((file) => readFileSync(file, 'utf8').includes('https://oauth.example'))).toBe(true);
  }, 120_000);

  it.each(Object.keys(HOSTING_ENV))('stops when %s is missing', (name) => {
    const { status, output } = buildForHosting(`missing-${name}`, { ...HOSTING_ENV, [name]: undefined });
    expect(status).not.toBe(0);
    expect(output).toContain(`Environment variable not found: ${name}`);
  }, 60_000);

  it('refuses the in-memory fakes', () => {
    const { status, output } = buildForHosting('mock', { ...HOSTING_ENV, VITE_MOCK: 'true' });
    expect(status).not.toBe(0);
    expect(output).toContain('VITE_MOCK');
  }, 60_000);
});
