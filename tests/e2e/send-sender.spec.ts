import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signedIn } from './send-journey';

/**
 * Send money, step 2 (You) against the sandbox: the customer's details as the back office holds
 * them, confirmed and kept for the transfer, or corrected (remitter update with only the fields
 * changed) and then confirmed; the name fields ignore digit keystrokes; without a quote the step
 * sends back to step 1; axe in every language. Each test signs in a fresh Swedish customer with
 * status Pass (Sagal Camera, Storgatan 1, 111 22 Stockholm, +46700000100: the sandbox's control
 * makes one per test), so the desktop and phone runs never change the same customer's details.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
const DRAFT_KEY = 'send-money-draft';

/** Step 1 done in any language: 1000 SEK to the first destination, quoted, Continue; step 2 is shown. */
async function throughAmountStep(page: Page): Promise<void> {
  await page.goto('/send-money/quote');
  const send = page.locator('input[name="send_amount"]');
  await expect(send).toBeVisible();
  await send.fill('1000');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/send-money/self-info');
  await expect(page.getByTestId('sender-confirm')).toBeVisible();
}

/** The sender part of the transfer in progress, as the tab keeps it. */
async function keptSender(page: Page): Promise<Record<string, unknown> | undefined> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);
  return raw ? (JSON.parse(raw) as { draft: { sender?: Record<string, unknown> } }).draft.sender : undefined;
}

test.describe('send money, step 2: your details', () => {
  test('shows the details the back office holds; Confirm and continue keeps them and goes on to the recipient', async ({ page }) => {
    await signedIn(page);
    await throughAmountStep(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
    await expect(page.getByTestId('sender-name')).toHaveText('Sagal Camera');
    await expect(page.getByTestId('sender-address')).toContainText('Storgatan 1');
    await expect(page.getByTestId('sender-address')).toContainText('111 22 Stockholm');
    await expect(page.getByTestId('sender-mobile')).toHaveText('+46700000100');
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/remit/remitter/update')) updates += 1;
    });
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(page).toHaveURL('/send-money/recipient');
    expect(await keptSender(page)).toMatchObject({ firstName: 'Sagal', lastName: 'Camera', street: 'Storgatan 1', city: 'Stockholm', postcode: '111 22', country: 'SE' });
    expect(updates).toBe(0);
  });

  test('Edit details opens the form filled in; Save sends only what changed; then Confirm and continue', async ({ page }) => {
    await signedIn(page);
    await throughAmountStep(page);
    await page.getByRole('button', { name: 'Edit details' }).click();
    const firstName = page.getByLabel('First name');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveValue('Sagal');
    await expect(page.getByLabel('Postcode')).toHaveValue('111 22');
    // Digits typed in a name field are ignored.
    await firstName.press('End');
    await firstName.pressSequentially('7');
    await expect(firstName).toHaveValue('Sagal');
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/remit/remitter/update')) updates += 1;
    });
    await page.getByLabel('Street and house number').fill('Sveavägen 44');
    await page.getByLabel('Postcode').fill('113 59');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details are saved.')).toBeVisible();
    // The message takes the focus, so it is read out where the form was.
    await expect(page.locator('.sender .alert--success')).toBeFocused();
    // One update (what it carries, only the changed fields, is the view model's test: sender-view-model.test.ts).
    expect(updates).toBe(1);
    await expect(page.getByTestId('sender-address')).toContainText('Sveavägen 44');
    await expect(page.getByTestId('sender-address')).toContainText('113 59 Stockholm');
    await page.getByRole('button', { name: 'Confirm and continue' }).click();
    await expect(page).toHaveURL('/send-money/recipient');
    expect(await keptSender(page)).toMatchObject({ street: 'Sveavägen 44', postcode: '113 59' });
    // The back office holds the correction: the step shows it when opened again.
    await page.goto('/send-money/self-info');
    await expect(page.getByTestId('sender-address')).toContainText('Sveavägen 44');
  });

  test('a field the rules refuse says why, takes the focus, and nothing is sent', async ({ page }) => {
    await signedIn(page);
    await throughAmountStep(page);
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/remit/remitter/update')) updates += 1;
    });
    await page.getByRole('button', { name: 'Edit details' }).click();
    await page.getByLabel('Town or city').fill('');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('The town or city field is required.')).toBeVisible();
    await expect(page.getByLabel('Town or city')).toBeFocused();
    await expect(page.getByLabel('Town or city')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Street and house number')).toHaveValue('Storgatan 1');
    expect(updates).toBe(0);
  });

  test('without an amount the step sends back to step 1', async ({ page }) => {
    await signedIn(page);
    await page.goto('/send-money/self-info');
    await expect(page).toHaveURL('/send-money/quote');
    await expect(page.locator('input[name="send_amount"]')).toBeVisible();
  });

  for (const locale of LOCALES) {
    test(`${locale}: the step passes axe, as a summary, as a form and with an error`, async ({ page }) => {
      await signedIn(page);
      await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
      await throughAmountStep(page);
      await expect(page.getByTestId('sender-name')).toHaveText('Sagal Camera');
      await expectNoAxeViolations(page, `${locale} summary`);
      await page.getByTestId('sender-edit').click();
      const city = page.locator('input[name="city"]');
      await expect(city).toBeVisible();
      await expectNoAxeViolations(page, `${locale} form`);
      await city.fill('');
      await page.getByTestId('sender-save').click();
      await expect(page.locator('.field__error')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} with an error`);
    });
  }
});
