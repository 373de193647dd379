import type { Page } from '@playwright/test';
import { freshCustomer as freshCustomerOf, payWith, saveRecipient as saveRecipientOf, throughToPayStep } from './send-journey';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

/**
 * Paying a transfer by wallet balance, local bank transfer and instant bank payment (issue 8)
 * against the sandbox: the panels of the pay step (src/paying/ui/) after choosing the method by its
 * label on /send-money/pay. The bank transfer's created state shows the bank details with the
 * reference to quote and the QR code payment dialog; a wallet below the total says so before
 * paying; the instant bank payment goes to the sandbox bank link on the vendor origin and comes
 * back through /trustly-callback to the pay step's result; axe checks the panels in every language.
 *
 * The pay step is another issue's page: `toPanel` goes through steps 1 and 3 as the other browser
 * tests do, then chooses the method there (its selectors are the pay step's to confirm). Fresh
 * Swedish customers (the sandbox's control makes one per test; remit-eu offers every method) hold
 * 100.00 SEK in their wallet: less than the 1015.00 SEK a transfer of 1000.00 SEK costs.
 */

const LOCALES = ['en', 'en-CA', 'en-US', 'sv', 'so'] as const;
const VENDOR = process.env.E2E_VENDOR_ORIGIN!;
const API = '/sandbox/api/remit-eu';
const ABDIRAHMAN = { first_name: 'Abdirahman', last_name: 'Warsame', destination_country_iso2: 'SO', payout_type: 'mobile', mobile: '+252615550101', mobile_network_code: 'HRM' };

/** The method's label on the pay step, and its panel. */
const METHODS = {
  wallet: { label: /Wallet/, panel: 'wallet-payment-panel' },
  bank: { label: /Local bank transfer|Bank transfer/, panel: 'bank-transfer-panel' },
  'instant-bank': { label: /Instant bank payment/, panel: 'instant-bank-panel' },
} as const;

async function freshCustomer(page: Page, lang = 'en'): Promise<string> {
  const response = await page.request.post('/sandbox/control/sdk-customer', { data: { country: 'SE', status: 'Pass' } });
  expect(response.ok(), await response.text()).toBe(true);
  const { email } = (await response.json()) as { email: string };
  await page.goto('/sign-in?lang=en');
  await signIn(page, email);
  await expect(page).toHaveURL('/wallet');
  // The rest of the visit in `lang` (the journey's selectors use no texts).
  await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), lang);
  return email;
}

/** Saves Abdirahman as the signed-in customer's recipient, as the new-recipient step would. */
async function saveRecipient(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('access-token'));
  const response = await page.request.post(`${API}/api/v1/beneficiaries`, {
    headers: { 'X-Auth-Token': token ?? '', 'X-Request-Id': crypto.randomUUID() },
    data: { beneficiary: ABDIRAHMAN },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Steps 1 and 3 (1000.00 SEK to Abdirahman by Mobile Transfer), then the method on the pay step: its panel. */
async function toPanel(page: Page, method: keyof typeof METHODS): Promise<void> {
  await throughToPayStep(page);
  await payWith(page, method, METHODS[method].panel);
}

/** The customer's transfers and charges in the back office (the sandbox's control). */
async function transfersOf(page: Page, email: string): Promise<{ transactions: { reference: string; status: string }[]; charges: unknown[] }> {
  const response = await page.request.get(`/sandbox/control/transfers?email=${encodeURIComponent(email)}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { transactions: { reference: string; status: string }[]; charges: unknown[] };
}

test.describe('paying by bank transfer, wallet balance and instant bank payment', () => {
  test('a local bank transfer shows the bank details and the reference to quote, copyable and as a QR code', async ({ page }) => {
    const email = await freshCustomer(page);
    await saveRecipient(page);
    await toPanel(page, 'bank');
    await page.getByRole('button', { name: 'Get bank details' }).click();
    const { transactions } = await transfersOf(page, email);
    const reference = transactions.at(-1)!.reference;
    await expect(page.getByRole('heading', { name: /Transfer SEK.1,015\.00 to this account/ })).toBeFocused();
    await expect(page.getByTestId('bank-accountName')).toHaveText('Remit Sandbox Client Funds');
    await expect(page.getByTestId('bank-iban')).toHaveText('SE45 5000 0000 0583 9825 7466');
    await expect(page.getByTestId('bank-bic')).toHaveText('ESSESESS');
    await expect(page.getByTestId('bank-amount')).toHaveText(/1,015\.00/);
    await expect(page.getByTestId('bank-reference')).toContainText(reference);
    for (const field of ['Account name', 'IBAN', 'BIC/SWIFT', 'Amount', 'Reference']) await expect(page.getByRole('button', { name: `Copy ${field}` })).toBeVisible();

    await page.getByRole('button', { name: 'Pay by QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pay by QR code' });
    await expect(dialog).toBeVisible();
    const qr = dialog.getByRole('img', { name: 'QR code with the payment details' });
    await expect(qr).toHaveAttribute('data-qr-text', new RegExp(`Reference: ${reference}$`));
    await expect(dialog.getByTestId('qr-text-alternative')).toContainText('SE45 5000 0000 0583 9825 7466');
    await expectNoAxeViolations(page, 'bank transfer, QR code dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'I have paid' }).click();
    // The pay step's pending result: the transfer waits for the money.
    await expect(page.getByTestId('payment-pending')).toBeVisible();
    expect((await transfersOf(page, email)).charges).toHaveLength(0);
  });

  test('a wallet balance below the total says "Insufficient wallet balance" before paying, and offers no Pay', async ({ page }) => {
    const email = await freshCustomer(page);
    await saveRecipient(page);
    await toPanel(page, 'wallet');
    const panel = page.getByTestId('wallet-payment-panel');
    await expect(panel.getByTestId('wallet-balance')).toHaveText(/100\.00/);
    await expect(panel.getByTestId('wallet-total')).toHaveText(/1,015\.00/);
    await expect(panel.getByRole('alert')).toContainText('Insufficient wallet balance');
    await expect(panel.getByRole('alert')).toContainText(/915\.00 more/);
    await expect(panel.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Choose another payment method' })).toBeVisible();
    expect((await transfersOf(page, email)).charges).toHaveLength(0);
  });

  test('an instant bank payment goes to the bank link on the vendor origin and back through /trustly-callback', async ({ page }) => {
    const email = await freshCustomer(page);
    await saveRecipient(page);
    await toPanel(page, 'instant-bank');
    await page.getByRole('button', { name: 'Continue to your bank' }).click();
    await expect(page).toHaveURL(new RegExp(`^${VENDOR}/bank-link\\?payment=`));
    expect(new URL(page.url()).searchParams.get('return')).toMatch(/\/trustly-callback\?routeName=pay$/);
    await expect(page.getByRole('heading', { name: 'Approve your payment' })).toBeVisible();
    await expect(page.getByText(/Pay 1015\.00 SEK/)).toBeVisible();
    await page.getByRole('radio', { name: 'Nordic Demo Bank' }).check();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    const { transactions } = await transfersOf(page, email);
    const reference = transactions.at(-1)!.reference;
    // Through /trustly-callback (its guard, the payment's status) to the pay step's result.
    await expect(page).toHaveURL(`/send-money/pay/${reference}?result=successful`);
    const after = await transfersOf(page, email);
    expect(after.charges).toHaveLength(1);
    expect(after.transactions.at(-1)!.status).toBe('PENDING');
  });

  test('an instant bank payment cancelled at the bank comes back to the pay step to try again', async ({ page }) => {
    const email = await freshCustomer(page);
    await saveRecipient(page);
    await toPanel(page, 'instant-bank');
    await page.getByRole('button', { name: 'Continue to your bank' }).click();
    await expect(page).toHaveURL(new RegExp(`^${VENDOR}/bank-link\\?payment=`));
    await page.getByRole('button', { name: 'Cancel' }).click();
    const reference = (await transfersOf(page, email)).transactions.at(-1)!.reference;
    await expect(page).toHaveURL(`/send-money/pay/${reference}?error=BankAuthorizationFailed`);
    expect((await transfersOf(page, email)).charges).toHaveLength(0);
  });

  for (const lang of LOCALES) {
    test(`the bank transfer, wallet and instant bank panels pass axe in ${lang}`, async ({ page }) => {
      await freshCustomer(page, lang);
      await saveRecipient(page);
      await toPanel(page, 'wallet');
      await expect(page.getByTestId('wallet-balance')).toBeVisible();
      await expectNoAxeViolations(page, `wallet panel, ${lang}`);
      await toPanel(page, 'instant-bank');
      await expectNoAxeViolations(page, `instant bank panel, ${lang}`);
      await toPanel(page, 'bank');
      await page.getByTestId('bank-transfer-panel').getByRole('button').first().click();
      await expect(page.getByTestId('bank-details')).toBeVisible();
      await expectNoAxeViolations(page, `bank transfer created state, ${lang}`);
    });
  }
});

test.describe('a Canadian customer pays by Interac e-Transfer (the region’s instant bank payment, through Apaylo)', () => {
  /** A fresh Canadian customer at the pay step of 1000.00 CAD to Abdirahman, in `lang`. */
  async function toInterac(page: Page, lang: string): Promise<string> {
    const email = await freshCustomerOf(page, 'CA');
    await saveRecipientOf(page, ABDIRAHMAN, 'CA');
    await page.evaluate((language) => window.localStorage.setItem('tr-lang', language), lang);
    await throughToPayStep(page);
    return email;
  }

  test('card, wallet and Interac e-Transfer are offered; the e-mail, amount and message to send; pending until the money arrives', async ({ page }) => {
    const email = await toInterac(page, 'en');
    await expect(page.getByTestId('payment-method-card')).toBeVisible();
    await expect(page.getByTestId('payment-method-wallet')).toBeVisible();
    await expect(page.getByTestId('payment-method-bank')).toHaveCount(0);
    await expect(page.getByTestId('payment-method-instant-bank')).toContainText('Interac e-Transfer');
    await payWith(page, 'instant-bank', 'interac-panel');
    await page.getByRole('button', { name: 'Get e-Transfer details' }).click();
    await expect(page.getByTestId('interac-steps')).toBeVisible();
    const { transactions } = await transfersOf(page, email);
    const reference = transactions.at(-1)!.reference;
    await expect(page.getByTestId('interac-email')).toHaveText('payments@remit-ca.sandbox.test');
    await expect(page.getByTestId('interac-amount')).toHaveText(/\$1,0\d\d\.\d\d/);
    await expect(page.getByTestId('interac-message')).toContainText(reference);
    // No bank account number of any kind: an e-Transfer goes to an e-mail address.
    await expect(page.getByTestId('bank-iban')).toHaveCount(0);
    await expectNoAxeViolations(page, 'Interac e-Transfer details');

    await page.getByTestId('interac-done').click();
    await expect(page.getByTestId('payment-pending')).toBeVisible();
    expect((await transfersOf(page, email)).transactions.at(-1)!.status).not.toBe('PENDING');
    // The money arrives at the company's account: the back office moves the transfer on.
    const arrived = await page.request.post('/sandbox/control/payment-arrived', { data: { reference } });
    expect(arrived.ok(), await arrived.text()).toBe(true);
    expect((await transfersOf(page, email)).transactions.at(-1)!.status).toBe('PENDING');
  });

  for (const lang of ['en-CA', 'en-US', 'sv', 'so'] as const) {
    test(`the Interac e-Transfer details pass axe in ${lang}`, async ({ page }) => {
      await toInterac(page, lang);
      await payWith(page, 'instant-bank', 'interac-panel');
      await expectNoAxeViolations(page, `Interac e-Transfer, before the details, ${lang}`);
      await page.getByTestId('interac-panel').locator('button.button--primary').click();
      await expect(page.getByTestId('interac-steps')).toBeVisible();
      await expectNoAxeViolations(page, `Interac e-Transfer details, ${lang}`);
    });
  }
});
