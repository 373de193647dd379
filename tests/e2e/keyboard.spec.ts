import { expect, test } from './fixtures';
import { DEMO_PASSWORD, waitForApp } from './journey';

test('the skip link moves to the content and nowhere else: no page view, the heading does not take the focus', async ({ page }) => {
  await page.goto('/sign-in');
  await waitForApp(page);
  const pageViews = () => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).length);
  const before = await pageViews();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/sign-in#main');
  // The app has had every chance to react (a navigation would move the focus to the heading).
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).not.toBeFocused();
  expect(await pageViews()).toBe(before);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('sign-in can be completed with the keyboard alone, in a sensible order', async ({ page }) => {
  await page.goto('/sign-in?redirect=%2Fwallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The app's own page (keys pressed while it hydrates are prerender.spec.ts's business).
  await waitForApp(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The jump to the content has happened (on a busy machine it lands a moment after the key) before the next key.
  await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet#main');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type('amina.se@sandbox.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
});
