import type { Backend } from '@/session/domain/session';
import { vendorOrigins } from '@/shared/vendor/vendor-origins';

export const REGIONS = ['GB', 'EU', 'CA', 'US'] as const;
export type Region = (typeof REGIONS)[number];
export const IDENTITY_PROVIDERS = ['frame', 'sdk', 'manual'] as const;
export type IdentityProviderKind = (typeof IDENTITY_PROVIDERS)[number];
export const ADAPTER_MODES = ['http', 'memory'] as const;
export type AdapterMode = (typeof ADAPTER_MODES)[number];

export interface AppConfig {
  /** http: real adapters against the back end (the sandbox in development); memory: in-memory fakes. */
  readonly adapters: AdapterMode;
  /** Payment providers are chosen per region (spec 01 section 9). */
  readonly region: Region;
  readonly identityProvider: IdentityProviderKind;
  readonly locatorUrl: string;
  readonly oauthUrl: string;
  readonly kycUrl: string;
  readonly kycUsUrl: string;
  /** Used when the service locator has no entry for a country. */
  readonly testBackend: Backend;
  /** Origins of the vendor pages the portal frames or sends to; the only senders vendor messages are taken from. */
  readonly vendorOrigins: readonly string[];
  readonly brand: string;
}

type Env = Readonly<Record<string, string | boolean | undefined>>;

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/**
 * Reads the configuration from the build environment (VITE_*). The spec's "mock mode switched
 * by an environment flag" is VITE_MOCK=true (or VITE_ADAPTERS=memory).
 * Relative addresses are resolved against `origin`, so the sandbox can be same-origin.
 */
export function readConfig(env: Env, origin: string): AppConfig {
  const text = (key: string, fallback: string) => {
    const value = env[key];
    return typeof value === 'string' && value.length > 0 ? value : fallback;
  };
  const absolute = (value: string) => new URL(value, origin).toString().replace(/\/$/, '');
  const mock = env.VITE_MOCK === true || env.VITE_MOCK === 'true';
  return {
    adapters: mock ? 'memory' : pick(env.VITE_ADAPTERS, ADAPTER_MODES, 'http'),
    region: pick(env.VITE_REGION, REGIONS, 'EU'),
    identityProvider: pick(env.VITE_IDENTITY_PROVIDER, IDENTITY_PROVIDERS, 'frame'),
    locatorUrl: absolute(text('VITE_LOCATOR_URL', '/sandbox/locator')),
    oauthUrl: absolute(text('VITE_OAUTH_URL', '/sandbox/oauth')),
    kycUrl: absolute(text('VITE_KYC_URL', '/sandbox/kyc')),
    kycUsUrl: absolute(text('VITE_KYC_US_URL', '/sandbox/kyc-us')),
    testBackend: {
      baseUrl: absolute(text('VITE_TEST_API_URL', '/sandbox/api/remit-test')),
      project: text('VITE_TEST_PROJECT', 'remit-test'),
    },
    vendorOrigins: vendorOrigins(text('VITE_VENDOR_ORIGINS', ''), origin),
    brand: text('VITE_BRAND', 'Sahan Money'),
  };
}
