import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { payWith, saveRecipient } from './send-journey';
import { ABDIRAHMAN, allowTimes, customerOn, inEveryLocale, LOADED, LOCALES_EN_FIRST_EN_US_LAST, throughToPayStepFromQuote, transfersOf } from './send-helpers';

/**
 * Send money, step 4 (issue 8) against the sandbox: a Swedish customer's whole transfer (the EEA
 * disclosure, the transaction schema's fields of a mobile transfer, no SSN) paid from the wallet to
 * its receipt; the step with axe in every language, what is missing, a refused promo code, and one
 * transfer per intent (fast clicks, a lost answer, a reload). A US customer's step (Regulation E,
 * the SSN dialog, the receipt's right to cancel) is send-step4-schema.spec.ts; what each regulator's
 * disclosure holds, a UK customer's included, is features/send-money/disclosure.feature and
 * src/sending/ui/disclosure/transfer-disclosure*.test.tsx.
 */

const line = (page: Page, kind: string) => page.getByTestId('transfer-disclosure').locator(`[data-line="${kind}"] dd`);

test.describe('send money, step 4: confirm and pay', () => {
  test('a Swedish customer sees the EEA disclosure and the mobile transfer’s fields (no address, never an SSN), pays from the wallet, gets the receipt, and OK ends the transfer', async ({ page }) => {
    allowTimes(4);
    const email = await customerOn(page, '/send-money/quote');
    await saveRecipient(page, ABDIRAHMAN);
    await throughToPayStepFromQuote(page);

    await test.step('the EEA disclosure: the total, the amount received and the mark-up over the ECB rate', async () => {
      await expect(page.getByTestId('transfer-disclosure')).toHaveAttribute('data-regime', 'eea');
      await expect(line(page, 'total')).toHaveText(/1,015\.00/);
      await expect(line(page, 'received')).toHaveText(/95\.00/);
      // The offered 0.0950 USD per SEK against the ECB's 0.0964 (the sandbox's reference): 1.45 %.
      await expect(line(page, 'markup')).toHaveText(/1\.45\s?% .*ECB/);
    });

    await test.step('a mobile transfer asks for no address; the schema’s relationship and source of funds are offered; a Swedish customer is never asked for an SSN', async () => {
      await expect(page.locator('input[name="house_number"]')).toHaveCount(0);
      await expect(page.locator('select[name="relationship"]')).toBeVisible();
      await expect(page.locator('select[name="sender_fund_source"]')).toBeVisible();
      await payWith(page, 'wallet', 'wallet-payment-panel');
      await expect(page.getByTestId('ssn-last4')).toHaveCount(0);
      expect((await transfersOf(page, email)).transactions).toHaveLength(1);
    });

    await test.step('paid from the wallet: the receipt, one transfer and one charge; OK ends the transfer', async () => {
      await page.getByTestId('wallet-payment-panel').getByRole('button', { name: /Pay/ }).click();
      await expect(page.getByTestId('payment-successful')).toBeVisible({ timeout: 10_000 });
      await expect(page.getByTestId('transfer-receipt')).toBeVisible();
      const { transactions, charges } = await transfersOf(page, email);
      expect([transactions.length, charges.length]).toEqual([1, 1]);
      await page.getByTestId('pay-done').click();
      await expect(page).toHaveURL('/transfers');
      expect(await page.evaluate(() => sessionStorage.getItem('send-money-draft'))).toBeNull();
    });
  });

  test.describe('the step and one transfer per intent', () => {
    // A refused promo code is the back office's answer (422), and the lost answer is made on
    // purpose (the connection reset): the browser logs both.
    test.use({ allowedConsoleErrors: /status of 422|ERR_CONNECTION_RESET/ });

    test('the step passes axe in every language, as it opens and with its problems shown; what is missing takes the focus; a refused promo code changes nothing; five fast clicks on Continue, a lost answer and a reload make one transfer', async ({ page }) => {
      allowTimes(8);
      const email = await customerOn(page, '/send-money/quote');
      await saveRecipient(page, ABDIRAHMAN);
      await throughToPayStepFromQuote(page);
      const purpose = page.locator('select[name="purpose_of_transaction"]');

      await inEveryLocale(
        page,
        async (locale) => {
          await expect(purpose).toBeVisible(LOADED);
          await expect(page.getByTestId('transfer-disclosure')).toBeVisible();
          await expectNoAxeViolations(page, `${locale} pay step`);
          // Continue without a purpose or a method says what is missing, and the first takes the focus.
          await page.getByTestId('pay-continue').click();
          await expect(purpose).toHaveAttribute('aria-invalid', 'true');
          await expect(purpose).toBeFocused();
          await expect(page).toHaveURL('/send-money/pay');
          await expectNoAxeViolations(page, `${locale} pay step with problems`);
        },
        LOCALES_EN_FIRST_EN_US_LAST,
      );

      await test.step('a promo code the back office refuses says so under the field and changes nothing (in US English, the last language)', async () => {
        const total = await line(page, 'total').textContent();
        await page.locator('input[name="promotion_code"]').fill('NOSUCHCODE');
        await page.getByRole('button', { name: 'Apply' }).click();
        await expect(page.getByText('This promo code is invalid or has expired. Please check the code and try again.')).toBeVisible();
        await expect(page.locator('input[name="promotion_code"]')).toHaveAttribute('aria-invalid', 'true');
        await expect(line(page, 'total')).toHaveText(total ?? '');
      });

      await test.step('five fast clicks on Continue, a lost answer and a reload make one transfer', async () => {
        await purpose.selectOption('Gift');
        await page.getByTestId('payment-method-bank').locator('input').check();
        // The first answer is lost on the way: the back office made the transfer, the browser never heard.
        let dropped = false;
        await page.route('**/remit/transaction/create', async (route) => {
          if (dropped) return route.continue();
          dropped = true;
          await route.fetch();
          return route.abort('connectionreset');
        });
        // Five presses before the page can answer the first (Playwright's own clicks wait for the button to be usable).
        await page.getByTestId('pay-continue').evaluate((button: HTMLButtonElement) => {
          for (let i = 0; i < 5; i += 1) button.click();
        });
        await expect(page.getByTestId('bank-transfer-panel')).toBeVisible({ timeout: 15_000 });
        await page.reload();
        await expect(page.getByTestId('bank-transfer-panel')).toBeVisible(LOADED);
        expect((await transfersOf(page, email)).transactions).toHaveLength(1);
      });
    });
  });
});
