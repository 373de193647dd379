import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { signedInThroughApi, waitForApp } from './journey';
import { customerKnown } from './shell-helpers';

/**
 * The signed-in shell's menus in the words a customer would use, at either size (no texts: test
 * ids and states, so they work in every language). Other specs reach the profile menu's items
 * ("Upload document", "Sign out") through these.
 */

/** Whether the page is at phone size: the header's menu is folded behind the burger button. */
export async function atPhoneSize(page: Page): Promise<boolean> {
  // One of the two shows once the header is laid out: the burger button (phone) or the name's button (desktop).
  const toggle = page.locator('.menu-toggle');
  const button = page.getByTestId('profile-menu-button');
  await expect.poll(async () => (await toggle.isVisible()) || (await button.isVisible())).toBe(true);
  return toggle.isVisible();
}

/**
 * Opens the profile menu: on a desktop the popover under the customer's name, on a phone the burger
 * menu, where its items are listed under the name. Waits for its items.
 */
export async function openProfileMenu(page: Page): Promise<void> {
  await waitForApp(page);
  const items = page.getByTestId('profile-menu-items');
  if (await atPhoneSize(page)) {
    const toggle = page.locator('.menu-toggle');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  } else {
    const button = page.getByTestId('profile-menu-button');
    await expect(button).toBeVisible();
    if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(items).toBeVisible();
}

/** The profile menu's items, by their test ids (menu-<kind>, upload-document-item), in order. */
export async function profileMenuItemIds(page: Page): Promise<string[]> {
  await openProfileMenu(page);
  return page.getByTestId('profile-menu-items').locator(':scope > li > a, :scope > li > button').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
}

/** Sign out from the profile menu, confirmed with Yes in the logout dialog. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await openProfileMenu(page);
  await page.getByTestId('menu-sign-out').click();
  await page.getByTestId('logout-yes').click();
}

/**
 * Signs a fresh customer in through the sandbox's API (the sandbox's control makes one per test, so
 * the desktop and phone runs never share one): a country of the control (SE, GB; US is an Iowa
 * customer) in `status`, on `path` (the wallet by default, whose balance and customer are then
 * waited for); their e-mail.
 */
export async function signedInFrom(page: Page, country: 'SE' | 'GB' | 'US', status = 'Pass', path = '/wallet'): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country, status } });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await signedInThroughApi(page, email, { path });
  await expect(page).toHaveURL(path);
  if (path === '/wallet') {
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    await customerKnown(page);
  }
  return email;
}
