import { SANDBOX_PIN_FOREIGN_ADDRESS } from '../../src/sandbox/world/bank-id-migration-desk';
import { ALSO_AT_DESKTOP, expect, expectNoAxeViolations, test } from './fixtures';
import { inLocale, LOCALES, waitForApp } from './journey';
import { atPhoneSize, openProfileMenu, profileMenuItemIds, signedInFrom } from './shell-menu';

/**
 * The signed-in shell (issue 9, "Shell"; spec 02 sections 1, 2, 5, 7 and 9; spec 01 sections 2, 3
 * and 9) against the sandbox: the profile menu (a popover under the name on a desktop, in the
 * burger menu on a phone), the logout dialog, "Login with BankID", the language popover, the
 * footers and axe with the menu open in all five languages. The tests of what is laid out
 * differently on a desktop run at both sizes (ALSO_AT_DESKTOP); the burger menu itself is
 * phone-menu.spec.ts's. Each test signs in a fresh customer from the sandbox's control (through
 * its API: the sign-in page is sign-in.spec.ts's).
 *
 * The lists of the menu's items per customer and status, and the footers' texts and legal links
 * per country and state, are features/shell/profile-menu.feature and features/shell/footers.feature
 * (the Texas customer's generic US footer among them): here one customer each, as a browser shows them.
 */

/** The simulated vendor pages beside the preview server (playwright.config.ts). */
const VENDOR_ORIGIN = process.env.E2E_VENDOR_ORIGIN ?? '';

/** A personal identity number no other test uses (the sandbox's world lives for the whole run). */
function freshPersonalIdentityNumber(): string {
  return `19${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

test.describe('the profile menu', () => {
  test('a UK customer: Profile, Support (a new tab), Promo codes, Sign out; the name on its button', ALSO_AT_DESKTOP, async ({ page }) => {
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

  test('a US customer in Iowa: no BankID, Home in the navigation, Iowa’s own footer and legal links', async ({ page }) => {
    await signedInFrom(page, 'US');
    const footer = page.getByTestId('footer-text');
    await expect(footer).toHaveAttribute('data-entity', 'us-state');
    await expect(footer).toHaveText('Sahan Money’s US entity is licensed as a money transmitter by the Iowa banking regulator. Complaints may be filed with the Iowa Division of Banking.');
    await expect(page.getByTestId('footer-billing')).toHaveText('Billing address: 400 Locust St, Des Moines, IA 50309, United States');
    await expect(page.getByTestId('footer-terms')).toHaveAttribute('href', /\/sandbox\/legal\/us\/terms-and-conditions-iowa$/);
    await expect(page.getByTestId('footer-privacy')).toHaveAttribute('href', /\/sandbox\/legal\/us\/privacy-policy-iowa$/);
    await expect(page.getByTestId('footer-terms')).toHaveAccessibleName('Terms and conditions (opens in a new tab)');
    // The wallet with a US footer: the billing address and a state's text.
    await expectNoAxeViolations(page, 'wallet (US footer)');
    expect(await profileMenuItemIds(page)).toEqual(['menu-profile', 'menu-support', 'menu-promo-codes', 'menu-sign-out']);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/wallet');
  });
});

test.describe('the logout dialog', () => {
  test('"Do you want to sign out?": Cancel stays and gives the focus back, Yes signs out and clears the session; the footer follows', ALSO_AT_DESKTOP, async ({ page }) => {
    await signedInFrom(page, 'GB');
    // A UK customer gets the entity of the UK and Canada.
    await expect(page.getByTestId('footer-text')).toHaveAttribute('data-entity', 'uk');
    await expect(page.getByTestId('footer-billing')).toHaveCount(0);
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
    // Signing out clears the session from storage; the customer's preferences stay.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).sort())).toEqual(['default-login-country', 'tr-lang']);
    // Signed out, no country is known for sure: the footer names both entities.
    await expect(page.getByTestId('footer-text')).toHaveText(/EEA entity.*UK entity/);
    await page.goto('/wallet');
    await expect(page).toHaveURL('/sign-in?redirect=%2Fwallet');
  });
});

test.describe('Login with BankID', () => {
  // The seeded Swedish BankID customer's number is refused with a 409.
  test.use({ allowedConsoleErrors: /status of 409/ });

  test('a Swedish customer’s menu has it before Sign out: it checks the number, refuses one in use, never follows an address off the vendor origins, keeps the number, then leaves for the BankID page', async ({ page }) => {
    await signedInFrom(page, 'SE');
    expect(await profileMenuItemIds(page)).toEqual(['menu-profile', 'menu-support', 'menu-promo-codes', 'menu-bank-id-login', 'menu-sign-out']);
    await expect(page.getByTestId('menu-bank-id-login')).toHaveText('Login with BankID');
    await page.getByTestId('menu-bank-id-login').click();
    const dialog = page.getByRole('dialog', { name: 'Login with BankID' });
    await expect(dialog).toBeVisible();
    const number = dialog.getByLabel('Personal identity number');
    await expect(number).toBeFocused();

    await test.step('checks the number', async () => {
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
    });

    await test.step('a number another account uses is refused on the number, which stays', async () => {
      // The seeded Swedish BankID customer's number.
      await number.fill('198505152384');
      await page.getByTestId('bankid-login-submit').click();
      await expect(dialog.getByText('An account with these details already exists. Please sign in instead.')).toBeVisible();
      await expect(number).toHaveValue('198505152384');
      await expect(page).toHaveURL('/wallet');
    });

    await test.step('never follows an address off the vendor origins; closed and opened again, the number is still there', async () => {
      await number.fill(SANDBOX_PIN_FOREIGN_ADDRESS);
      await page.getByTestId('bankid-login-submit').click();
      await expect(dialog.getByRole('alert').filter({ hasText: 'We couldn’t open BankID' })).toBeVisible();
      await expect(page).toHaveURL('/wallet');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      await openProfileMenu(page);
      await page.getByTestId('menu-bank-id-login').click();
      await expect(dialog.getByLabel('Personal identity number')).toHaveValue(SANDBOX_PIN_FOREIGN_ADDRESS);
    });

    await test.step('a number of no account leaves for the BankID page on the vendor origin', async () => {
      await number.fill(freshPersonalIdentityNumber());
      await page.getByTestId('bankid-login-submit').click();
      await expect(page).toHaveURL(new RegExp(`^${VENDOR_ORIGIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/bankid\\?session=bid-\\d{6}$`));
    });
  });
});

test.describe('the language selector in the signed-in header', () => {
  test('lists the other languages with their labels; a choice is stored and the page follows', ALSO_AT_DESKTOP, async ({ page }) => {
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

test.describe('the profile menu while verification asks for a document', () => {
  // At phone size (the burger menu); the popover of a desktop passes axe in the UK customer's test.
  test('"Upload document" comes first and opens the verification; axe finds nothing with the menu open, in every language', async ({ page }) => {
    // Five languages, five axe runs: on a shared, loaded machine that takes longer than one test's default.
    test.setTimeout(150_000);
    await signedInFrom(page, 'SE', 'RequestId');
    for (const locale of LOCALES) {
      await test.step(locale, async () => {
        if (locale !== 'en') await inLocale(page, locale);
        await expect
          .poll(() => profileMenuItemIds(page))
          .toEqual(['upload-document-item', 'menu-profile', 'menu-support', 'menu-promo-codes', 'menu-bank-id-login', 'menu-sign-out']);
        await expectNoAxeViolations(page, `profile menu open (${locale})`);
      });
    }
    await page.getByTestId('upload-document-item').click();
    await expect(page.getByTestId('verification-dialog')).toBeVisible();
  });
});

test.describe('the default layout', () => {
  test('Sign in keeps the redirect query parameter; a signed-in customer gets no Sign in', async ({ page }) => {
    await page.goto('/nets-fail?redirect=%2Ftransfers');
    // No transfer in progress here: the page cannot tell how a payment went, and says so.
    await expect(page.getByTestId('nets-fail')).toContainText('This page can’t tell how your payment went.');
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?redirect=%2Ftransfers');
    await expect(page.getByRole('banner').getByLabel('Language')).toBeVisible();
    await signedInFrom(page, 'GB', 'Pass', '/nets-success');
    await expect(page.getByTestId('nets-success')).not.toContainText(/successful|received/i);
    await waitForApp(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  });
});
