import { expect, expectNoAxeViolations, test } from './fixtures';
import { allowTimes, amountStep, customerOn, inEveryLocale, keptPart, LOADED, onQuote } from './send-helpers';

/**
 * Send money, step 2 (You) against the sandbox: without a quote the step sends back to step 1; the
 * customer's details as the back office holds them, confirmed and kept for the transfer, or
 * corrected (remitter update with only the fields changed, a field the rules refuse first) and then
 * confirmed; the name fields ignore digit keystrokes; axe in every language. Each test signs in a
 * fresh Swedish customer with status Pass (Sagal Camera, Storgatan 1, 111 22 Stockholm,
 * +46700000100: the sandbox's control makes one per test). What an update carries is the view
 * model's test (sender-view-model.test.ts); the step's rules are features/send-money/sender.feature.
 */

const SELF_INFO = '/send-money/self-info';

test.describe('send money, step 2: your details', () => {
  test('without an amount it sends back to step 1; it shows the details the back office holds and Confirm keeps them; Edit, a refused field, Save with only what changed, then Confirm', async ({ page }) => {
    allowTimes(4);
    let updates = 0;
    page.on('request', (r) => {
      if (r.url().includes('/remit/remitter/update')) updates += 1;
    });

    await test.step('without an amount the step sends back to step 1', async () => {
      await customerOn(page, SELF_INFO);
      await onQuote(page);
    });

    await test.step('shows the details the back office holds; Confirm and continue keeps them and goes on to the recipient', async () => {
      await amountStep(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
      await expect(page.getByTestId('sender-name')).toHaveText('Sagal Camera');
      await expect(page.getByTestId('sender-address')).toContainText('Storgatan 1');
      await expect(page.getByTestId('sender-address')).toContainText('111 22 Stockholm');
      await expect(page.getByTestId('sender-mobile')).toHaveText('+46700000100');
      await page.getByRole('button', { name: 'Confirm and continue' }).click();
      await expect(page).toHaveURL('/send-money/recipient');
      expect(await keptPart(page, 'sender')).toMatchObject({ firstName: 'Sagal', lastName: 'Camera', street: 'Storgatan 1', city: 'Stockholm', postcode: '111 22', country: 'SE' });
      expect(updates).toBe(0);
    });

    // Back to step 2, as the browser's Back button goes.
    await page.goBack();
    await expect(page).toHaveURL(SELF_INFO);
    const firstName = page.getByLabel('First name');

    await test.step('Edit details opens the form filled in; digits typed in a name field are ignored', async () => {
      await page.getByRole('button', { name: 'Edit details' }).click();
      await expect(firstName).toBeFocused();
      await expect(firstName).toHaveValue('Sagal');
      await expect(page.getByLabel('Postcode')).toHaveValue('111 22');
      await firstName.press('End');
      await firstName.pressSequentially('7');
      await expect(firstName).toHaveValue('Sagal');
    });

    await test.step('a field the rules refuse says why, takes the focus, and nothing is sent', async () => {
      await page.getByLabel('Town or city').fill('');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('The town or city field is required.')).toBeVisible();
      await expect(page.getByLabel('Town or city')).toBeFocused();
      await expect(page.getByLabel('Town or city')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Street and house number')).toHaveValue('Storgatan 1');
      expect(updates).toBe(0);
    });

    await test.step('Save sends only what changed; then Confirm and continue keeps the correction', async () => {
      await page.getByLabel('Town or city').fill('Stockholm');
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
      expect(await keptPart(page, 'sender')).toMatchObject({ street: 'Sveavägen 44', postcode: '113 59' });
      // The back office holds the correction: the step shows it when opened again.
      await page.goto(SELF_INFO);
      await expect(page.getByTestId('sender-address')).toContainText('Sveavägen 44', LOADED);
    });
  });

  test('the step passes axe in every language, as a summary, as a form and with an error', async ({ page }) => {
    allowTimes(6);
    await customerOn(page, '/send-money/quote');
    await amountStep(page);
    await inEveryLocale(page, async (locale) => {
      await expect(page.getByTestId('sender-name')).toHaveText('Sagal Camera', LOADED);
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
  });
});
