import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { ConfigError, readAdapterMode, readConfig, readSupport, REQUIRED_SETTINGS, SUPPORT_SETTING, TEST_BACKEND_SETTINGS, type AdapterMode } from '../config.ts';
import { FRESHCHAT_REQUIRED_SETTINGS, FRESHCHAT_SETTINGS } from '../../shell/shell-settings.ts';
import { CAPTCHA_SETTINGS, readCaptchaSettings } from '../../session/captcha-vendor-settings.ts';
import { CHECKOUT_SETTINGS, readCheckoutSettings } from '../../paying/card-settings.ts';
import { readVantivSettings, VANTIV_SETTINGS } from '../../paying/vantiv-settings.ts';
import { SANDBOX_CHOICES, SANDBOX_FRESHCHAT_SETTINGS, SANDBOX_SETTINGS } from './sandbox-settings.ts';

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
 * script, the live chat's widget script and hosts, Checkout.com Frames' script, Sentry's DSN, the extra API origins, the CSP
 * report address (and Customer Support's pages, in their own list: refuseInsecureAddresses).
 */
const HOSTING_ADDRESSES = [
  ...REQUIRED_SETTINGS,
  'VITE_TEST_API_URL',
  'VITE_VENDOR_ORIGINS',
  'VITE_CAPTCHA_SCRIPT_URL',
  'VITE_CHECKOUT_SCRIPT_URL',
  'VITE_VANTIV_SCRIPT_URL',
  'VITE_FRESHCHAT_SCRIPT_URL',
  'VITE_FRESHCHAT_HOST',
  'VITE_FRESHCHAT_US_HOST',
  'VITE_SENTRY_DSN',
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
  // Customer Support's pages (the list itself was read, so it is well formed).
  for (const [place, { url }] of Object.entries(readSupport(env))) {
    if (!url.startsWith('https://')) throw new ConfigError(`The build for real hosting takes https addresses only: ${SUPPORT_SETTING} ${place} ${url}`);
  }
}

/**
 * Each vendor's settings, which the build for real hosting must be given (docs/going-live/): the bot
 * check runs before every sign-in and registration (spec 01 section 7); the live chat is in every
 * signed-in page (spec 01 section 1); Checkout.com Frames is the card form of the customers the back
 * office names Checkout for, Worldpay eProtect of those it names Vantiv for; errors are reported to Sentry (spec 02 section 9).
 */
const HOSTING_VENDOR_SETTINGS = [...CAPTCHA_SETTINGS, ...CHECKOUT_SETTINGS, ...VANTIV_SETTINGS, ...FRESHCHAT_REQUIRED_SETTINGS, 'VITE_SENTRY_DSN'] as const;

/**
 * The sandbox's values for what a sandbox build was not given (none for real hosting): the services'
 * addresses, Customer Support's desks, the bot check's, Checkout.com Frames' and Worldpay eProtect's settings one by one, the live chat's all together (when none of its settings
 * is given), the choices the sandbox makes unless given, even empty.
 */
function sandboxDefaults(mode: string, env: Readonly<Record<string, string | undefined>>): Readonly<Record<string, string>> {
  if (mode === HOSTING_MODE) return {};
  const names = [
    ...REQUIRED_SETTINGS.filter((name) => !env[name]),
    ...(env[SUPPORT_SETTING] ? [] : ([SUPPORT_SETTING] as const)),
    ...CAPTCHA_SETTINGS.filter((name) => !env[name]),
    ...CHECKOUT_SETTINGS.filter((name) => !env[name]),
    ...VANTIV_SETTINGS.filter((name) => !env[name]),
    ...TEST_BACKEND_SETTINGS.filter((name) => !env[name]),
    ...(FRESHCHAT_SETTINGS.every((name) => !env[name]) ? SANDBOX_FRESHCHAT_SETTINGS : []),
    ...SANDBOX_CHOICES.filter((name) => env[name] === undefined),
  ];
  return Object.fromEntries(names.map((name) => [name, SANDBOX_SETTINGS[name]]));
}

/** The settings the page is built with: those given, and a sandbox build's defaults (vite.config.ts derives the CSP from them). */
export function builtSettings(mode: string, env: Readonly<Record<string, string | undefined>>): Readonly<Record<string, string | undefined>> {
  return { ...env, ...sandboxDefaults(mode, env) };
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
    for (const name of HOSTING_VENDOR_SETTINGS) if (!env[name]) throw new ConfigError(`Environment variable not found: ${name}`);
    // Read as the page reads them, so a setting the page would refuse stops the build instead.
    const vendorOrigin = env.VITE_VENDOR_ORIGINS.split(',')[0]?.trim();
    readCaptchaSettings(env, vendorOrigin);
    readCheckoutSettings(env, vendorOrigin);
    readVantivSettings(env, vendorOrigin);
    if (readAdapterMode(env) === 'memory') {
      throw new ConfigError('The build for real hosting has no in-memory fakes: unset VITE_MOCK and VITE_ADAPTERS');
    }
    // Violations in production must be seen: the CSP reports them there.
    if (!env.PORTAL_CSP_REPORT_URL) throw new ConfigError('Environment variable not found: PORTAL_CSP_REPORT_URL');
    // And so must the page's errors: Sentry's DSN (src/shell/shell-settings.ts reads it).
    refuseInsecureAddresses(env);
  }
  const adapters = builtAdapterMode(env);
  const define = Object.fromEntries(Object.entries(sandboxDefaults(mode, env)).map(([name, value]) => [`import.meta.env.${name}`, JSON.stringify(value)]));
  return {
    name: 'build-target',
    config: () => ({ define }),
    resolveId: (id) => (id === ADAPTER_MODE_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? adapterModeSource(adapters) : undefined),
  };
}
