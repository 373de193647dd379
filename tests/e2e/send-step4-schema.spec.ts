import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { saveRecipient, US_SSN_LAST4 } from './send-journey';
import { ABDIRAHMAN, allowTimes, CAASHA, customerOn, inEveryLocale, keptDraftText, LOADED, LOCALES_EN_FIRST_EN_US_LAST, throughToPayStepFromQuote, throughToRecipients, transfersOf } from './send-helpers';

/**
 * Send money, step 4 (issue 8) against the sandbox: the payout details the back office's
 * transaction schema asks for (a cash collection's house or building number, required, and flat
 * number, optional), kept over a reload; and a US customer's step: the Regulation E disclosure,
 * the SSN last-4 dialog (masked digits, a refusal shown in the dialog, Cancel keeping everything,
 * the right digits making the transfer, the digits kept nowhere) with axe in every language, and
 * the receipt's right to cancel. Each test signs in a fresh customer (the sandbox's control makes
 * one per test; its US customers' SSN ends in 6789) and saves its recipient through the main API.
 * A mobile transfer's fields (no address, never an SSN for a Swedish customer) are checked on the
 * Swedish customer's whole journey in send-pay.spec.ts; the rules are
 * features/send-money/confirm-payout-details.feature and features/send-money/disclosure.feature.
 */

const transactionsOf = async (page: Page, email: string) => (await transfersOf(page, email)).transactions;
const dialog = (page: Page) => page.getByRole('dialog');
const line = (page: Page, kind: string) => page.getByTestId('transfer-disclosure').locator(`[data-line="${kind}"] dd`);

test.describe('send money, step 4: the transaction schema’s payout details', () => {
  test('a cash collection asks for the house or building number: Continue without it says so and focuses it; it is kept over a reload; with it the transfer is made', async ({ page }) => {
    allowTimes(4);
    // Steps 1 to 3 for Caasha: 1000 SEK to Somalia by Cash Collection, the sender as they are, her collection point as step 3 chooses it.
    const email = await customerOn(page, '/send-money/quote?to=SO&payout=cash');
    await saveRecipient(page, CAASHA);
    await expect(page.locator('input[name="payout_type"][value="cash"]')).toBeChecked(LOADED);
    await throughToRecipients(page);
    await page.getByRole('link', { name: /Caasha Nuur/ }).click();
    await expect(page).toHaveURL(/\/send-money\/recipient-details/);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/send-money\/pay/);
    await expect(page.locator('select[name="purpose_of_transaction"]')).toBeVisible({ timeout: 10_000 });

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
    expect(await transactionsOf(page, email)).toHaveLength(0);
    await house.fill('12B');
    await flat.fill('3');
    await expect(house).not.toHaveAttribute('aria-invalid', 'true');
    // A reload keeps what was given (the transfer in progress keeps it).
    await page.reload();
    await expect(house).toHaveValue('12B', LOADED);
    await expect(flat).toHaveValue('3');
    await expect(page.locator('select[name="purpose_of_transaction"]')).toHaveValue('Gift');
    if (await review.count()) await review.check();
    await page.getByTestId('payment-method-wallet').locator('input').check();
    await page.getByTestId('pay-continue').click();
    await expect(page.getByTestId('wallet-payment-panel')).toBeVisible({ timeout: 10_000 });
    expect(await transactionsOf(page, email)).toHaveLength(1);
  });
});

test.describe('send money, step 4: a US customer’s SSN last four digits', () => {
  // The wrong digits are refused by the back office (422): the browser logs the status of every refused call.
  test.use({ allowedConsoleErrors: /status of 422/ });

  test('Regulation E on the step; Continue opens the SSN dialog, which passes axe in every language as it opens and with its refusal; Cancel keeps everything; the right digits make the transfer and are kept nowhere; the receipt has the right to cancel', async ({ page }) => {
    allowTimes(8);
    const email = await customerOn(page, '/send-money/quote', 'US');
    await saveRecipient(page, ABDIRAHMAN, 'US');
    await throughToPayStepFromQuote(page);
    const purpose = page.locator('select[name="purpose_of_transaction"]');
    const digits = page.getByTestId('ssn-last4');

    await test.step('a US customer sees Regulation E: taxes and the date the money is available', async () => {
      await expect(page.getByTestId('transfer-disclosure')).toHaveAttribute('data-regime', 'us-reg-e');
      await expect(line(page, 'taxes')).toBeVisible();
      await expect(line(page, 'available')).toBeVisible();
    });

    await inEveryLocale(
      page,
      async (locale) => {
        await expect(purpose).toBeVisible(LOADED);
        if (locale === 'en') {
          await purpose.selectOption('Gift');
          await page.locator('input[name="remarks"]').fill('Eid gift');
        } else {
          // Kept with the transfer in progress over the reload into this language.
          await expect(purpose).toHaveValue('Gift');
        }
        await page.getByTestId('payment-method-wallet').locator('input').check();
        await page.getByTestId('pay-continue').click();
        await expect(dialog(page)).toBeVisible();
        if (locale === 'en') {
          await expect(digits).toBeFocused();
          await expect(digits).toHaveAttribute('type', 'password');
          await expect(digits).toHaveAttribute('inputmode', 'numeric');
          await expect(digits).toHaveAttribute('autocomplete', 'off');
        }
        await expectNoAxeViolations(page, `${locale} SSN dialog`);
        if (locale === 'en') {
          // Confirm with nothing typed says what is missing and asks nothing of the back office.
          await page.getByTestId('ssn-confirm').click();
          await expect(dialog(page).getByText('Enter the last four digits of your SSN.')).toBeVisible();
          expect(await transactionsOf(page, email)).toHaveLength(0);
        }
        await digits.fill('1234');
        await page.getByTestId('ssn-confirm').click();
        await expect(digits).toHaveAttribute('aria-invalid', 'true');
        await expect(dialog(page)).toBeVisible();
        if (locale === 'en') {
          await expect(dialog(page).getByText('These digits do not match the SSN we have for you. Check them and try again.')).toBeVisible();
          expect(await transactionsOf(page, email)).toHaveLength(0);
        }
        await expectNoAxeViolations(page, `${locale} SSN dialog with its refusal`);
        if (locale === 'en') {
          // Show reveals the digits typed.
          await dialog(page).getByRole('button', { name: 'Show' }).click();
          await expect(digits).toHaveAttribute('type', 'text');
          await expect(digits).toHaveValue('1234');
        }
        await page.getByTestId('ssn-cancel').click();
        await expect(dialog(page)).toHaveCount(0);
        if (locale === 'en') {
          await expect(purpose).toHaveValue('Gift');
          await expect(page.locator('input[name="remarks"]')).toHaveValue('Eid gift');
          await expect(page).toHaveURL('/send-money/pay');
        }
      },
      LOCALES_EN_FIRST_EN_US_LAST,
    );
    expect(await transactionsOf(page, email)).toHaveLength(0);

    await test.step('the right digits make the transfer; the digits are kept nowhere', async () => {
      await page.getByTestId('pay-continue').click();
      await expect(digits).toHaveValue('');
      await digits.fill(US_SSN_LAST4);
      await page.getByTestId('ssn-confirm').click();
      await expect(page.getByTestId('wallet-payment-panel')).toBeVisible({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/send-money\/pay\/[^/?]+/);
      expect(await transactionsOf(page, email)).toHaveLength(1);
      const kept = await keptDraftText(page);
      expect(kept).not.toContain(US_SSN_LAST4);
      expect(kept).not.toContain('1234');
      expect(kept).not.toMatch(/ssn/i);
    });

    await test.step('paid from the wallet, the receipt has the right to cancel (in US English, the last language)', async () => {
      await page.getByTestId('wallet-payment-panel').getByRole('button', { name: /Pay/ }).click();
      await expect(page.getByTestId('cancellation-right')).toContainText('30 minutes', { timeout: 10_000 });
    });
  });
});
