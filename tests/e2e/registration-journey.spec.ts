import { expect, test } from './fixtures';
import { expectHeading, waitForApp } from './journey';
import { answerUpToAddressSearch, DRAFT_KEY, newcomer, pickWhitechapelAddress, registerByLabels } from './registration-helpers';

/**
 * The whole registration of a new UK customer in one fresh browser context, as a visitor goes
 * through it: country of residence, registration by phone, both verifications, every step,
 * remitter create, and the signed-in wallet with the customer's name. Nothing is seeded: each
 * screen is reached through the one before it.
 */

test('a new UK customer registers by phone from the country of residence to the signed-in wallet', async ({ page }) => {
  test.setTimeout(90_000);
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
  await registerByLabels(page, who);
  await page.getByLabel('Code from the SMS').fill('123456');
  await page.getByRole('button', { name: 'Verify' }).click();

  // The app asks the customer to confirm the e-mail address, then lets them continue.
  await expect(page).toHaveURL(/\/email-verification$/);
  await expect(page.getByText(`We’ve sent an email to ${who.email}.`, { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/registration-name$/);
  await answerUpToAddressSearch(page, name);
  await expect(page).toHaveURL(/\/address-search$/);
  await pickWhitechapelAddress(page);
  await expect(page).toHaveURL(/\/address$/);
  await expect(page.getByLabel('Town or city')).toHaveValue('London');
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
