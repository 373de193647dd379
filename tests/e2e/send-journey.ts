import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { signedInThroughApi } from './journey';

/**
 * The send-money steps in the words a customer would use, in any language (no texts: names and
 * test ids): the browser specs of the pay step and its payment methods start from here.
 */

/**
 * Signs a fresh Swedish customer in (status Pass; the sandbox's control makes one per test, so the
 * desktop and phone runs never share one) and waits for the wallet to settle.
 */
export async function signedIn(page: Page): Promise<void> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country: 'SE', status: 'Pass' } });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await signedInThroughApi(page, email);
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
}

/** The main API's project of each country the browser tests sign customers in from. */
const PROJECT: Record<string, string> = { SE: 'remit-eu', US: 'remit-us', GB: 'remit-gb', CA: 'remit-ca' };

/**
 * A fresh customer of `country` (status Pass; a US one lives in Iowa), with a wallet of 5000.00 in
 * their currency, signed in (through the sandbox's API) on `path`, the wallet by default; their e-mail.
 */
export async function freshCustomer(page: Page, country = 'SE', path = '/wallet'): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country, status: 'Pass', wallet_minor: 500_000, ...(country === 'US' ? { usa_state: 'IA' } : {}) } });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await signedInThroughApi(page, email, { path });
  await expect(page).toHaveURL(path);
  return email;
}

/** `beneficiary` saved as the signed-in customer's recipient, through the main API. */
export async function saveRecipient(page: Page, beneficiary: Record<string, string>, country = 'SE'): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  const response = await page.request.post(`/sandbox/api/${PROJECT[country]}/api/v1/beneficiaries`, {
    headers: { 'X-Auth-Token': token ?? '', 'X-Request-Id': crypto.randomUUID() },
    data: { beneficiary },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Steps 1 to 3: 1000.00 (the customer's currency) to Somalia by Mobile Transfer, the sender's details as they are, an existing recipient. */
export async function throughToPayStep(page: Page, options: { readonly recipient?: RegExp; readonly number?: string; readonly amount?: string } = {}): Promise<void> {
  await page.goto('/send-money/quote');
  const send = page.locator('input[name="send_amount"]');
  await expect(send).toBeVisible();
  await send.fill(options.amount ?? '1000');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/send-money/self-info');
  await page.getByTestId('sender-confirm').click();
  await expect(page).toHaveURL('/send-money/recipient');
  await page.getByRole('link', { name: options.recipient ?? /Abdirahman Warsame/ }).click();
  await expect(page).toHaveURL(/\/send-money\/recipient-details/);
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  const again = page.locator('input[name="confirm_mobile"]');
  if (await again.count()) await again.fill(options.number ?? '+252 61 555 0101');
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/send-money\/pay/);
  await expect(page.locator('select[name="purpose_of_transaction"]')).toBeVisible();
}

/** The last four digits of the SSN of the sandbox's US customers (src/sandbox/world/customers.ts US_SSN_LAST4). */
export const US_SSN_LAST4 = '6789';

/**
 * Step 4: a purpose (and a cash or account payout's house number, which the transaction schema
 * asks for), the method, Continue (a US customer confirms with their SSN's last four digits in the
 * dialog it opens): the method's panel (by its test id) is there.
 */
export async function payWith(page: Page, method: 'card' | 'wallet' | 'bank' | 'instant-bank', panelTestId: string): Promise<void> {
  await page.locator('select[name="purpose_of_transaction"]').selectOption('Family Support');
  const house = page.locator('input[name="house_number"]');
  if (await house.count()) await house.fill('12');
  const review = page.locator('input[name="review_confirmation"]');
  if (await review.count()) await review.check();
  await page.getByTestId(`payment-method-${method}`).locator('input').check();
  await page.getByTestId('pay-continue').click();
  const ssn = page.getByTestId('ssn-last4');
  await expect(page.getByTestId(panelTestId).or(ssn)).toBeVisible();
  if (await ssn.isVisible()) {
    await ssn.fill(US_SSN_LAST4);
    await page.getByTestId('ssn-confirm').click();
  }
  await expect(page.getByTestId(panelTestId)).toBeVisible();
  await expect(page).toHaveURL(/\/send-money\/pay\/[^/?]+/);
}
