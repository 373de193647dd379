import type { Page } from '@playwright/test';
import { ALSO_AT_DESKTOP, expect, expectNoAxeViolations, test } from './fixtures';
import { phoneOrEnglish } from './journey';
import { ABDIRAHMAN, freshSession, mainApi, visitInLocale } from './money-helpers';
import { payWith } from './send-journey';

/**
 * The transfers area (issue 9) against the sandbox: /transfers with the status groups, the
 * filters in the address, a transfer's details with its status timeline (aria-current on the
 * current step) and the receipt, send again through send money to a paid transfer, updating the
 * payout details (saved, and refused under the field), and axe in every language. Each test signs
 * in a fresh Swedish customer through the sandbox's API (its control makes one per test) and makes
 * its transfers through the main API before the page opens; the sandbox's control moves them on
 * (POST /sandbox/control/transfer-status). The list is a table at desktop size and cards on a
 * phone: the tests that look at it run at both sizes (ALSO_AT_DESKTOP).
 *
 * Every status's label and group, the filters' rules and the timelines of each status are the
 * Gherkin's (features/transfers/); here a browser shows a few of them.
 */

const CAASHA = { first_name: 'Caasha', last_name: 'Nuur', destination_country_iso2: 'SO', payout_type: 'cash', city: 'Mogadishu' };

/** A transfer of `amount` SEK to a new recipient, paid by bank transfer (waiting for the money): its reference and the recipient's id. */
async function madeTransfer(page: Page, beneficiary: Record<string, string>, amount = 1000): Promise<{ reference: string; recipientId: number }> {
  const saved = await mainApi(page, '/api/v1/beneficiaries', { beneficiary });
  const quote = await mainApi(page, '/remit/remittance/save-quote', {
    amount: { amount_minor: amount * 100, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: beneficiary.destination_country_iso2, payout_type: beneficiary.payout_type,
  });
  // A cash payout names its collection point and the recipient's house (the transaction schema asks both).
  const cash = beneficiary.payout_type === 'cash' ? { collection_point_code: 'DHB-MGQ', payout_details: { house_number: '12' } } : {};
  const created = await mainApi(page, '/remit/transaction/create', { quote_id: quote.quote_id, beneficiary_guid: saved.beneficiary.guid, purpose_of_transaction: 'Family Support', ...cash }, { idempotent: true });
  const reference = created.transaction.reference as string;
  await mainApi(page, '/remit/transaction/set-payment-type', { transaction_reference: reference, payment_type: 'bank' }, { idempotent: true });
  return { reference, recipientId: saved.beneficiary.id as number };
}

/** The back office moves a transfer on (the sandbox's control). */
async function moveTo(page: Page, reference: string, status: string, reason?: string): Promise<void> {
  const response = await page.request.post('/sandbox/control/transfer-status', { data: { reference, status, ...(reason ? { reason } : {}) } });
  expect(response.ok(), await response.text()).toBe(true);
}

const isPhone = () => test.info().project.name === 'phone';

/** The list as this size shows it: the table on a desktop, the cards on a phone. */
const shownList = (page: Page) => (isPhone() ? page.getByTestId('transfer-cards') : page.getByTestId('transfers-table'));

async function openTransfers(page: Page, path = '/transfers'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.transfers-table, .transfers__empty').first()).toBeAttached();
}

/** Opens a transfer's details from its row (desktop) or card (phone). */
async function openDetails(page: Page, reference: string): Promise<void> {
  const list = shownList(page);
  if (isPhone()) await list.locator(`[data-reference="${reference}"] h3 a`).click();
  else await list.locator(`tr[data-reference="${reference}"] a`).click();
  await expect(page).toHaveURL(new RegExp(`[?&]ref=${reference}$`));
  await expect(page.getByTestId('transfer-timeline')).toBeVisible();
}

test.describe('the transfers list', () => {
  test('shows each transfer with the spec’s columns and status label, the payout reference once there is one (a table on a desktop, cards on a phone); filters by status and recipient in the address: reload and back keep them, a filter that finds nothing offers to clear it', ALSO_AT_DESKTOP, async ({ page }) => {
    await freshSession(page);
    const waiting = await madeTransfer(page, ABDIRAHMAN);
    const paid = await madeTransfer(page, CAASHA, 500);
    await moveTo(page, paid.reference, 'PAID');
    await openTransfers(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    if (isPhone()) {
      await expect(page.getByTestId('transfers-table')).toBeHidden();
      await expect(page.getByTestId('transfer-cards').getByRole('listitem')).toHaveCount(2);
    } else {
      await expect(page.getByTestId('transfer-cards')).toBeHidden();
      await expect(page.getByTestId('transfers-table').getByRole('columnheader')).toHaveText(['Recipient', 'Reference ID', 'Date', 'Status', 'Mobile network', 'Amount', 'Total']);
    }
    const list = shownList(page);
    await expect(list.locator(`[data-reference="${waiting.reference}"]`)).toContainText('Abdirahman Warsame');
    await expect(list.locator(`[data-reference="${waiting.reference}"]`)).toContainText('Waiting for payment');
    await expect(list.locator(`[data-reference="${waiting.reference}"]`)).toContainText('Hormuud EVC Plus');
    await expect(list.locator(`[data-reference="${paid.reference}"]`)).toContainText('Paid');
    await expect(list.locator(`[data-reference="${paid.reference}"]`)).toContainText(`Payout reference PO${paid.reference.slice(2)}`);
    await page.screenshot({ path: test.info().outputPath(`transfers-${test.info().project.name}.png`), fullPage: true });

    await page.locator('select[name="status"]').selectOption('PAID');
    // Choosing changes nothing by itself: "Show transfers" does.
    await expect(page).toHaveURL('/transfers');
    await page.getByRole('button', { name: 'Show transfers' }).click();
    await expect(page).toHaveURL('/transfers?status=PAID');
    await expect(list.locator('[data-reference]')).toHaveCount(1);
    await expect(list.locator(`[data-reference="${paid.reference}"]`)).toBeVisible();
    await page.reload();
    await expect(page.locator('select[name="status"]')).toHaveValue('PAID');
    await expect(shownList(page).locator('[data-reference]')).toHaveCount(1);
    await page.locator('select[name="recipient"]').selectOption({ label: 'Abdirahman Warsame (Somalia)' });
    await page.getByRole('button', { name: 'Show transfers' }).click();
    await expect(page).toHaveURL(/\/transfers\?status=PAID&recipient=b0000000-/);
    await expect(page.getByTestId('transfers-no-match')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/transfers?status=PAID');
    await expect(page.locator('select[name="recipient"]')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL('/transfers');
    await expect(shownList(page).locator(`[data-reference="${waiting.reference}"]`)).toBeVisible();
  });

  test('a customer who has sent nothing is offered a new transfer', async ({ page }) => {
    await freshSession(page);
    await openTransfers(page);
    await expect(page.getByTestId('transfers-empty')).toBeVisible();
    await page.getByTestId('transfers-empty').getByRole('link', { name: 'New transfer' }).click();
    await expect(page).toHaveURL(/\/send-money\/quote/);
  });
});

test.describe('a transfer’s details', () => {
  test('the status timeline as an ordered list with the current step, the receipt, print; back keeps the list’s filters; with the payout partner, its payout details can no longer be updated', async ({ page }) => {
    await freshSession(page);
    const { reference } = await madeTransfer(page, ABDIRAHMAN);
    await moveTo(page, reference, 'SENT');
    await openTransfers(page, '/transfers?status=SENT');
    await openDetails(page, reference);
    await expect(page).toHaveURL(`/transfers?status=SENT&ref=${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: `Transfer ${reference}` })).toBeFocused();
    const steps = page.getByTestId('transfer-timeline').locator('li');
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(steps.nth(2)).toContainText('Sent to the payout partner');
    await expect(steps.nth(3)).toHaveAttribute('data-state', 'upcoming');
    await expect(page.getByTestId('transfer-receipt')).toHaveAttribute('data-regime', 'eea');
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await expect(page.getByTestId('update-payout-details')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('transfer-timeline').locator('[aria-current="step"]')).toContainText('Sent to the payout partner');
    await page.getByRole('link', { name: 'All transfers' }).click();
    await expect(page).toHaveURL('/transfers?status=SENT');

    // Its update page, opened by its address: closed.
    await page.goto(`/transfers/${reference}`);
    await expect(page.getByTestId('payout-update-closed')).toContainText('This transfer can no longer be updated');
    await page.getByTestId('back-to-transfer').click();
    await expect(page).toHaveURL(`/transfers?ref=${reference}`);
  });

  test('send again opens send money with the recipient, the payout method and the amount, through to a paid transfer', async ({ page }) => {
    await freshSession(page);
    const { reference, recipientId } = await madeTransfer(page, ABDIRAHMAN);
    await moveTo(page, reference, 'PAID');
    await page.goto(`/transfers?ref=${reference}`);
    const again = page.getByTestId('send-again');
    await expect(again).toHaveAttribute('href', `/send-money/quote?to=SO&currency=USD&payout=mobile&recipient=${recipientId}&amount=100000`);
    await again.click();
    await expect(page).toHaveURL(/\/send-money\/quote/);
    await expect(page.locator('input[name="send_amount"]')).toHaveValue(/^1[\s,.]?000([.,]00)?$/);
    await expect(page.getByTestId('quote-countdown')).toBeVisible();
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL('/send-money/self-info');
    await page.getByTestId('sender-confirm').click();
    // Step 3 opens the link's recipient (or lists them when it cannot).
    await expect(page).toHaveURL(/\/send-money\/recipient/);
    const forwarded = await page.waitForURL(/recipient-details/, { timeout: 5_000 }).then(() => true, () => false);
    if (!forwarded) await page.getByRole('link', { name: /Abdirahman Warsame/ }).click();
    await expect(page).toHaveURL(new RegExp(`/send-money/recipient-details\\?id=${recipientId}$`));
    await expect(page.locator('form button[type="submit"]')).toBeVisible();
    const confirmMobile = page.locator('input[name="confirm_mobile"]');
    if (await confirmMobile.count()) await confirmMobile.fill('+252 61 555 0101');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/send-money\/pay/);
    await payWith(page, 'bank', 'bank-transfer-panel');
    const paidAgain = new URL(page.url()).pathname.split('/').pop() ?? '';
    expect(paidAgain).not.toBe(reference);
    // The money arrives at the bank: the back office pays the new transfer out.
    await moveTo(page, paidAgain, 'PAID');
    await page.goto(`/transfers?ref=${paidAgain}`);
    await expect(page.getByTestId('transfer-timeline').locator('[aria-current="step"]')).toHaveAttribute('data-step', 'paid_out');
  });
});

test.describe('updating the payout details', () => {
  test('saves new details: “Payout details updated” with the way back to the transfer', async ({ page }) => {
    await freshSession(page);
    const { reference } = await madeTransfer(page, ABDIRAHMAN);
    await page.goto(`/transfers?ref=${reference}`);
    await page.getByTestId('update-payout-details').click();
    await expect(page).toHaveURL(`/transfers/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Update payout details' })).toBeVisible();
    await expect(page.locator('select[name="purpose_of_transaction"]')).toHaveValue('Family Support');
    await page.locator('select[name="purpose_of_transaction"]').selectOption('Education');
    await page.getByLabel('Message for the recipient (optional)').fill('School fees');
    await page.getByRole('button', { name: 'Save payout details' }).click();
    await expect(page.getByTestId('payout-update-saved')).toContainText('Payout details updated');
    await expect(page.getByTestId('payout-update-saved')).toBeFocused();
    await page.getByTestId('payout-update-saved').getByRole('link', { name: 'Back to the transfer' }).click();
    await expect(page).toHaveURL(`/transfers?ref=${reference}`);
    await expect(page.getByTestId('transfer-details')).toContainText('Education');
  });
});

test.describe('in every language', () => {
  // The refusal is the back office's answer (422): the browser logs the status of every refused call.
  test.use({ allowedConsoleErrors: /status of 422/ });

  test('the list, a rejected transfer’s details (its timeline ends with the reason) and the update page with a refusal under the field (nothing typed is lost) pass axe', ALSO_AT_DESKTOP, async ({ page }, testInfo) => {
    // Twenty axe scans and five loads of the list: the time of several screens' tests.
    test.setTimeout(180_000);
    await freshSession(page);
    const waiting = await madeTransfer(page, ABDIRAHMAN);
    const rejected = await madeTransfer(page, CAASHA, 500);
    await moveTo(page, rejected.reference, 'REJECTED', 'The recipient’s details could not be verified.');
    for (const locale of phoneOrEnglish(testInfo)) {
      await visitInLocale(page, locale, '/transfers');
      await expect(shownList(page).locator('[data-reference]')).toHaveCount(2);
      await expectNoAxeViolations(page, `${locale} transfers`);

      await openDetails(page, rejected.reference);
      await expect(page.getByTestId('transfer-receipt')).toBeVisible();
      if (locale === 'en') {
        const current = page.getByTestId('transfer-timeline').locator('[aria-current="step"]');
        await expect(current).toContainText('Rejected');
        await expect(current).toContainText('Reason: The recipient’s details could not be verified.');
      }
      await expectNoAxeViolations(page, `${locale} transfer details`);

      // Back to the list, the transfer waiting for payment, its update page.
      await page.goBack();
      await openDetails(page, waiting.reference);
      await page.getByTestId('update-payout-details').click();
      await expect(page).toHaveURL(`/transfers/${waiting.reference}`);
      await expect(page.getByTestId('payout-update-form')).toBeVisible();
      await expectNoAxeViolations(page, `${locale} payout details`);

      // A network that does not serve the recipient's number: refused under the field.
      const network = page.locator('select[name="mobile_network_code"]');
      await network.selectOption('EDH');
      await page.locator('input[name="remarks"]').fill('For the rent');
      await page.getByTestId('payout-update-save').click();
      await expect(page.locator('.field__error')).toBeVisible();
      await expect(network).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('.error-summary')).toBeFocused();
      await expect(network).toHaveValue('EDH');
      await expect(page.locator('input[name="remarks"]')).toHaveValue('For the rent');
      if (locale === 'en') await expect(page.locator('.field__error')).toHaveText('This network doesn’t serve the recipient’s mobile number. Choose their network.');
      await expectNoAxeViolations(page, `${locale} payout details with a refusal`);
    }
  });
});
