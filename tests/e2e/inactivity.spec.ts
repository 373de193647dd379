import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

// The sign-out itself, and what the next customer sees: session-ends.spec.ts.
test.describe('inactivity', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
    await page.goto('/sign-in');
    await signIn(page, 'amina.se@sandbox.test');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
  });

  test('the customer is warned before being signed out and can stay', async ({ page }) => {
    await page.clock.runFor(58 * 60_000);
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await expect(warning).toBeVisible();
    await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
    await expectNoAxeViolations(page, 'inactivity warning');
    await warning.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(warning).toBeHidden();
    await page.clock.runFor(30 * 60_000);
    await expect(page).toHaveURL('/wallet');
  });
});
