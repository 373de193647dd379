// Relative imports with their extension: the build configuration may load this file without the `@` alias.
import { isRate, SPEC_SAMPLING, type SamplingRates } from './domain/sampling.ts';
import { dayStart, NEW_PAYOUT_CARD_UNTIL } from './domain/notices.ts';
import { NO_VENDOR_SOURCES, type VendorSources } from '../shared/vendor/vendor-sources.ts';

/**
 * The shell services' settings (VITE_*), read when the services load, after the signed-in page
 * painted: nothing of this is on the first screen. Unset, each has the spec's value (spec 01
 * sections 1 and 9, spec 02 section 9) or, in the sandbox builds, the sandbox's address; the build
 * for real hosting (`--mode hosting`) gets no sandbox address: Freshchat is required there, and
 * unset, the sending of reports is off. An unknown value is a ShellConfigError, never a silent fallback.
 *
 *   VITE_FRESHCHAT_SCRIPT_URL                Freshchat's widget script (https://wchat.freshchat.com/js/widget.js)
 *   VITE_FRESHCHAT_TOKEN, VITE_FRESHCHAT_HOST   the web widget's token and host (fcWidget.init)
 *   VITE_FRESHCHAT_US_TOKEN, VITE_FRESHCHAT_US_HOST   the US project's own (unset: the default ones)
 *                                            The portal's CSP allows the script's origin and frames
 *                                            the hosts' (freshchatSources, read by vite.config.ts too).
 *   VITE_ERROR_REPORTS_URL                   where error reports are posted
 *   VITE_ERROR_TRACES_SAMPLE_RATE            0..1 (spec: 1)
 *   VITE_ERROR_REPLAYS_SESSION_SAMPLE_RATE   0..1 (spec: 0.1)
 *   VITE_ERROR_REPLAYS_ON_ERROR_SAMPLE_RATE  0..1 (spec: 1)
 *   VITE_NEW_PAYOUT_CARD_UNTIL               YYYY-MM-DD, the notice shows before that day (spec: 2024-05-01)
 *   VITE_FEATURE_CUSTOM_COOKIE_POPUP         true | false (spec: false)
 */
export interface ShellSettings {
  /** Freshchat's web widget, the live chat (src/shell/adapters/freshchat-live-chat.ts); undefined: no chat button. */
  readonly freshchat: FreshchatSettings | undefined;
  readonly errorReports: {
    /** Where reports are posted; undefined: they are not sent. */
    readonly url: string | undefined;
    readonly sampling: SamplingRates;
    /** The portal's version, on every report. */
    readonly release: string;
  };
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
  if (!/^\s*\d+(\.\d+)?\s*$/.test(value) || !isRate(number)) throw new ShellConfigError(`Unknown value for ${name}: ${value} (a rate from 0 to 1)`);
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

  return { freshchat, errorReports: readErrorReportSettings(env, origin), newPayoutCardUntil: until, customCookiePopup: cookie === 'true' };
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

/** Error reporting's part alone (the boot failure's report, when nothing else could start). */
export function readErrorReportSettings(env: Env, origin: string): ShellSettings['errorReports'] {
  return {
    // The sandbox builds are given the sandbox's recorder (src/app/build-target/sandbox-settings.ts);
    // the build for real hosting has no address unless configured, and then nothing is sent.
    url: address(env, 'VITE_ERROR_REPORTS_URL', origin),
    sampling: {
      traces: rate(env, 'VITE_ERROR_TRACES_SAMPLE_RATE', SPEC_SAMPLING.traces),
      replaysSession: rate(env, 'VITE_ERROR_REPLAYS_SESSION_SAMPLE_RATE', SPEC_SAMPLING.replaysSession),
      replaysOnError: rate(env, 'VITE_ERROR_REPLAYS_ON_ERROR_SAMPLE_RATE', SPEC_SAMPLING.replaysOnError),
    },
    release: given(env, 'VITE_APP_VERSION') ?? 'unknown',
  };
}

/** The build's settings as Vite put them into the page (none under Node, e.g. in scenarios). */
export function buildEnv(): Env {
  // Written out as `import.meta.env` so that Vite replaces it; undefined under Node.
  return import.meta.env ?? {};
}
