import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { signIn } from './journey';

/**
 * The signed-in portal's screens for a UK, a Swedish and a US (Iowa) customer (issue 9): the
 * transfers list and a transfer's details, the recipients, the promo codes, each in the customer's
 * own currency, and axe on each. The seeded customers (src/sandbox/world/remittance-records.ts)
 * have four recipients (Somalia mobile, Ethiopia bank, Somaliland cash, Kenya mobile), ten transfers
 * (one in every status; the n-th of 100 + 50n in their currency, the first waiting for payment, the
 * eighth paid) and two promo codes. These tests only read, so the desktop and phone runs may share
 * the customers.
 */

const CUSTOMERS = [
  { who: 'a UK customer', email: 'hodan.gb@sandbox.test', first: /£100\.00/, paid: /£450\.00/, regime: 'basic' },
  { who: 'a Swedish customer', email: 'amina.se@sandbox.test', first: /SEK\s100\.00/, paid: /SEK\s450\.00/, regime: 'eea' },
  { who: 'a US (Iowa) customer', email: 'mahad.iowa@sandbox.test', first: /US\$100\.00/, paid: /US\$450\.00/, regime: 'us-reg-e' },
] as const;

const isPhone = () => test.info().project.name === 'phone';

async function signedInAs(page: Page, email: string): Promise<void> {
  await page.goto('/sign-in?lang=en');
  await signIn(page, email);
  await expect(page).toHaveURL('/wallet');
}

/** The list as this size shows it: the table on a desktop, the cards on a phone. */
const shownList = (page: Page) => (isPhone() ? page.getByTestId('transfer-cards') : page.getByTestId('transfers-table'));

for (const customer of CUSTOMERS) {
  test.describe(customer.who, () => {
    test('the transfers, in their currency; a paid transfer’s timeline and receipt', async ({ page }) => {
      await signedInAs(page, customer.email);
      await page.goto('/transfers');
      await expect(page.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
      const items = isPhone() ? shownList(page).getByRole('listitem') : shownList(page).locator('tbody tr');
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
      await (isPhone() ? paid.locator('h3 a') : paid.locator('a').first()).click();
      await expect(page).toHaveURL(new RegExp(`[?&]ref=${reference}$`));
      await expect(page.getByTestId('transfer-timeline').locator('[aria-current="step"]')).toBeVisible();
      const receipt = page.getByTestId('transfer-receipt');
      await expect(receipt).toHaveAttribute('data-regime', customer.regime);
      await expect(receipt).toContainText(customer.paid);
      await expectNoAxeViolations(page, `${customer.who}: a transfer’s details`);
    });

    test('the recipients by country; one opens with their details', async ({ page }) => {
      await signedInAs(page, customer.email);
      await page.goto('/recipients');
      await expect(page.getByRole('heading', { level: 1, name: 'Your recipients' })).toBeVisible();
      await expect(page.locator('.recipients-book h2')).toHaveText(['Ethiopia', 'Kenya', 'Somalia', 'Somaliland']);
      await expectNoAxeViolations(page, `${customer.who}: recipients`);
      await page.getByRole('link', { name: /Meron Tesfaye/ }).click();
      await expect(page).toHaveURL(/\/recipients\?id=\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Meron Tesfaye' })).toBeVisible();
      await expect(page.getByTestId('recipient-details')).toContainText('Commercial Bank of Ethiopia');
      await expectNoAxeViolations(page, `${customer.who}: a recipient’s details`);
    });

    test('the promo codes', async ({ page }) => {
      await signedInAs(page, customer.email);
      await page.goto('/your-promo-codes');
      await expect(page.getByRole('heading', { level: 1, name: 'Your promo codes' })).toBeVisible();
      await expect(page.getByTestId('promo-count')).toHaveText('You have 2 promo codes');
      await expect(page.getByTestId('promo-code')).toHaveText(['FREEFEE', 'WELCOME10']);
      await expectNoAxeViolations(page, `${customer.who}: promo codes`);
    });
  });
}
