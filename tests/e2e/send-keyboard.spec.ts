import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { saveRecipient } from './send-journey';
import { ABDIRAHMAN, customerOn, onQuote } from './send-helpers';

/**
 * Send money with the keyboard alone (issue 8): the four steps, from the amount to the bank
 * transfer's instructions, moving only with Tab (and arrow keys in a list), acting only with
 * Enter and Space. A control the Tab key cannot reach fails the walk.
 */

/** Tabs forward until `target` has the focus (at most `max` presses); fails when it never gets it. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Not reachable with the Tab key in ${max} presses: ${target.toString()}`);
}

test('the whole transfer with the keyboard alone: amount, sender, recipient, payout details and a bank transfer', async ({ page }) => {
  test.setTimeout(90_000);
  // A fresh Swedish customer opened straight on step 1 (one page load), with a recipient saved through the main API.
  await customerOn(page, '/send-money/quote');
  await saveRecipient(page, ABDIRAHMAN);
  await onQuote(page);

  // Step 1: the amount, Enter sends the form.
  const send = page.getByLabel('You send');
  await tabTo(page, send);
  await page.keyboard.type('1000');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/send-money/self-info');

  // Step 2: the sender's details as they are.
  await tabTo(page, page.getByTestId('sender-confirm'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/send-money/recipient');

  // Step 3: an existing recipient (a link), then their payout details.
  await tabTo(page, page.getByRole('link', { name: /Abdirahman Warsame/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/send-money\/recipient-details/);
  // The recipient's payout details are read first: the form is there once Save is.
  await expect(page.locator('form button[type="submit"]')).toBeVisible();
  const again = page.locator('input[name="confirm_mobile"]');
  if (await again.count()) {
    await tabTo(page, again);
    await page.keyboard.type('+252 61 555 0101');
  }
  await tabTo(page, page.locator('form button[type="submit"]'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/send-money\/pay/);

  // Step 4: the purpose from its list with the arrow keys, the method with Space, Continue with Enter.
  const purpose = page.locator('select[name="purpose_of_transaction"]');
  await tabTo(page, purpose);
  for (let presses = 0; presses < 30 && (await purpose.inputValue()) !== 'Family Support'; presses += 1) await page.keyboard.press('ArrowDown');
  await expect(purpose).toHaveValue('Family Support');
  const house = page.locator('input[name="house_number"]');
  if (await house.count()) {
    await tabTo(page, house);
    await page.keyboard.type('12');
  }
  const bank = page.getByTestId('payment-method-bank').locator('input');
  // The methods are one radio group: Tab enters it once, the arrow keys move the choice.
  for (let presses = 0; presses < 80; presses += 1) {
    if (await page.evaluate(() => document.activeElement?.closest('[data-testid^="payment-method-"]') !== null && document.activeElement?.tagName === 'INPUT')) break;
    await page.keyboard.press('Tab');
  }
  for (let presses = 0; presses < 6 && !(await bank.isChecked()); presses += 1) await page.keyboard.press('ArrowDown');
  await expect(bank).toBeChecked();
  await tabTo(page, page.getByTestId('pay-continue'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('bank-transfer-panel')).toBeVisible();
  await expect(page).toHaveURL(/\/send-money\/pay\/[^/?]+/);
});
