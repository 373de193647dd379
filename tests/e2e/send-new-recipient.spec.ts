import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signedIn } from './send-journey';

/**
 * Send money, step 3, a new recipient (issue 8) against the sandbox: the form the beneficiary
 * schema describes for the quote's destination and payout type; an Edahab mobile in Somalia (the
 * lookup is forced: the names come from the account holder) saved and on to the payment; a CBE
 * account held under another name (the lookup is offered: "Update and Continue" or "Continue
 * without Update"; a restricted account gives no update); a Somaliland city for a recipient in
 * Somalia (the popover's Somaliland addition, then "proceed with the chosen state?"); axe in every
 * language. Each test signs in a fresh Swedish customer with status Pass (the sandbox's control
 * makes one per test), so the desktop and phone runs never share one.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
const DRAFT_KEY = 'send-money-draft';
const NEW_RECIPIENT = '/send-money/new-recipient-details';
/** The confirm step (its transaction reference comes later). */
const PAY = /\/send-money\/pay(\/[^/]*)?$/;

/**
 * Steps 1 and 2 done in any language: 1000 SEK to a destination (the first one unless given) by a
 * payout type (its position among the radios, the destination's default unless given), quoted,
 * Continue; the sender's details confirmed.
 */
async function quoted(page: Page, destination?: { country: string; payout?: number }): Promise<void> {
  await page.goto('/send-money/quote');
  const send = page.locator('input[name="send_amount"]');
  await expect(send).toBeVisible();
  if (destination) await page.locator('select[name="destination"]').selectOption(destination.country);
  if (destination?.payout !== undefined) await page.locator('input[name="payout_type"]').nth(destination.payout).check();
  await send.fill('1000');
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL('/send-money/self-info');
  // Step 2: the sender's details as they are.
  await page.getByTestId('sender-confirm').click();
  await expect(page).toHaveURL('/send-money/recipient');
}

/** The new-recipient step, in any language: the form is there once its first name field is. */
async function openNewRecipient(page: Page): Promise<void> {
  await page.goto(NEW_RECIPIENT);
  await expect(page.locator('input[name="first_name"]')).toBeVisible();
}

/** The recipient part of the transfer in progress, as the tab keeps it. */
async function keptRecipient(page: Page): Promise<Record<string, unknown> | undefined> {
  const raw = await page.evaluate((key) => window.sessionStorage.getItem(key), DRAFT_KEY);
  return raw ? (JSON.parse(raw) as { draft: { recipient?: Record<string, unknown> } }).draft.recipient : undefined;
}

test.describe('send money, step 3: a new recipient', () => {
  test('a new Edahab recipient in Somalia: the account holder fills in the names, Save goes on to the payment', async ({ page }) => {
    await signedIn(page);
    await quoted(page);
    await openNewRecipient(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Who are you sending to?' })).toBeVisible();
    await expect(page.getByText('Enter the new recipient’s details for Mobile Transfer to Somalia.')).toBeVisible();
    const network = page.getByLabel('Mobile network', { exact: true });
    await expect(network.locator('option', { hasText: 'Edahab' })).toHaveCount(1);
    await network.selectOption({ label: 'Edahab' });
    await expect(page.getByLabel('First name', { exact: true })).toBeDisabled();
    await expect(page.getByLabel('Last name', { exact: true })).toBeDisabled();
    let searches = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/beneficiaries/search')) searches += 1;
    });
    await page.getByLabel('Mobile number', { exact: true }).pressSequentially('+252621234567', { delay: 20 });
    await expect(page.getByText('Account holder: Abdirahman Warsame')).toBeVisible();
    // One lookup once typing paused, not one per keystroke.
    expect(searches).toBe(1);
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Abdirahman');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Warsame');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(PAY);
    expect(await keptRecipient(page)).toMatchObject({ displayName: 'Abdirahman Warsame', payoutFields: { mobile_network_code: 'EDH' } });
  });

  test('an Edahab account that is restricted blocks Save and says why under the number', async ({ page }) => {
    await signedIn(page);
    await quoted(page);
    await openNewRecipient(page);
    await page.getByLabel('Mobile network', { exact: true }).selectOption({ label: 'Edahab' });
    const mobile = page.getByLabel('Mobile number', { exact: true });
    await mobile.fill('+252651112233');
    await expect(page.getByText('Account holder: Faduma Hirsi (restricted account)')).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('This account is restricted and can’t receive transfers.')).toBeVisible();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toBeFocused();
    await expect(page).toHaveURL(NEW_RECIPIENT);
  });

  test('a CBE account held under another name asks: "Update and Continue" takes the holder’s name', async ({ page }) => {
    await signedIn(page);
    await quoted(page, { country: 'ET' });
    await openNewRecipient(page);
    await page.getByLabel('First name', { exact: true }).fill('Tigist');
    await page.getByLabel('Last name', { exact: true }).fill('Hailu');
    await page.getByLabel('Recipient’s bank', { exact: true }).selectOption({ label: 'Commercial Bank of Ethiopia' });
    await page.getByLabel('CBE account number', { exact: true }).fill('1000456789012');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Account name doesn’t match' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Tigist Haile');
    await expect(dialog).toContainText('Tigist Hailu');
    await expect(dialog.getByRole('button', { name: 'Continue without Update' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Update and Continue' }).click();
    await expect(page).toHaveURL(PAY);
    expect(await keptRecipient(page)).toMatchObject({ displayName: 'Tigist Haile', payoutFields: { bank_code: 'CBE', account_number: '1000456789012' } });
  });

  test('a restricted CBE account under another name gives no update; going back keeps everything typed', async ({ page }) => {
    await signedIn(page);
    await quoted(page, { country: 'ET' });
    await openNewRecipient(page);
    await page.getByLabel('First name', { exact: true }).fill('Selam');
    await page.getByLabel('Last name', { exact: true }).fill('Tadesse');
    await page.getByLabel('Recipient’s bank', { exact: true }).selectOption({ label: 'Commercial Bank of Ethiopia' });
    await page.getByLabel('CBE account number', { exact: true }).fill('1000234567890');
    const save = page.getByRole('button', { name: 'Save and continue' });
    await save.click();
    const dialog = page.getByRole('alertdialog', { name: 'Account name doesn’t match' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Update and Continue' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Go back to the form' }).click();
    await expect(dialog).toBeHidden();
    // The focus returns where it was, and nothing typed is lost.
    await expect(save).toBeFocused();
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue('Tadesse');
    await save.click();
    await dialog.getByRole('button', { name: 'Continue without Update' }).click();
    await expect(page).toHaveURL(PAY);
    expect(await keptRecipient(page)).toMatchObject({ displayName: 'Selam Tadesse' });
  });

  test('the town popover adds the Somaliland cities for a prefix of SOMALILAND; Hargeisa for Somalia asks to proceed', async ({ page }) => {
    await signedIn(page);
    // Somalia's payout types: mobile, cash, bank, card.
    await quoted(page, { country: 'SO', payout: 1 });
    await openNewRecipient(page);
    await page.getByLabel('First name', { exact: true }).fill('Khadra');
    await page.getByLabel('Last name', { exact: true }).fill('Jama');
    await page.getByRole('button', { name: 'Choose from the list' }).click();
    const list = page.getByRole('group', { name: 'Towns and cities' });
    await expect(list.getByRole('button')).toHaveText(['Mogadishu', 'Kismayo']);
    // The search takes the focus a moment after the popover opens.
    const search = list.getByRole('searchbox', { name: 'Search towns and cities' });
    await expect(search).toBeFocused();
    await search.fill('Soma');
    await expect(list.getByRole('button')).toHaveCount(13);
    await list.getByRole('button', { name: /Hargeisa/ }).click();
    await expect(list).toBeHidden();
    await expect(page.getByLabel('Town or city', { exact: true })).toHaveValue('Hargeisa');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'State doesn’t match' });
    await expect(dialog).toContainText('Hargeisa is in Somaliland, but the recipient is in Somalia. Do you want to proceed with the chosen state?');
    await dialog.getByRole('button', { name: 'Proceed' }).click();
    await expect(page).toHaveURL(PAY);
    expect(await keptRecipient(page)).toMatchObject({ displayName: 'Khadra Jama' });
  });

  test('without a quote the step sends me back to the amount', async ({ page }) => {
    await signedIn(page);
    await page.goto(NEW_RECIPIENT);
    await expect(page).toHaveURL('/send-money/quote');
  });

  for (const locale of LOCALES) {
    test(`${locale}: the step passes axe, empty, with errors, with the town popover and with a question open`, async ({ page }) => {
      await signedIn(page);
      await quoted(page, { country: 'SO', payout: 1 });
      await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), locale);
      await openNewRecipient(page);
      await expectNoAxeViolations(page, `${locale} empty`);
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('.field__error').first()).toBeVisible();
      await expectNoAxeViolations(page, `${locale} with errors`);
      await page.locator('.field__row button').click();
      await expect(page.locator('.popover')).toBeVisible();
      await page.locator('.popover input[type="search"]').fill('somali');
      await expect(page.locator('.popover__item')).toHaveCount(13);
      await expectNoAxeViolations(page, `${locale} town popover`);
      await page.locator('.popover__item').nth(5).click();
      await page.locator('input[name="first_name"]').fill('Khadra');
      await page.locator('input[name="last_name"]').fill('Jama');
      await page.locator('form button[type="submit"]').click();
      await expect(page.locator('dialog[open]')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} state question`);
    });
  }
});
