import { expect, test } from './fixtures';
import { expectHeading, revokeSession, signIn } from './journey';

/** The signed-in first screen's data is asked for once, early, by src/app/boot/early-data-entry.ts. */
test.describe('early data on a signed-in page', () => {
  test('a reload of the wallet asks once for the customer and once for the balance, and shows both', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'amina.se@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();

    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/user/get') || path.endsWith('/remit/wallet/get-balance')) asked.push(path.replace(/.*\/(user\/get|remit\/wallet\/get-balance)$/, '$1'));
    });
    await page.reload();
    await expectHeading(page, 'Wallet');
    await expect(page.getByText('Hello, Amina Warsame')).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^SEK\s12,540\.50$/);
    expect(asked.sort()).toEqual(['remit/wallet/get-balance', 'user/get']);
  });

  test.describe('when the server has ended the session', () => {
    // The browser logs each 401 answer as a failed resource; the page handles them.
    test.use({ allowedConsoleErrors: /status of 401/ });

  test('an early answer that the session has ended still signs the customer out', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await revokeSession(page);
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in/);
    await expectHeading(page, 'Sign in');
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  });
  });
});
