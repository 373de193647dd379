import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectHeading, revokeSession, signedInThroughApi, signIn, waitForApp } from './journey';

/**
 * E-mail sign-in to the wallet, through the HTTP adapters and the sandbox. The redirect's
 * allow-list is logic: every hostile value this spec once tried in a browser, one test each, is in
 * src/session/ui/sign-in-redirect-values.test.ts (and src/session/domain/safe-redirect.test.ts,
 * features/routing/sign-in-redirect.feature); the browser keeps two of them.
 */
test.describe('e-mail sign-in to the wallet, through the HTTP adapters and the sandbox', () => {
  test('a customer opening the wallet signs in and is brought back to it', async ({ page }) => {
    const messageCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user/messages')) messageCalls.push(request.url());
    });
    await page.goto('/wallet');
    await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
    await expectHeading(page, 'Sign in');
    await expect(page).toHaveTitle('Sign in | Sahan Money');
    // A first visit: no country is known for sure, the footer names both entities.
    await expect(page.getByTestId('footer-text')).toHaveText(/EEA entity.*UK entity/);
    await expect(page.getByTestId('footer-text')).not.toHaveAttribute('data-entity', /./);
    // Nothing of the notification bell before signing in: no bell, no call for notifications.
    await expect(page.getByTestId('notifications-bell')).toHaveCount(0);
    // axe on the empty sign-in page: sign-in-methods.spec.ts (the method switcher, in every language).
    await waitForApp(page);
    expect(messageCalls).toEqual([]);

    await signIn(page, 'amina.se@sandbox.test');
    await expect(page).toHaveURL('/wallet');
    await expectHeading(page, 'Wallet');
    await expect(page.getByText('Hello, Amina Warsame')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^SEK\s12,540\.50$/);
    await expect(page).toHaveTitle('Wallet | Sahan Money');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page, 'wallet (filled)');
  });

  test('the redirect leads to another page of the portal, and a hostile one lands on the wallet instead', async ({ page }) => {
    // Two of the hostile values (the whole list: sign-in-redirect-values.test.ts): another host,
    // and dot segments that resolve to a second leading slash (the router would refuse it and throw).
    for (const hostile of ['//evil.example', '/wallet/..//evil.example']) {
      await test.step(`a redirect to ${JSON.stringify(hostile)}`, async () => {
        await page.goto(`/sign-in?redirect=${encodeURIComponent(hostile)}`);
        await signIn(page, 'hodan.gb@sandbox.test');
        await expect(page).toHaveURL('/wallet');
        await expect(page.getByTestId('wallet-balance')).toHaveText(/£482\.30/);
        // Signed out again for the next visit.
        await page.evaluate(() => localStorage.clear());
      });
    }
    await page.goto('/transfers');
    await expect(page).toHaveURL('/sign-in?redirect=%2Ftransfers');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page).toHaveURL('/transfers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'transfers');
  });

  test.describe('refusals', () => {
    test.use({ allowedConsoleErrors: /status of 40[0-4]/ });

    test('the form’s own rules, an unknown e-mail, a wrong password and a blocked customer, in turn on one visit', async ({ page }) => {
      // Four states, four axe runs: on a shared, loaded machine that takes longer than one test's default.
      test.setTimeout(120_000);
      await page.goto('/sign-in');

      await test.step('client-side rules are summarised at the top and linked to their fields', async () => {
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
        await expect(summary).toBeFocused();
        await summary.getByRole('link', { name: 'Enter your email address' }).click();
        await expect(page.getByLabel('Email')).toBeFocused();
        await expectNoAxeViolations(page, 'sign-in (client errors)');
      });

      await test.step('an unknown e-mail is told the account cannot be found, and the message takes the focus', async () => {
        // signIn presses "Sign in" with a mouse click: the focus must not drop to the page body.
        await signIn(page, 'nobody@sandbox.test');
        const message = page.getByRole('alert').filter({ hasText: 'We can’t find your account' });
        await expect(message).toContainText('We can’t find your account. Please, check provided details and try again.');
        await expect(message).toBeFocused();
        await expectNoAxeViolations(page, 'sign-in (not found)');
      });

      await test.step('a wrong password is shown on the password field and the e-mail is kept', async () => {
        await signIn(page, 'hodan.gb@sandbox.test', 'wrong-password1');
        const password = page.getByLabel('Password', { exact: true });
        await expect(password).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator('#sign-in-password-error')).toHaveText('The email or password you entered is incorrect. Please check your details and try again.');
        await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
        await expect(page.getByLabel('Email')).toHaveValue('hodan.gb@sandbox.test');
        // Still on sign-in (the summary's link above took the page to the e-mail field's anchor).
        await expect(page).toHaveURL(/\/sign-in(#[\w-]+)?$/);
        await expectNoAxeViolations(page, 'sign-in (wrong password)');
      });

      await test.step('a blocked customer is sent to the account-blocked page', async () => {
        await signIn(page, 'disabled@sandbox.test');
        await expect(page).toHaveURL('/account-blocked');
        await expectHeading(page, 'Your account is blocked');
        await expectNoAxeViolations(page, 'account blocked');
      });
    });

    test('a session the server ends mid-way returns the customer to sign-in, then back', async ({ page }) => {
      await signedInThroughApi(page, 'amina.se@sandbox.test');
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      // The wallet's sections have loaded: no call of the page is still on its way when the server ends the session.
      await page.waitForLoadState('networkidle');
      await revokeSession(page);
      // The next visit's first call is refused: the customer lands on sign-in, told why, with the way back.
      await page.goto('/wallet');
      await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
      await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
      await expectNoAxeViolations(page, 'sign-in (session ended)');
      await signIn(page, 'amina.se@sandbox.test');
      await expect(page).toHaveURL('/wallet');
    });
  });

  test('a customer registered in two countries picks one; the country chosen before is pre-selected', async ({ page }) => {
    await page.goto('/sign-in-country');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose your country');
    await expectNoAxeViolations(page, '/sign-in-country');
    await page.getByLabel('United Kingdom').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/sign-in');
    await signIn(page, 'twin@sandbox.test');
    const country = page.getByLabel('Country you registered in');
    await expect(country).toBeVisible();
    await expect(country).toBeFocused();
    await expect(country).toHaveValue('GB');
    await expectNoAxeViolations(page, 'sign-in (choose country)');
    await country.selectOption('GB');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/£200\.00/);
  });
});
