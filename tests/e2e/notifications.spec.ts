import type { Locator, Page } from '@playwright/test';
import { ALSO_AT_DESKTOP, expect, expectNoAxeViolations, test } from './fixtures';
import { inLocale, LOCALES, signedInThroughApi, type Locale } from './journey';
import { signedIn } from './send-journey';
import { customerKnown, HTML_LANG } from './shell-helpers';

/**
 * The notification bell of the signed-in header (issue 9) against the sandbox: the unseen count in
 * the bell's name and on its badge, the popover (360 px within the screen) by category with a close
 * button per item, a dismissed notification hidden at once and still dismissed after a reload (the
 * cookie pair named after a hash of the guid, and local storage), "No new notifications", a quiet
 * failure with retry, Escape, and axe on the page with the popover open in every language. A seeded
 * Belgian customer (two notifications of each category) is only read: what is dismissed lives in
 * each test's own browser context, never in the back office. The bell's absence from /sign-in is
 * checked in sign-in.spec.ts (the first test); the rules of the count and the viewed list are
 * features/notifications/notifications.feature.
 */

const YUSUF = 'yusuf.be@sandbox.test';

/** Signs the seeded customer in through the sandbox's API, in `lang`, on the wallet. */
async function signedInAsYusuf(page: Page, lang: Locale = 'en'): Promise<void> {
  await signedInThroughApi(page, YUSUF, { lang });
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await customerKnown(page);
}

/** The bell, once it has loaded; on a phone the header's items are behind the menu button. */
async function theBell(page: Page): Promise<Locator> {
  const bell = page.getByTestId('notifications-bell');
  await expect(bell).toBeAttached();
  if (!(await bell.isVisible())) await page.locator('.menu-toggle').click();
  await expect(bell).toBeVisible();
  return bell;
}

/** Opens the popover: the labelled group the bell controls. */
async function openPopover(page: Page): Promise<Locator> {
  const bell = await theBell(page);
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`[id="${await bell.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('[data-testid="notifications-panel"], [data-testid="notifications-load-failed"]').first()).toBeVisible();
  return panel;
}

test.describe('notifications', () => {
  test('the bell names and shows the unseen count; the popover lists them by category with a close button each, and closes on Escape or a click outside', ALSO_AT_DESKTOP, async ({ page }, testInfo) => {
    await signedInAsYusuf(page);
    const bell = await theBell(page);
    await expect(bell).toHaveAccessibleName('Notifications, 6 unseen');
    await expect(page.getByTestId('notifications-badge')).toHaveText('6');
    const panel = await openPopover(page);
    await expect(panel).toHaveAttribute('role', 'group');
    await expect(panel).toHaveAccessibleName('Your notifications');
    await expect(panel.getByRole('list')).toHaveCount(3);
    await expect(panel.getByRole('list', { name: 'Wallet' }).getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('list', { name: 'Bonuses' }).getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('list', { name: 'Transfers' }).getByRole('listitem')).toHaveCount(2);
    await expect(panel.getByRole('button', { name: 'Dismiss notification: Card saved' })).toBeVisible();
    // 360 px wide, never wider than the screen less its 30 px margin.
    const width = (await panel.boundingBox())?.width ?? 0;
    const viewport = page.viewportSize()?.width ?? 0;
    expect(Math.round(width)).toBe(Math.min(360, viewport - 30));
    // The popover as a desktop lays it out (at phone size the test of every language below runs axe on it).
    if (testInfo.project.name === 'desktop') await expectNoAxeViolations(page, 'notifications popover (desktop)');

    await test.step('closes on Escape with the focus back on the bell, and on a click outside', async () => {
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(page.getByTestId('notifications-bell')).toBeFocused();
      await openPopover(page);
      // A press anywhere outside it: the top edge of the header, above everything else at either size.
      const outside = await page.evaluate(() => {
        const x = Math.round(window.innerWidth / 2);
        const hit = document.elementFromPoint(x, 2);
        return { x, inPopover: hit?.closest('.popover') !== null };
      });
      expect(outside.inPopover).toBe(false);
      await page.mouse.click(outside.x, 2);
      await expect(panel).toBeHidden();
    });
  });

  test('a dismissed notification is hidden at once and stays dismissed after a reload; with all dismissed the popover says "No new notifications"', async ({ page, context }) => {
    await signedInAsYusuf(page);
    const panel = await openPopover(page);
    await panel.getByRole('button', { name: 'Dismiss notification: Card saved' }).click();
    // Gone from the list; the status line says so (read out).
    await expect(panel.getByText('Card saved', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Notification dismissed: Card saved' })).toHaveCount(1);
    await expect(page.getByTestId('notifications-bell')).toHaveAccessibleName('Notifications, 5 unseen');
    // The focus moved on to the next close button, the popover still open.
    await expect(panel.getByRole('button', { name: /^Dismiss notification: / }).first()).toBeVisible();
    await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Dismiss notification: /);

    // Remembered as viewed: one cookie named after a hash (no guid, no e-mail), and local storage.
    const cookies = (await context.cookies()).filter((c) => c.name.startsWith('tr-viewed-'));
    expect(cookies.map((c) => c.name)).toEqual([expect.stringMatching(/^tr-viewed-[0-9a-f]{16}$/)]);
    expect(cookies[0]).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
    expect(cookies[0]!.value).toMatch(/^\d+$/);
    const stored = await page.evaluate((name) => localStorage.getItem(name), cookies[0]!.name);
    expect(stored).toBe(cookies[0]!.value);

    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const bell = await theBell(page);
    await expect(bell).toHaveAccessibleName('Notifications, 5 unseen');
    const again = await openPopover(page);
    const close = again.getByRole('button', { name: /^Dismiss notification: / });
    await expect(close).toHaveCount(5);
    await expect(again.getByText('Card saved')).toHaveCount(0);

    await test.step('with all dismissed the popover says "No new notifications", and the bell has no count', async () => {
      for (let left = 5; left > 0; left -= 1) {
        await close.first().click();
        await expect(close).toHaveCount(left - 1);
      }
      await expect(again.getByText('No new notifications')).toBeVisible();
      await expect(again.getByText('No new notifications')).toBeFocused();
      await expect(page.getByTestId('notifications-bell')).toHaveAccessibleName('Notifications');
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
    });
  });

  test('a customer without notifications: "No new notifications"', async ({ page }) => {
    await signedIn(page);
    const bell = await theBell(page);
    await expect(bell).toHaveAccessibleName('Notifications');
    const panel = await openPopover(page);
    await expect(panel.getByText('No new notifications')).toBeVisible();
  });

  test.describe('when the back office fails', () => {
    test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 500/ });

    test('the failure is quiet: the bell stays usable, the popover says so, and Try again loads', async ({ page }) => {
      let failing = true;
      await page.route('**/user/messages', (route) =>
        failing
          ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 'Error', code: 500, message: 'Down', errors: [{ type: 'InternalError', message: 'Down' }] }) })
          : route.continue(),
      );
      await signedInAsYusuf(page);
      const bell = await theBell(page);
      await expect(bell).toHaveAccessibleName('Notifications');
      await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
      const panel = await openPopover(page);
      await expect(panel.getByTestId('notifications-load-failed')).toContainText('We couldn’t load your notifications.');
      failing = false;
      await panel.getByRole('button', { name: 'Try again' }).click();
      await expect(panel.getByRole('list')).toHaveCount(3);
      await expect(bell).toHaveAccessibleName('Notifications, 6 unseen');
    });
  });

  test('in every language the page with the popover open passes axe, and after a dismissal', async ({ page, context }) => {
    // Five languages, ten axe runs: on a shared, loaded machine that takes longer than one test's default.
    test.setTimeout(240_000);
    await signedInAsYusuf(page, LOCALES[0]);
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[LOCALES[0]]);
    for (const locale of LOCALES) {
      await test.step(locale, async () => {
        if (locale !== LOCALES[0]) {
          // All six unseen again, as on a first visit: what this browser remembers as viewed is forgotten.
          await context.clearCookies({ name: /^tr-viewed-/ });
          await page.evaluate(() => {
            for (const key of Object.keys(localStorage)) if (key.startsWith('tr-viewed-')) localStorage.removeItem(key);
          });
          await inLocale(page, locale);
          await expect(page.getByTestId('wallet-balance')).toBeVisible();
          await customerKnown(page);
        }
        const panel = await openPopover(page);
        await expect(panel.getByRole('list')).toHaveCount(3);
        await expect(panel.locator('[data-dismiss]')).toHaveCount(6);
        await expectNoAxeViolations(page, `${locale} notifications popover`);
        await panel.locator('[data-dismiss]').first().click();
        await expect(panel.locator('[data-dismiss]')).toHaveCount(5);
        await expectNoAxeViolations(page, `${locale} notifications popover, one dismissed`);
      });
    }
  });
});
