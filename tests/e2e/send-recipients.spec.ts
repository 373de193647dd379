import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { saveRecipient } from './send-journey';
import { ABDIRAHMAN, allowTimes, CAASHA, customerOn, FARAH, inEveryLocale, keptPart, LOADED, onQuote, throughToRecipients } from './send-helpers';

/**
 * Send money, step 3 with an existing recipient (issue 8) against the sandbox: without a quote the
 * pages send back to step 1; the empty state; the recipients of the destination country (those
 * paid out another way apart), the search, a recipient's payout details (the network, the number
 * typed again, refused when it is not theirs), Continue to the confirm step, and axe on both pages
 * in every language. Each test signs in a fresh Swedish customer with status Pass (the sandbox's
 * control makes one per test) and saves its recipients through the main API. The list's and the
 * details' rules are features/send-money/recipients.feature.
 */

async function openList(page: Page): Promise<void> {
  await page.goto('/send-money/recipient');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOADED);
  await expect(page.locator('.recipient-list, .recipients__empty').first()).toBeVisible(LOADED);
}

test.describe('send money, step 3: an existing recipient', () => {
  test('without a quote back to step 1; no recipient leads to a new one; the list, its search, a number refused, and a recipient chosen on to the confirm step', async ({ page }) => {
    allowTimes(4);

    await test.step('without a quote, the list sends the customer to the amount step first', async () => {
      await customerOn(page, '/send-money/recipient');
      await onQuote(page);
    });

    await test.step('without recipients in the destination country, the empty state leads to a new recipient', async () => {
      await throughToRecipients(page);
      await expect(page.getByText('You don’t have recipients')).toBeVisible();
      await page.getByRole('link', { name: 'New recipient' }).click();
      await expect(page).toHaveURL('/send-money/new-recipient-details');
    });

    for (const recipient of [ABDIRAHMAN, FARAH, CAASHA]) await saveRecipient(page, recipient);
    await openList(page);

    await test.step('the recipients of the destination country; the cash one is listed apart, without a link', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Who are you sending to?' })).toBeVisible();
      // Only a mobile recipient can receive a Mobile Transfer.
      await expect(page.getByRole('link', { name: /Caasha Nuur/ })).toHaveCount(0);
      await expect(page.getByText('Caasha Nuur')).toBeVisible();
      await expect(page.getByRole('link', { name: /Abdirahman Warsame/ })).toContainText('+252 ••••• 0101');
    });

    await test.step('the search looks through names and numbers', async () => {
      const search = page.getByLabel('Search by name or number');
      await search.fill('farah');
      await expect(page.locator('.recipient--choosable')).toHaveText([/Farah Cali/]);
      await search.fill('+252 61');
      await expect(page.locator('.recipient--choosable')).toHaveText([/Abdirahman Warsame/]);
      await search.fill('Zahra');
      await expect(page.getByText('No recipient matches “Zahra”.')).toBeVisible();
      await search.fill('');
    });

    const number = page.getByLabel('Type their mobile number again');

    await test.step('a number typed again that is not the recipient’s is refused under the field, and nothing typed is lost', async () => {
      await page.getByRole('link', { name: /Abdirahman Warsame/ }).click();
      await expect(page).toHaveURL(/\/send-money\/recipient-details\?id=\d+$/);
      await number.fill('+252 61 555 0102');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('The mobile number and its confirmation should match.')).toBeVisible();
      await expect(number).toBeFocused();
      await expect(number).toHaveAttribute('aria-invalid', 'true');
      await expect(number).toHaveValue('+252 61 555 0102');
      await expect(page).toHaveURL(/\/send-money\/recipient-details\?id=\d+$/);
      expect(await keptPart(page, 'recipient')).toBeUndefined();
    });

    await test.step('another network and the right number go on to the confirm step with the recipient kept', async () => {
      await expect(page.getByTestId('recipient-name')).toHaveText('Abdirahman Warsame');
      await expect(page.getByLabel('Mobile network', { exact: true })).toHaveValue('HRM');
      await page.getByLabel('Mobile network', { exact: true }).selectOption({ label: 'Edahab' });
      await number.fill('+252 61 555 0101');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL('/send-money/pay');
      // The confirm step opens and stays: every earlier step's part is there.
      await expect(page.locator('select[name="purpose_of_transaction"]')).toBeVisible({ timeout: 10_000 });
      await expect(page).toHaveURL('/send-money/pay');
      expect(await keptPart(page, 'recipient')).toEqual({
        beneficiaryId: expect.stringMatching(/^\d+$/),
        beneficiaryGuid: expect.stringMatching(/^b0000000-/),
        displayName: 'Abdirahman Warsame',
        payoutFields: { mobile_network_code: 'EDH' },
      });
    });
  });

  test('without a quote the payout details send back to step 1; the list and the payout details pass axe in every language, with an error too', async ({ page }) => {
    allowTimes(8);
    // The payout details without a quote: to the amount step first (the list's is the test above).
    await customerOn(page, '/send-money/recipient-details?id=1');
    await onQuote(page);
    for (const recipient of [ABDIRAHMAN, CAASHA]) await saveRecipient(page, recipient);
    await throughToRecipients(page);
    await inEveryLocale(page, async (locale) => {
      await expect(page.locator('.recipient--other')).toBeVisible(LOADED);
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
      // Back to the list (the browser's Back), where the next language starts.
      await page.goBack();
      await expect(page).toHaveURL('/send-money/recipient');
    });
  });
});
