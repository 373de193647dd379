import type { Page, TestInfo } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/sandbox/world/customers';
import { HTML_LANG, LOCALES, type Locale } from '../../src/app/i18n/locale';
import { expect } from './fixtures';

export { DEMO_PASSWORD };

/** Steps shared by the browser specs, in the words a customer would use. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Ends this page's session in the sandbox back office, as an expired token would. */
export async function revokeSession(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  const response = await page.request.post('/sandbox/control/revoke-session', { data: { token } });
  expect(response.ok()).toBe(true);
}

/**
 * Waits until the app runs (its first page view is recorded): before that, a prerendered page is
 * only HTML, and what a test does to it is what a visitor does before the code arrives.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length > 0);
}

/** Where and how the sandbox signs an e-mail in, as the sign-in page asks it (spec 01 section 3). */
interface ApiSignIn {
  /** The country the login is registered in; the only one when it is registered in one. */
  readonly country?: string;
  readonly password?: string;
  /** The language kept as the customer's choice (`tr-lang`); English by default. */
  readonly lang?: string;
  /** The page opened once signed in; the wallet by default. */
  readonly path?: string;
}

/**
 * Signs `email` in through the sandbox's API, as the sign-in page would (the locator's lookup, the
 * country's back end, user/login), keeps the session where the portal keeps it, and opens `path`:
 * for tests whose subject comes after sign-in. The sign-in page itself is tested in
 * sign-in.spec.ts, sign-in-methods.spec.ts and the keyboard and prerender specs.
 */
export async function signedInThroughApi(page: Page, email: string, options: ApiSignIn = {}): Promise<void> {
  const envelope = async <T>(answer: Awaited<ReturnType<Page['request']['get']>>): Promise<T> => {
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
    return ((await answer.json()) as { data: T }).data;
  };
  const countries = await envelope<{ country: string }[]>(await page.request.get(`/sandbox/locator/users/lookup?value=${encodeURIComponent(email)}`));
  const country = options.country ?? countries[0]?.country;
  expect(country, `${email} is registered nowhere`).toBeTruthy();
  const backend = await envelope<{ middleware: string; project: string }>(await page.request.get(`/sandbox/locator/countries/${country}`));
  const { token } = await envelope<{ token: string }>(
    await page.request.post(`${backend.middleware}/user/login`, {
      headers: { 'X-Request-Id': crypto.randomUUID() },
      data: { email, password: options.password ?? DEMO_PASSWORD, country },
    }),
  );
  // A document of the portal's origin without the app, so the app starts with the session in place.
  await page.goto('/version.json');
  await page.evaluate(
    (session) => {
      for (const [key, value] of Object.entries(session)) localStorage.setItem(key, value);
    },
    {
      'access-token': token,
      'base-url': backend.middleware,
      'middleware-project': backend.project,
      'session-country': country!,
      'default-login-country': country!,
      'last-activity': String(Date.now()),
      'tr-lang': options.lang ?? 'en',
    },
  );
  await page.goto(options.path ?? '/wallet');
}

/** The five languages of the portal, and the `<html lang>` each gives (English is the UK's): the app's own (src/app/i18n/locale.ts). */
export { HTML_LANG, LOCALES, type Locale };

/**
 * The languages a screen is checked in at this test's size: all five at phone size, where every
 * screen is checked in every language; English at desktop size, whose tests check the desktop
 * layout (a table, columns), which the language does not change.
 */
export function phoneOrEnglish(testInfo: TestInfo): readonly Locale[] {
  return testInfo.project.name === 'desktop' ? ['en'] : LOCALES;
}

/**
 * The same page again in `locale`, as a customer who chose it would see it (kept in `tr-lang`,
 * then a reload): one test can check a screen in every language without signing in five times.
 */
export async function inLocale(page: Page, locale: Locale): Promise<void> {
  await page.evaluate((language) => localStorage.setItem('tr-lang', language), locale);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
}
