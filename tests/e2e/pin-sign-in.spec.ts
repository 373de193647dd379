import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectHeading, waitForApp } from './journey';

const LANGUAGES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
/** The BankID demo person (bankid.se@sandbox.test, Zakaria Aden) and a number without an account. */
const ZAKARIA_PIN = '198505152384';
const NO_ACCOUNT_PIN = '199001012380';

/** The personal-identity-number method: the last button below the sign-in form. */
async function choosePinMethod(page: Page): Promise<void> {
  const button = page.locator('.method-switch button').nth(4);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#pin-sign-in-number')).toBeVisible();
}

const submitButton = (page: Page) => page.locator('form:not([hidden]) button[type=submit]');

test.describe('sign-in with a personal identity number against the sandbox', () => {
  test.use({ allowedConsoleErrors: /status of 40[0-9]/ });

  test('a Swedish customer signs in with the number: QR beside the link on a desktop, the link on a phone', async ({ page, request }, testInfo) => {
    await page.goto('/sign-in');
    await waitForApp(page);
    await expect(page.locator('.method-switch button').nth(4)).toHaveText('Personal identity number');
    await choosePinMethod(page);
    await expect(page.getByLabel('Country of your account')).toHaveValue('SE');
    await expect(page.getByLabel('Personal identity number')).toHaveAttribute('inputmode', 'numeric');
    await page.getByLabel('Personal identity number').fill(ZAKARIA_PIN);
    await page.getByRole('button', { name: 'Continue with BankID' }).click();

    const link = page.getByRole('link', { name: 'Open BankID' });
    await expect(link).toBeVisible();
    const portalPort = Number(new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').port);
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${portalPort + 1}/bankid\\?session=bid-\\d{6}$`));
    // The address is the sandbox's simulated BankID page on the vendor origin.
    const bankIdPage = await request.get(href);
    expect(bankIdPage.status()).toBe(200);
    expect(await bankIdPage.text()).toContain('Sandbox BankID');
    const qr = page.getByRole('img', { name: 'QR code for BankID sign-in' });
    if (testInfo.project.name === 'phone') await expect(qr).toBeHidden();
    else await expect(qr).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for you to sign in with BankID' })).toBeVisible();
    // The simulated BankID signs the order by its second check (two seconds apart).
    await expect(page).toHaveURL('/wallet', { timeout: 15_000 });
    await expect(page.getByText('Hello, Zakaria Aden')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('sign-in-method'))).toBe('pin');
  });

  test('a number the form refuses, then a number without an account', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForApp(page);
    await choosePinMethod(page);
    const number = page.getByLabel('Personal identity number');
    await number.fill('12345');
    await submitButton(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#pin-sign-in-number-error')).toHaveText(/10.*12/);

    await number.fill(NO_ACCOUNT_PIN);
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    await submitButton(page).click();
    const refused = page.getByRole('alert').filter({ hasText: 'We can’t find your account' });
    await expect(refused).toBeVisible({ timeout: 15_000 });
    await expect(refused).toBeFocused();
    await expect(number).toHaveValue(NO_ACCOUNT_PIN);
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  });

  test('cancel stops waiting and keeps the number', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForApp(page);
    await choosePinMethod(page);
    await page.getByLabel('Personal identity number').fill(ZAKARIA_PIN);
    await submitButton(page).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    const cancelled = page.locator('.alert--info');
    await expect(cancelled).toHaveText('Sign-in with your personal identity number was cancelled.');
    await expect(cancelled).toBeFocused();
    await expect(page.getByLabel('Personal identity number')).toHaveValue(ZAKARIA_PIN);
    await page.waitForTimeout(4_500);
    await expect(page).toHaveURL('/sign-in');
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  });

  test('no personal-identity-number method where the country config has no bank_id_login', async ({ page }) => {
    await page.goto('/sign-in');
    await page.evaluate(() => localStorage.setItem('default-login-country', 'GB'));
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('.method-switch button')).toHaveCount(3);
    await page.evaluate(() => localStorage.setItem('default-login-country', 'NO'));
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('.method-switch button')).toHaveCount(5);
  });

  for (const lang of LANGUAGES) {
    test(`the personal-identity-number screens pass axe in ${lang}, empty and with errors`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/sign-in?lang=${lang}`);
      await waitForApp(page);
      await choosePinMethod(page);
      await expectNoAxeViolations(page, `number, empty, ${lang}`);
      await submitButton(page).click();
      await expect(page.locator('.error-summary')).toBeFocused();
      await expectNoAxeViolations(page, `number, required, ${lang}`);
      await page.locator('#pin-sign-in-number').fill(NO_ACCOUNT_PIN);
      await submitButton(page).click();
      await expect(page.locator('.bankid')).toBeVisible();
      await expectNoAxeViolations(page, `BankID panel, ${lang}`);
      await expect(page.locator('.alert--error')).toBeFocused({ timeout: 15_000 });
      await expectNoAxeViolations(page, `account not found, ${lang}`);
      await expectHeading(page, /./);
    });
  }
});
