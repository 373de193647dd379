import type { Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../src/sandbox/world/customers';
import { expect } from './fixtures';

export { DEMO_PASSWORD };

/** Steps shared by the browser specs, in the words a customer would use. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function expectHeading(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Ends this page's session in the sandbox back office, as an expired token would. */
export async function revokeSession(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  const response = await page.request.post('/sandbox/control/revoke-session', { data: { token } });
  expect(response.ok()).toBe(true);
}

/**
 * Waits until the app runs (its first page view is recorded): before that, a prerendered page is
 * only HTML, and what a test does to it is what a visitor does before the code arrives.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length > 0);
}
