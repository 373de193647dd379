import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { HTML_LANG, signedInThroughApi, type Locale } from './journey';

/**
 * Steps shared by the specs of the payment panels, the wallet, the transfers, the recipients and
 * the promo codes: a customer signed in through the sandbox's API before the first page of the app
 * opens, so what a test needs (recipients, cards, transfers) is made through the main API first and
 * the app loads once, with it in place.
 */

/** The main API's project of each country these specs sign customers in from. */
export const PROJECT: Record<string, string> = { SE: 'remit-eu', US: 'remit-us', GB: 'remit-gb', CA: 'remit-ca' };

/** Not a page of the app: a document of the portal's origin, where the session is kept before the app opens. */
const NO_APP = '/version.json';

interface FreshCustomer {
  /** The country the customer lives in; Sweden by default (remit-eu offers every way to pay). */
  readonly country?: string;
  /** The wallet's balance in minor units; the sandbox's own (100.00) by default. */
  readonly walletMinor?: number;
}

/**
 * A fresh customer of `country` (status Pass; the sandbox's control makes one per test, so tests
 * never share one; a US one lives in Iowa), signed in through the sandbox's API, on a document of
 * the portal's origin that is not the app: the next `page.goto` opens the app for the first time.
 * Their e-mail.
 */
export async function freshSession(page: Page, options: FreshCustomer = {}): Promise<string> {
  const country = options.country ?? 'SE';
  const data = { country, status: 'Pass', ...(options.walletMinor !== undefined ? { wallet_minor: options.walletMinor } : {}), ...(country === 'US' ? { usa_state: 'IA' } : {}) };
  const response = await page.request.post('/sandbox/control/sdk-customer', { data });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await signedInThroughApi(page, email, { country, path: NO_APP });
  return email;
}

/** A seeded customer of the sandbox signed in through its API, on a document that is not the app (as `freshSession`). */
export async function seededSession(page: Page, email: string): Promise<void> {
  await signedInThroughApi(page, email, { path: NO_APP });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON
type Json = any;

/** A call of `country`'s main API as the signed-in customer (the session kept in this page's storage); its `data`. */
export async function mainApi(page: Page, path: string, data: unknown, options: { readonly country?: string; readonly idempotent?: boolean } = {}): Promise<Json> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  expect(token, 'signed in').toBeTruthy();
  const response = await page.request.post(`/sandbox/api/${PROJECT[options.country ?? 'SE']}${path}`, {
    headers: { 'X-Auth-Token': token ?? '', 'X-Request-Id': crypto.randomUUID(), ...(options.idempotent ? { 'Idempotency-Key': crypto.randomUUID() } : {}) },
    data,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: Json }).data;
}

/** `beneficiaries` saved as the signed-in customer's recipients, as the new-recipient step would save them. */
export async function savedRecipients(page: Page, country: string, ...beneficiaries: readonly Record<string, string>[]): Promise<void> {
  for (const beneficiary of beneficiaries) await mainApi(page, '/api/v1/beneficiaries', { beneficiary }, { country });
}

/**
 * `path` opened in `locale`, as a customer who chose it would see it (kept in `tr-lang`): one page
 * load, where `inLocale` would reload the page that is open (the journey's helper, for the same page).
 */
export async function visitInLocale(page: Page, locale: Locale, path: string): Promise<void> {
  await page.evaluate((language) => localStorage.setItem('tr-lang', language), locale);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
}

/** Abdirahman, the recipient the send-money journey (send-journey.ts) chooses at step 3: Somalia, Mobile Transfer. */
export const ABDIRAHMAN = { first_name: 'Abdirahman', last_name: 'Warsame', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252615550101', mobile_network_code: 'HRM' } as const;

/** The customer's transfers and the charges taken for them in the back office (the sandbox's control). */
export async function transfersOf(page: Page, email: string): Promise<{ transactions: { reference: string; status: string }[]; charges: unknown[] }> {
  const response = await page.request.get(`/sandbox/control/transfers?email=${encodeURIComponent(email)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { transactions: { reference: string; status: string }[]; charges: unknown[] };
}

/** The reference of the customer's latest transfer (the back office's). */
export async function latestReference(page: Page, email: string): Promise<string> {
  const reference = (await transfersOf(page, email)).transactions.at(-1)?.reference;
  expect(reference, `${email} has a transfer`).toBeTruthy();
  return reference!;
}
