import { expect, expectNoAxeViolations, test } from './fixtures';
import { LOCALES, signedInThroughApi } from './journey';
import { freshSession, seededSession, visitInLocale } from './money-helpers';

/**
 * /your-promo-codes (issue 9) against the sandbox: the count, each code with what it gives, until
 * when and for how many more transfers, "Copy code" with its confirmation read out from a status
 * region and gone after 5 s (on Playwright's clock), a refused copy selecting the code instead, the
 * three-step how-to and "Send money", the empty state, and axe in every language. A seeded Belgian
 * customer (two codes: WELCOME10, 10 euros off the fee; FREEFEE, no fee) is only read here, never
 * changed, so tests can share them; the empty state is a fresh customer's. Customers are signed in
 * through the sandbox's API (the sign-in page and its redirects are the sign-in specs'). A code in
 * each currency, a code used up and every code expired are the Gherkin's
 * (features/promotions/promo-codes.feature).
 */

const YUSUF = 'yusuf.be@sandbox.test';
const PROMO_CODES = '/your-promo-codes';

test.describe('promo codes', () => {
  test('the count and each code with what it gives, until when and how many more times; "Copy code" puts it on the clipboard and says so in a status region, gone after 5 seconds; "Send money" starts a transfer', async ({ page, context }) => {
    await page.clock.install();
    await signedInThroughApi(page, YUSUF, { path: PROMO_CODES });
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

    // The page's time stands still from here: only the clock's own steps move it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.getByRole('button', { name: 'Copy code FREEFEE' }).click();
    const status = page.getByTestId('promo-copy-status');
    await expect(status).toHaveText('Code FREEFEE copied');
    await expect(status).toHaveAttribute('role', 'status');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('FREEFEE');
    // Still there just before 5 seconds, gone after them (the region itself stays for the next copy).
    await page.clock.runFor(4_900);
    await expect(status).toHaveText('Code FREEFEE copied');
    await page.clock.runFor(200);
    await expect(status).toHaveText('');
    await expect(status).toBeAttached();

    await page.clock.resume();
    await page.getByRole('link', { name: 'Send money' }).click();
    await expect(page).toHaveURL('/send-money/quote');
  });

  test('a browser that refuses the clipboard: the code is selected for copying by hand, and the page says so', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      });
    });
    await signedInThroughApi(page, YUSUF, { path: PROMO_CODES });
    await page.getByRole('button', { name: 'Copy code WELCOME10' }).click();
    await expect(page.getByTestId('promo-copy-status')).toHaveText(
      'We couldn’t copy the code. WELCOME10 is selected: copy it with your keyboard or a long press.',
    );
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe('WELCOME10');
  });

  test('a customer without codes sees the empty state, the how-to and Send money', async ({ page }) => {
    await freshSession(page);
    await page.goto(PROMO_CODES);
    await expect(page.getByTestId('promo-empty')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'You don’t have any promo codes' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send money' })).toBeVisible();
    await expectNoAxeViolations(page, 'promo codes, empty');
  });

  test('the page passes axe in every language, with a copy confirmation showing too', async ({ page, context }) => {
    // Ten axe scans and five loads of the page: the time of several screens' tests.
    test.setTimeout(180_000);
    // The page's time stands still (its timers run): a copy's confirmation stays while axe looks at it.
    await page.clock.setFixedTime(new Date());
    await seededSession(page, YUSUF);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    for (const locale of LOCALES) {
      await visitInLocale(page, locale, PROMO_CODES);
      await expect(page.getByTestId('promo-count')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} promo codes`);
      await page.getByTestId('promo-copy').first().click();
      await expect(page.getByTestId('promo-copy-status')).not.toHaveText('');
      await expectNoAxeViolations(page, `${locale} promo codes, code copied`);
      await expect(page.getByTestId('promo-copy-status')).not.toHaveText('');
    }
  });
});
