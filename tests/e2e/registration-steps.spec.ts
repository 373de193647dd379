import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectHeading } from './journey';
import { DRAFT_KEY, STEP_ANSWERS } from '../support/registration-seed';
import { continueButton } from './registration-helpers';
import { expectNoAxeViolationsInEveryLanguage, registrationSeededAt, timeForAxe } from './entry-helpers';

/**
 * The registration steps in Chromium against the sandbox, from a seeded draft: what the screens
 * before them (country of residence, registration, phone verification) leave behind, i.e. an
 * account registered with register-with-phone and the draft in the tab's session storage. A UK
 * customer's whole way through the steps, from the real screens before them, is
 * registration-journey.spec.ts; the rules of each answer are features/registration-steps.
 *
 * axe (WCAG 2.2 AA, target-size on) runs on every step, empty and with errors, in all five
 * languages: each step is checked in every language in place (the screens' language list), then
 * answered in English, which opens the next step as a customer goes on.
 */

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

/** The English answer of each step, as a customer types it (a US address). */
const ANSWER: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  '/registration-name': async (page) => {
    await page.getByLabel('First name').fill('Hodan');
    await page.getByLabel('Last name').fill('Ali');
  },
  '/registration-nationality': (page) => page.getByLabel('Nationality').selectOption('SO').then(() => undefined),
  '/registration-date-of-birthday': (page) => page.getByLabel('Date of birth').fill('15/05/1990'),
  '/registration-reason-of-usage': (page) => page.getByRole('radio', { name: 'Family support' }).check(),
  '/occupation': (page) => page.getByLabel('Occupation').fill('Nurse'),
  '/address': async (page) => {
    await page.getByLabel('Street and house number').fill('400 Locust St');
    await page.getByLabel('Town or city').fill('Des Moines');
    await page.getByLabel('ZIP code').or(page.getByLabel('Postcode')).fill('50309');
  },
};

/** The step after each step a customer answers with Continue. */
const NEXT: Readonly<Record<string, string>> = {
  '/registration-name': '/registration-nationality',
  '/registration-nationality': '/registration-date-of-birthday',
  '/registration-date-of-birthday': '/registration-reason-of-usage',
  '/registration-reason-of-usage': '/occupation',
  '/occupation': '/address-search',
  '/address': '/ssn',
};

/** axe on the step the page shows, in every language, empty and then with its errors (English again at the end). */
async function stepPassesAxe(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('form.form')).toBeVisible();
  await expectNoAxeViolationsInEveryLanguage(page, `${path}, empty`);
  await page.locator('form.form button[type=submit]').click();
  const summary = page.locator('.error-summary');
  await expect(summary).toBeFocused();
  await expectNoAxeViolationsInEveryLanguage(page, `${path}, errors`, () => expect(summary).toBeVisible());
}

/** Answers the step the page shows (in English) and goes on to the next one. */
async function answerAndContinue(page: Page, path: string): Promise<void> {
  await ANSWER[path]!(page);
  await continueButton(page).click();
  await expect(page).toHaveURL(NEXT[path]!);
}

test.describe('registration steps', () => {
  test('the name and nationality steps pass axe in all five languages, empty and with errors', async ({ page }) => {
    test.setTimeout(timeForAxe(20));
    await registrationSeededAt(page, 'US', '/registration-name');
    for (const path of ['/registration-name', '/registration-nationality']) {
      await stepPassesAxe(page, path);
      await answerAndContinue(page, path);
    }
  });

  test('the date-of-birth and reason steps pass axe in all five languages, empty and with errors', async ({ page }) => {
    test.setTimeout(timeForAxe(20));
    await registrationSeededAt(page, 'US', '/registration-date-of-birthday', ANSWERS_BEFORE['/registration-date-of-birthday']);
    for (const path of ['/registration-date-of-birthday', '/registration-reason-of-usage']) {
      await stepPassesAxe(page, path);
      await answerAndContinue(page, path);
    }
  });

  test.describe('a failing search', () => {
    // The sandbox answers the search with 422 on purpose; the browser logs the failed request.
    test.use({ allowedConsoleErrors: /status of 422/ });

    test('the occupation and address search steps pass axe in all five languages, empty and with errors; the search unavailable shows the message with the error code, then the address is typed by hand', async ({ page }) => {
      test.setTimeout(timeForAxe(21));
      await registrationSeededAt(page, 'US', '/occupation', ANSWERS_BEFORE['/occupation']);
      await stepPassesAxe(page, '/occupation');
      await answerAndContinue(page, '/occupation');
      await stepPassesAxe(page, '/address-search');

      await page.getByLabel('Address', { exact: true }).fill('unavailable');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const message = page.getByRole('alert').filter({ hasText: 'Address search unavailable' });
      await expect(message).toBeFocused();
      await expect(message).toContainText(/Error code/);
      await expect(page.getByLabel('Address', { exact: true })).toHaveValue('unavailable');
      await expectNoAxeViolations(page, 'address search unavailable');
      await page.getByRole('button', { name: 'Enter the address manually' }).click();
      await expectHeading(page, 'Your address');
      await expect(page).toHaveURL('/address');
    });
  });

  test('a new US customer: the address (typed by hand) and social security number steps pass axe in all five languages, empty and with errors; a failed press keeps what was typed; the wallet follows, and the number is kept nowhere in the browser', async ({ page }) => {
    test.setTimeout(timeForAxe(20));
    await registrationSeededAt(page, 'US', '/address', ANSWERS_BEFORE['/address']);
    await stepPassesAxe(page, '/address');
    await answerAndContinue(page, '/address');
    await expectHeading(page, 'Social security number and state');
    await stepPassesAxe(page, '/ssn');

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
    test.setTimeout(timeForAxe(1) + 30_000);
    await registrationSeededAt(page, 'GB', '/registration-name');
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
});
