import { expect, test } from './fixtures';
import { expectHeading, waitForApp } from './journey';
import { answerUpToAddressSearch, DRAFT_KEY, newcomer, pickWhitechapelAddress, registerByLabels } from './registration-helpers';

/**
 * The whole registration of a new UK customer in one fresh browser context, as a visitor goes
 * through it: country of residence, registration by phone (an empty form first), both
 * verifications (a wrong SMS code first, an e-mail asked again within the minute), every step,
 * remitter create, and the signed-in wallet with the customer's name. Nothing is seeded: each
 * screen is reached through the one before it.
 */

test.describe('registration journey', () => {
  // The wrong SMS code and the e-mail asked again within the minute are refused (400, 429); the browser logs them.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of (400|404|409|429)/ });

  test('a new UK customer registers with a phone, verifies phone and e-mail, and goes through every step to the signed-in wallet', async ({ page }) => {
    test.setTimeout(120_000);
    const who = newcomer('journey');
    const name = { first: 'Ayaan', last: 'Warsame' };

    await page.goto('/country-of-residence');
    await waitForApp(page);
    await expectHeading(page, 'Country of residence');
    await expect(page.getByLabel('Country you live in')).toBeEnabled();
    await page.getByLabel('Country you live in').selectOption({ label: 'United Kingdom' });
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/registration$/);
    await expectHeading(page, 'Create your account');
    await page.getByRole('radio', { name: 'With my mobile phone' }).check();
    // An empty form: the error summary takes the focus.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toBeFocused();
    await registerByLabels(page, who);
    await expect(page.getByText(/You can ask for a new code in 0:[0-5]\d\./)).toBeVisible();
    const code = page.getByLabel('Code from the SMS');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // A wrong code is refused on its field, and stays there to be corrected.
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.locator('#phone-code-error')).toHaveText('The code you entered is incorrect. Please try again.');
    await expect(code).toHaveValue('000000');
    await code.fill('123456');
    await page.getByRole('button', { name: 'Verify' }).click();

    // The app asks the customer to confirm the e-mail address, then lets them continue.
    await expect(page).toHaveURL(/\/email-verification$/);
    await expect(page.getByText(`We’ve sent an email to ${who.email}.`, { exact: false })).toBeVisible();
    // Asked again within the minute: the notice says to wait, and takes the focus.
    await page.getByRole('button', { name: 'Send the email again' }).click();
    await expect(page.locator('main .alert--error')).toBeFocused();
    await expect(page.locator('main .alert--error')).toHaveText('Please wait 1 minute before trying again.');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/registration-name$/);
    await answerUpToAddressSearch(page, name);
    await expect(page).toHaveURL(/\/address-search$/);
    await pickWhitechapelAddress(page);
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByLabel('Town or city')).toHaveValue('London');
    // A UK address has no province, and a UK customer is asked for no social security number.
    await expect(page.getByLabel('Province')).toHaveCount(0);
    // Until the account is created, the answers wait in the tab's draft (a reload keeps them).
    const draft = await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);
    expect(draft).toContain('Warsame');
    expect(draft).toContain('Nurse');
    await page.getByRole('button', { name: 'Create my account' }).click();

    await expect(page).toHaveURL('/wallet');
    await expect(page.getByText(`Hello, ${name.first} ${name.last}`)).toBeVisible();
    await expect(page.getByTestId('wallet-balance')).toBeVisible();

    // The draft is gone from both storages, and none of its answers is kept anywhere else.
    const stored = await page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage } }));
    expect(Object.keys(stored.local)).toContain('access-token');
    expect(Object.keys(stored.session)).not.toContain(DRAFT_KEY);
    expect(Object.keys(stored.local)).not.toContain(DRAFT_KEY);
    const everything = JSON.stringify(stored);
    for (const answer of [who.email, who.phone.replace(/\s/g, '').slice(1), 'Warsame', 'Whitechapel', 'Nurse', '1990-05-15', 'family_support']) {
      expect(everything).not.toContain(answer);
    }
  });
});
