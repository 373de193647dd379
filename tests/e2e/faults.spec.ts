import { expect, expectNoAxeViolations, test } from './fixtures';
import type { Route } from '@playwright/test';
import { expectHeading, signIn } from './journey';

const REQUEST_ID = /Error code: [0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

test.describe('faults: a clear message with the error code, nothing typed lost, no white screen', () => {
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

  test('a server error on sign-in opens the error dialog with the request id', async ({ page }) => {
    await page.route('**/user/login', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
    await page.goto('/sign-in');
    await signIn(page, 'amina.se@sandbox.test');
    const dialog = page.getByRole('alertdialog', { name: 'Error' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Something went wrong on our side.');
    await expect(dialog).toContainText(REQUEST_ID);
    await expectNoAxeViolations(page, 'sign-in (error dialog)');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Email')).toHaveValue('amina.se@sandbox.test');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('Demo1234');
  });

  test('a lost connection on sign-in says so, and the same form then works', async ({ page }) => {
    await page.route('**/user/login', (route) => route.abort('internetdisconnected'));
    await page.goto('/sign-in');
    await signIn(page, 'amina.se@sandbox.test');
    const dialog = page.getByRole('alertdialog', { name: 'No connection' });
    await expect(dialog).toContainText(REQUEST_ID);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.unroute('**/user/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL('/wallet');
  });

  test('a malformed wallet answer shows the error code and can be retried', async ({ page }) => {
    await page.route('**/remit/wallet/get-balance', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"Success","data":{"balance":{"amount_minor":"lots"}}}' }),
    );
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your balance.' });
    await expect(alert).toContainText('We received an answer we could not read.');
    await expect(alert).toContainText(REQUEST_ID);
    await expectNoAxeViolations(page, 'wallet (error)');
    await page.unroute('**/remit/wallet/get-balance');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/£482\.30/);
  });

  test('a page whose code fails to load shows the route error page, not a white screen', async ({ page }) => {
    // Before the first page: the sign-in page may fetch the wallet's code ahead, as soon as it loaded.
    await page.route('**/assets/home-route-*.js', (route) => route.abort('failed'));
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on this page');
    await expect(page.getByRole('link', { name: 'Go to your wallet' })).toBeVisible();
    await expectNoAxeViolations(page, 'route error');
  });

  const USER_GET_FAULTS: readonly [string, (route: Route) => Promise<void>][] = [
    ['a lost connection', (route) => route.abort('internetdisconnected')],
    ['a server error', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"status":"Error"}' })],
    ['too many requests', (route) => route.fulfill({ status: 429, contentType: 'application/json', body: '{}' })],
    ['malformed JSON', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"Success","data":' })],
    ['an answer of the wrong shape', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":"Success","data":{"user":{"id":"x"}}}' })],
  ];

  for (const [fault, answer] of USER_GET_FAULTS) {
    test(`${fault} loading the customer (user/get) is shown with the error code, and Try again recovers`, async ({ page }) => {
      await page.goto('/sign-in');
      await signIn(page, 'hodan.gb@sandbox.test');
      await expect(page.getByText('Hello, Hodan Ali')).toBeVisible();
      // After a reload the token survives and the customer is loaded again: that load fails.
      await page.route('**/user/get', answer);
      await page.reload();
      const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your details.' });
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
    });
  }

  test('a lost connection loading the balance is shown with the error code, and Try again recovers', async ({ page }) => {
    await page.route('**/remit/wallet/get-balance', (route) => route.abort('failed'));
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    const alert = page.getByRole('alert').filter({ hasText: 'We couldn’t load your balance.' });
    await expect(alert).toContainText('We can’t connect to our service.');
    await expect(alert).toContainText(REQUEST_ID);
    await page.unroute('**/remit/wallet/get-balance');
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/£482\.30/);
    await expect(page.getByRole('region', { name: 'Wallet balance' })).toBeFocused();
  });

  test('a sign-in whose retried lookup never answers ends in the time-out message after about 20 s, not 80 s', async ({ page }) => {
    // The page's clock is the test's: 20 s pass in an instant, the production deadline unchanged.
    await page.clock.install();
    await page.goto('/sign-in');
    await expectHeading(page, 'Sign in');
    await page.route('**/users/lookup**', () => undefined); // never answers
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
    await page.clock.runFor(19_000);
    await expect(page.getByRole('button', { name: 'Signing in…' })).toBeVisible();
    await page.clock.runFor(1_500);
    const dialog = page.getByRole('alertdialog', { name: 'Request timed out' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(REQUEST_ID);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    // The focus returns to the button that was pressed.
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  });
});
