import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectHeading, signedInThroughApi, signIn } from './journey';

const REQUEST_ID = /Error code: [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/**
 * Faults as the browser meets them: a clear message with the error code, nothing typed lost, no
 * white screen. Which error each fault becomes is logic, checked in full in Vitest: every kind of
 * failed user/get (lost connection, server error, 429, malformed JSON, wrong shape) in
 * src/session/ui/current-customer-view-model.test.ts, the message of each in
 * src/shared/ui/load-failed.test.tsx, and time-outs, retries and unreadable answers in
 * src/shared/http/api-fetch.test.ts. Here, one or two of each on the real screens.
 */
test.describe('faults: a clear message with the error code, nothing typed lost, no white screen', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

  test('sign-in: a lookup that never answers ends in the time-out message after about 20 s, not 80 s; a server error opens the error dialog with the request id; a lost connection says so; nothing typed is lost and the same form then works', async ({ page }) => {
    // The page's clock is the test's: 20 s pass in an instant, the production deadline unchanged.
    await page.clock.install();
    await page.goto('/sign-in');
    await expectHeading(page, 'Sign in');
    const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });

    await page.route('**/users/lookup**', () => undefined); // never answers
    await signIn(page, 'amina.se@sandbox.test');
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
    await page.clock.runFor(19_000);
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
    await page.clock.runFor(1_500);
    const timedOut = page.getByRole('alertdialog', { name: 'Request timed out' });
    await expect(timedOut).toBeVisible();
    await expect(timedOut).toContainText(REQUEST_ID);
    await expect(signInButton).toBeVisible();
    await timedOut.getByRole('button', { name: 'OK' }).click();
    // The focus returns to the button that was pressed.
    await expect(signInButton).toBeFocused();
    await page.unroute('**/users/lookup**');

    await page.route('**/user/login', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await signInButton.click();
    const failed = page.getByRole('alertdialog', { name: 'Error' });
    await expect(failed).toBeVisible();
    await expect(failed).toContainText('Something went wrong on our side.');
    await expect(failed).toContainText(REQUEST_ID);
    await expectNoAxeViolations(page, 'sign-in (error dialog)');
    await failed.getByRole('button', { name: 'OK' }).click();
    await expect(failed).toBeHidden();
    await expect(page.getByLabel('Email')).toHaveValue('amina.se@sandbox.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Demo1234');

    await page.unroute('**/user/login');
    await page.route('**/user/login', (route) => route.abort('internetdisconnected'));
    await signInButton.click();
    const offline = page.getByRole('alertdialog', { name: 'No connection' });
    await expect(offline).toContainText(REQUEST_ID);
    await offline.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/user/login');
    await signInButton.click();
    await expect(page).toHaveURL('/wallet');
  });

  test('the balance: a lost connection, then an answer that cannot be read, each shown with the error code; Try again recovers and hands the focus to the balance', async ({ page }) => {
    let fault: 'lost' | 'malformed' = 'lost';
    await page.route('**/remit/wallet/get-balance', (route) =>
      fault === 'lost'
        ? route.abort('failed')
        : route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"Success","data":{"balance":{"amount_minor":"lots"}}}' }),
    );
    await signedInThroughApi(page, 'hodan.gb@sandbox.test');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your balance.' });
    await expect(alert).toContainText('We can’t connect to our service.');
    await expect(alert).toContainText(REQUEST_ID);

    fault = 'malformed';
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(alert).toContainText('We received an answer we could not read.');
    await expect(alert).toContainText(REQUEST_ID);
    await expectNoAxeViolations(page, 'wallet (error)');

    await page.unroute('**/remit/wallet/get-balance');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/£482\.30/);
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toBeFocused();
  });

  test('the customer (user/get): a lost connection, and a server error on a reload, are shown with the error code; Try again recovers', async ({ page }) => {
    // The early script and the app both ask for the customer when the wallet opens: both fail.
    await page.route('**/user/get', (route) => route.abort('internetdisconnected'));
    await signedInThroughApi(page, 'hodan.gb@sandbox.test');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your details.' });
    const recovers = async (fault: string) => {
      await expect(alert).toBeVisible();
      await expect(alert).toContainText(REQUEST_ID);
      await expect(page.getByTestId('wallet-balance')).toHaveText(/£482\.30/);
      await expectNoAxeViolations(page, `wallet (customer failed: ${fault})`);
      await page.unroute('**/user/get');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toBeHidden();
      await expect(page.getByText('Hello, Hodan Ali')).toBeVisible();
      // The focus moves on from the message that went away, never to the page body.
      await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeFocused();
    };
    await recovers('a lost connection');

    // After a reload the token survives and the customer is loaded again: that load fails.
    await page.route('**/user/get', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"Error"}' }));
    await page.reload();
    await recovers('a server error');
  });

  test('a page whose code fails to load shows the route error page, not a white screen', async ({ page }) => {
    // Before the first page: the sign-in page may fetch the wallet's code ahead, as soon as it
    // loaded. Through the screen on purpose: the wallet is reached by the app's own navigation.
    await page.route('**/assets/home-route-*.js', (route) => route.abort('failed'));
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on this page');
    await expect(page.getByRole('link', { name: 'Go to your wallet' })).toBeVisible();
    await expectNoAxeViolations(page, 'route error');
  });
});
