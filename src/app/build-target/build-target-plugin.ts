import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { CAPTCHA_SETTINGS, CHECKOUT_SETTINGS, ConfigError, readAdapterMode, readConfig, REQUIRED_SETTINGS, TEST_BACKEND_SETTINGS, type AdapterMode } from '../config.ts';
import { SANDBOX_CHOICES, SANDBOX_SETTINGS } from './sandbox-settings.ts';

/** `vite build --mode hosting` (`npm run build:hosting`): the build for real hosting. */
export const HOSTING_MODE = 'hosting';

/** Imported by src/main.tsx; resolves to the one adapter mode of this build. */
export const ADAPTER_MODE_MODULE = 'virtual:adapter-mode';
const RESOLVED = `\0${ADAPTER_MODE_MODULE}`;

const modeFile = (name: string) => fileURLToPath(new URL(`../modes/${name}.ts`, import.meta.url));

/** The source of `virtual:adapter-mode`: only the chosen mode is imported, so only it is emitted. */
function adapterModeSource(adapters: AdapterMode): string {
  return adapters === 'memory'
    ? `export const loadAdapterMode = async () => (await import(${JSON.stringify(modeFile('memory-mode'))})).memoryMode();\n`
    : `export const loadAdapterMode = async (config) => (await import(${JSON.stringify(modeFile('http-mode'))})).httpMode(config);\n`;
}

/** The adapter mode a build contains; an unknown value builds HTTP (the page's readConfig then stops start-up with the message). */
export function builtAdapterMode(env: Readonly<Record<string, string | undefined>>): AdapterMode {
  try {
    return readAdapterMode(env);
  } catch {
    return 'http';
  }
}

/**
 * Every address a build for real hosting is given: the services, the vendors, the bot check's
 * script, Checkout.com Frames' script, the live chat's widget script and hosts, the extra API origins, the CSP report address.
 */
const HOSTING_ADDRESSES = [
  ...REQUIRED_SETTINGS,
  'VITE_TEST_API_URL',
  'VITE_VENDOR_ORIGINS',
  'VITE_CAPTCHA_SCRIPT_URL',
  'VITE_CHECKOUT_SCRIPT_URL',
  'VITE_FRESHCHAT_SCRIPT_URL',
  'VITE_FRESHCHAT_HOST',
  'VITE_FRESHCHAT_US_HOST',
  'PORTAL_API_ORIGINS',
  'PORTAL_CSP_REPORT_URL',
] as const;

/**
 * Real hosting speaks https only: a customer's e-mail, password and token never go over http, and
 * no vendor page is framed from it. An address given as anything else stops the build.
 */
function refuseInsecureAddresses(env: Readonly<Record<string, string | undefined>>): void {
  for (const name of HOSTING_ADDRESSES) {
    for (const value of (env[name] ?? '').split(',').map((v) => v.trim()).filter(Boolean)) {
      if (!value.startsWith('https://')) throw new ConfigError(`The build for real hosting takes https addresses only: ${name}=${value}`);
    }
  }
}

/**
 * Chooses at build time what the page contains.
 * - Sandbox builds (`npm start`, `npm run build`, any mode but `hosting`): settings not given get the
 *   sandbox's addresses; VITE_MOCK=true or VITE_ADAPTERS=memory bundles the in-memory fakes.
 *   Unknown values are left for the page to report on its boot-failure page.
 * - The build for real hosting: every setting must be given and known, and the fakes are refused;
 *   otherwise the build stops with the same message the page would show.
 */
export function buildTargetPlugin(mode: string, env: Readonly<Record<string, string | undefined>>): Plugin {
  const hosting = mode === HOSTING_MODE;
  if (hosting) {
    readConfig(env, 'https://portal.invalid');
    // The sandbox builds put their vendor pages beside the portal; real hosting must name its vendors.
    if (!env.VITE_VENDOR_ORIGINS) throw new ConfigError('Environment variable not found: VITE_VENDOR_ORIGINS');
    // The bot check runs before every sign-in and registration (spec 01 section 7): its vendor is required.
    for (const name of CAPTCHA_SETTINGS) if (!env[name]) throw new ConfigError(`Environment variable not found: ${name}`);
    // Checkout.com Frames is the card form of the UK's and the EU's customers: required.
    for (const name of CHECKOUT_SETTINGS) if (!env[name]) throw new ConfigError(`Environment variable not found: ${name}`);
    if (readAdapterMode(env) === 'memory') {
      throw new ConfigError('The build for real hosting has no in-memory fakes: unset VITE_MOCK and VITE_ADAPTERS');
    }
    // Violations in production must be seen: the CSP reports them there.
    if (!env.PORTAL_CSP_REPORT_URL) throw new ConfigError('Environment variable not found: PORTAL_CSP_REPORT_URL');
    refuseInsecureAddresses(env);
  }
  const adapters = builtAdapterMode(env);
  const define = hosting
    ? {}
    : Object.fromEntries(
        [...REQUIRED_SETTINGS.filter((name) => !env[name]), ...CAPTCHA_SETTINGS.filter((name) => !env[name]), ...CHECKOUT_SETTINGS.filter((name) => !env[name]), ...TEST_BACKEND_SETTINGS.filter((name) => !env[name]), ...SANDBOX_CHOICES.filter((name) => env[name] === undefined)].map((name) => [
          `import.meta.env.${name}`,
          JSON.stringify(SANDBOX_SETTINGS[name]),
        ]),
      );
  return {
    name: 'build-target',
    config: () => ({ define }),
    resolveId: (id) => (id === ADAPTER_MODE_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? adapterModeSource(adapters) : undefined),
  };
}
