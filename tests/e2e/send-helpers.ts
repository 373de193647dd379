import type { Page } from '@playwright/test';
import { TRANSFER_DRAFT_KEY } from '../../src/sending/adapters/transfer-draft-key';
import { expect, test } from './fixtures';
import { inLocale, LOCALES, signedInThroughApi, type Locale } from './journey';

/**
 * The send-money specs' own steps (steps 1 to 4 of send-money-*.spec.ts and send-keyboard): a
 * fresh customer opened straight on the page a test starts from (one page load), the steps walked
 * inside the app from there (no page load per step), and every language checked in one visit.
 * The shared steps of the payment specs are in send-journey.ts.
 */

/**
 * Gives the running test `times` the configured timeout (30 s): for a test that walks several
 * screens or checks one in every language (about 20 axe scans and page loads). A slow run raises
 * them all with --timeout.
 */
export function allowTimes(times: number): void {
  test.setTimeout(test.info().timeout * times);
}

/** How long the first paint of the app may take after a page load on a busy machine. */
export const LOADED = { timeout: 20_000 } as const;

/** Abdirahman (Somalia, Mobile Transfer, Hormuud). */
export const ABDIRAHMAN = { destination_country_iso2: 'SO', payout_type: 'mobile', first_name: 'Abdirahman', last_name: 'Warsame', mobile: '+252615550101', mobile_network_code: 'HRM' };
/** Farah (Somalia, Mobile Transfer, Edahab). */
export const FARAH = { destination_country_iso2: 'SO', payout_type: 'mobile', first_name: 'Farah', last_name: 'Cali', mobile: '+252621234567', mobile_network_code: 'EDH' };
/** Caasha (Somalia, Cash Collection in Mogadishu). */
export const CAASHA = { destination_country_iso2: 'SO', payout_type: 'cash', first_name: 'Caasha', last_name: 'Nuur', city: 'Mogadishu' };

/**
 * A fresh customer of `country` (status Pass; a US one lives in Iowa; a wallet of 5000.00 in their
 * currency; the sandbox's control makes one per test, so the phone and desktop runs never share
 * one), signed in through the sandbox's API and opened on `path`, where the app may send them on
 * (a step without its earlier parts goes back to the amount); their e-mail.
 */
export async function customerOn(page: Page, path: string, country = 'SE'): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country, status: 'Pass', wallet_minor: 500_000, ...(country === 'US' ? { usa_state: 'IA' } : {}) } });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await signedInThroughApi(page, email, { path });
  return email;
}

/** Step 1 is on screen, settled: its amount field is there. */
export async function onQuote(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/send-money\/quote(\?|$)/, LOADED);
  await expect(page.locator('input[name="send_amount"]')).toBeVisible(LOADED);
}

/** Step 1 done on the open amount step, in any language: `amount` quoted, Continue; step 2 is shown. */
export async function amountStep(page: Page, amount = '1000'): Promise<void> {
  await onQuote(page);
  await page.locator('input[name="send_amount"]').fill(amount);
  await expect(page.getByTestId('quote-countdown')).toBeVisible({ timeout: 10_000 });
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/send-money/self-info');
  await expect(page.getByTestId('sender-confirm')).toBeVisible({ timeout: 10_000 });
}

/** Steps 1 and 2 from the open amount step, in any language: quoted, the sender's details as they are; the recipients are listed. */
export async function throughToRecipients(page: Page, amount = '1000'): Promise<void> {
  await amountStep(page, amount);
  await page.getByTestId('sender-confirm').click();
  await expect(page).toHaveURL('/send-money/recipient');
  await expect(page.locator('.recipient-list, .recipients__empty').first()).toBeVisible({ timeout: 10_000 });
}

/**
 * Steps 1 to 3 from the open amount step (send-journey.ts throughToPayStep without its page load):
 * 1000.00 in the customer's currency, the sender as they are, the existing recipient `recipient`
 * (Abdirahman unless given), their number typed again when asked; step 4 is shown.
 */
export async function throughToPayStepFromQuote(page: Page, options: { readonly recipient?: RegExp; readonly number?: string } = {}): Promise<void> {
  await throughToRecipients(page);
  await page.getByRole('link', { name: options.recipient ?? /Abdirahman Warsame/ }).click();
  await expect(page).toHaveURL(/\/send-money\/recipient-details/);
  await expect(page.locator('form button[type="submit"]')).toBeVisible({ timeout: 10_000 });
  const again = page.locator('input[name="confirm_mobile"]');
  if (await again.count()) await again.fill(options.number ?? '+252 61 555 0101');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/send-money\/pay/);
  await expect(page.locator('select[name="purpose_of_transaction"]')).toBeVisible({ timeout: 10_000 });
}

/** The transfers and charges the sandbox's back office holds for `email`. */
export async function transfersOf(page: Page, email: string): Promise<{ transactions: unknown[]; charges: unknown[] }> {
  const response = await page.request.get(`/sandbox/control/transfers?email=${encodeURIComponent(email)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { transactions: unknown[]; charges: unknown[] };
}

/** The transfer in progress as the tab's session storage holds it (text; '' when there is none). */
export async function keptDraftText(page: Page): Promise<string> {
  return page.evaluate((key) => sessionStorage.getItem(key) ?? '', TRANSFER_DRAFT_KEY);
}

/** One part of the transfer in progress, as the tab keeps it. */
export async function keptPart(page: Page, part: 'sender' | 'recipient'): Promise<Record<string, unknown> | undefined> {
  const raw = await keptDraftText(page);
  return raw ? (JSON.parse(raw) as { draft: Record<string, Record<string, unknown> | undefined> }).draft[part] : undefined;
}

/**
 * The five languages with English (UK) first and US English last: a test checks its English texts
 * in the first visit and may finish, in English again, after the last.
 */
export const LOCALES_EN_FIRST_EN_US_LAST: readonly Locale[] = ['en', 'en-CA', 'sv', 'so', 'en-US'];

/**
 * Runs `visit` once per language on the page open now: the first in English as the customer signed
 * in (customerOn keeps English), every other after `inLocale` (its choice kept, the same page
 * reloaded in it). Each visit starts from the page as a reload leaves it.
 */
export async function inEveryLocale(page: Page, visit: (locale: Locale) => Promise<void>, locales: readonly Locale[] = LOCALES): Promise<void> {
  expect([...locales].sort(), 'every language of the portal, once').toEqual([...LOCALES].sort());
  for (const [index, locale] of locales.entries()) {
    if (index > 0 || locale !== 'en') await inLocale(page, locale);
    await visit(locale);
  }
}


