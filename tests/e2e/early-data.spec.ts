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
    // Identity verification's badge comes last (its code loads after the page painted), from the
    // session's own answer: still one user/get.
    await expect(page.getByTestId('verification-badge')).toHaveAttribute('data-badge', 'pass');
    expect(asked.sort()).toEqual(['remit/wallet/get-balance', 'user/get']);
  });

  test('the visitor’s first catalogues, and only theirs, are preloaded before the app asks for them', async ({ page }) => {
    await page.goto('/sign-in?lang=sv');
    await page.getByLabel('E-postadress').fill('amina.se@sandbox.test');
    await page.getByLabel('Lösenord', { exact: true }).fill('Demo1234');
    await page.getByRole('button', { name: 'Logga in', exact: true }).click();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/12\s?540,50/);
    const preloaded = await page.$$eval('head link[rel="modulepreload"]', (links) =>
      links.map((link) => new URL((link as HTMLLinkElement).href).pathname).filter((path) => /\/(common|errors)-/.test(path)),
    );
    expect(preloaded).toHaveLength(2);
    const svCommon = await page.evaluate(async (paths) => {
      const texts = await Promise.all(paths.map(async (path) => (await fetch(path)).text()));
      return texts.some((text) => text.includes('Plånbok'));
    }, preloaded);
    expect(svCommon).toBe(true);
  });

  test('a signed-in page opened from its address fetches none of the wallet’s code; “/”, which lands on the wallet, preloads it', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'amina.se@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const WALLET_CODE = /\/assets\/(home-route|http-wallet-gateway)-[^/]+\.js$/;
    const fetched: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (WALLET_CODE.test(path)) fetched.push(path);
    });
    await page.goto('/transfers');
    await expectHeading(page, 'Transfers');
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);

    await page.goto('/');
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^SEK\s12,540\.50$/);
    const preloaded = await page.$$eval('head link[rel="modulepreload"]', (links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded.filter((path) => WALLET_CODE.test(path))).toHaveLength(2);
  });

  test.describe('when the server has ended the session', () => {
    // The browser logs each 401 answer as a failed resource; the page handles them.
    test.use({ allowedConsoleErrors: /status of 401/ });

  test('an early answer that the session has ended still signs the customer out', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    // The wallet is left first (for a portal document without the app): revoked while it is open,
    // one of its own requests would hear of it, sign out and show the notice before the next load.
    await page.goto('/version.json');
    await revokeSession(page);
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/sign-in/);
    await expectHeading(page, 'Sign in');
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  });
  });
});
