import type { Page } from '@playwright/test';
import { TRANSFER_DRAFT_KEY } from '../../src/sending/adapters/transfer-draft-key';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { freshCustomer, saveRecipient, throughToPayStep, US_SSN_LAST4 } from './send-journey';

/**
 * Send money, step 4 (issue 8) against the sandbox: the payout details the back office's
 * transaction schema asks for (a cash collection's house or building number, required, and flat
 * number, optional; none for a mobile transfer), kept over a reload; and a US customer's SSN
 * last-4 dialog (masked digits, a refusal shown in the dialog, Cancel keeping everything, the right
 * digits making the transfer, the digits kept nowhere), with axe in every language. Each test
 * signs in a fresh customer (the sandbox's control makes one per test; its US customers' SSN ends
 * in 6789) and saves its recipient through the main API.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
/** The sandbox project of each source country these tests use (src/sandbox/world/customers.ts). */

const ABDIRAHMAN = { destination_country_iso2: 'SO', payout_type: 'mobile', first_name: 'Abdirahman', last_name: 'Warsame', mobile: '+252615550101', mobile_network_code: 'HRM' };
const CAASHA = { destination_country_iso2: 'SO', payout_type: 'cash', first_name: 'Caasha', last_name: 'Nuur', city: 'Mogadishu' };

async function transfersOf(page: Page, email: string): Promise<unknown[]> {
  const response = await page.request.get(`/sandbox/control/transfers?email=${encodeURIComponent(email)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { transactions: unknown[] }).transactions;
}

/** The transfer in progress as the tab's session storage holds it (text). */
async function keptDraft(page: Page): Promise<string> {
  return page.evaluate((key) => sessionStorage.getItem(key) ?? '', TRANSFER_DRAFT_KEY);
}

/** Steps 1 to 3 for Caasha: 1000 SEK to Somalia by Cash Collection, the sender as they are, her collection point as step 3 chooses it. */
async function throughToCashPayStep(page: Page): Promise<void> {
  await page.goto('/send-money/quote?to=SO&payout=cash');
  await expect(page.locator('input[name="payout_type"][value="cash"]')).toBeChecked();
  const send = page.locator('input[name="send_amount"]');
  await send.fill('1000');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/send-money/self-info');
  await page.getByTestId('sender-confirm').click();
  await expect(page).toHaveURL('/send-money/recipient');
  await page.getByRole('link', { name: /Caasha Nuur/ }).click();
  await expect(page).toHaveURL(/\/send-money\/recipient-details/);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(/\/send-money\/pay/);
  await expect(page.locator('select[name="purpose_of_transaction"]')).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog');

test.describe('send money, step 4: the transaction schema’s payout details', () => {
  test('a cash collection asks for the house or building number: Continue without it says so and focuses it; it is kept over a reload; with it the transfer is made', async ({ page }) => {
    const email = await freshCustomer(page);
    await saveRecipient(page, CAASHA);
    await throughToCashPayStep(page);
    const house = page.locator('input[name="house_number"]');
    const flat = page.locator('input[name="flat_number"]');
    await expect(house).toHaveAttribute('aria-required', 'true');
    await expect(flat).not.toHaveAttribute('aria-required', 'true');
    await page.locator('select[name="purpose_of_transaction"]').selectOption('Gift');
    const review = page.locator('input[name="review_confirmation"]');
    if (await review.count()) await review.check();
    await page.getByTestId('payment-method-wallet').locator('input').check();
    await page.getByTestId('pay-continue').click();
    await expect(house).toBeFocused();
    await expect(house).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/send-money/pay');
    expect(await transfersOf(page, email)).toHaveLength(0);
    await house.fill('12B');
    await flat.fill('3');
    await expect(house).not.toHaveAttribute('aria-invalid', 'true');
    // A reload keeps what was given (the transfer in progress keeps it).
    await page.reload();
    await expect(house).toHaveValue('12B');
    await expect(flat).toHaveValue('3');
    await expect(page.locator('select[name="purpose_of_transaction"]')).toHaveValue('Gift');
    if (await review.count()) await review.check();
    await page.getByTestId('payment-method-wallet').locator('input').check();
    await page.getByTestId('pay-continue').click();
    await expect(page.getByTestId('wallet-payment-panel')).toBeVisible();
    expect(await transfersOf(page, email)).toHaveLength(1);
  });

  test('a mobile transfer asks for no address; the schema’s relationship and source of funds are offered; a Swedish customer is never asked for an SSN', async ({ page }) => {
    const email = await freshCustomer(page);
    await saveRecipient(page, ABDIRAHMAN);
    await throughToPayStep(page);
    await expect(page.locator('input[name="house_number"]')).toHaveCount(0);
    await expect(page.locator('select[name="relationship"]')).toBeVisible();
    await expect(page.locator('select[name="sender_fund_source"]')).toBeVisible();
    await page.locator('select[name="purpose_of_transaction"]').selectOption('Family Support');
    await page.getByTestId('payment-method-wallet').locator('input').check();
    await page.getByTestId('pay-continue').click();
    await expect(page.getByTestId('wallet-payment-panel')).toBeVisible();
    await expect(page.getByTestId('ssn-last4')).toHaveCount(0);
    expect(await transfersOf(page, email)).toHaveLength(1);
  });
});

test.describe('send money, step 4: a US customer’s SSN last four digits', () => {
  // The wrong digits are refused by the back office (422): the browser logs the status of every refused call.
  test.use({ allowedConsoleErrors: /status of 422/ });

  test('Continue opens the dialog; wrong digits are refused in it; Cancel keeps everything; the right digits make the transfer; the digits are kept nowhere', async ({ page }) => {
    const email = await freshCustomer(page, 'US');
    await saveRecipient(page, ABDIRAHMAN, 'US');
    await throughToPayStep(page);
    await page.locator('select[name="purpose_of_transaction"]').selectOption('Gift');
    await page.locator('input[name="remarks"]').fill('Eid gift');
    await page.getByTestId('payment-method-wallet').locator('input').check();
    await page.getByTestId('pay-continue').click();

    const digits = page.getByTestId('ssn-last4');
    await expect(dialog(page)).toBeVisible();
    await expect(digits).toBeFocused();
    await expect(digits).toHaveAttribute('type', 'password');
    await expect(digits).toHaveAttribute('inputmode', 'numeric');
    await expect(digits).toHaveAttribute('autocomplete', 'off');
    // Confirm with nothing typed says what is missing and asks nothing of the back office.
    await page.getByTestId('ssn-confirm').click();
    await expect(dialog(page).getByText('Enter the last four digits of your SSN.')).toBeVisible();
    expect(await transfersOf(page, email)).toHaveLength(0);

    await digits.fill('1234');
    await dialog(page).getByRole('button', { name: 'Show' }).click();
    await expect(digits).toHaveAttribute('type', 'text');
    await page.getByTestId('ssn-confirm').click();
    await expect(dialog(page).getByText('These digits do not match the SSN we have for you. Check them and try again.')).toBeVisible();
    await expect(digits).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page)).toBeVisible();
    expect(await transfersOf(page, email)).toHaveLength(0);

    await page.getByTestId('ssn-cancel').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('select[name="purpose_of_transaction"]')).toHaveValue('Gift');
    await expect(page.locator('input[name="remarks"]')).toHaveValue('Eid gift');
    await expect(page).toHaveURL('/send-money/pay');

    await page.getByTestId('pay-continue').click();
    await expect(digits).toHaveValue('');
    await digits.fill(US_SSN_LAST4);
    await page.getByTestId('ssn-confirm').click();
    await expect(page.getByTestId('wallet-payment-panel')).toBeVisible();
    await expect(page).toHaveURL(/\/send-money\/pay\/[^/?]+/);
    expect(await transfersOf(page, email)).toHaveLength(1);
    const kept = await keptDraft(page);
    expect(kept).not.toContain(US_SSN_LAST4);
    expect(kept).not.toContain('1234');
    expect(kept).not.toMatch(/ssn/i);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the SSN dialog passes axe, as it opens and with its refusal shown`, async ({ page }) => {
      await freshCustomer(page, 'US');
      await saveRecipient(page, ABDIRAHMAN, 'US');
      await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
      await throughToPayStep(page);
      await page.locator('select[name="purpose_of_transaction"]').selectOption('Gift');
      await page.getByTestId('payment-method-wallet').locator('input').check();
      await page.getByTestId('pay-continue').click();
      await expect(dialog(page)).toBeVisible();
      await expectNoAxeViolations(page, `${locale} SSN dialog`);
      await page.getByTestId('ssn-last4').fill('1234');
      await page.getByTestId('ssn-confirm').click();
      await expect(page.getByTestId('ssn-last4')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `${locale} SSN dialog with its refusal`);
    });
  }
});
