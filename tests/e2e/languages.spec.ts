import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

test.describe('languages', () => {
  test('switching language translates the page, sets <html lang> and is remembered', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await page.getByLabel('Language').first().selectOption('sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page).toHaveTitle(/Sahan Money$/);
    await expectNoAxeViolations(page, 'sign-in (sv)');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in');
  });

  for (const [lang, htmlLang] of [['en-CA', 'en-CA'], ['en-US', 'en-US'], ['so', 'so'], ['sv', 'sv']] as const) {
    test(`?lang=${lang} shows the wallet in that language`, async ({ page }) => {
      await page.goto(`/sign-in?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
      await page.locator('#sign-in-email').fill('amina.se@sandbox.test');
      await page.locator('#sign-in-password').fill('Demo1234');
      await page.locator('form.form button[type=submit]').click();
      await expect(page).toHaveURL('/wallet');
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      if (lang === 'sv') await expect(page.getByTestId('wallet-balance')).toHaveText(/^12\s540,50\skr$/);
      await expectNoAxeViolations(page, `wallet (${lang})`);
    });
  }

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('We can’t find that page');
    await expectNoAxeViolations(page, 'not found');
  });

  test('a signed-in customer is brought back to the page they asked for, built like every other', async ({ page }) => {
    await page.goto('/sign-in?redirect=%2Fprofile');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page).toHaveURL('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Not built yet', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page, 'profile');
  });
});
