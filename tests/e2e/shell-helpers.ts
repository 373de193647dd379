import type { Page, Request } from '@playwright/test';
import { BANKID_POLL_MS } from '../../src/shared/ui/bankid-signing';
import { expect } from './fixtures';
import { HTML_LANG } from './journey';

/**
 * Helpers of the sign-in and shell specs (sign-in*, pin-sign-in, keyboard, languages, pages,
 * title-and-lang, phone-menu, shell*, notifications).
 */

/** The `<html lang>` each language of the portal gives (English is the UK's). */
export { HTML_LANG };

/** Two animation frames: whatever the app had queued for the screen is committed and painted. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * The page loaded last has settled: the network has been quiet for a moment since that navigation
 * (the code and catalogues it asked for have arrived), and the screen has been painted since.
 * Playwright reports "networkidle" once per navigation: call it after a goto or a reload.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await nextFrames(page);
}

/**
 * The signed-in page knows its customer: the footer names the customer's entity. A page opened
 * straight after a sign-in through the API (journey.ts signedInThroughApi) asks for the customer
 * itself, after the wallet's balance; what depends on the customer (the greeting, the footer, the
 * bell, the shell services) follows from there. On a loaded machine that takes a while.
 */
export async function customerKnown(page: Page): Promise<void> {
  await expect(page.locator('[data-testid="footer-text"][data-entity]')).toBeAttached({ timeout: 15_000 });
}

/**
 * After a cancelled BankID sign-in, two checks' worth of time on the page's clock: the portal
 * checks no more (`checks` are the check requests seen so far), and stays on sign-in, signed out.
 */
export async function expectNoMoreChecks(page: Page, checks: readonly Request[]): Promise<void> {
  const checked = checks.length;
  await page.clock.runFor(2 * BANKID_POLL_MS + 500);
  await nextFrames(page);
  expect(checks.length).toBe(checked);
  await expect(page).toHaveURL('/sign-in');
  expect(await page.evaluate(() => localStorage.getItem('access-token'))).toBeNull();
}
