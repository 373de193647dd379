import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitForApp } from './journey';
import { chooseCountry, newcomer, register, registerByLabels, submitButton } from './registration-helpers';

/**
 * The ways into registration in Chromium against the sandbox: a new UK customer from the country
 * of residence through registration with a phone and both verifications to /registration-name;
 * axe (WCAG 2.2 AA, target-size on) on every screen, empty and with errors, in all five languages.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;

test.describe('registration entry', () => {
  // Refusals the tests provoke on purpose (a wrong code, an existing account, an expired link) are logged by the browser.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of (400|404|409|429)/ });
  test('a new UK customer registers with a phone and verifies phone and e-mail, on to their name', async ({ page }) => {
    const who = newcomer('uk');
    await page.goto('/country-of-residence');
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Country of residence');
    await expect(page.getByLabel('Country you live in')).toBeEnabled();
    await page.getByLabel('Country you live in').selectOption({ label: 'United Kingdom' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await registerByLabels(page, who);
    await expect(page.getByText(/You can ask for a new code in 0:[0-5]\d\./)).toBeVisible();
    const code = page.getByLabel('Code from the SMS');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('#phone-code-error')).toHaveText('The code you entered is incorrect. Please try again.');
    await expect(code).toHaveValue('000000');
    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByText(`We’ve sent an email to ${who.email}.`, { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Send the email again' }).click();
    await expect(page.locator('main .alert--error')).toBeFocused();
    await expect(page.locator('main .alert--error')).toHaveText('Please wait 1 minute before trying again.');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/registration-name$/);
  });

  test('"user already exists" offers to sign in instead, with the e-mail kept', async ({ page }) => {
    await page.goto('/country-of-residence');
    await waitForApp(page);
    await chooseCountry(page, 'GB');
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

  test('a country where the service is not offered leads to "not in your area"; the cannot-find page opens from its link', async ({ page }) => {
    await page.goto('/country-of-residence');
    await waitForApp(page);
    await chooseCountry(page, 'SQ');
    await expect(page).toHaveURL(/\/area-not-available$/);
    await page.goto('/country-of-residence');
    await waitForApp(page);
    await page.getByRole('link', { name: 'I can’t find my country' }).click();
    await expect(page).toHaveURL(/\/cannot-find-my-country$/);
    await expect(page.getByRole('link', { name: 'Contact Customer Support' })).toBeVisible();
  });

  for (const locale of LOCALES) {
    test(`${locale}: every screen of the way in passes axe, empty and with errors`, async ({ page }) => {
      test.setTimeout(120_000);
      const who = newcomer(locale.replace('-', ''));
      await page.goto(`/country-of-residence?lang=${locale}`);
      await waitForApp(page);
      await expect(page.locator('#residence-country')).toBeEnabled();
      await expectNoAxeViolations(page, `country of residence (${locale})`);
      await page.locator('#residence-country').selectOption('');
      await submitButton(page).click();
      await expect(page.locator('#residence-country-error')).toBeVisible();
      await expect(page.locator('#residence-country')).toBeFocused();
      await expectNoAxeViolations(page, `country of residence, nothing chosen (${locale})`);

      await page.locator('main a[href="/cannot-find-my-country"]').click();
      await expect(page).toHaveURL(/\/cannot-find-my-country$/);
      await expectNoAxeViolations(page, `cannot find my country (${locale})`);
      await page.goBack();
      await expect(page).toHaveURL(/\/country-of-residence(\?|$)/);

      await chooseCountry(page, 'GB');
      await expect(page).toHaveURL(/\/registration$/);
      await expectNoAxeViolations(page, `registration (${locale})`);
      await page.locator('#registration-phone').fill('0791');
      await submitButton(page).click();
      await expect(page.locator('#registration-phone-error')).toBeVisible();
      await expectNoAxeViolations(page, `registration with errors (${locale})`);
      await page.locator('#registration-phone').fill('');
      await register(page, who);

      await expect(page.locator('.resend .hint')).toBeVisible();
      await expectNoAxeViolations(page, `phone verification (${locale})`);
      await page.locator('#phone-code').fill('12');
      await submitButton(page).click();
      await expect(page.locator('#phone-code-error')).toBeVisible();
      await expectNoAxeViolations(page, `phone verification with errors (${locale})`);
      await page.locator('#phone-code').fill('123456');
      await submitButton(page).click();

      await expect(page).toHaveURL(/\/email-verification$/);
      await expectNoAxeViolations(page, `email verification (${locale})`);
      await page.locator('.resend button').click();
      await expect(page.locator('main .alert--error')).toBeVisible();
      await expectNoAxeViolations(page, `email verification, wait a minute (${locale})`);
    });

    test(`${locale}: recovery and change of the password pass axe, empty and with errors`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.goto(`/recovery-password?lang=${locale}`);
      await waitForApp(page);
      await expectNoAxeViolations(page, `recovery password (${locale})`);
      await page.locator('#recovery-email').fill('omar');
      await submitButton(page).click();
      await expect(page.locator('#recovery-email-error')).toBeVisible();
      await expectNoAxeViolations(page, `recovery password with errors (${locale})`);
      // An address of no account: the answer is the same "sent" (and a per-address limit is not reached across runs).
      await page.locator('#recovery-email').fill(newcomer(`reset${locale.replace('-', '')}`).email);
      await submitButton(page).click();
      await expect(page.locator('main .alert')).toBeFocused();
      await expectNoAxeViolations(page, `recovery password sent (${locale})`);

      await page.goto(`/change-password?token=rst-unknown&lang=${locale}`);
      await waitForApp(page);
      await expectNoAxeViolations(page, `change password (${locale})`);
      await page.locator('#new-password').fill('Fresh123');
      await page.locator('#new-password-confirmation').fill('Fresh124');
      await submitButton(page).click();
      await expect(page.locator('#new-password-confirmation-error')).toBeVisible();
      await expectNoAxeViolations(page, `change password with errors (${locale})`);
      await page.locator('#new-password-confirmation').fill('Fresh123');
      await submitButton(page).click();
      await expect(page.locator('main .alert--error')).toBeFocused();
      await expectNoAxeViolations(page, `change password, link expired (${locale})`);
    });

    test(`${locale}: the agent sign-up screens pass axe`, async ({ page }) => {
      await page.goto(`/sign-up?params=${encodeURIComponent('{"agentCode":"AG-77"}')}&lang=${locale}`);
      await waitForApp(page);
      await expect(page.getByText('AG-77')).toBeVisible();
      await expectNoAxeViolations(page, `agent sign-up (${locale})`);
      await page.goto(`/nets-agent?lang=${locale}`);
      await waitForApp(page);
      await expectNoAxeViolations(page, `nets agent (${locale})`);
    });
  }
});

test.describe('registration entry, faults', () => {
  // The 500 of the country list is provoked on purpose.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 500/ });

  test('the country list that fails to load says what failed, with the error code, and a retry', async ({ page }) => {
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
  });
});

test.describe('registration entry, prerendered country of residence', () => {
  test('the app takes the prerendered page over without a shift: the placeholder has the list’s size', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The list arrives late, so the placeholder is on screen when the app has taken over.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sandbox/locator/countries', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/country-of-residence?lang=sv', { waitUntil: 'commit' });
    const select = page.locator('#residence-country');
    await expect(select).toBeDisabled();
    // Measured as painted: the stylesheets block the first paint, but a measurement can come before they have loaded.
    await page.waitForFunction(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every((link) => link.sheet !== null));
    await page.evaluate(() => {
      (document.querySelector('h1') as unknown as { __prerendered: boolean }).__prerendered = true;
    });
    const placeholder = await select.boundingBox();
    await waitForApp(page);
    release();
    await expect(select).toBeEnabled();
    expect(await select.boundingBox()).toEqual(placeholder);
    expect(await page.evaluate(() => (document.querySelector('h1') as unknown as { __prerendered?: boolean }).__prerendered)).toBe(true);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBe(0);
  });
});
