import { expect, expectNoAxeViolations, test } from './fixtures';
import { signedInThroughApi } from './journey';

/**
 * The signed-in portal's screens for a UK, a Swedish and a US (Iowa) customer (issue 9): the
 * transfers list and a paid transfer's details with the receipt of the customer's regulator, each
 * in the customer's own currency, and axe on each; the recipients and the promo codes (the same
 * for every seeded customer) once. The seeded customers (src/sandbox/world/remittance-records.ts)
 * have four recipients (Somalia mobile, Ethiopia bank, Somaliland cash, Kenya mobile), ten transfers
 * (one in every status; the n-th of 100 + 50n in their currency, the first waiting for payment, the
 * eighth paid) and two promo codes. These tests only read, so they may share the customers; each
 * signs in through the sandbox's API straight to its page.
 *
 * The rules behind what they show are checked faster elsewhere: each status's label and group
 * (features/transfers/transfer-list.feature, src/transfers/domain/status.test.ts), the regulator of
 * each country (src/sending/domain/disclosure.test.ts), amounts in each currency
 * (src/shared/kernel/money.test.ts), the recipients grouped and ordered by country
 * (src/sending/domain/recipients-book.test.ts, features/recipients/recipients.feature), a promo
 * code in each currency (features/promotions/promo-codes.feature). The list as a table at desktop
 * size is transfers.spec.ts's.
 */

const CUSTOMERS = [
  { who: 'a UK customer', email: 'hodan.gb@sandbox.test', first: /£100\.00/, paid: /£450\.00/, regime: 'basic' },
  { who: 'a Swedish customer', email: 'amina.se@sandbox.test', first: /SEK\s100\.00/, paid: /SEK\s450\.00/, regime: 'eea' },
  { who: 'a US (Iowa) customer', email: 'mahad.iowa@sandbox.test', first: /US\$100\.00/, paid: /US\$450\.00/, regime: 'us-reg-e' },
] as const;

for (const customer of CUSTOMERS) {
  test(`${customer.who}: the transfers, in their currency; a paid transfer’s timeline and the receipt of their regulator`, async ({ page }) => {
    await signedInThroughApi(page, customer.email, { path: '/transfers' });
    await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    const items = page.getByTestId('transfer-cards').getByRole('listitem');
    await expect(items).toHaveCount(10);
    const waiting = items.filter({ hasText: 'Waiting for payment' });
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Abdirahman Warsame');
    await expect(waiting).toContainText(customer.first);
    await expectNoAxeViolations(page, `${customer.who}: transfers`);

    const paid = items.filter({ hasText: customer.paid });
    await expect(paid).toHaveCount(1);
    await expect(paid).toContainText('Paid');
    const reference = await paid.getAttribute('data-reference');
    expect(reference).toBeTruthy();
    await paid.locator('h3 a').click();
    await expect(page).toHaveURL(new RegExp(`[?&]ref=${reference}$`));
    await expect(page.getByTestId('transfer-timeline').locator('[aria-current="step"]')).toBeVisible();
    const receipt = page.getByTestId('transfer-receipt');
    await expect(receipt).toHaveAttribute('data-regime', customer.regime);
    await expect(receipt).toContainText(customer.paid);
    await expectNoAxeViolations(page, `${customer.who}: a transfer’s details`);
  });
}

test('a seeded customer’s recipients by country, one opened with their details, and their promo codes', async ({ page }) => {
  const [customer] = CUSTOMERS;
  await signedInThroughApi(page, customer.email, { path: '/recipients' });
  await expect(page.getByRole('heading', { level: 1, name: 'Your recipients' })).toBeVisible();
  await expect(page.locator('.recipients-book h2')).toHaveText(['Ethiopia', 'Kenya', 'Somalia', 'Somaliland']);
  await expectNoAxeViolations(page, `${customer.who}: recipients`);
  await page.getByRole('link', { name: /Meron Tesfaye/ }).click();
  await expect(page).toHaveURL(/\/recipients\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Meron Tesfaye' })).toBeVisible();
  await expect(page.getByTestId('recipient-details')).toContainText('Commercial Bank of Ethiopia');
  await expectNoAxeViolations(page, `${customer.who}: a recipient’s details`);

  await page.goto('/your-promo-codes');
  await expect(page.getByRole('heading', { level: 1, name: 'Your promo codes' })).toBeVisible();
  await expect(page.getByTestId('promo-count')).toHaveText('You have 2 promo codes');
  await expect(page.getByTestId('promo-code')).toHaveText(['FREEFEE', 'WELCOME10']);
  await expectNoAxeViolations(page, `${customer.who}: promo codes`);
});
