import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { LOCALES } from './journey';
import { ABDIRAHMAN, freshSession, savedRecipients, visitInLocale } from './money-helpers';

/**
 * /recipients (issue 9) against the sandbox: a Swedish customer's recipients by country, one
 * opened, edited in send money's schema form (saved, and still saved after a reload), "Send money"
 * through steps 1 and 2 to their payout details, a send-money link with an amount, the empty state
 * and adding a recipient, and axe on the list, the details and the form in every language. Each
 * test signs in a fresh Swedish customer with status Pass through the sandbox's API (its control
 * makes one per test) and saves its recipients through the main API before the page opens.
 * Grouping, ordering, searching and the form's rules are the Gherkin's (features/recipients/).
 */

const MERON = { first_name: 'Meron', last_name: 'Tesfaye', destination_country_iso2: 'ET', payout_type: 'bank', account_number: '1000123456789', bank_code: 'CBE' };

/** The list, loaded: its recipients, or the empty state. */
async function openList(page: Page): Promise<void> {
  await page.goto('/recipients');
  await expectListLoaded(page);
}

async function expectListLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.recipient-list, .recipients-book__empty').first()).toBeVisible();
}

test.describe('/recipients', () => {
  test('lists the recipients by country; one opens, is edited and stays saved after a reload; Send money goes through step 2 to them', async ({ page }) => {
    await freshSession(page);
    await savedRecipients(page, 'SE', ABDIRAHMAN, MERON);
    await openList(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your recipients' })).toBeVisible();
    await expect(page.locator('.recipients-book h2')).toHaveText(['Ethiopia', 'Somalia']);
    const abdirahman = page.getByRole('link', { name: /Abdirahman Warsame/ });
    await expect(abdirahman).toContainText('+252 ••••• 0101');
    await expect(page.getByRole('link', { name: /Meron Tesfaye/ })).toContainText('Commercial Bank of Ethiopia');

    await page.getByLabel('Search by name or number').fill('meron');
    await expect(page.locator('.recipient')).toHaveText([/Meron Tesfaye/]);
    await page.getByLabel('Search by name or number').fill('');

    await abdirahman.click();
    await expect(page).toHaveURL(/\/recipients\?id=\d+$/);
    const details = page.url();
    await expect(page.getByRole('heading', { level: 1, name: 'Abdirahman Warsame' })).toBeVisible();
    await expect(page.getByTestId('recipient-details')).toContainText('Hormuud EVC Plus');
    await expect(page.getByTestId('recipient-details')).toContainText('+252615550101');

    await page.getByTestId('recipient-edit').click();
    await expect(page).toHaveURL(/\/recipients\?id=\d+&edit=1$/);
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toHaveValue('Abdirahman');
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+252615550101');
    await firstName.fill('Abdi');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).toHaveURL(details);
    await expect(page.getByTestId('recipients-notice')).toHaveText('Recipient updated');
    await expect(page.getByRole('heading', { level: 1, name: 'Abdi Warsame' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Abdi Warsame' })).toBeVisible();
    await expect(page.getByTestId('recipients-notice')).toHaveText('');

    await page.getByTestId('recipient-send-money').click();
    // Read and taken out of the address bar: a reload keeps the transfer, not the link.
    await expect(page).toHaveURL('/send-money/quote');
    await expect(page.locator('select[name="destination"]')).toHaveValue('SO');
    await expect(page.locator('input[name="payout_type"][value="mobile"]')).toBeChecked();
    await page.locator('input[name="send_amount"]').fill('1000');
    await expect(page.getByTestId('quote-countdown')).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL('/send-money/self-info');
    await page.getByTestId('sender-confirm').click();
    // Step 3 goes straight to the recipient the link named.
    await expect(page).toHaveURL(`/send-money/recipient-details?id=${new URL(details).searchParams.get('id') ?? ''}`);
    await expect(page.getByTestId('recipient-name')).toHaveText('Abdi Warsame');
  });

  test('a send-money link with an amount opens step 1 filled in and quoted; the transfer, not the link, stays', async ({ page }) => {
    await freshSession(page);
    await page.goto('/send-money/quote?to=SO&payout=cash&amount=100000');
    await expect(page).toHaveURL('/send-money/quote');
    await expect(page.locator('input[name="send_amount"]')).toHaveValue('1000.00');
    await expect(page.locator('input[name="payout_type"][value="cash"]')).toBeChecked();
    await expect(page.getByTestId('quote-countdown')).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL('/send-money/self-info');
    // Back on step 1 (and after a reload): the transfer the link started, not the link.
    await page.goto('/send-money/quote');
    await page.reload();
    await expect(page.locator('input[name="send_amount"]')).toHaveValue('1000.00');
    await expect(page.locator('input[name="payout_type"][value="cash"]')).toBeChecked();
    await expect(page).toHaveURL('/send-money/quote');
  });

  test('without recipients: the empty state, and a recipient added (where to and how first)', async ({ page }) => {
    await freshSession(page);
    await openList(page);
    await expect(page.getByText('You don’t have recipients')).toBeVisible();
    await page.getByRole('link', { name: 'Add a recipient', exact: true }).click();
    await expect(page).toHaveURL('/recipients?add=1');
    await page.getByLabel('Send to').selectOption('SQ:USD');
    await page.getByRole('radio', { name: 'Cash Collection' }).check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL('/recipients?add=1&to=SQ&currency=USD&payout=cash');
    await page.getByRole('textbox', { name: 'First name' }).fill('Hodan');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Nuur');
    await page.getByRole('button', { name: 'Save recipient' }).click();
    await expect(page).toHaveURL(/\/recipients\?id=\d+$/);
    await expect(page.getByTestId('recipients-notice')).toHaveText('Recipient added');
    await expect(page.getByRole('heading', { level: 1, name: 'Hodan Nuur' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to your recipients' }).click();
    await expect(page.locator('.recipients-book h2')).toHaveText(['Somaliland']);
  });

  test('the list, the details and the form pass axe in every language, with an error too', async ({ page }) => {
    // Twenty-five axe scans and five loads of the list: the time of several screens' tests.
    test.setTimeout(180_000);
    await freshSession(page);
    await savedRecipients(page, 'SE', ABDIRAHMAN, MERON);
    for (const locale of LOCALES) {
      await visitInLocale(page, locale, '/recipients');
      await expectListLoaded(page);
      await expect(page.locator('.recipient--choosable')).toHaveCount(2);
      await expectNoAxeViolations(page, `${locale} recipients`);
      await page.locator('input[name="recipient_search"]').fill('Zahra');
      await expect(page.locator('.recipient')).toHaveCount(0);
      await expectNoAxeViolations(page, `${locale} recipients, nothing found`);
      await page.locator('input[name="recipient_search"]').fill('');
      await page.locator('.recipient--choosable').last().click();
      await expect(page.getByTestId('recipient-details')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} recipient details`);
      await page.getByTestId('recipient-edit').click();
      const firstName = page.locator('input[name="first_name"]');
      await expect(firstName).toHaveValue(/.+/);
      await expectNoAxeViolations(page, `${locale} recipient form`);
      await firstName.fill('');
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('.field__error').first()).toBeVisible();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
      await expect(firstName).toBeFocused();
      await expectNoAxeViolations(page, `${locale} recipient form with an error`);
    }
  });
});
