import { ReportComposer } from './application/report-composer';
import { HttpErrorReporter } from './adapters/http-error-reporter';
import { buildEnv, readErrorReportSettings } from './shell-settings';

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
 * of its own): straight to the configured error-reporting address with the page's fetch, scrubbed
 * like every report (no customer is known; the stored token is taken out). Never throws: the boot
 * failure page is all that is left, and it stays.
 */
export async function reportBootFailure(error: unknown, options: { readonly env?: Readonly<Record<string, string | boolean | undefined>>; readonly fetch?: (request: Request) => Promise<Response> } = {}): Promise<void> {
  try {
    const location = (globalThis as { location?: Location }).location;
    const settings = readErrorReportSettings(options.env ?? buildEnv(), location?.origin ?? 'http://portal.invalid');
    if (!settings.url) return;
    const composer = new ReportComposer({
      release: settings.release,
      rates: settings.sampling,
      random: Math.random,
      now: () => Date.now(),
      newId: () => globalThis.crypto.randomUUID(),
      page: () => (location ? `${location.pathname}${location.search}${location.hash}` : ''),
      personalData: () => ({ tokens: storedToken() }),
    });
    await new HttpErrorReporter(options.fetch ?? ((request) => globalThis.fetch(request)), settings.url, composer).captureException(error, { source: 'boot' });
  } catch {
    // Nothing more can be done for a portal that did not start.
  }
}
