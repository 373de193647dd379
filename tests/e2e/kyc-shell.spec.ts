import type { Page } from '@playwright/test';
import { ALSO_AT_DESKTOP, expect, expectNoAxeViolations, test } from './fixtures';
import { inLocale, LOCALES, type Locale } from './journey';
import { setStatus, signedInWithStatus } from './kyc-helpers';
import { openProfileMenu } from './shell-menu';

/**
 * Where identity verification shows (issue 7): the profile menu's badge and "Upload document"
 * item, the upload dialog the launcher opens, the "transaction blocked by user status" dialog when
 * send money opens, and the two verification pages. Each test gives its own demo customer the
 * status it needs: a fresh Swedish customer from the sandbox's control (kyc-helpers.ts), so no
 * other spec's customer changes and the desktop and phone runs never share one.
 *
 * Which status gives which badge, item and blocked dialog is logic, checked for every status in
 * features/kyc-shell/profile-menu.feature and blocked-dialog.feature, and the badge's words in
 * src/kyc/ui/verification-badge.test.tsx; here a few representative statuses in the real browser.
 */

const blockedDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('blocked-dialog') });
const uploadItem = (page: Page) => page.getByRole('button', { name: 'Upload document' });

// The profile menu is a popover under the name on a desktop and the burger menu on a phone.
test.describe('the profile menu', ALSO_AT_DESKTOP, () => {
  test('Pass: the "Verified" badge, no "Upload document"; RequestAddress: no badge, and "Upload document" opens the upload dialog with the provider of the customer\'s country', async ({ page }) => {
    // Two statuses, each a page load.
    test.setTimeout(60_000);
    const email = await signedInWithStatus(page, 'SE', 'Pass');
    await openProfileMenu(page);
    await expect(page.locator('.account__name')).toBeVisible();
    // The items arrive with the profile; the name shows first. The badge says the profile is read.
    await expect(page.getByTestId('verification-badge')).toHaveText('Verified');
    await expect(uploadItem(page)).toHaveCount(0);

    await setStatus(page, email, 'RequestAddress');
    await page.reload();
    await openProfileMenu(page);
    const item = uploadItem(page);
    await expect(item).toBeVisible();
    await expect(page.getByTestId('verification-badge')).toHaveCount(0);
    await item.click();
    const dialog = page.getByTestId('verification-dialog');
    await expect(dialog).toBeVisible();
    // Sweden uses the default provider (the embedded frame) for a proof of address.
    await expect(dialog.getByTestId('verification-flow')).toHaveAttribute('data-flow', 'frame');
    await expect(dialog.getByTestId('verification-flow')).toHaveAttribute('data-screen', 'address');
    await expect(dialog).toHaveAccessibleName('Upload proof of address');
    await expectNoAxeViolations(page, 'upload dialog');
  });
});

test.describe('send money in a status that blocks transfers', () => {
  test('RequestId: the blocked dialog with its own text and an upload; the upload opens inside send money', async ({ page }) => {
    await signedInWithStatus(page, 'SE', 'RequestId', { path: '/send-money' });
    const dialog = blockedDialog(page);
    // The first page: the status read and identity verification's code loaded first.
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('heading')).toHaveText('Please verify your identity');
    await expect(dialog.getByRole('button', { name: 'Upload document' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    const upload = page.getByTestId('verification-dialog');
    await expect(upload.getByTestId('verification-flow')).toHaveAttribute('data-screen', 'id');
    await expect(page).toHaveURL(/\/send-money/);
  });

  test('VerifyingIdAddress falls back to the Verifying text, offers no upload; Escape closes it and leads to the wallet', async ({ page }) => {
    await signedInWithStatus(page, 'SE', 'VerifyingIdAddress', { path: '/send-money' });
    const dialog = blockedDialog(page);
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('heading')).toHaveText('We’re checking your details');
    await expect(dialog.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/wallet');
  });

  test('Pass: no blocked dialog', async ({ page }) => {
    const reads = { started: 0, finished: 0, failed: 0 };
    const isRead = (url: string) => /\/user\/get/.test(url);
    page.on('request', (r) => {
      if (isRead(r.url())) reads.started += 1;
    });
    page.on('response', (r) => {
      if (isRead(r.url()) && !r.ok()) reads.failed += 1;
    });
    page.on('requestfinished', (r) => {
      if (isRead(r.url())) reads.finished += 1;
    });
    await signedInWithStatus(page, 'SE', 'Pass', { path: '/send-money' });
    await expect(page).toHaveURL('/send-money/quote');
    const send = page.locator('input[name="send_amount"]');
    await expect(send).toBeVisible();
    // The status is read on arrival, and every read has its answer.
    await expect.poll(() => reads.started).toBeGreaterThan(0);
    await expect.poll(() => reads.started - reads.finished).toBe(0);
    expect(reads.failed).toBe(0);
    // The customer goes on: an amount, then a quote (a round trip after the status was read). No dialog opened.
    await send.fill('1000');
    await expect(page.getByTestId('quote-countdown')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the blocked dialog in all five languages passes axe', async ({ page }) => {
    test.setTimeout(120_000);
    await signedInWithStatus(page, 'SE', 'RequestProofOfSourceOfFunds', { path: '/send-money' });
    for (const locale of LOCALES) {
      if (locale !== 'en') await inLocale(page, locale);
      // After a page load: the status read and identity verification's code loaded first.
      await expect(blockedDialog(page)).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(page, `blocked dialog (${locale})`);
    }
  });
});

test.describe('the verification pages', () => {
  test('/successfully-verified and /verifying-in-progress pass axe in all five languages; /verifying-in-progress shows the status as it is now and leads to the wallet', async ({ page }) => {
    test.setTimeout(180_000);
    const email = await signedInWithStatus(page, 'SE', 'VerifyingAddress', { path: '/successfully-verified' });
    const verified = page.getByTestId('successfully-verified').getByRole('heading', { level: 1 });
    for (const locale of LOCALES) {
      if (locale !== 'en') await inLocale(page, locale);
      await expect(verified).toBeVisible();
      await expectNoAxeViolations(page, `successfully verified (${locale})`);
    }

    // The language kept is the last one (so): the other page, back to English last.
    await page.goto('/verifying-in-progress');
    const status = page.getByTestId('verification-status');
    for (const locale of [...LOCALES].reverse() as Locale[]) {
      if (locale !== 'so') await inLocale(page, locale);
      await expect(status).toHaveAttribute('data-status', 'VerifyingAddress');
      await expectNoAxeViolations(page, `verifying in progress (${locale})`);
    }
    await expect(status).toHaveText('Your status: Verifying address');

    // The status is read again on arrival.
    await setStatus(page, email, 'VerifyingIdAddress');
    await page.reload();
    await expect(status).toHaveText('Your status: Verifying ID and address');
    await page.getByRole('link', { name: 'Go to your wallet' }).click();
    await expect(page).toHaveURL('/wallet');
  });

  test('/successfully-verified leads on to send money', async ({ page }) => {
    await signedInWithStatus(page, 'SE', 'Pass', { path: '/successfully-verified' });
    await page.getByRole('link', { name: 'Send money' }).click();
    await expect(page).toHaveURL('/send-money/quote');
  });
});
