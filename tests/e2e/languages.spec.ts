import { expect, expectNoAxeViolations, test } from './fixtures';
import { signedInThroughApi } from './journey';

test.describe('languages', () => {
  test('switching language translates the page, sets <html lang> and is remembered', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByLabel('Language').first().selectOption('sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page).toHaveTitle(/Sahan Money$/);
    // axe on the sign-in page in Swedish: sign-in-methods.spec.ts (the method switcher, in every language).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
  });

  test('?lang= on the sign-in page carries through sign-in to the wallet; on the wallet it switches it, in every language', async ({ page }) => {
    // Four wallets, four axe runs: on a shared, loaded machine that takes longer than one test's default.
    test.setTimeout(120_000);
    // Signed in on the sign-in page of a language (the form's fields by their ids, in any language).
    await page.goto('/sign-in?lang=en-CA');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await page.locator('#sign-in-email').fill('amina.se@sandbox.test');
    await page.locator('#sign-in-password').fill('Demo1234');
    await page.locator('form.form button[type=submit]').click();
    await expect(page).toHaveURL('/wallet');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await expectNoAxeViolations(page, 'wallet (en-CA)');
    // The same customer's wallet asked for in each of the other languages.
    for (const lang of ['en-US', 'so', 'sv'] as const) {
      await test.step(`?lang=${lang}`, async () => {
        await page.goto(`/wallet?lang=${lang}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByTestId('wallet-balance')).toBeVisible();
        if (lang === 'sv') await expect(page.getByTestId('wallet-balance')).toHaveText(/^12\s540,50\skr$/);
        await expectNoAxeViolations(page, `wallet (${lang})`);
      });
    }
  });

  test('the profile page is built like every other', async ({ page }) => {
    // Being brought back to the page asked for after sign-in is sign-in.spec.ts's business.
    await signedInThroughApi(page, 'hodan.gb@sandbox.test', { path: '/profile' });
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Not built yet', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'profile');
  });
});
