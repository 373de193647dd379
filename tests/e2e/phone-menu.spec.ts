import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitForApp } from './journey';
import { signedInFrom } from './shell-menu';

test.describe('the phone menu', () => {
  // A small phone: the menu button only exists on narrow screens, and nothing may be wider than this one.
  test.use({ viewport: { width: 360, height: 740 } });

  test('holds New transfer, the navigation, the language selector and the profile menu’s items; Escape and a link close it', async ({ page }) => {
    await signedInFrom(page, 'SE');
    await waitForApp(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(page.getByRole('link', { name: 'New transfer' })).toBeHidden();
    await menu.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'New transfer' })).toBeVisible();
    for (const name of ['Wallet', 'Transfers', 'Recipients']) await expect(main.getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('language-menu-button')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account menu for Sagal Camera' })).toBeVisible();
    for (const id of ['menu-profile', 'menu-support', 'menu-promo-codes', 'menu-bank-id-login', 'menu-sign-out']) await expect(page.getByTestId(id)).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'burger menu open (phone, 360 px)');
    // The phone of the browser suite's phone project, the menu still open.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(page, 'wallet (phone menu open, 390 px)');

    await test.step('Escape closes it and gives the focus back to the menu button', async () => {
      const signOut = page.getByRole('button', { name: 'Sign out' });
      // Escape from inside the menu, with the focus on one of its links.
      await main.getByRole('link', { name: 'Transfers' }).focus();
      await page.keyboard.press('Escape');
      await expect(signOut).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      // And from the button itself.
      await menu.click();
      await expect(signOut).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(signOut).toBeHidden();
      await expect(menu).toBeFocused();
    });

    await test.step('a link closes it', async () => {
      await menu.click();
      await expect(page.getByRole('link', { name: 'New transfer' })).toBeVisible();
      await main.getByRole('link', { name: 'Recipients' }).click();
      await expect(page).toHaveURL('/recipients');
      await expect(page.getByRole('link', { name: 'New transfer' })).toBeHidden();
    });
  });
});
