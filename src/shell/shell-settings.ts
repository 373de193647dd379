// Relative imports with their extension: the build configuration may load this file without the `@` alias.
import { dayStart, NEW_PAYOUT_CARD_UNTIL } from './domain/notices.ts';
import { NO_VENDOR_SOURCES, type VendorSources } from '../shared/vendor/vendor-sources.ts';

/**
 * The shell services' settings (VITE_*), read when the services load, after the signed-in page
 * painted: nothing of this is on the first screen. Unset, each has the spec's value (spec 01
 * sections 1 and 9, spec 02 section 9) or, in the sandbox builds, the sandbox's address; the build
 * for real hosting (`--mode hosting`) gets no sandbox address: Freshchat and Sentry are required there
 * (src/app/build-target/build-target-plugin.ts). An unknown value is a ShellConfigError, never a
 * silent fallback.
 *
 *   VITE_FRESHCHAT_SCRIPT_URL                Freshchat's widget script (https://wchat.freshchat.com/js/widget.js)
 *   VITE_FRESHCHAT_TOKEN, VITE_FRESHCHAT_HOST   the web widget's token and host (fcWidget.init)
 *   VITE_FRESHCHAT_US_TOKEN, VITE_FRESHCHAT_US_HOST   the US project's own (unset: the default ones)
 *                                            The portal's CSP allows the script's origin and frames
 *                                            the hosts' (freshchatSources, read by vite.config.ts too).
 *   VITE_SENTRY_DSN                          Sentry's DSN (https://<key>@<host>/<project>); sandbox
 *                                            builds: the imitation on the vendor origin
 *   VITE_SENTRY_ENVIRONMENT                  Sentry's environment (hosting: production; sandbox: sandbox)
 *   VITE_SENTRY_TRACES_SAMPLE_RATE           0..1 (spec: 1)
 *   VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE  0..1 (spec: 0.1)
 *   VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE 0..1 (spec: 1)
 *                                            The portal's CSP may connect to the DSN's origin
 *                                            (sentrySources, read by vite.config.ts too).
 *   VITE_NEW_PAYOUT_CARD_UNTIL               YYYY-MM-DD, the notice shows before that day (spec: 2024-05-01)
 *   VITE_FEATURE_CUSTOM_COOKIE_POPUP         true | false (spec: false)
 */
export interface ShellSettings {
  /** Freshchat's web widget, the live chat (src/shell/adapters/freshchat-live-chat.ts); undefined: no chat button. */
  readonly freshchat: FreshchatSettings | undefined;
  /** Error reporting with Sentry (src/shell/adapters/sentry-error-reporter.ts); undefined: nothing is sent. */
  readonly sentry: SentrySettings | undefined;
  /** The "new payout card" notice shows before this day (UTC). */
  readonly newPayoutCardUntil: string;
  readonly customCookiePopup: boolean;
}

/** Freshchat's web widget: where its script is, and the token and host fcWidget.init is given. */
export interface FreshchatSettings {
  readonly scriptUrl: string;
  readonly token: string;
  readonly host: string;
  /** The US project's own chat host (spec 01 section 1) and its token. */
  readonly usToken: string;
  readonly usHost: string;
}

/** What Sentry.init is given (src/shell/adapters/sentry-error-reporter.ts). */
export interface SentrySettings {
  readonly dsn: string;
  readonly environment: string;
  /** The portal's version, on every event (VITE_APP_VERSION). */
  readonly release: string;
  readonly tracesSampleRate: number;
  readonly replaysSessionSampleRate: number;
  readonly replaysOnErrorSampleRate: number;
}

/** The spec's sampling (spec 02 section 9): traces 1, session replays 0.1, replays on error 1. */
export const SPEC_SAMPLING = { tracesSampleRate: 1, replaysSessionSampleRate: 0.1, replaysOnErrorSampleRate: 1 } as const;

export class ShellConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

/**
 * Freshchat's settings: the script, token and host are required by the build for real hosting
 * (src/app/build-target/build-target-plugin.ts); the US ones default to them. The sandbox builds are
 * given the imitation on the vendor origin (src/app/build-target/sandbox-settings.ts).
 */
export const FRESHCHAT_REQUIRED_SETTINGS = ['VITE_FRESHCHAT_SCRIPT_URL', 'VITE_FRESHCHAT_TOKEN', 'VITE_FRESHCHAT_HOST'] as const;
export const FRESHCHAT_SETTINGS = [...FRESHCHAT_REQUIRED_SETTINGS, 'VITE_FRESHCHAT_US_TOKEN', 'VITE_FRESHCHAT_US_HOST'] as const;
export type FreshchatSetting = (typeof FRESHCHAT_SETTINGS)[number];

const given = (env: Env, name: string): string | undefined => {
  const value = env[name];
  return value === undefined || value === '' ? undefined : String(value);
};

/** An http(s) address (relative ones against `origin`). */
function address(env: Env, name: string, origin: string): string | undefined {
  const value = given(env, name);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value, origin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not http(s)');
    return url.href;
  } catch {
    throw new ShellConfigError(`Not an address for ${name}: ${value}`);
  }
}

function rate(env: Env, name: string, fallback: number): number {
  const value = given(env, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || !(number >= 0 && number <= 1)) throw new ShellConfigError(`Unknown value for ${name}: ${value} (a rate from 0 to 1)`);
  return number;
}

/**
 * Reads the settings. `vendorOrigins` are the configured ones (AppConfig.vendorOrigins); `origin`
 * is the portal's. `env.MODE` "hosting" is the build for real hosting (no sandbox addresses).
 */
export function readShellSettings(env: Env, vendorOrigins: readonly string[], origin: string): ShellSettings {
  const freshchat = readFreshchatSettings(env, vendorOrigins, origin);

  const until = given(env, 'VITE_NEW_PAYOUT_CARD_UNTIL') ?? NEW_PAYOUT_CARD_UNTIL;
  if (dayStart(until) === undefined) throw new ShellConfigError(`Unknown value for VITE_NEW_PAYOUT_CARD_UNTIL: ${until} (a day, YYYY-MM-DD)`);

  const cookie = given(env, 'VITE_FEATURE_CUSTOM_COOKIE_POPUP') ?? 'false';
  if (cookie !== 'true' && cookie !== 'false') throw new ShellConfigError(`Unknown value for VITE_FEATURE_CUSTOM_COOKIE_POPUP: ${cookie} (allowed: true, false)`);

  return { freshchat, sentry: readSentrySettings(env, vendorOrigins), newPayoutCardUntil: until, customCookiePopup: cookie === 'true' };
}

/**
 * Freshchat's part alone (vite.config.ts reads it for the CSP too, so both agree). Relative
 * addresses (the sandbox builds': the imitation) are the first vendor origin's. None given: no chat.
 */
export function readFreshchatSettings(env: Env, vendorOrigins: readonly string[], origin: string): FreshchatSettings | undefined {
  const base = vendorOrigins[0] ?? origin;
  const named = FRESHCHAT_REQUIRED_SETTINGS.filter((name) => given(env, name) !== undefined);
  if (named.length === 0) {
    if (given(env, 'VITE_FRESHCHAT_US_TOKEN') !== undefined || given(env, 'VITE_FRESHCHAT_US_HOST') !== undefined) {
      throw new ShellConfigError('VITE_FRESHCHAT_US_TOKEN or VITE_FRESHCHAT_US_HOST is set without VITE_FRESHCHAT_SCRIPT_URL, VITE_FRESHCHAT_TOKEN and VITE_FRESHCHAT_HOST');
    }
    return undefined;
  }
  if (named.length < FRESHCHAT_REQUIRED_SETTINGS.length) {
    throw new ShellConfigError('Freshchat needs VITE_FRESHCHAT_SCRIPT_URL, VITE_FRESHCHAT_TOKEN and VITE_FRESHCHAT_HOST together');
  }
  const token = given(env, 'VITE_FRESHCHAT_TOKEN')!;
  const host = new URL(address(env, 'VITE_FRESHCHAT_HOST', base)!).origin;
  const usHost = address(env, 'VITE_FRESHCHAT_US_HOST', base);
  return {
    scriptUrl: address(env, 'VITE_FRESHCHAT_SCRIPT_URL', base)!,
    token,
    host,
    usToken: given(env, 'VITE_FRESHCHAT_US_TOKEN') ?? token,
    usHost: usHost !== undefined ? new URL(usHost).origin : host,
  };
}

/**
 * What the portal's CSP must allow for Freshchat's widget, from its settings: the script's origin
 * (script-src), and the hosts' origins, where the widget's frame and its stylesheet and calls come
 * from (frame-src, style-src, connect-src); the widget's script is added through the Trusted Types
 * policy named here (the only policy the CSP lets the page create).
 */
export const FRESHCHAT_TRUSTED_TYPES_POLICY = 'freshchat-widget';
export function freshchatSources(settings: FreshchatSettings | undefined): VendorSources {
  if (!settings) return NO_VENDOR_SOURCES;
  const hosts = [...new Set([settings.host, settings.usHost])];
  return { scripts: [new URL(settings.scriptUrl).origin], frames: hosts, styles: hosts, connections: hosts, trustedTypesPolicies: [FRESHCHAT_TRUSTED_TYPES_POLICY] };
}

/**
 * A DSN: `<http(s)>://<public key>@<host>[:port][/path]/<project id>`. Written `<key>@/<project id>`
 * (the sandbox builds': src/app/build-target/sandbox-settings.ts), it is on the first vendor origin,
 * as relative addresses of the other vendors are: the sandbox's imitation of Sentry's ingestion
 * (src/sandbox/vendor/sentry-ingest.ts) takes the envelopes at that origin's /api/<project>/envelope/.
 */
function dsn(env: Env, name: string, vendorOrigin: string | undefined): string | undefined {
  const value = given(env, name);
  if (value === undefined) return undefined;
  try {
    const onVendor = /^([^@/:]+)@(\/\d+)$/.exec(value);
    const url = onVendor && vendorOrigin ? new URL(onVendor[2]!, vendorOrigin) : new URL(value);
    if (onVendor) url.username = onVendor[1]!;
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username || !/\/\d+$/.test(url.pathname)) throw new Error('not a DSN');
    return url.href;
  } catch {
    throw new ShellConfigError(`Not a Sentry DSN for ${name}: ${value} (https://<key>@<host>/<project id>)`);
  }
}

/**
 * Sentry's part alone (vite.config.ts reads it for the CSP too, and the boot failure's report). The
 * build for real hosting is given VITE_SENTRY_DSN (its build stops without it), the sandbox builds
 * the imitation on the vendor origin; without a DSN nothing is sent.
 */
export function readSentrySettings(env: Env, vendorOrigins: readonly string[]): SentrySettings | undefined {
  const chosen = dsn(env, 'VITE_SENTRY_DSN', vendorOrigins[0]);
  const rates = {
    tracesSampleRate: rate(env, 'VITE_SENTRY_TRACES_SAMPLE_RATE', SPEC_SAMPLING.tracesSampleRate),
    replaysSessionSampleRate: rate(env, 'VITE_SENTRY_REPLAYS_SESSION_SAMPLE_RATE', SPEC_SAMPLING.replaysSessionSampleRate),
    replaysOnErrorSampleRate: rate(env, 'VITE_SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE', SPEC_SAMPLING.replaysOnErrorSampleRate),
  };
  if (chosen === undefined) return undefined;
  return {
    dsn: chosen,
    environment: given(env, 'VITE_SENTRY_ENVIRONMENT') ?? (env.MODE === 'hosting' ? 'production' : 'sandbox'),
    release: given(env, 'VITE_APP_VERSION') ?? 'unknown',
    ...rates,
  };
}

/**
 * What the portal's CSP must allow for Sentry, from its settings: connecting to the DSN's origin
 * (connect-src; the envelopes are posted there), and the one Trusted Types policy the replay's
 * compression worker is started through (src/shell/adapters/sentry-replay.ts: `new Worker(url)`
 * is a Trusted Types sink; the worker is the portal's own file under /assets/, so worker-src stays
 * 'self'). No script, frame or style of Sentry's is loaded from elsewhere: the SDK is bundled.
 */
export const SENTRY_REPLAY_WORKER_POLICY = 'sentry-replay-worker';
export function sentrySources(settings: SentrySettings | undefined): VendorSources {
  if (!settings) return NO_VENDOR_SOURCES;
  return { scripts: [], frames: [], styles: [], connections: [new URL(settings.dsn).origin], trustedTypesPolicies: [SENTRY_REPLAY_WORKER_POLICY] };
}

/** The build's settings as Vite put them into the page (none under Node, e.g. in scenarios). */
export function buildEnv(): Env {
  // Written out as `import.meta.env` so that Vite replaces it; undefined under Node.
  return import.meta.env ?? {};
}
