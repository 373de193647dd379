import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn, waitForApp } from './journey';
import { openProfileMenu } from './shell-menu';

/**
 * Where identity verification shows (issue 7): the profile menu's badge and "Upload document"
 * item, the upload dialog the launcher opens, the "transaction blocked by user status" dialog when
 * send money opens, and the two verification pages. Each test gives its own demo customer the
 * status it needs: a fresh customer from the sandbox's control (POST /sandbox/control/sdk-customer),
 * so no other spec's customer changes and the desktop and phone runs never share one.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;

async function setStatus(page: Page, email: string, status: string): Promise<void> {
  const response = await page.request.post('/sandbox/control/verification-status', { data: { email, status } });
  expect(response.ok(), await response.text()).toBe(true);
}

/**
 * Signs a fresh Swedish customer in (the sandbox's control makes one per test: the desktop and
 * phone runs of this file go side by side), in `status`. Returns the customer's e-mail.
 */
async function signedInWithStatus(page: Page, status: string): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country: 'SE', status } });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await page.goto('/sign-in');
  await signIn(page, email);
  await expect(page).toHaveURL('/wallet');
  // The wallet has settled (the sign-in's navigation is over) before the test goes on.
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  return email;
}

/** The account block: on a phone it sits in the folded menu, opened first. */
/** The profile menu open: the popover on a desktop, the burger menu on a phone. */
async function openAccount(page: Page): Promise<void> {
  await openProfileMenu(page);
}

async function useLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
}

const blockedDialog = (page: Page) => page.getByRole('dialog').filter({ has: page.getByTestId('blocked-dialog') });

test.describe('the profile menu', () => {
  for (const [status, badge, item] of [
    ['Pass', 'Verified', false],
    ['VerifyingId', 'verifying', false],
    ['VerifyingProofOfSourceOfFunds', 'verifying', false],
    ['NotRegistered', 'Not registered', false],
    ['RequestAddress', null, true],
    ['RequestId', null, true],
    ['FailedId', null, false],
  ] as const) {
    test(`${status}: ${badge ? `the "${badge}" badge` : 'no badge'}, ${item ? 'an' : 'no'} "Upload document" item`, async ({ page }) => {
      await signedInWithStatus(page, status);
      await openAccount(page);
      await expect(page.locator('.account__name')).toBeVisible();
      // The items arrive with the profile; the name shows first.
      if (badge) await expect(page.getByTestId('verification-badge')).toHaveText(badge);
      if (item) await expect(page.getByRole('button', { name: 'Upload document' })).toBeVisible();
      else await expect(page.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
      if (!badge) await expect(page.getByTestId('verification-badge')).toHaveCount(0);
    });
  }

  test('"Upload document" opens the upload dialog with the provider of the customer\'s country; the focus comes back', async ({ page }) => {
    await signedInWithStatus(page, 'RequestAddress');
    await openAccount(page);
    const item = page.getByRole('button', { name: 'Upload document' });
    await item.click();
    const dialog = page.getByTestId('verification-dialog');
    await expect(dialog).toBeVisible();
    // Poland uses the default provider (the embedded frame) for a proof of address.
    await expect(dialog.getByTestId('verification-flow')).toHaveAttribute('data-flow', 'frame');
    await expect(dialog.getByTestId('verification-flow')).toHaveAttribute('data-screen', 'address');
    await expect(dialog).toHaveAccessibleName('Upload proof of address');
    await expectNoAxeViolations(page, 'upload dialog');
  });
});

test.describe('send money in a status that blocks transfers', () => {
  test('RequestId: the blocked dialog with its own text and an upload; the upload opens inside send money', async ({ page }) => {
    await signedInWithStatus(page, 'RequestId');
    await page.goto('/send-money');
    const dialog = blockedDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText('Please verify your identity');
    await expect(dialog.getByRole('button', { name: 'Upload document' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Upload document' }).click();
    const upload = page.getByTestId('verification-dialog');
    await expect(upload.getByTestId('verification-flow')).toHaveAttribute('data-screen', 'id');
    await expect(page).toHaveURL(/\/send-money/);
  });

  test('VerifyingIdAddress falls back to the Verifying text, offers no upload; Escape closes it and leads to the wallet', async ({ page }) => {
    await signedInWithStatus(page, 'VerifyingIdAddress');
    await page.goto('/send-money');
    const dialog = blockedDialog(page);
    await expect(dialog.getByRole('heading')).toHaveText('We’re checking your details');
    await expect(dialog.getByRole('button', { name: 'Upload document' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/wallet');
  });

  test('Pass: no blocked dialog', async ({ page }) => {
    await signedInWithStatus(page, 'Pass');
    // The status is read afresh on arrival; after its answer no dialog opens.
    const read = page.waitForResponse((r) => /\/user\/get/.test(r.url()));
    await page.goto('/send-money');
    await expect(page).toHaveURL('/send-money/quote');
    await waitForApp(page);
    expect((await read).ok()).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the blocked dialog in all five languages passes axe', async ({ page }) => {
    test.slow();
    await signedInWithStatus(page, 'RequestProofOfSourceOfFunds');
    for (const locale of LOCALES) {
      await useLocale(page, locale);
      await page.goto('/send-money');
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-GB' : locale);
      await expect(blockedDialog(page)).toBeVisible();
      await expectNoAxeViolations(page, `blocked dialog (${locale})`);
    }
  });
});

test.describe('the verification pages', () => {
  for (const locale of LOCALES) {
    test(`/successfully-verified and /verifying-in-progress (${locale})`, async ({ page }) => {
      await signedInWithStatus(page, 'VerifyingAddress');
      await useLocale(page, locale);
      await page.goto('/successfully-verified');
      await expect(page.getByTestId('successfully-verified').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `successfully verified (${locale})`);
      await page.goto('/verifying-in-progress');
      await expect(page.getByTestId('verification-status')).toHaveAttribute('data-status', 'VerifyingAddress');
      await expectNoAxeViolations(page, `verifying in progress (${locale})`);
    });
  }

  test('/verifying-in-progress shows the status as it is now and leads to the wallet', async ({ page }) => {
    const email = await signedInWithStatus(page, 'VerifyingAddress');
    await page.goto('/verifying-in-progress');
    await expect(page.getByTestId('verification-status')).toHaveText('Your status: Verifying address');
    await setStatus(page, email, 'VerifyingIdAddress');
    await page.reload();
    await expect(page.getByTestId('verification-status')).toHaveText('Your status: Verifying ID and address');
    await page.getByRole('link', { name: 'Go to your wallet' }).click();
    await expect(page).toHaveURL('/wallet');
  });

  test('/successfully-verified leads on to send money', async ({ page }) => {
    await signedInWithStatus(page, 'Pass');
    await page.goto('/successfully-verified');
    await page.getByRole('link', { name: 'Send money' }).click();
    await expect(page).toHaveURL('/send-money/quote');
  });
});
