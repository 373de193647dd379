import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO_PASSWORD } from './journey';
import { signedIn } from './send-journey';

/**
 * /your-promo-codes (issue 9) against the sandbox: the count, each code with what it gives, until
 * when and for how many more transfers, "Copy code" with its confirmation read out from a status
 * region and gone after 5 s, a refused copy selecting the code instead, the three-step how-to and
 * "Send money", the empty state, and axe in every language. A seeded Belgian customer (two codes:
 * WELCOME10, 10 euros off the fee; FREEFEE, no fee) is only read here, never changed, so the
 * desktop and phone runs can share them; the empty state is a fresh customer's.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
const YUSUF = 'yusuf.be@sandbox.test';

/** Signs the seeded customer in, in whatever language (the form's fields by their ids), straight to the page. */
async function openPromoCodes(page: Page): Promise<void> {
  await page.goto(`/sign-in?redirect=${encodeURIComponent('/your-promo-codes')}`);
  await page.locator('#sign-in-email').fill(YUSUF);
  await page.locator('#sign-in-password').fill(DEMO_PASSWORD);
  await page.locator('form.form button[type=submit]').click();
  await expect(page).toHaveURL('/your-promo-codes');
  await expect(page.locator('[data-testid="promo-count"], [data-testid="promo-empty"]').first()).toBeVisible();
}

test.describe('promo codes', () => {
  test('the count and each code with what it gives, until when and how many more times', async ({ page }) => {
    await openPromoCodes(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your promo codes' })).toBeVisible();
    await expect(page.getByTestId('promo-count')).toHaveText('You have 2 promo codes');
    const cards = page.getByTestId('promo-code-card');
    await expect(cards).toHaveCount(2);
    // The one that runs out soonest first.
    await expect(cards.nth(0).getByTestId('promo-code')).toHaveText('FREEFEE');
    await expect(cards.nth(0)).toContainText('No fee on your transfer');
    await expect(cards.nth(0)).toContainText('3 transfers');
    await expect(cards.nth(1).getByTestId('promo-code')).toHaveText('WELCOME10');
    await expect(cards.nth(1)).toContainText('€10.00 off the fee');
    await expect(cards.nth(1)).toContainText('1 transfer');
    await expect(cards.nth(1).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(page.getByRole('listitem').filter({ hasText: 'Enter the code at Confirm and pay.' })).toBeVisible();
    // The footer is the small one on this page.
    await expect(page.locator('.footer--small')).toBeVisible();
  });

  test('"Copy code" puts the code on the clipboard and says so in a status region, gone after 5 seconds', async ({ page, context }) => {
    await openPromoCodes(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.getByRole('button', { name: 'Copy code FREEFEE' }).click();
    await expect(page.getByTestId('promo-copy-status')).toHaveText('Code FREEFEE copied');
    await expect(page.getByTestId('promo-copy-status')).toHaveAttribute('role', 'status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FREEFEE');
    // Still there just before 5 seconds, gone after them (the region itself stays for the next copy).
    await page.waitForTimeout(4_000);
    await expect(page.getByTestId('promo-copy-status')).toHaveText('Code FREEFEE copied', { timeout: 100 });
    await expect(page.getByTestId('promo-copy-status')).toHaveText('', { timeout: 3_000 });
  });

  test('a browser that refuses the clipboard: the code is selected for copying by hand, and the page says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await openPromoCodes(page);
    await page.getByRole('button', { name: 'Copy code WELCOME10' }).click();
    await expect(page.getByTestId('promo-copy-status')).toHaveText(
      'We couldn’t copy the code. WELCOME10 is selected: copy it with your keyboard or a long press.',
    );
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('WELCOME10');
  });

  test('"Send money" starts a transfer', async ({ page }) => {
    await openPromoCodes(page);
    await page.getByRole('link', { name: 'Send money' }).click();
    await expect(page).toHaveURL('/send-money/quote');
  });

  test('a customer without codes sees the empty state, the how-to and Send money', async ({ page }) => {
    await signedIn(page);
    await page.goto('/your-promo-codes');
    await expect(page.getByTestId('promo-empty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'You don’t have any promo codes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send money' })).toBeVisible();
    await expectNoAxeViolations(page, 'promo codes, empty');
  });

  for (const locale of LOCALES) {
    test(`${locale}: the page passes axe, with a copy confirmation showing too`, async ({ page, context }) => {
      await page.goto('/sign-in');
      await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
      await openPromoCodes(page);
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-GB' : locale);
      await expectNoAxeViolations(page, `${locale} promo codes`);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
      await page.getByTestId('promo-copy').first().click();
      await expect(page.getByTestId('promo-copy-status')).not.toHaveText('');
      await expectNoAxeViolations(page, `${locale} promo codes, code copied`);
    });
  }
});
