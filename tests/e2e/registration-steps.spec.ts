import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectHeading } from './journey';
import { DRAFT_KEY, seedRegistration, STEP_ANSWERS } from '../support/registration-seed';
import { answerUpToAddressSearch, continueButton, pickWhitechapelAddress } from './registration-helpers';

/**
 * The registration steps in Chromium against the sandbox, from a seeded draft: what the screens
 * before them (country of residence, registration, phone verification) leave behind, i.e. an
 * account registered with register-with-phone and the draft in the tab's session storage.
 */

const STEPS = STEP_ANSWERS.map(([path]) => path);
const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;

/**
 * The draft answers that open each step (the steps before it answered, the step itself not): the
 * guard lets a registration open only the steps its answers reach (registrationProgress).
 */
const ANSWERS_BEFORE: Readonly<Record<string, Record<string, unknown>>> = (() => {
  const before: Record<string, Record<string, unknown>> = {};
  let sofar: Record<string, unknown> = {};
  for (const [path, answer] of STEP_ANSWERS) {
    before[path] = { ...sofar };
    sofar = { ...sofar, ...answer };
  }
  before['/address'] = before['/address-search']!;
  return before;
})();

/** Replaces the answers of the draft in this tab (the account and its token stay). */
async function setAnswers(page: Page, answers: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([key, next]) => {
      const draft = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
      const kept = Object.fromEntries(Object.entries(draft).filter(([name]) => ['country', 'method', 'email', 'phone', 'token', 'backend', 'phoneVerified', 'emailVerified'].includes(name)));
      sessionStorage.setItem(key, JSON.stringify({ ...kept, ...(JSON.parse(next) as object) }));
    },
    [DRAFT_KEY, JSON.stringify(answers)] as const,
  );
}

test.describe('registration steps', () => {
  test('a new UK customer goes through every step to the signed-in wallet', async ({ page }) => {
    await seedRegistration(page, 'GB');
    await page.goto('/registration-name');
    await answerUpToAddressSearch(page);
    await pickWhitechapelAddress(page);
    await expect(page.getByLabel('Province')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test('a new US customer gives the social security number and the state', async ({ page }) => {
    await seedRegistration(page, 'US');
    await page.goto('/registration-name');
    await answerUpToAddressSearch(page);
    await page.getByRole('button', { name: 'Enter the address manually' }).click();
    await expectHeading(page, 'Your address');
    await page.getByLabel('Street and house number').fill('400 Locust St');
    await page.getByLabel('Town or city').fill('Des Moines');
    await page.getByLabel('ZIP code').or(page.getByLabel('Postcode')).fill('50309');
    await continueButton(page).click();
    await expectHeading(page, 'Social security number and state');
    await page.getByLabel('Social security number').fill('123-45-678');
    await page.getByLabel('State').selectOption('IA');
    await page.getByRole('button', { name: 'Create my account' }).click();
    // A failed press: the summary takes the focus, what was typed stays.
    await expect(page.locator('.error-summary')).toBeFocused();
    await expect(page.getByLabel('State')).toHaveValue('IA');
    await page.getByLabel('Social security number').fill('123-45-6789');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL('/wallet');
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('6789');
  });

  test('a reload mid-registration keeps every answer; back asks "Cancel registration"', async ({ page }) => {
    await seedRegistration(page, 'GB');
    await page.goto('/registration-name');
    await page.getByLabel('First name').fill('Hodan');
    await page.getByLabel('Last name').fill('Ali');
    await continueButton(page).click();
    await page.getByLabel('Nationality').selectOption('SO');
    await continueButton(page).click();
    await expectHeading(page, 'When were you born?');
    await page.reload();
    await expectHeading(page, 'When were you born?');
    await page.goBack();
    await expectHeading(page, 'What is your nationality?');
    await expect(page.getByLabel('Nationality')).toHaveValue('SO');
    await page.reload();
    await expect(page.getByLabel('Nationality')).toHaveValue('SO');
    await page.goto('/registration-name');
    await expect(page.getByLabel('First name')).toHaveValue('Hodan');
    await expect(page.getByLabel('Last name')).toHaveValue('Ali');

    await page.getByRole('button', { name: 'Back' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel registration' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, 'cancel registration dialog');
    await dialog.getByRole('button', { name: 'No, continue' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('First name')).toHaveValue('Hodan');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Yes, cancel' }).click();
    await expect(page).toHaveURL('/country-of-residence');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY)).toBeNull();
  });

  test.describe('a failing search', () => {
    // The sandbox answers the search with 422 on purpose; the browser logs the failed request.
    test.use({ allowedConsoleErrors: /status of 422/ });
  test('the address search unavailable: the message with the error code, then the address typed by hand', async ({ page }) => {
    await seedRegistration(page, 'GB', ANSWERS_BEFORE['/address-search']);
    await page.goto('/address-search');
    await expect(page).toHaveURL('/address-search');
    await page.getByLabel('Address', { exact: true }).fill('unavailable');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const message = page.getByRole('alert').filter({ hasText: 'Address search unavailable' });
    await expect(message).toBeFocused();
    await expect(message).toContainText(/Error code/);
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('unavailable');
    await expectNoAxeViolations(page, 'address search unavailable');
    await page.getByRole('button', { name: 'Enter the address manually' }).click();
    await expectHeading(page, 'Your address');
  });
  });

  for (const locale of LOCALES) {
    test(`every registration step passes axe in ${locale}, empty and with errors`, async ({ page }) => {
      test.setTimeout(120_000);
      await seedRegistration(page, 'US');
      for (const path of STEPS) {
        await setAnswers(page, ANSWERS_BEFORE[path]!);
        await page.goto(`${path}?lang=${locale}`);
        await expect(page).toHaveURL(`${path}?lang=${locale}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('form.form')).toBeVisible();
        await expectNoAxeViolations(page, `${path} (${locale}, empty)`);
        await page.locator('form.form button[type=submit]').click();
        await expect(page.locator('.error-summary')).toBeFocused();
        await expectNoAxeViolations(page, `${path} (${locale}, errors)`);
      }
    });
  }
});
