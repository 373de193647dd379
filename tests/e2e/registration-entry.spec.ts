import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitForApp } from './journey';
import { chooseCountry, newcomer, register, submitButton } from './registration-helpers';
import { expectNoAxeViolationsInEveryLanguage, timeForAxe } from './entry-helpers';

/**
 * The ways into registration in Chromium against the sandbox: axe (WCAG 2.2 AA, target-size on)
 * on every screen, empty and with errors, in all five languages. Each screen is opened once and
 * checked in every language by the screens' own language list, which switches in place, so the
 * state a test brought the screen to stays. The whole phone registration (country of residence,
 * both verifications, the steps, the wallet) is registration-journey.spec.ts; the prerendered
 * country of residence taken over by the app is prerender.spec.ts.
 */

test.describe('registration entry', () => {
  // Refusals the tests provoke on purpose (a wrong code, an existing account, an expired link, a
  // resend within the minute, the country list's 500) are logged by the browser.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of (400|404|409|429|500)/ });

  test('the country of residence: a list that fails to load says so with the error code and a retry; empty, nothing chosen and "I can’t find my country" pass axe in all five languages; a country not offered leads to "not in your area"', async ({ page }) => {
    test.setTimeout(timeForAxe(16));
    let fail = true;
    await page.route('**/sandbox/locator/countries', async (route) => {
      if (fail) await route.fulfill({ status: 500, contentType: 'application/json', headers: { 'X-Request-Id': 'req-countries-1' }, body: '{}' });
      else await route.continue();
    });
    await page.goto('/country-of-residence');
    const failed = page.getByTestId('countries-failed');
    await expect(failed).toContainText('We couldn’t load the list of countries.');
    await expect(failed).toContainText(/Error code: \S+/);
    await expectNoAxeViolations(page, 'country of residence, list failed');
    fail = false;
    await failed.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel('Country you live in')).toBeEnabled();
    await expect(failed).toHaveCount(0);
    await waitForApp(page);

    const select = page.locator('#residence-country');
    await expectNoAxeViolationsInEveryLanguage(page, 'country of residence', () => expect(select).toBeEnabled());
    await select.selectOption('');
    await submitButton(page).click();
    await expect(page.locator('#residence-country-error')).toBeVisible();
    await expect(select).toBeFocused();
    await expectNoAxeViolationsInEveryLanguage(page, 'country of residence, nothing chosen', () => expect(page.locator('#residence-country-error')).toBeVisible());

    await page.getByRole('link', { name: 'I can’t find my country' }).click();
    await expect(page).toHaveURL(/\/cannot-find-my-country$/);
    await expect(page.getByRole('link', { name: 'Contact Customer Support' })).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'cannot find my country');
    await page.goBack();
    await expect(page).toHaveURL(/\/country-of-residence$/);

    await chooseCountry(page, 'SQ');
    await expect(page).toHaveURL(/\/area-not-available$/);
  });

  test('the registration form passes axe in all five languages, empty and with errors; "user already exists" offers to sign in instead, with the e-mail kept', async ({ page }) => {
    test.setTimeout(timeForAxe(11));
    await page.goto('/country-of-residence');
    await waitForApp(page);
    await chooseCountry(page, 'GB');
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await expectNoAxeViolationsInEveryLanguage(page, 'registration');
    await page.locator('#registration-phone').fill('0791');
    await submitButton(page).click();
    await expect(page.locator('#registration-phone-error')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'registration with errors', () => expect(page.locator('#registration-phone-error')).toBeVisible());

    await page.locator('#registration-email').fill('hodan.gb@sandbox.test');
    await page.locator('#registration-phone').fill(newcomer('exists').phone);
    await page.locator('#registration-password').fill('Secret12');
    await submitButton(page).click();
    const offer = page.getByRole('alert').filter({ hasText: 'You already have an account' });
    await expect(offer).toBeFocused();
    await expect(offer.getByRole('link', { name: 'Sign in instead' })).toHaveAttribute('href', '/sign-in?email=hodan.gb%40sandbox.test');
    await expect(page.locator('#registration-email')).toHaveValue('hodan.gb@sandbox.test');
    await expectNoAxeViolations(page, 'registration, customer already exists');
  });

  test('phone and e-mail verification pass axe in all five languages, empty and with errors', async ({ page }) => {
    test.setTimeout(timeForAxe(20));
    // The page's clock stands still (its timers run): the minute before the e-mail may be sent
    // again never ends, however long axe takes, so "Send the email again" says to wait.
    await page.clock.setFixedTime(new Date());
    await page.goto('/country-of-residence');
    await waitForApp(page);
    await chooseCountry(page, 'GB');
    await expect(page).toHaveURL(/\/registration$/);
    await register(page, newcomer('axe'));

    await expect(page.locator('.resend .hint')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'phone verification');
    await page.locator('#phone-code').fill('12');
    await submitButton(page).click();
    await expect(page.locator('#phone-code-error')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'phone verification with errors', () => expect(page.locator('#phone-code-error')).toBeVisible());
    await page.locator('#phone-code').fill('123456');
    await submitButton(page).click();

    await expect(page).toHaveURL(/\/email-verification$/);
    await expectNoAxeViolationsInEveryLanguage(page, 'email verification');
    await page.locator('.resend button').click();
    await expect(page.locator('main .alert--error')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'email verification, wait a minute', () => expect(page.locator('main .alert--error')).toBeVisible());
  });

  test('recovery of the password passes axe in all five languages, empty, with errors and sent', async ({ page }) => {
    test.setTimeout(timeForAxe(15));
    await page.goto('/recovery-password');
    await waitForApp(page);
    await expectNoAxeViolationsInEveryLanguage(page, 'recovery password');
    await page.locator('#recovery-email').fill('omar');
    await submitButton(page).click();
    await expect(page.locator('#recovery-email-error')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'recovery password with errors', () => expect(page.locator('#recovery-email-error')).toBeVisible());
    // An address of no account: the answer is the same "sent" (and a per-address limit is not reached across runs).
    await page.locator('#recovery-email').fill(newcomer('reset').email);
    await submitButton(page).click();
    await expect(page.locator('main .alert')).toBeFocused();
    await expectNoAxeViolationsInEveryLanguage(page, 'recovery password sent', () => expect(page.locator('main .alert')).toBeVisible());
  });

  test('change of the password passes axe in all five languages, empty, with errors and with the link expired', async ({ page }) => {
    test.setTimeout(timeForAxe(15));
    await page.goto('/change-password?token=rst-unknown');
    await waitForApp(page);
    await expectNoAxeViolationsInEveryLanguage(page, 'change password');
    await page.locator('#new-password').fill('Fresh123');
    await page.locator('#new-password-confirmation').fill('Fresh124');
    await submitButton(page).click();
    await expect(page.locator('#new-password-confirmation-error')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'change password with errors', () => expect(page.locator('#new-password-confirmation-error')).toBeVisible());
    await page.locator('#new-password-confirmation').fill('Fresh123');
    await submitButton(page).click();
    await expect(page.locator('main .alert--error')).toBeFocused();
    await expectNoAxeViolationsInEveryLanguage(page, 'change password, link expired', () => expect(page.locator('main .alert--error')).toBeVisible());
  });

  test('the agent sign-up screens pass axe in all five languages', async ({ page }) => {
    test.setTimeout(timeForAxe(10));
    await page.goto(`/sign-up?params=${encodeURIComponent('{"agentCode":"AG-77"}')}`);
    await waitForApp(page);
    await expect(page.getByText('AG-77')).toBeVisible();
    await expectNoAxeViolationsInEveryLanguage(page, 'agent sign-up', () => expect(page.getByText('AG-77')).toBeVisible());
    await page.goto('/nets-agent');
    await waitForApp(page);
    await expectNoAxeViolationsInEveryLanguage(page, 'nets agent');
  });
});
