import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { DEMO_PASSWORD, signIn, signedInThroughApi, waitForApp } from './journey';
import { seededSession } from './money-helpers';
import { signOutFromMenu } from './shell-menu';

/**
 * Every way a session ends is one way (issue 19): the page is left for a fresh one, so nothing of
 * the customer stays in memory or on screen for the next customer of the same browser; a session
 * idle past the hour is never used again; a sign-out reaches the customer's other tabs at once.
 */

/** Hodan's saved cards in the sandbox (every seeded customer has these five). */
const HODAN = 'hodan.gb@sandbox.test';

/** Records, in every document of the page, whether a saved card was ever on screen in it. */
async function watchForSavedCards(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = () => document.querySelector('[data-testid="wallet-cards"] .wallet-list li') !== null;
    new MutationObserver(() => {
      if (seen()) (window as unknown as { cardsSeen?: boolean }).cardsSeen = true;
    }).observe(document, { subtree: true, childList: true });
  });
}
const cardsSeen = (page: Page) => page.evaluate(() => (window as unknown as { cardsSeen?: boolean }).cardsSeen === true);

test('two customers in one tab: after the inactivity sign-out, the next customer never sees the previous one’s cards', async ({ page }) => {
  // The next customer: a fresh one of Sweden with no saved card, made in the back office (not signed in here).
  const made = await page.request.post('/sandbox/control/sdk-customer', { data: { country: 'SE', status: 'Pass', wallet_minor: 2_500 } });
  expect(made.ok()).toBe(true);
  const { email: next } = (await made.json()) as { email: string };

  await watchForSavedCards(page);
  await page.clock.install({ time: new Date('2026-11-21T10:00:00Z') });
  await page.goto('/sign-in');
  await signIn(page, HODAN);
  await expect(page.getByTestId('wallet-cards').locator('.wallet-list li').first()).toBeVisible();
  expect(await cardsSeen(page)).toBe(true);

  await page.clock.runFor(61 * 60_000);
  // A fresh sign-in page: the message is over nothing of Hodan's.
  const notice = page.getByRole('alertdialog', { name: 'You’ve been logged out' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'OK' })).toBeFocused();
  await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
  await expectNoAxeViolations(page, 'the logged-out message on the sign-in page');
  expect(await cardsSeen(page)).toBe(false);
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();

  await signIn(page, next, DEMO_PASSWORD);
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByTestId('wallet-balance')).toContainText('25');
  await expect(page.getByTestId('wallet-cards').locator('.hint')).toBeVisible();
  expect(await cardsSeen(page)).toBe(false);
});

test('a session idle past the hour is wiped when the portal is reopened: nothing is asked with it, nothing of it is shown', async ({ page }) => {
  await seededSession(page, HODAN);
  await page.evaluate(() => localStorage.setItem('last-activity', String(Date.now() - 61 * 60_000)));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['x-auth-token']) asked.push(new URL(request.url()).pathname);
  });
  await page.goto('/wallet');
  await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
  await expect(page.getByRole('alertdialog', { name: 'You’ve been logged out' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
  // Only the server logout of the stale token, never user/get or the balance.
  await expect.poll(() => asked).toEqual([expect.stringMatching(/\/user\/logout$/)]);
});

test('a sign-out in one tab reaches the customer’s other tab at once', async ({ page, context }) => {
  await signedInThroughApi(page, HODAN, { path: '/transfers' });
  const other = await context.newPage();
  await other.goto('/wallet');
  await expect(other.getByTestId('wallet-balance')).toBeVisible();
  await waitForApp(page);
  await signOutFromMenu(page);
  await expect(page).toHaveURL('/sign-in');
  // The other tab did nothing: it was told, and left for a fresh sign-in page that leads back.
  await expect(other).toHaveURL('/sign-in?redirect=%2Fwallet');
  await expect(other.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(other.getByTestId('wallet-balance')).toHaveCount(0);
});
