import type { BrowserOptions } from '@sentry/browser';
import { vendorOrigins } from '@/shared/vendor/vendor-origins';
import { pageIntegrations, SentryErrorReporter } from './adapters/sentry-error-reporter';
import { buildEnv, readSentrySettings } from './shell-settings';

/** The access token's local-storage key (spec 01 section 3; the session context's `access-token`). */
const ACCESS_TOKEN_KEY = 'access-token';

/** What the page holds that a report must never carry, when nothing of the portal started. */
function storedToken(): string[] {
  try {
    const token = globalThis.localStorage?.getItem(ACCESS_TOKEN_KEY);
    return token ? [token] : [];
  } catch {
    return [];
  }
}

/**
 * Reports why the portal could not start (src/app/boot-failure.ts loads this only then, in a chunk
 * of its own) through Sentry, as every report: the same adapter, settings and scrubbing (no
 * customer is known; the stored token is taken out), the `boot` source, no replay (the page is the
 * failure message). Never throws: the boot failure page is all that is left, and it stays.
 */
export async function reportBootFailure(
  error: unknown,
  options: { readonly env?: Readonly<Record<string, string | boolean | undefined>>; readonly transport?: BrowserOptions['transport'] } = {},
): Promise<void> {
  try {
    const env = options.env ?? buildEnv();
    const origin = (globalThis as { location?: Location }).location?.origin ?? 'http://portal.invalid';
    const settings = readSentrySettings(env, vendorOrigins(typeof env.VITE_VENDOR_ORIGINS === 'string' ? env.VITE_VENDOR_ORIGINS : undefined, origin));
    if (!settings) return;
    const reporter = new SentryErrorReporter({
      settings,
      personalData: () => ({ tokens: storedToken() }),
      integrations: pageIntegrations(),
      random: Math.random,
      ...(options.transport ? { transport: options.transport } : {}),
    });
    await reporter.captureException(error, { source: 'boot' });
  } catch {
    // Nothing more can be done for a portal that did not start.
  }
}
