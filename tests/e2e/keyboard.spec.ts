import { expect, test } from './fixtures';
import { DEMO_PASSWORD, waitForApp } from './journey';
import { nextFrames } from './shell-helpers';

test('the skip link moves to the content and nowhere else, and sign-in can be completed with the keyboard alone, in a sensible order', async ({ page }) => {
  await page.goto('/sign-in?redirect=%2Fwallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The app's own page (keys pressed while it hydrates are prerender.spec.ts's business).
  await waitForApp(page);
  const pageViews = () => page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).length);
  const before = await pageViews();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The jump to the content has happened (on a busy machine it lands a moment after the key) before the next key.
  await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet#main');
  // The app has had every chance to react: a navigation would have moved the focus to the heading
  // and recorded a page view by the time the next frames are painted.
  await nextFrames(page);
  await nextFrames(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).not.toBeFocused();
  expect(await pageViews()).toBe(before);
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
  // The balance is the back office's answer: on a loaded machine it takes a while.
  await expect(page.getByTestId('wallet-balance')).toBeVisible({ timeout: 15_000 });
});
