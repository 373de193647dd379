import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectHeading, revokeSession, signIn } from './journey';
import { signOutFromMenu } from './shell-menu';

test.describe('e-mail sign-in to the wallet, through the HTTP adapters and the sandbox', () => {
  test('a customer opening the wallet signs in and is brought back to it', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
    await expectHeading(page, 'Sign in');
    await expect(page).toHaveTitle('Sign in | Sahan Money');
    await expectNoAxeViolations(page, 'sign-in (empty)');

    await signIn(page, 'amina.se@sandbox.test');
    await expect(page).toHaveURL('/wallet');
    await expectHeading(page, 'Wallet');
    await expect(page.getByText('Hello, Amina Warsame')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^SEK\s12,540\.50$/);
    await expect(page).toHaveTitle('Wallet | Sahan Money');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expectNoAxeViolations(page, 'wallet (filled)');
  });

  test('the redirect leads to another page of the portal', async ({ page }) => {
    await page.goto('/transfers');
    await expect(page).toHaveURL('/sign-in?redirect=%2Ftransfers');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page).toHaveURL('/transfers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, 'transfers');
  });

  for (const hostile of [
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://evil.example',
    '%2F%2Fevil.example',
    // Dot segments that resolve to a second leading slash: the router would refuse it and throw.
    '/wallet/..//evil.example',
    '/./..//evil.example',
    '/wallet/%2e%2e//evil.example',
    '/wallet/..%2F%2Fevil.example',
    '/%5Cevil.example',
    '/wallet/..\\/evil.example',
    '/\t/evil.example',
    '/wallet/..\n//evil.example',
  ]) {
    test(`a redirect to ${JSON.stringify(hostile)} lands on the wallet instead`, async ({ page }) => {
      await page.goto(`/sign-in?redirect=${encodeURIComponent(hostile)}`);
      await signIn(page, 'hodan.gb@sandbox.test');
      await expect(page).toHaveURL('/wallet');
      await expect(page.getByTestId('wallet-balance')).toHaveText(/£482\.30/);
    });
  }

  test.describe('refusals', () => {
    test.use({ allowedConsoleErrors: /status of 40[0-4]/ });

    test('a wrong password is shown on the password field and the e-mail is kept', async ({ page }) => {
      await page.goto('/sign-in');
      await signIn(page, 'hodan.gb@sandbox.test', 'wrong-password1');
      const password = page.getByLabel('Password', { exact: true });
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#sign-in-password-error')).toHaveText('The email or password you entered is incorrect. Please check your details and try again.');
      await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
      await expect(page.getByLabel('Email')).toHaveValue('hodan.gb@sandbox.test');
      await expect(page).toHaveURL('/sign-in');
      await expectNoAxeViolations(page, 'sign-in (wrong password)');
    });

    test('an unknown e-mail is told the account cannot be found, and the message takes the focus', async ({ page }) => {
      await page.goto('/sign-in');
      // signIn presses "Sign in" with a mouse click: the focus must not drop to the page body.
      await signIn(page, 'nobody@sandbox.test');
      const message = page.getByRole('alert');
      await expect(message).toContainText('We can’t find your account. Please, check provided details and try again.');
      await expect(message).toBeFocused();
      await expectNoAxeViolations(page, 'sign-in (not found)');
    });

    test('a blocked customer is sent to the account-blocked page', async ({ page }) => {
      await page.goto('/sign-in');
      await signIn(page, 'disabled@sandbox.test');
      await expect(page).toHaveURL('/account-blocked');
      await expectHeading(page, 'Your account is blocked');
      await expectNoAxeViolations(page, 'account blocked');
    });

    test('a session the server ends mid-way returns the customer to sign-in, then back', async ({ page }) => {
      await page.goto('/sign-in');
      await signIn(page, 'amina.se@sandbox.test');
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

  test('client-side rules are summarised at the top and linked to their fields', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: 'Enter your email address' }).click();
    await expect(page.getByLabel('Email')).toBeFocused();
    await expectNoAxeViolations(page, 'sign-in (client errors)');
  });

  test('a customer registered in two countries picks one', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'twin@sandbox.test');
    const country = page.getByLabel('Country you registered in');
    await expect(country).toBeVisible();
    await expect(country).toBeFocused();
    await country.selectOption('GB');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/£200\.00/);
  });

  test('signing out clears the session from storage', async ({ page }) => {
    await page.goto('/sign-in?lang=en');
    await signIn(page, 'amina.se@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await signOutFromMenu(page);
    await expect(page).toHaveURL('/sign-in');
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys).toEqual(['default-login-country', 'tr-lang']);
    await page.goto('/wallet');
    await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
  });
});
