import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

test.describe('every built page, as a visitor', () => {
  for (const [path, heading] of [
    ['/sign-in-country', 'Choose your country'],
    ['/area-not-available', 'We’re not in your area yet'],
    ['/account-blocked', 'Your account is blocked'],
    ['/nowhere', 'We can’t find that page'],
  ] as const) {
    test(`${path} is accessible`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoAxeViolations(page, path);
    });
  }

  test('the chosen sign-in country is pre-selected when an e-mail is registered in several', async ({ page }) => {
    await page.goto('/sign-in-country');
    await page.getByLabel('United Kingdom').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL('/sign-in');
    await signIn(page, 'twin@sandbox.test');
    await expect(page.getByLabel('Country you registered in')).toHaveValue('GB');
    await expectNoAxeViolations(page, 'sign-in (choose country)');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/£200\.00/);
  });

  test('registration steps opened directly start over at country of residence', async ({ page }) => {
    await page.goto('/registration-name');
    await expect(page).toHaveURL('/country-of-residence');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Country of residence');
    await expectNoAxeViolations(page, 'country of residence');
  });
});
