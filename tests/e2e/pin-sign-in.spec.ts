import type { Page, Request, Route } from '@playwright/test';
import { SOURCE_COUNTRIES } from '../../src/sandbox/world/customers';
import { ALSO_AT_DESKTOP, expect, test } from './fixtures';
import { expectNoAxeViolationsInEveryLanguage, timeForAxe } from './entry-helpers';
import { expectHeading, waitForApp } from './journey';
import { expectNoMoreChecks, nextFrames } from './shell-helpers';

/** The BankID demo person (bankid.se@sandbox.test, Zakaria Aden) and a number without an account. */
const ZAKARIA_PIN = '198505152384';
const NO_ACCOUNT_PIN = '199001012380';
/** The sign-in call that asks whether the BankID order is signed yet (answered "pending" until it is). */
const PIN_CHECK = '**/user/login-with-personal-identity-number';
/** The personal-identity-number method: the last button below the sign-in form. */
async function choosePinMethod(page: Page): Promise<void> {
  const button = page.locator('.method-switch button').nth(4);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#pin-sign-in-number')).toBeVisible();
}

const submitButton = (page: Page) => page.locator('form:not([hidden]) button[type=submit]');

/** Holds the checks of the BankID order (it stays unsigned) until the returned release is called. */
async function holdChecks(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const handler = (route: Route) => {
    held.push(route);
  };
  await page.route(PIN_CHECK, handler);
  return async () => {
    for (const route of held.splice(0)) await route.continue();
    await page.unroute(PIN_CHECK, handler);
  };
}

test.describe('sign-in with a personal identity number against the sandbox', () => {
  test.use({ allowedConsoleErrors: /status of 40[0-9]/ });

  // The QR code is drawn only on a large screen.
  test('cancel stops waiting and keeps the number; then a Swedish customer signs in with it: QR beside the link on a desktop, the link on a phone', ALSO_AT_DESKTOP, async ({ page, request }, testInfo) => {
    // The portal's timers on Playwright's clock: after Cancel, time passes without waiting for it.
    await page.clock.install();
    const checks: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/user/login-with-personal-identity-number')) checks.push(r);
    });
    await page.goto('/sign-in');
    await waitForApp(page);
    await expect(page.locator('.method-switch button').nth(4)).toHaveText('Personal identity number');
    await choosePinMethod(page);
    await expect(page.getByLabel('Country of your account')).toHaveValue('SE');
    await expect(page.getByLabel('Personal identity number')).toHaveAttribute('inputmode', 'numeric');
    await page.getByLabel('Personal identity number').fill(ZAKARIA_PIN);

    await test.step('cancel stops waiting and keeps the number', async () => {
      // Unsigned however long the Cancel takes on a loaded machine: its checks are held until then.
      const release = await holdChecks(page);
      await submitButton(page).click();
      await page.getByRole('button', { name: 'Cancel' }).click();
      const cancelled = page.locator('.alert--info');
      await expect(cancelled).toHaveText('Sign-in with your personal identity number was cancelled.');
      await expect(cancelled).toBeFocused();
      await expect(page.getByLabel('Personal identity number')).toHaveValue(ZAKARIA_PIN);
      await expectNoMoreChecks(page, checks);
      // A check held meanwhile gets its (late, ignored) answer.
      await release();
      await nextFrames(page);
      await expect(page).toHaveURL('/sign-in');
    });

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

  test('the methods of the sign-in country: no BankID and no personal identity number where its config has no bank_id_login', async ({ page }) => {
    expect(SOURCE_COUNTRIES.find((c) => c.iso2 === 'GB')?.bankIdLogin).toBe(false);
    // A document of the portal's origin without the app: the country is in place before the app starts.
    await page.goto('/version.json');
    await page.evaluate(() => localStorage.setItem('default-login-country', 'GB'));
    await page.goto('/sign-in');
    await waitForApp(page);
    await expect(page.locator('.method-switch button')).toHaveCount(3);
    await page.evaluate(() => localStorage.setItem('default-login-country', 'NO'));
    await page.reload();
    await waitForApp(page);
    await expect(page.locator('.method-switch button')).toHaveCount(5);
  });

  test('the personal-identity-number screens pass axe in every language, switched in place on one visit: empty, with errors, waiting, a number without an account', async ({ page }) => {
    // Four states, each in five languages: twenty axe runs.
    test.setTimeout(timeForAxe(20));
    await page.goto('/sign-in');
    await waitForApp(page);
    await choosePinMethod(page);
    const number = page.locator('#pin-sign-in-number');
    await expectNoAxeViolationsInEveryLanguage(page, 'number, empty', () => expect(number).toHaveValue(''));
    await submitButton(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolationsInEveryLanguage(page, 'number, required', () => expect(number).toHaveAttribute('aria-invalid', 'true'));

    // A number the form refuses.
    await number.fill('12345');
    await submitButton(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#pin-sign-in-number-error')).toHaveText(/10.*12/);

    // A number without an account.
    await number.fill(NO_ACCOUNT_PIN);
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
    // The panel stays while axe looks at it in each language: the order's checks are held until then.
    const release = await holdChecks(page);
    await submitButton(page).click();
    await expect(page.locator('.bankid')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'BankID panel', () => expect(page.locator('.bankid')).toBeVisible());
    await release();
    // The refusal is an alert, and takes the focus.
    const refused = page.getByRole('alert').and(page.locator('.alert--error'));
    await expect(refused).toBeFocused({ timeout: 15_000 });
    await expect(refused).toContainText('We can’t find your account');
    await expect(number).toHaveValue(NO_ACCOUNT_PIN);
    await expect(page).toHaveURL(/\/sign-in/);
    expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
    await expectNoAxeViolationsInEveryLanguage(page, 'account not found', async () => {
      await expect(refused).toBeVisible();
      await expect(number).toHaveValue(NO_ACCOUNT_PIN);
    });
    await expectHeading(page, /./);
  });
});
