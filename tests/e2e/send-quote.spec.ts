import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signedIn } from './send-journey';

/**
 * Send money, step 1 (issue 8) against the sandbox: the amount sent or received, the rate, the
 * fee and the total, the rate's countdown and its expiry (Playwright's clock), Continue, a reload,
 * and axe in every language. Each test signs in a fresh Swedish customer with status Pass (the
 * sandbox's control makes one per test), so the desktop and phone runs never share one.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;

async function openQuote(page: Page): Promise<void> {
  await page.goto('/send-money/quote');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByLabel('You send')).toBeVisible();
}

test.describe('send money, step 1: the amount', () => {
  test('the amount sent gives the amount received, the fee, the total and a rate held for ten minutes; Continue keeps it', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    await expect(page.getByLabel('Send to')).toHaveValue('SO');
    await expect(page.getByRole('radio', { name: /Mobile Transfer/ })).toBeChecked();
    await page.getByLabel('You send').fill('1000');
    // The other field follows at once, before any answer.
    await expect(page.getByLabel('They receive')).toHaveValue('95.00');
    await expect(page.getByTestId('quote-fee')).toHaveText(/15\.00/);
    await expect(page.getByTestId('quote-total')).toHaveText(/1,015\.00/);
    await expect(page.getByTestId('quote-countdown')).toHaveText(/^(10:00|09:5\d)$/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/send-money/self-info');
    // Back to step 1 after a reload: the transfer in progress is still there.
    await page.reload();
    await openQuote(page);
    await expect(page.getByLabel('You send')).toHaveValue('1000.00');
    await expect(page.getByTestId('quote-total')).toHaveText(/1,015\.00/);
  });

  test('the amount received gives the smallest amount sent that delivers it', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    await page.getByLabel('They receive').fill('95.01');
    await expect(page.getByLabel('You send')).toHaveValue('1000.11');
    await expect(page.getByTestId('quote-total')).toHaveText(/1,015\.12/);
  });

  test('an amount under the minimum says so and nothing is quoted', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    let quotes = 0;
    page.on('request', (r) => {
      if (r.url().includes('/remit/remittance/save-quote')) quotes += 1;
    });
    await page.getByLabel('You send').fill('105.99');
    await page.getByLabel('You send').blur();
    await expect(page.getByText(/The amount field must be SEK\s?106\.00 or more\./)).toBeVisible();
    await expect(page.getByLabel('You send')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/send-money/quote');
    await expect(page.getByLabel('You send')).toBeFocused();
    expect(quotes).toBe(0);
  });

  test('pressing Continue straight from a refused amount shows why there and is not lost to the message', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    await page.getByLabel('You send').fill('5');
    // No blur first: the press itself moves the focus from the field to the button.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText(/The amount field must be SEK\s?106\.00 or more\./)).toBeVisible();
    await expect(page.getByLabel('You send')).toBeFocused();
    await expect(page).toHaveURL('/send-money/quote');
  });

  test('typing makes one quote request once the typing pauses, not one per keystroke', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    let requests = 0;
    page.on('request', (r) => {
      if (r.url().includes('/remit/remittance/save-quote')) requests += 1;
    });
    await page.getByLabel('You send').pressSequentially('2500', { delay: 40 });
    // The one quote is the whole amount's: 2500.00 SEK plus 1.5 % (37.50 SEK).
    await expect(page.getByTestId('quote-total')).toHaveText(/2,537\.50/);
    expect(requests).toBe(1);
  });

  test('at expiry the rate says so, the amounts stay, and new rates are one click away', async ({ page }) => {
    await page.clock.install();
    await signedIn(page);
    await openQuote(page);
    await page.getByLabel('You send').fill('1000');
    await page.clock.runFor(500);
    await expect(page.getByTestId('quote-countdown')).toHaveText('10:00');
    await page.clock.runFor(9 * 60_000);
    await expect(page.getByTestId('quote-countdown')).toHaveText('01:00');
    await page.clock.runFor(60_000);
    await expect(page.getByText('Rate expired')).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/send-money/quote');
    await page.getByRole('button', { name: 'Get new rates' }).click();
    await expect(page.getByTestId('quote-countdown')).toHaveText('10:00');
    await expect(page.getByLabel('You send')).toHaveValue('1000');
  });

  test('the close button ends the transfer in progress and goes to the transfers', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    await page.getByLabel('You send').fill('1000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/send-money/self-info');
    await page.getByRole('button', { name: 'Close and go to transfers' }).click();
    await expect(page).toHaveURL('/transfers');
    await openQuote(page);
    await expect(page.getByLabel('You send')).toHaveValue('');
  });

  test('the whole step with the keyboard alone', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    await page.getByLabel('Send to').focus();
    await page.keyboard.press('Tab');
    // The payout types are one radio group: the arrow keys move the choice.
    await expect(page.getByRole('radio', { name: /Mobile Transfer/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Cash Collection/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('You send')).toBeFocused();
    await page.keyboard.type('500');
    await expect(page.getByLabel('They receive')).toHaveValue('47.50');
    await expect(page.getByTestId('quote-countdown')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/send-money/self-info');
  });

  test('the supported networks of a mobile payout, with search', async ({ page }) => {
    await signedIn(page);
    await openQuote(page);
    await page.getByText(/See the supported mobile networks \(2\)/).click();
    await page.getByLabel('Search').fill('+25265');
    await expect(page.locator('.payout-places__list li')).toHaveText([/Edahab/]);
  });

  for (const locale of LOCALES) {
    test(`${locale}: the step passes axe, empty, quoted and with an error`, async ({ page }) => {
      await signedIn(page);
      await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
      await page.goto('/send-money/quote');
      const send = page.locator('input[name="send_amount"]');
      await expect(send).toBeVisible();
      await expectNoAxeViolations(page, `${locale} empty`);
      await send.fill('1000');
      await expect(page.getByTestId('quote-countdown')).toBeVisible();
      await page.locator('details.payout-places summary').click();
      await expectNoAxeViolations(page, `${locale} quoted`);
      await send.fill('1');
      await send.blur();
      await expect(page.locator('.field__error')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} with an error`);
    });
  }
});
