import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

test.describe('the phone menu', () => {
  // At phone size in both projects: the menu button only exists on narrow screens.
  test.use({ viewport: { width: 390, height: 844 } });

  test('Escape closes it and gives the focus back to the menu button', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'hodan.gb@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const signOut = page.getByRole('button', { name: 'Sign out' });
    await expect(signOut).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, 'wallet (phone menu open)');
    // Escape from inside the menu, with the focus on one of its links.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Transfers' }).focus();
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
});
