import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

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
    await page.goto('/sign-in');
    await page.route('**/assets/home-route-*.js', (route) => route.abort('failed'));
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong on this page');
    await expect(page.getByRole('link', { name: 'Go to your wallet' })).toBeVisible();
    await expectNoAxeViolations(page, 'route error');
  });
});
