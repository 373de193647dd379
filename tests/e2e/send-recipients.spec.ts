import type { Page } from '@playwright/test';
import { TRANSFER_DRAFT_KEY } from '../../src/sending/adapters/transfer-draft-key';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signedIn } from './send-journey';

/**
 * Send money, step 3 with an existing recipient (issue 8) against the sandbox: the recipients of
 * the destination country (those paid out another way apart), the search, the empty state, a
 * recipient's payout details (the network, the number typed again), Continue to the confirm step,
 * and axe on both pages in every language. Each test signs in a fresh Swedish customer with status
 * Pass (the sandbox's control makes one per test) and saves its recipients through the main API,
 * so the desktop and phone runs never share one.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
const API = '/sandbox/api/remit-eu';

const ABDIRAHMAN = { first_name: 'Abdirahman', last_name: 'Warsame', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252615550101', mobile_network_code: 'HRM' };
const FARAH = { first_name: 'Farah', last_name: 'Cali', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252621234567', mobile_network_code: 'EDH' };
const CAASHA = { first_name: 'Caasha', last_name: 'Nuur', destination_country_iso2: 'SO', payout_type: 'cash', city: 'Mogadishu' };

/** Saves recipients for the signed-in customer, as the new-recipient step would (saveBeneficiary). */
async function saveRecipients(page: Page, ...recipients: readonly Record<string, string>[]): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  expect(token).toBeTruthy();
  for (const beneficiary of recipients) {
    const response = await page.request.post(`${API}/api/v1/beneficiaries`, {
      headers: { 'X-Auth-Token': token ?? '', 'X-Request-Id': crypto.randomUUID() },
      data: { beneficiary },
    });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

/**
 * Steps 1 and 2 in any language: 1000 SEK to Somalia by Mobile Transfer (the default), quoted and
 * kept, the sender's details confirmed as they are (without them the confirm step sends the
 * customer back to step 2).
 */
async function quoted(page: Page): Promise<void> {
  await page.goto('/send-money/quote');
  const send = page.locator('input[name="send_amount"]');
  await expect(send).toBeVisible();
  await send.fill('1000');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/send-money/self-info');
  await page.getByTestId('sender-confirm').click();
  await expect(page).toHaveURL('/send-money/recipient');
}

async function openList(page: Page): Promise<void> {
  await page.goto('/send-money/recipient');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.recipient-list, .recipients__empty').first()).toBeVisible();
}

/** The recipient part of the transfer in progress, as the tab's session storage holds it. */
async function keptRecipient(page: Page): Promise<unknown> {
  return page.evaluate((key) => (JSON.parse(sessionStorage.getItem(key) ?? 'null') as { draft?: { recipient?: unknown } } | null)?.draft?.recipient, TRANSFER_DRAFT_KEY);
}

test.describe('send money, step 3: an existing recipient', () => {
  test('choosing an existing recipient and continuing goes to the confirm step with the recipient kept', async ({ page }) => {
    await signedIn(page);
    await saveRecipients(page, ABDIRAHMAN, CAASHA);
    await quoted(page);
    await openList(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Who are you sending to?' })).toBeVisible();
    // Only a mobile recipient can receive a Mobile Transfer; the cash one is listed apart, without a link.
    await expect(page.getByRole('link', { name: /Caasha Nuur/ })).toHaveCount(0);
    await expect(page.getByText('Caasha Nuur')).toBeVisible();
    const abdirahman = page.getByRole('link', { name: /Abdirahman Warsame/ });
    await expect(abdirahman).toContainText('+252 ••••• 0101');
    await abdirahman.click();
    await expect(page).toHaveURL(/\/send-money\/recipient-details\?id=\d+$/);
    await expect(page.getByTestId('recipient-name')).toHaveText('Abdirahman Warsame');
    await expect(page.getByLabel('Mobile network', { exact: true })).toHaveValue('HRM');
    await page.getByLabel('Mobile network', { exact: true }).selectOption({ label: 'Edahab' });
    await page.getByLabel('Type their mobile number again').fill('+252 61 555 0101');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/send-money/pay');
    // The confirm step opens and stays: every earlier step's part is there.
    await expect(page.locator('select[name="purpose_of_transaction"]')).toBeVisible();
    await expect(page).toHaveURL('/send-money/pay');
    expect(await keptRecipient(page)).toEqual({
      beneficiaryId: expect.stringMatching(/^\d+$/),
      beneficiaryGuid: expect.stringMatching(/^b0000000-/),
      displayName: 'Abdirahman Warsame',
      payoutFields: { mobile_network_code: 'EDH' },
    });
  });

  test('a number typed again that is not the recipient’s is refused under the field, and nothing typed is lost', async ({ page }) => {
    await signedIn(page);
    await saveRecipients(page, ABDIRAHMAN);
    await quoted(page);
    await openList(page);
    await page.getByRole('link', { name: /Abdirahman Warsame/ }).click();
    const number = page.getByLabel('Type their mobile number again');
    await number.fill('+252 61 555 0102');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('The mobile number and its confirmation should match.')).toBeVisible();
    await expect(number).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveValue('+252 61 555 0102');
    await expect(page).toHaveURL(/\/send-money\/recipient-details\?id=\d+$/);
    expect(await keptRecipient(page)).toBeUndefined();
  });

  test('the search looks through names and numbers', async ({ page }) => {
    await signedIn(page);
    await saveRecipients(page, ABDIRAHMAN, FARAH);
    await quoted(page);
    await openList(page);
    const search = page.getByLabel('Search by name or number');
    await search.fill('farah');
    await expect(page.locator('.recipient--choosable')).toHaveText([/Farah Cali/]);
    await search.fill('+252 61');
    await expect(page.locator('.recipient--choosable')).toHaveText([/Abdirahman Warsame/]);
    await search.fill('Zahra');
    await expect(page.getByText('No recipient matches “Zahra”.')).toBeVisible();
  });

  test('without recipients in the destination country, the empty state leads to a new recipient', async ({ page }) => {
    await signedIn(page);
    await quoted(page);
    await openList(page);
    await expect(page.getByText('You don’t have recipients')).toBeVisible();
    await page.getByRole('link', { name: 'New recipient' }).click();
    await expect(page).toHaveURL('/send-money/new-recipient-details');
  });

  test('without a quote, both pages send the customer to the amount step first', async ({ page }) => {
    await signedIn(page);
    await page.goto('/send-money/recipient');
    await expect(page).toHaveURL('/send-money/quote');
    await page.goto('/send-money/recipient-details?id=1');
    await expect(page).toHaveURL('/send-money/quote');
  });

  for (const locale of LOCALES) {
    test(`${locale}: the list and the payout details pass axe, with an error too`, async ({ page }) => {
      await signedIn(page);
      await saveRecipients(page, ABDIRAHMAN, CAASHA);
      await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
      await quoted(page);
      await openList(page);
      await expect(page.locator('.recipient--other')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} recipient list`);
      await page.locator('input[name="recipient_search"]').fill('Zahra');
      await expect(page.locator('.recipient')).toHaveCount(0);
      await expectNoAxeViolations(page, `${locale} recipient list, nothing found`);
      await page.locator('input[name="recipient_search"]').fill('');
      await page.locator('.recipient--choosable').first().click();
      const network = page.locator('select[name="mobile_network_code"]');
      await expect(network).toHaveValue('HRM');
      await expectNoAxeViolations(page, `${locale} payout details`);
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('.field__error')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} payout details with an error`);
    });
  }
});
