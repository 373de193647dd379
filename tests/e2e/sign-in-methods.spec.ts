import type { Page, Request } from '@playwright/test';
import { ALSO_AT_DESKTOP, expect, test } from './fixtures';
import { expectNoAxeViolationsInEveryLanguage, timeForAxe } from './entry-helpers';
import { expectHeading, waitForApp } from './journey';
import { expectNoMoreChecks, nextFrames } from './shell-helpers';

/**
 * The sign-in methods below the e-mail form against the sandbox: a code by SMS (and by e-mail),
 * BankID, and axe on each of their screens in every language. The personal identity number is
 * pin-sign-in.spec.ts's; which methods a country offers is there too, and in
 * features/sign-in-methods/method-choice.feature.
 */

/** Amina's mobile number (the first demo customer of Sweden), as she types it. */
const AMINA_PHONE_TYPED = '070 000 00 00';
/** The method buttons below the sign-in form, in their order: password, e-mail code, SMS code, BankID. */
async function chooseMethod(page: Page, index: 0 | 1 | 2 | 3): Promise<void> {
  const button = page.locator('.method-switch button').nth(index);
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

const submitButton = (page: Page) => page.locator('form:not([hidden]) button[type=submit]');

test.describe('sign-in methods against the sandbox', () => {
  test.use({ allowedConsoleErrors: /status of 40[0-9]/ });

  test('phone sign-in: a wrong code, then the right one pasted', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForApp(page);
    await chooseMethod(page, 2);
    await page.getByLabel('Country of your account').selectOption('SE');
    await page.getByLabel('Mobile number').fill(AMINA_PHONE_TYPED);
    await page.getByRole('button', { name: 'Send code' }).click();

    const code = page.getByLabel('Verification code');
    await expect(code).toBeFocused();
    await expect(page.getByText(/We sent a 6-digit code to \+4670000\*\*\*\*\./)).toBeVisible();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(page.getByRole('button', { name: /Send a new code in 0:5\d|Send a new code in 1:00/ })).toHaveAttribute('aria-disabled', 'true');

    await code.fill('000000');
    await submitButton(page).click();
    await expect(page.getByText('The code you entered is incorrect. Please try again.')).toBeVisible();
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.fill('');
    // Pasted as one piece, with a space in it, as codes are copied from messages.
    await page.keyboard.insertText('123 456');
    await expect(code).toHaveValue('123456');
    await submitButton(page).click();
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByText('Hello, Amina Warsame')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('oauth-token'))).toBeNull();
    // The method is remembered for the next visit.
    expect(await page.evaluate(() => localStorage.getItem('sign-in-method'))).toBe('phoneCode');
  });

  // The QR code is drawn only on a large screen.
  test('Swedish BankID sign-in: cancelled, it checks no more; then a QR code beside a link on a desktop, the link on a phone, and signed in', ALSO_AT_DESKTOP, async ({ page }, testInfo) => {
    // The portal's timers on Playwright's clock: after Cancel, time passes without waiting for it.
    await page.clock.install();
    const checks: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/oauth/bankid/check')) checks.push(request);
    });
    await page.goto('/sign-in');
    await waitForApp(page);
    await chooseMethod(page, 3);
    await expect(page.getByLabel('Country of your account')).toHaveValue('SE');

    await test.step('a cancelled BankID sign-in', async () => {
      // Unsigned however long the Cancel takes on a loaded machine: its checks are held until then.
      const held: (() => Promise<void>)[] = [];
      await page.route('**/oauth/bankid/check', (route) => {
        held.push(() => route.continue());
      });
      await page.getByRole('button', { name: 'Sign in with BankID' }).click();
      await expect(page.getByRole('link', { name: 'Open BankID' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByText('BankID sign-in was cancelled.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Open BankID' })).toHaveCount(0);
      await expectNoMoreChecks(page, checks);
      // A check held meanwhile gets its (late, ignored) answer.
      for (const release of held.splice(0)) await release();
      await page.unroute('**/oauth/bankid/check');
      await nextFrames(page);
      await expect(page).toHaveURL('/sign-in');
    });

    await page.getByRole('button', { name: 'Sign in with BankID' }).click();
    const link = page.getByRole('link', { name: 'Open BankID' });
    await expect(link).toBeVisible();
    const vendorOrigin = new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1').port;
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${Number(vendorOrigin) + 1}/bankid\\?session=`));
    const qr = page.getByRole('img', { name: 'QR code for BankID sign-in' });
    if (testInfo.project.name === 'phone') await expect(qr).toBeHidden();
    else {
      await expect(qr).toBeVisible();
      // Drawn as SVG elements (no markup from strings): a path of dark modules.
      expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    }
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for you to sign in with BankID' })).toBeVisible();
    // The sandbox BankID app signs on the second check (two seconds apart).
    await expect(page).toHaveURL('/wallet', { timeout: 15_000 });
    await expect(page.getByText('Hello, Zakaria Aden')).toBeVisible();
  });

  test('every screen of the methods passes axe in every language, switched in place on one visit, empty and with errors', async ({ page }) => {
    // Ten states, each in five languages: fifty axe runs.
    test.setTimeout(timeForAxe(50));
    // BankID stays unsigned while axe looks at it (the sandbox signs on its second check, which a
    // loaded machine reaches before axe is done): its checks are held until it is cancelled.
    const held: (() => Promise<void>)[] = [];
    await page.route('**/oauth/bankid/check', (route) => {
      held.push(() => route.continue());
    });
    await page.goto('/sign-in');
    await waitForApp(page);
    const code = page.locator('#code-sign-in-code');
    const errorsShown = () => expect(page.locator('.error-summary')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'sign-in switcher');

    // Code by e-mail: empty, then with the form's errors.
    await chooseMethod(page, 1);
    await expect(page.locator('#code-sign-in-value')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'e-mail code, empty', () => expect(page.locator('#code-sign-in-value')).toHaveValue(''));
    await submitButton(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectNoAxeViolationsInEveryLanguage(page, 'e-mail code, errors', errorsShown);

    // Code by SMS: empty, errors, code screen, wrong code.
    await chooseMethod(page, 2);
    await expectNoAxeViolationsInEveryLanguage(page, 'SMS code, empty', () => expect(page.locator('#code-sign-in-country')).toBeVisible());
    await submitButton(page).click();
    await expect(page.locator('.error-summary')).toBeFocused();
    await expectNoAxeViolationsInEveryLanguage(page, 'SMS code, errors', errorsShown);
    await page.locator('#code-sign-in-country').selectOption('SE');
    await page.locator('#code-sign-in-value').fill(AMINA_PHONE_TYPED);
    await submitButton(page).click();
    await expect(code).toBeFocused();
    await expectNoAxeViolationsInEveryLanguage(page, 'code screen', () => expect(code).toBeVisible());
    await code.fill('000000');
    await submitButton(page).click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolationsInEveryLanguage(page, 'code screen, wrong code', () => expect(code).toHaveAttribute('aria-invalid', 'true'));

    // BankID: start, the panel, cancelled.
    await chooseMethod(page, 3);
    await expectNoAxeViolationsInEveryLanguage(page, 'BankID, start', () => expect(page.locator('.method-switch button').nth(3)).toHaveAttribute('aria-pressed', 'true'));
    await submitButton(page).click();
    await expect(page.locator('.bankid')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'BankID panel', () => expect(page.locator('.bankid')).toBeVisible());
    await page.locator('.bankid__actions button').click();
    await expect(page.locator('.alert--info')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'BankID cancelled', () => expect(page.locator('.alert--info')).toBeVisible());
    await expectHeading(page, /./);
    // A check held meanwhile gets its (late, ignored) answer: cancelled, the sign-in waits for none.
    for (const release of held.splice(0)) await release();
  });
});
