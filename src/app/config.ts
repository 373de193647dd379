import type { Backend } from '@/session/domain/session';
import { DEFAULT_FEATURES, type Features } from '../shared/kernel/features.ts';
import { PAYOUT_TYPES } from '../shared/kernel/payout-type.ts';
// Relative, with its extension: vite.config.ts loads this file without the `@` alias.
import { vendorOrigins } from '../shared/vendor/vendor-origins.ts';
import { SUPPORT_PLACES, type SupportContact, type SupportDirectory } from '../shared/kernel/support.ts';

export const REGIONS = ['GB', 'EU', 'CA', 'US'] as const;
export type Region = (typeof REGIONS)[number];
export const IDENTITY_PROVIDERS = ['frame', 'sdk', 'manual'] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDERS)[number];
/** Identity provider per source country (ISO alpha-2), overriding VITE_IDENTITY_PROVIDER there. */
export type IdentityProviderByCountry = Readonly<Record<string, IdentityProviderKind>>;
export const ADAPTER_MODES = ['http', 'memory'] as const;
export type AdapterMode = (typeof ADAPTER_MODES)[number];

/**
 * Settings every start-up must be given: the service addresses. The sandbox builds (`npm start`,
 * `npm run build`) supply sandbox values at build time (src/app/build-target/sandbox-settings.ts);
 * the build for real hosting has no defaults.
 */
export const REQUIRED_SETTINGS = ['VITE_LOCATOR_URL', 'VITE_OAUTH_URL', 'VITE_KYC_URL', 'VITE_KYC_US_URL'] as const;
export type RequiredSetting = (typeof REQUIRED_SETTINGS)[number];

/**
 * The test back end (spec 01: "the test address", used when the service locator has no entry for a
 * country): only where VITE_TEST_API_URL turns it on (the sandbox builds do), with its project.
 * Without it, a country the locator does not know is not served: nobody's e-mail and password go
 * to a test back end by default.
 */
export const TEST_BACKEND_SETTINGS = ['VITE_TEST_API_URL', 'VITE_TEST_PROJECT'] as const;

/**
 * Customer Support per country or entity (every "contact support" link and its e-mail address):
 * one list, `PLACE ADDRESS E-MAIL` entries separated by commas, e.g.
 * `GB https://help.example/uk support.uk@example.com, EEA https://help.example/eu support.eu@example.com, CA …, US …`.
 * PLACE is `EEA` (the EEA entity: the EEA and Switzerland) or a country (ISO alpha-2, e.g. SE,
 * whose own entry wins over EEA's); GB, EEA, CA and US must be named. Every start-up needs it: the
 * sandbox builds are given the sandbox's list (src/app/build-target/sandbox-settings.ts); the build
 * for real hosting stops without it and takes https pages only.
 */
export const SUPPORT_SETTING = 'VITE_SUPPORT';

export interface AppConfig {
  /** http: real adapters against the back end (the sandbox in development); memory: in-memory fakes. */
  readonly adapters: AdapterMode;
  /** Payment providers are chosen per region (spec 01 section 9). */
  readonly region: Region;
  /** The identity provider of every source country VITE_IDENTITY_PROVIDER_BY_COUNTRY does not name. */
  readonly identityProvider: IdentityProviderKind;
  readonly identityProviderByCountry: IdentityProviderByCountry;
  readonly locatorUrl: string;
  readonly oauthUrl: string;
  readonly kycUrl: string;
  /** The KYC service's US variant, for US customers. */
  readonly kycUsUrl: string;
  /** Used when the service locator has no entry for a country; undefined unless a setting turns it on. */
  readonly testBackend: Backend | undefined;
  /** Origins of the vendor pages the portal frames or sends to; the only senders vendor messages are taken from. */
  readonly vendorOrigins: readonly string[];
  /**
   * The settings this was read from (the build's, or a scenario's): the services loaded after the
   * first paint read their own part from them (src/shell/shell.core.modules.ts).
   */
  readonly settings: Env;
  /** The feature options of spec 02 section 9 (VITE_FEATURE_*). */
  readonly features: Features;
  /** Customer Support per country or entity (VITE_SUPPORT). */
  readonly support: SupportDirectory;
}

/** A setting is missing or has a value nothing knows: the portal does not start (spec 01 section 8). */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

const given = (env: Env, name: string): string | undefined => {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  return String(value);
};

function required(env: Env, name: RequiredSetting | typeof SUPPORT_SETTING | (typeof TEST_BACKEND_SETTINGS)[number]): string {
  const value = given(env, name);
  if (value === undefined) throw new ConfigError(`Environment variable not found: ${name}`);
  return value;
}

function choice<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = given(env, name);
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw new ConfigError(`Unknown value for ${name}: ${value} (allowed: ${allowed.join(', ')})`);
  return value as T;
}

/**
 * VITE_IDENTITY_PROVIDER_BY_COUNTRY, e.g. "GB:manual,CA:sdk": the provider of these source
 * countries (ISO alpha-2); the others use VITE_IDENTITY_PROVIDER. A malformed entry, an unknown
 * provider or a country named twice stops start-up. (Kept small: the first screen carries it.)
 */
export function readIdentityProviderByCountry(env: Env): IdentityProviderByCountry {
  const name = 'VITE_IDENTITY_PROVIDER_BY_COUNTRY';
  const result: Record<string, IdentityProviderKind> = {};
  for (const entry of given(env, name)?.split(',') ?? []) {
    const [country = '', kind = ''] = entry.trim().split(':');
    const key = country.toUpperCase();
    if (!/^[A-Z]{2}$/.test(key) || key in result || !kind) throw new ConfigError(`Unknown value for ${name}: ${entry} (expected COUNTRY:PROVIDER, each country once)`);
    result[key] = choice({ [name]: kind }, name, IDENTITY_PROVIDERS, 'frame');
  }
  return result;
}

/**
 * The spec's feature options the portal does not build (spec 02 section 9: both off). The spec
 * shows nothing of them (how several recipients share one payment, who may set a fee and within
 * what), so a build offers neither: the setting's only value is false, and true stops start-up
 * rather than being silently ignored (docs/decisions.md).
 */
export const UNBUILT_FEATURE_SETTINGS = ['VITE_FEATURE_GROUP_TRANSACTIONS', 'VITE_FEATURE_CUSTOM_FEE'] as const;

/**
 * The feature options (spec 02 section 9): VITE_FEATURE_PROMO, VITE_FEATURE_CONFIRM_MOBILE_NUMBER,
 * VITE_FEATURE_QR_CODE_PAYMENT (true or false) and VITE_FEATURE_REVIEW_CONFIRMATION (payout types,
 * comma-separated; "none" for none). Unset, each has the spec's setting; an unknown value stops
 * start-up, and so does true for UNBUILT_FEATURE_SETTINGS.
 */
export function readFeatures(env: Env): Features {
  const flag = (name: string, fallback: boolean) => choice(env, name, ['true', 'false'], fallback ? 'true' : 'false') === 'true';
  const reviewName = 'VITE_FEATURE_REVIEW_CONFIRMATION';
  const review = given(env, reviewName);
  const reviewConfirmation =
    review === undefined
      ? DEFAULT_FEATURES.reviewConfirmation
      : review === 'none'
        ? []
        : review.split(',').map((entry) => choice({ [reviewName]: entry.trim() }, reviewName, PAYOUT_TYPES, 'cash'));
  for (const name of UNBUILT_FEATURE_SETTINGS) {
    if (choice(env, name, ['true', 'false'], 'false') === 'true') throw new ConfigError(`${name}=true is not supported: the portal does not offer it (docs/decisions.md)`);
  }
  return {
    promo: flag('VITE_FEATURE_PROMO', DEFAULT_FEATURES.promo),
    confirmMobileNumber: flag('VITE_FEATURE_CONFIRM_MOBILE_NUMBER', DEFAULT_FEATURES.confirmMobileNumber),
    reviewConfirmation,
    qrCodePayment: flag('VITE_FEATURE_QR_CODE_PAYMENT', DEFAULT_FEATURES.qrCodePayment),
  };
}

const EMAIL = /^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/;

/**
 * VITE_SUPPORT (see SUPPORT_SETTING): a missing list, a malformed entry, a place named twice, a page
 * that is not an http(s) address, an e-mail address that is not one, or a list without GB, EEA, CA
 * or US stops start-up.
 */
export function readSupport(env: Env): SupportDirectory {
  const value = required(env, SUPPORT_SETTING);
  const directory: Record<string, SupportContact> = {};
  for (const entry of value.split(',')) {
    const [place = '', url = '', email = '', ...rest] = entry.trim().split(/\s+/);
    const key = place.toUpperCase();
    const wrong = (why: string) => new ConfigError(`Unknown value for ${SUPPORT_SETTING}: ${entry.trim()} (${why})`);
    if (!email || rest.length > 0) throw wrong('expected PLACE ADDRESS E-MAIL');
    if (key !== 'EEA' && !/^[A-Z]{2}$/.test(key)) throw wrong('the place is EEA or a country code');
    if (key in directory) throw wrong(`${key} is named twice`);
    let page: URL;
    try {
      page = new URL(url);
    } catch {
      throw wrong(`not an address: ${url}`);
    }
    if (page.protocol !== 'https:' && page.protocol !== 'http:') throw wrong(`not an address: ${url}`);
    if (!EMAIL.test(email)) throw wrong(`not an e-mail address: ${email}`);
    directory[key] = { url: page.href, email };
  }
  const missing = SUPPORT_PLACES.filter((place) => !(place in directory));
  if (missing.length > 0) throw new ConfigError(`${SUPPORT_SETTING} names no support for ${missing.join(', ')} (${SUPPORT_PLACES.join(', ')} are required)`);
  return directory as SupportDirectory;
}

/**
 * The spec's "mock mode switched by an environment flag": VITE_MOCK=true, the same as
 * VITE_ADAPTERS=memory. The two may not contradict each other.
 */
export function readAdapterMode(env: Env): AdapterMode {
  const mock = choice(env, 'VITE_MOCK', ['true', 'false'], 'false') === 'true';
  const adapters = choice(env, 'VITE_ADAPTERS', ADAPTER_MODES, mock ? 'memory' : 'http');
  if (mock && adapters !== 'memory') throw new ConfigError(`VITE_MOCK=true contradicts VITE_ADAPTERS=${adapters}`);
  return adapters;
}

/**
 * Reads the configuration from the build environment (VITE_*). A missing setting or an unknown
 * value throws a ConfigError: nothing falls back silently. Relative addresses are resolved
 * against `origin`, so the sandbox can be same-origin.
 */
export function readConfig(env: Env, origin: string): AppConfig {
  const address = (name: RequiredSetting | (typeof TEST_BACKEND_SETTINGS)[0]) => {
    const value = required(env, name);
    try {
      return new URL(value, origin).toString().replace(/\/$/, '');
    } catch {
      throw new ConfigError(`Not an address for ${name}: ${value}`);
    }
  };
  const vendors = vendorOrigins(given(env, 'VITE_VENDOR_ORIGINS'), origin);
  return {
    adapters: readAdapterMode(env),
    region: choice(env, 'VITE_REGION', REGIONS, 'EU'),
    identityProvider: choice(env, 'VITE_IDENTITY_PROVIDER', IDENTITY_PROVIDERS, 'frame'),
    identityProviderByCountry: readIdentityProviderByCountry(env),
    locatorUrl: address('VITE_LOCATOR_URL'),
    oauthUrl: address('VITE_OAUTH_URL'),
    kycUrl: address('VITE_KYC_URL'),
    kycUsUrl: address('VITE_KYC_US_URL'),
    testBackend: given(env, 'VITE_TEST_API_URL') === undefined ? undefined : { baseUrl: address('VITE_TEST_API_URL'), project: required(env, 'VITE_TEST_PROJECT') },
    vendorOrigins: vendors,
    features: readFeatures(env),
    support: readSupport(env),
    settings: env,
  };
}
