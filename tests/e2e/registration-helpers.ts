import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { expectHeading } from './journey';

/** Steps of the registration shared by the browser specs (the way in, the steps, the whole journey). */

export { DRAFT_KEY } from '../support/registration-seed';

/** A unique e-mail and UK mobile number per run and test (the sandbox keeps registrations until it restarts). */
export function newcomer(tag: string): { email: string; phone: string } {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-6);
  return { email: `new.${tag}.${n}@sandbox.test`, phone: `07400 ${n}` };
}

export const submitButton = (page: Page) => page.locator('main form button[type=submit]');

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

export async function chooseCountry(page: Page, code: string): Promise<void> {
  const select = page.locator('#residence-country');
  await expect(select).toBeEnabled();
  await select.selectOption(code);
  await submitButton(page).click();
}

export async function register(page: Page, who: { email: string; phone: string }): Promise<void> {
  await page.locator('#registration-email').fill(who.email);
  await page.locator('#registration-phone').fill(who.phone);
  await page.locator('#registration-password').fill('Secret12');
  await submitButton(page).click();
  await expect(page).toHaveURL(/\/phone-verification$/);
}

/**
 * The phone way's form as a person finds it (each field by its label), sent with "Create account":
 * the SMS code screen follows.
 */
export async function registerByLabels(page: Page, who: { email: string; phone: string }): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Mobile number').fill(who.phone);
  await page.getByLabel('Password', { exact: true }).fill('Secret12');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/phone-verification$/);
  await expect(page.getByText(/We’ve sent a 6-digit code by SMS to \+447400\d{6}\./)).toBeVisible();
}

/**
 * Answers the steps from /registration-name to /occupation (English screens) and stops on the
 * address search. The first name is typed key by key with a digit in it, which the name field
 * ignores.
 */
export async function answerUpToAddressSearch(page: Page, name: { first: string; last: string } = { first: 'Hodan', last: 'Ali' }): Promise<void> {
  await expectHeading(page, 'What is your name?');
  await page.getByLabel('First name').pressSequentially(`${name.first.slice(0, 2)}3${name.first.slice(2)}`);
  await expect(page.getByLabel('First name')).toHaveValue(name.first);
  await page.getByLabel('Last name').fill(name.last);
  await continueButton(page).click();
  await expectHeading(page, 'What is your nationality?');
  await page.getByLabel('Nationality').selectOption('SO');
  await continueButton(page).click();
  await expectHeading(page, 'When were you born?');
  await page.getByLabel('Date of birth').fill('15/05/1990');
  await continueButton(page).click();
  await expectHeading(page, 'Why will you send money?');
  await page.getByRole('radio', { name: 'Family support' }).check();
  await continueButton(page).click();
  await expectHeading(page, 'What is your occupation?');
  await page.getByLabel('Occupation').fill('Nurse');
  await continueButton(page).click();
  await expectHeading(page, 'Where do you live?');
}

/** On /address-search of a UK registration: searches "Whitechapel" and picks the sandbox's 22 Whitechapel Road. */
export async function pickWhitechapelAddress(page: Page): Promise<void> {
  await page.getByLabel('Address', { exact: true }).fill('Whitechapel');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: '22 Whitechapel Road, E1 1EW London' }).click();
  await expectHeading(page, 'Your address');
  await expect(page.getByLabel('Street and house number')).toHaveValue('22 Whitechapel Road');
  await expect(page.getByLabel('Postcode')).toHaveValue('E1 1EW');
}
