import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTING_ENV } from '../support/hosting-env';
import { SANDBOX_SETTINGS } from '../../src/app/build-target/sandbox-settings';

/**
 * The build for real hosting (`npm run build:hosting`) carries no sandbox: no demo customer, no
 * demo password, no in-memory adapter, no sandbox address. Each case runs a real `vite build`.
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
const workDir = mkdtempSync(join(tmpdir(), 'hosting-build-'));


/**
 * Texts only the sandbox contains: its world and fakes, and its stand-ins for the vendors: the
 * values a sandbox build is given (its site keys, tokens and addresses; not a vendor's own path such
 * as /recaptcha/api.js, where the imitations sit by design), the names of the vendor imitations'
 * scripts (src/sandbox/vendor/assets), and the protocols of our own the vendor seams spoke before
 * they spoke the vendors' (sandbox-card, sandbox-chat).
 */
const VENDOR_PATHS = new Set([SANDBOX_SETTINGS.VITE_CAPTCHA_SCRIPT_URL, SANDBOX_SETTINGS.VITE_CHECKOUT_SCRIPT_URL, SANDBOX_SETTINGS.VITE_VANTIV_SCRIPT_URL, SANDBOX_SETTINGS.VITE_FRESHCHAT_SCRIPT_URL, SANDBOX_SETTINGS.VITE_FRESHCHAT_HOST]);
const SANDBOX_MARKERS = [
  '@sandbox.test',
  'Demo1234',
  'SandboxWorld',
  'InMemory',
  '/sandbox/',
  'sandbox world',
  'amina.se',
  'sandbox-card',
  'sandbox-chat',
  ...Object.values(SANDBOX_SETTINGS).filter((value) => !VENDOR_PATHS.has(value)),
  ...readdirSync(new URL('../../src/sandbox/vendor/assets/', import.meta.url)).filter((name) => name.endsWith('.js')),
];

function build(name: string, mode: string, env: Record<string, string | undefined>) {
  const outDir = join(workDir, name);
  const childEnv: Record<string, string | undefined> = { ...process.env };
  // Nothing from the shell or from Vitest (NODE_ENV=test would give React's development build)
  // leaks into the build under test.
  for (const key of Object.keys(childEnv)) if (/^(VITE_|VITEST|PORTAL_|NODE_ENV$)/.test(key)) delete childEnv[key];
  const result = spawnSync(process.execPath, [vite, 'build', '--mode', mode, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    env: { ...childEnv, ...env },
    encoding: 'utf8',
  });
  return { outDir, status: result.status, output: `${result.stdout}${result.stderr}` };
}

const buildForHosting = (name: string, env: Record<string, string | undefined>) => build(name, 'hosting', env);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** `file: marker` for every sandbox marker in every file the build emitted. */
function sandboxMarkers(outDir: string): string[] {
  return filesUnder(outDir).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    return SANDBOX_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${file.slice(outDir.length)}: ${marker}`);
  });
}

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

describe('the build for real hosting', () => {
  it('emits no file with a sandbox marker, and no warning', () => {
    const { outDir, status, output } = buildForHosting('ok', HOSTING_ENV);
    expect(status, output).toBe(0);
    expect(output).not.toMatch(/warn|\(!\)/i);
    const files = filesUnder(outDir);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
    expect(sandboxMarkers(outDir)).toEqual([]);
    // Every module a prerendered page names (its preloads, the early data) was written: a chunk Vite
    // drops (a module that only imports a stylesheet) is never named.
    const named = files.filter((file) => file.endsWith('.html')).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((asset) => !files.includes(join(outDir, asset)))).toEqual([]);
    // The first screen's chunk carries no zod (every zod schema has its `_zod` internals): its
    // schemas load with the pages that parse, not before sign-in.
    const firstScreen = files.filter((file) => /\/first-screen-[\w-]+\.js$/.test(file));
    expect(firstScreen).toHaveLength(1);
    expect(readFileSync(firstScreen[0]!, 'utf8').includes('_zod'), 'zod in the first screen').toBe(false);
    // The addresses it was given are in the page, so the scan looked at the real code.
    expect(files.some((file) => readFileSync(file, 'utf8').includes('https://oauth.example'))).toBe(true);
    // Customer Support is the configured one, never the sandbox's placeholders.
    expect(files.some((file) => readFileSync(file, 'utf8').includes('help.uk@help.example'))).toBe(true);
    expect(files.filter((file) => readFileSync(file, 'utf8').includes('support.sahan.example'))).toEqual([]);
    // The headers real hosting serves: HSTS, and violations reported to the configured address.
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain('Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(headers).toContain('report-uri https://csp-reports.example/portal; report-to csp');
    expect(headers).toContain('Reporting-Endpoints: csp="https://csp-reports.example/portal"');
  }, 120_000);

  it('stops when a service address is missing', () => {
    const { status, output } = buildForHosting('missing', { ...HOSTING_ENV, VITE_OAUTH_URL: undefined });
    expect(status).not.toBe(0);
    expect(output).toContain('Environment variable not found: VITE_OAUTH_URL');
  }, 60_000);

  it('stops when Customer Support is not configured', () => {
    const { status, output } = buildForHosting('no-support', { ...HOSTING_ENV, VITE_SUPPORT: undefined });
    expect(status).not.toBe(0);
    expect(output).toContain('Environment variable not found: VITE_SUPPORT');
  }, 60_000);

  it('refuses the in-memory fakes', () => {
    const { status, output } = buildForHosting('mock', { ...HOSTING_ENV, VITE_MOCK: 'true' });
    expect(status).not.toBe(0);
    expect(output).toContain('no in-memory fakes');
  }, 60_000);
});

describe('the mock-mode sandbox build', () => {
  it('bundles the fakes and the sandbox world, which the scan finds', () => {
    const { outDir, status, output } = build('sandbox-mock', 'production', { VITE_MOCK: 'true' });
    expect(status, output).toBe(0);
    expect(sandboxMarkers(outDir)).toEqual(
      expect.arrayContaining([expect.stringMatching(/memory-mode-.*: Demo1234$/), expect.stringMatching(/: SandboxWorld$/), expect.stringMatching(/: sandbox-recaptcha-v3-site-key$/), expect.stringMatching(/: sandbox-web-chat$/)]),
    );
  }, 120_000);
});
