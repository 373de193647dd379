import type { Page } from '@playwright/test';
import { SANDBOX_PIN_FOREIGN_ADDRESS } from '../../src/sandbox/world/bank-id-migration-desk';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn, waitForApp } from './journey';
import { atPhoneSize, openProfileMenu, profileMenuItemIds, signedInFrom } from './shell-menu';

/**
 * The signed-in shell (issue 9, "Shell"; spec 02 sections 1, 2, 5, 7 and 9; spec 01 sections 2, 3
 * and 9) against the sandbox, at both sizes (the desktop and phone projects): the profile menu's
 * items per customer (a UK, a Swedish and a US customer in Iowa), the logout dialog, "Login with
 * BankID", the language popover, the burger menu at phone size, the footers (Iowa's own text and
 * links, a Texas customer's generic text) and axe with the menu open in all five languages. Each
 * test signs in a fresh customer from the sandbox's control, except the seeded Texas customer,
 * whom nothing here changes.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
/** The simulated vendor pages beside the preview server (playwright.config.ts). */
const VENDOR_ORIGIN = process.env.E2E_VENDOR_ORIGIN ?? '';

async function useLocale(page: Page, locale: string): Promise<void> {
  await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
}

/** A personal identity number no other test uses (the sandbox's world lives for the whole run). */
function freshPersonalIdentityNumber(): string {
  return `19${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

test.describe('the profile menu', () => {
  test('a UK customer: Profile, Support (a new tab), Promo codes, Sign out; the name on its button', async ({ page }) => {
    await signedInFrom(page, 'GB');
    expect(await profileMenuItemIds(page)).toEqual(['menu-profile', 'menu-support', 'menu-promo-codes', 'menu-sign-out']);
    const support = page.getByTestId('menu-support');
    await expect(support).toHaveAttribute('target', '_blank');
    await expect(support).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(support).toHaveAccessibleName('Support (opens in a new tab)');
    await expect(page.getByTestId('menu-profile')).toHaveAttribute('href', '/profile');
    await expect(page.getByTestId('menu-promo-codes')).toHaveAttribute('href', '/your-promo-codes');
    await expect(page.locator('.account__name')).toHaveText('Sagal Camera');
    if (!(await atPhoneSize(page))) {
      await expect(page.getByTestId('profile-menu-button')).toHaveAccessibleName('Account menu for Sagal Camera');
      // The popover is the profile menu's width (276 px, spec 02 section 9).
      const box = await page.getByRole('group', { name: 'Account menu for Sagal Camera' }).boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(276);
    }
    await expectNoAxeViolations(page, 'profile menu (UK)');
  });

  test('a Swedish customer also gets "Login with BankID", before Sign out', async ({ page }) => {
    await signedInFrom(page, 'SE');
    expect(await profileMenuItemIds(page)).toEqual(['menu-profile', 'menu-support', 'menu-promo-codes', 'menu-bank-id-login', 'menu-sign-out']);
    await expect(page.getByTestId('menu-bank-id-login')).toHaveText('Login with BankID');
  });

  test('a US customer in Iowa: no BankID, Home in the navigation, Iowa’s own footer and legal links', async ({ page }) => {
    await signedInFrom(page, 'US');
    expect(await profileMenuItemIds(page)).toEqual(['menu-profile', 'menu-support', 'menu-promo-codes', 'menu-sign-out']);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/wallet');
    const footer = page.getByTestId('footer-text');
    await expect(footer).toHaveAttribute('data-entity', 'us-state');
    await expect(footer).toHaveText('Sahan Money’s US entity is licensed as a money transmitter by the Iowa banking regulator. Complaints may be filed with the Iowa Division of Banking.');
    await expect(page.getByTestId('footer-billing')).toHaveText('Billing address: 400 Locust St, Des Moines, IA 50309, United States');
    await expect(page.getByTestId('footer-terms')).toHaveAttribute('href', /\/sandbox\/legal\/us\/terms-and-conditions-iowa$/);
    await expect(page.getByTestId('footer-privacy')).toHaveAttribute('href', /\/sandbox\/legal\/us\/privacy-policy-iowa$/);
    await expect(page.getByTestId('footer-terms')).toHaveAccessibleName('Terms and conditions (opens in a new tab)');
  });

  test('"Upload document" comes first while verification asks for a document', async ({ page }) => {
    await signedInFrom(page, 'SE', 'RequestAddress');
    await expect.poll(() => profileMenuItemIds(page)).toEqual(['upload-document-item', 'menu-profile', 'menu-support', 'menu-promo-codes', 'menu-bank-id-login', 'menu-sign-out']);
    await page.getByTestId('upload-document-item').click();
    await expect(page.getByTestId('verification-dialog')).toBeVisible();
  });
});

test.describe('the footer', () => {
  test('a Texas customer: the billing address and the generic US text, the US legal links', async ({ page }) => {
    await page.goto('/sign-in');
    await signIn(page, 'hawa.texas@sandbox.test');
    await expect(page).toHaveURL('/wallet');
    const footer = page.getByTestId('footer-text');
    await expect(footer).toHaveAttribute('data-entity', 'us');
    await expect(footer).toHaveText('Money transmission services in the United States are provided by Sahan Money’s US entity, a licensed money transmitter.');
    await expect(page.getByTestId('footer-billing')).toBeVisible();
    await expect(page.getByTestId('footer-terms')).toHaveAttribute('href', /\/sandbox\/legal\/us\/terms-and-conditions$/);
    await expectNoAxeViolations(page, 'wallet (Texas footer)');
  });

  test('a UK customer gets the entity of the UK and Canada; signed out, the sign-in page names both', async ({ page }) => {
    await signedInFrom(page, 'GB');
    await expect(page.getByTestId('footer-text')).toHaveAttribute('data-entity', 'uk');
    await expect(page.getByTestId('footer-billing')).toHaveCount(0);
    await openProfileMenu(page);
    await page.getByTestId('menu-sign-out').click();
    await page.getByTestId('logout-yes').click();
    await expect(page).toHaveURL('/sign-in');
    // Signed out, no country is known for sure: the footer names both entities.
    await expect(page.getByTestId('footer-text')).toHaveText(/EEA entity.*UK entity/);
  });

  test('a first visit to the sign-in page names both entities', async ({ page }) => {
    await page.goto('/sign-in');
    await waitForApp(page);
    await expect(page.getByTestId('footer-text')).toHaveText(/EEA entity.*UK entity/);
    await expect(page.getByTestId('footer-text')).not.toHaveAttribute('data-entity', /./);
  });
});

test.describe('the logout dialog', () => {
  test('"Do you want to sign out?": Cancel stays and gives the focus back, Yes signs out', async ({ page }) => {
    await signedInFrom(page, 'GB');
    await openProfileMenu(page);
    const phone = await atPhoneSize(page);
    await page.getByTestId('menu-sign-out').click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Do you want to sign out?');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    // The modal stack is counted on the page body; the page behind does not scroll.
    await expect(page.locator('body')).toHaveAttribute('data-modal-count', '1');
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expectNoAxeViolations(page, 'logout dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveAttribute('data-modal-count', /./);
    await expect(page).toHaveURL('/wallet');
    // The focus is back on what opened it: the menu item on a phone, the menu's button on a desktop.
    await expect(phone ? page.getByTestId('menu-sign-out') : page.getByTestId('profile-menu-button')).toBeFocused();
    // Escape is Cancel too.
    await openProfileMenu(page);
    await page.getByTestId('menu-sign-out').click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL('/wallet');
    await openProfileMenu(page);
    await page.getByTestId('menu-sign-out').click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL('/sign-in');
    await page.goto('/wallet');
    await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
  });
});

test.describe('Login with BankID', () => {
  async function openBankIdDialog(page: Page) {
    await openProfileMenu(page);
    await page.getByTestId('menu-bank-id-login').click();
    const dialog = page.getByRole('dialog', { name: 'Login with BankID' });
    await expect(dialog).toBeVisible();
    const number = dialog.getByLabel('Personal identity number');
    await expect(number).toBeFocused();
    return { dialog, number };
  }

  test('checks the number, then leaves for the BankID page on the vendor origin', async ({ page }) => {
    await signedInFrom(page, 'SE');
    const { dialog, number } = await openBankIdDialog(page);
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await number.fill('123456789');
    await page.getByTestId('bankid-login-submit').click();
    await expect(dialog.getByText('The personal identity number must be 10 to 12 digits.')).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toBeFocused();
    await expectNoAxeViolations(page, 'BankID dialog (error)');
    await number.fill('19850515-2384');
    await page.getByTestId('bankid-login-submit').click();
    await expect(dialog.getByText('The personal identity number may only contain digits.')).toBeVisible();
    await number.fill(freshPersonalIdentityNumber());
    await page.getByTestId('bankid-login-submit').click();
    await expect(page).toHaveURL(new RegExp(`^${VENDOR_ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/bankid\\?session=bid-\\d{6}$`));
  });

  test.describe('a refused number', () => {
    test.use({ allowedConsoleErrors: /status of 409/ });
    test('a number another account uses is refused on the number, which stays', async ({ page }) => {
      await signedInFrom(page, 'SE');
      const { dialog, number } = await openBankIdDialog(page);
      // The seeded Swedish BankID customer's number.
      await number.fill('198505152384');
      await page.getByTestId('bankid-login-submit').click();
      await expect(dialog.getByText('An account with these details already exists. Please sign in instead.')).toBeVisible();
      await expect(number).toHaveValue('198505152384');
      await expect(page).toHaveURL('/wallet');
    });
  });

  test('never follows an address off the vendor origins; closed and opened again, the number is still there', async ({ page }) => {
    await signedInFrom(page, 'SE');
    const { dialog, number } = await openBankIdDialog(page);
    await number.fill(SANDBOX_PIN_FOREIGN_ADDRESS);
    await page.getByTestId('bankid-login-submit').click();
    await expect(dialog.getByRole('alert')).toContainText('We couldn’t open BankID');
    await expect(page).toHaveURL('/wallet');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await openProfileMenu(page);
    await page.getByTestId('menu-bank-id-login').click();
    await expect(dialog.getByLabel('Personal identity number')).toHaveValue(SANDBOX_PIN_FOREIGN_ADDRESS);
  });
});

test.describe('the language selector in the signed-in header', () => {
  test('lists the other languages with their labels; a choice is stored and the page follows', async ({ page }) => {
    await signedInFrom(page, 'GB');
    await waitForApp(page);
    if (await atPhoneSize(page)) await page.locator('.menu-toggle').click();
    const button = page.getByTestId('language-menu-button');
    await expect(button).toHaveAccessibleName('Language: ENG UK');
    await button.click();
    const list = page.getByRole('group', { name: 'Language' });
    // The flags are pictures beside the labels (hidden from screen readers); the labels are what is read.
    await expect(list.getByRole('button')).toHaveText([/ENG CA$/, /ENG US$/, /SWE$/, /SOM$/]);
    for (const label of ['ENG CA', 'ENG US', 'SWE', 'SOM']) await expect(list.getByRole('button', { name: label, exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'language popover');
    await list.getByRole('button', { name: 'SWE' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plånbok');
    expect(await page.evaluate(() => window.localStorage.getItem('tr-lang'))).toBe('sv');
    await expect(page.getByTestId('language-menu-button')).toBeFocused();
  });
});

test.describe('the burger menu at phone size', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('holds New transfer, the navigation, the language selector and the profile menu’s items', async ({ page }) => {
    await signedInFrom(page, 'SE');
    await waitForApp(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(page.getByRole('link', { name: 'New transfer' })).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'New transfer' })).toBeVisible();
    for (const name of ['Wallet', 'Transfers', 'Recipients']) await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name })).toBeVisible();
    await expect(page.getByTestId('language-menu-button')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Account menu for Sagal Camera' })).toBeVisible();
    for (const id of ['menu-profile', 'menu-support', 'menu-promo-codes', 'menu-bank-id-login', 'menu-sign-out']) await expect(page.getByTestId(id)).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page, 'burger menu open (phone)');
    // A link closes it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Recipients' }).click();
    await expect(page).toHaveURL('/recipients');
    await expect(page.getByRole('link', { name: 'New transfer' })).toBeHidden();
  });
});

test.describe('axe with the profile menu open', () => {
  for (const locale of LOCALES) {
    test(`in ${locale}`, async ({ page }) => {
      await signedInFrom(page, 'SE', 'RequestId');
      await useLocale(page, locale);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', locale === 'en' ? 'en-GB' : locale);
      await expect.poll(async () => (await profileMenuItemIds(page)).length).toBe(6);
      await expectNoAxeViolations(page, `profile menu open (${locale})`);
    });
  }
});

test.describe('the default layout', () => {
  test('Sign in keeps the redirect query parameter; a signed-in customer gets no Sign in', async ({ page }) => {
    await page.goto('/nets-fail?redirect=%2Ftransfers');
    await expect(page.getByTestId('nets-fail')).toBeVisible();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=%2Ftransfers');
    await expect(page.getByRole('banner').getByLabel('Language')).toBeVisible();
    await signedInFrom(page, 'GB');
    await page.goto('/nets-success');
    await expect(page.getByTestId('nets-success')).toBeVisible();
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});
