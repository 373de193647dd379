import type { Locator, Page } from '@playwright/test';
import { ALSO_AT_DESKTOP, expect, expectNoAxeViolations, test } from './fixtures';
import { expectHeading, inLocale, LOCALES, phoneOrEnglish, signedInThroughApi } from './journey';
import { freshSession, mainApi } from './money-helpers';

/**
 * The wallet home (issue 9) against the sandbox: the balance, the statistics with their chart and
 * the chart's table (the same figures), the wallet's activity, the saved cards (the expired mark,
 * deleting with a confirmation) and the top-up (card, bank transfer, a refused amount, the instant
 * bank payment's round trip to Trustly's page on the vendor origin and back through /trustly-callback,
 * Interac e-Transfer's steps from the paying context's chunk); axe in
 * every language (switched in place), at both sizes (the wallet's columns at desktop size:
 * ALSO_AT_DESKTOP); screenshots of /wallet at both sizes kept as artefacts.
 *
 * The reading test signs in a seeded customer (hodan.gb: every seeded customer has transfers over
 * the last 40 days, two wallet operations and five cards, Visa •••• 1881 expired) and changes
 * nothing. Tests that delete or top up use a fresh customer from the sandbox's control (one per
 * test) and save its cards through the card provider's tokenization and card add, as the card form
 * would, before the page opens. Each region's ways to top up and their limits are the Gherkin's
 * (features/wallet/top-up.feature), the US customer's "Home" and the chart's figures are the
 * wallet page's Vitest (src/wallet/ui/wallet-page.test.tsx); here the UK customer shows them in a
 * browser, the Swedish and the US one their ways to top up.
 */

/** The sandbox's test cards (src/sandbox/world/remittance-catalogue.ts). */
const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555 5555 5555 4444';
const HODAN = 'hodan.gb@sandbox.test';
const VENDOR = process.env.E2E_VENDOR_ORIGIN!;
/** Checkout.com's test card whose issuer asks for 3-D Secure (src/sandbox/world/card-desk.ts). */
const THREE_DS_CARD = '4485 0403 7153 6584';

/**
 * Types a new card into the card provider's fields of the top-up (a UK customer's provider is
 * Checkout.com: Frames' imitation draws each field as a frame of the vendor origin into the
 * top-up's slots; the card number never reaches the portal's origin).
 */
async function typeNewCard(page: Page, number: string, expiry: string): Promise<void> {
  const topUp = page.getByTestId('wallet-top-up');
  const fields = topUp.getByTestId('card-fields');
  await expect(fields).toHaveAttribute('aria-busy', 'false');
  for (const [container, name] of [['card-number-frame', 'number'], ['expiry-date-frame', 'expiry'], ['cvv-frame', 'cvv']] as const) {
    await expect(topUp.locator(`.${container} iframe`)).toHaveAttribute('src', new RegExp(`^${VENDOR}/frames/field\\?field=${name}&key=pk_`));
  }
  await page.frameLocator('.card-number-frame iframe').getByLabel('Card number').fill(number);
  await page.frameLocator('.expiry-date-frame iframe').getByLabel('MM/YY').fill(expiry);
  await page.frameLocator('.cvv-frame iframe').getByLabel('CVV').fill('123');
  await expect(topUp.locator('.card-field[data-field-state="valid"]')).toHaveCount(3);
}

/**
 * A fresh customer of a country (status Pass, 100.00 in the wallet), signed in through the
 * sandbox's API, with `cards` saved as the card form would save them; then the wallet opens.
 */
async function freshCustomer(page: Page, country: 'GB' | 'SE' | 'US' | 'CA', cards: readonly string[] = []): Promise<void> {
  await freshSession(page, { country, walletMinor: 10_000 });
  for (const number of cards) {
    const { client_token } = await mainApi(page, '/api/fiserv/client-token', {}, { country });
    const { single_use_token } = await mainApi(page, '/api/fiserv/card-token', { client_token, card_number: number, expiry_month: 9, expiry_year: 2031, cvv: '123', holder_name: 'Sagal Camera' }, { country });
    await mainApi(page, '/remit/card/add', { single_use_token }, { country });
  }
  await page.goto('/wallet');
}

/** The ways to top up the wallet offers. */
async function expectTopUpWays(page: Page, ways: readonly ('card' | 'bank' | 'trustly' | 'apaylo')[]): Promise<void> {
  const topUp = page.getByTestId('wallet-top-up');
  for (const way of ['card', 'bank', 'trustly', 'apaylo'] as const) await expect(topUp.getByTestId(`wallet-top-up-method-${way}`)).toHaveCount(ways.includes(way) ? 1 : 0);
}

/** Every section of the page is there (none of the places that hold their height is left). */
async function sectionsLoaded(page: Page): Promise<void> {
  await expect(page.getByTestId('wallet-balance')).toBeVisible();
  await expect(page.getByTestId('wallet-total-transactions')).toBeVisible();
  await expect(page.getByTestId('wallet-top-up').getByTestId('wallet-top-up-submit')).toBeVisible();
  await expect(page.getByTestId('wallet-activity').locator('.wallet-list, .hint').first()).toBeVisible();
  await expect(page.getByTestId('wallet-cards').locator('.wallet-list, .hint').first()).toBeVisible();
  await expect(page.getByTestId('wallet-slot')).toHaveCount(0);
}

/** The chart's figures: each month (under the bars) with what was paid and the transfers, and each bar's own title. */
async function chartFigures(statistics: Locator) {
  const months = await statistics.locator('.wallet-chart__months li').evaluateAll((items) =>
    items.map((li) => [(li as HTMLElement).dataset.month, (li as HTMLElement).dataset.amount, (li as HTMLElement).dataset.transfers]),
  );
  const bars = await statistics
    .getByTestId('wallet-chart-bar')
    .evaluateAll((rects) => rects.map((rect): [string, string] => [rect.getAttribute('data-month') ?? '', rect.querySelector('title')?.textContent ?? '']));
  return { months, bars };
}

/** The table's rows: month, its name, what was paid, the transfers. */
async function tableFigures(statistics: Locator) {
  return statistics
    .getByTestId('wallet-chart-table')
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = (row as HTMLTableRowElement).cells;
        return { month: (row as HTMLElement).dataset.month, name: cells[0]?.textContent ?? '', paid: cells[1]?.textContent ?? '', transfers: cells[2]?.textContent ?? '' };
      }),
    );
}

test.describe('the wallet home', () => {
  test('a UK customer: the balance, the statistics and the chart whose table has the same figures, the activity, the cards, the ways to top up; a screenshot at this size; the full page passes axe', ALSO_AT_DESKTOP, async ({ page }, testInfo) => {
    await signedInThroughApi(page, HODAN);
    await expectHeading(page, 'Wallet');
    await sectionsLoaded(page);

    const statistics = page.getByTestId('wallet-statistics');
    await expect(statistics.getByTestId('wallet-total-transactions')).toHaveText(/^\d+$/);
    await expect(statistics.getByTestId('wallet-thirty-day-amount')).toHaveText(/\d/);
    const chart = statistics.getByRole('img');
    await expect(chart).toHaveAttribute('aria-label', /.+/);
    const { months, bars } = await chartFigures(statistics);
    expect(months).toHaveLength(6);
    expect(bars.length).toBeGreaterThan(0);

    await statistics.getByTestId('wallet-chart-toggle').click();
    await expect(statistics.getByTestId('wallet-chart-table')).toBeVisible();
    await expect(statistics.getByRole('img')).toHaveCount(0);
    const rows = await tableFigures(statistics);
    // The table: the very months, amounts and counts of the chart.
    expect(rows.map((row) => [row.month, row.paid, row.transfers])).toEqual(months);
    // Each bar says the same as its row; a month with nothing paid has no bar.
    const paidRows = rows.filter((row) => row.transfers !== '0');
    expect(bars.map(([month]) => month)).toEqual(paidRows.map((row) => row.month));
    for (const [month, title] of bars) {
      const row = rows.find((r) => r.month === month)!;
      expect(title.startsWith(`${row.name}: ${row.paid}`), `${title} / ${row.name}: ${row.paid}`).toBe(true);
    }
    await statistics.getByTestId('wallet-chart-toggle').click();
    await expect(statistics.getByRole('img')).toBeVisible();

    const activity = page.getByTestId('wallet-activity');
    await expect(activity.getByTestId('wallet-operation').first()).toBeVisible();

    const cards = page.getByTestId('wallet-cards');
    const expired = cards.getByTestId('wallet-card').and(cards.locator('[data-last4="1881"]'));
    await expect(expired).toHaveAttribute('data-expired', 'true');
    await expect(expired).toContainText('Expires 03/24');
    await expect(expired).toContainText('Expired');
    await expect(cards.locator('[data-testid="wallet-card"][data-expired="true"]')).toHaveCount(1);

    await expectTopUpWays(page, ['card', 'bank']);
    // Expired cards are not offered for a top-up.
    await expect(page.getByTestId('wallet-top-up-card').locator('option', { hasText: '1881' })).toHaveCount(0);

    await page.screenshot({ path: testInfo.outputPath(`wallet-${testInfo.project.name}.png`), fullPage: true });

    // The seeded customer's full page (chart with bars, activity, an expired card), in Swedish.
    await inLocale(page, 'sv');
    await sectionsLoaded(page);
    await expectNoAxeViolations(page, 'wallet, seeded (sv)');
  });

  test('deleting a saved card asks first; confirmed, the card is gone at once and the focus is on the message', async ({ page }) => {
    await freshCustomer(page, 'GB', [VISA, MASTERCARD]);
    await sectionsLoaded(page);
    const cards = page.getByTestId('wallet-cards');
    await expect(cards.getByTestId('wallet-card')).toHaveCount(2);
    await cards.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Mastercard ending in 4444, expiring 09/31');
    // (axe on the dialog: the test in every language below.)
    // Keep: nothing changes, the focus is back on the Delete button.
    await dialog.getByRole('button', { name: 'Keep card' }).click();
    await expect(dialog).toBeHidden();
    await expect(cards.getByRole('button', { name: 'Delete Mastercard ending in 4444' })).toBeFocused();
    await expect(cards.getByTestId('wallet-card')).toHaveCount(2);
    // Delete.
    await cards.getByRole('button', { name: 'Delete Mastercard ending in 4444' }).click();
    await page.getByTestId('wallet-card-confirm-delete').click();
    await expect(dialog).toBeHidden();
    await expect(cards.getByTestId('wallet-card')).toHaveCount(1);
    await expect(cards.locator('[data-last4="4444"]')).toHaveCount(0);
    await expect(cards.getByTestId('wallet-card-deleted')).toHaveText('Mastercard ending in 4444 was deleted.');
    await expect(cards.getByTestId('wallet-card-deleted')).toBeFocused();
    // The top-up's card choice lost it too (the one saved card left, then "A new card"); after a
    // reload the back office's list says the same.
    await expect(page.getByTestId('wallet-top-up-card').locator('option:not([value="new"])')).toHaveCount(1);
    await expect(page.getByTestId('wallet-top-up-card').locator('option[value="new"]')).toHaveText('A new card');
    await page.reload();
    await sectionsLoaded(page);
    await expect(page.getByTestId('wallet-cards').getByTestId('wallet-card')).toHaveCount(1);
  });

  test('topping up by card (a Swedish customer, offered a card, a bank transfer and an instant bank payment): approved at once, the balance and the activity follow', async ({ page }) => {
    await freshCustomer(page, 'SE', [VISA]);
    await sectionsLoaded(page);
    await expectTopUpWays(page, ['card', 'bank', 'trustly']);
    await expect(page.getByTestId('wallet-balance')).toHaveText(/100\.00/);
    const topUp = page.getByTestId('wallet-top-up');
    await topUp.getByTestId('wallet-top-up-method-card').locator('input').check();
    await topUp.getByTestId('wallet-top-up-amount').fill('250');
    await topUp.getByTestId('wallet-top-up-submit').click();
    const result = topUp.getByTestId('wallet-top-up-result');
    await expect(result).toHaveAttribute('data-status', 'APPROVED');
    await expect(result).toBeFocused();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/350\.00/);
    await expect(page.getByTestId('wallet-activity').getByTestId('wallet-operation').first()).toContainText('4242');
    await expectNoAxeViolations(page, 'wallet, top-up approved');
    // The back office agrees after a reload.
    await page.reload();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/350\.00/);
  });

  test('topping up with a new card in the provider’s frames: approved at once, then a card whose bank asks for 3-D Secure goes to the bank’s page and back to the wallet, which asks the back office', async ({ page }) => {
    const portal: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(VENDOR)) portal.push(`${request.url()} ${request.postData() ?? ''}`);
    });
    await freshCustomer(page, 'GB');
    await sectionsLoaded(page);
    const topUp = page.getByTestId('wallet-top-up');
    // No saved card: the card top-up is by a new card.
    await expect(topUp.getByTestId('wallet-top-up-new-card')).toBeVisible();
    await typeNewCard(page, MASTERCARD, '12/30');
    await expectNoAxeViolations(page, 'wallet, top-up by a new card');
    await topUp.getByTestId('wallet-top-up-amount').fill('50');
    await topUp.getByTestId('wallet-top-up-submit').click();
    await expect(topUp.getByTestId('wallet-top-up-result')).toHaveAttribute('data-status', 'APPROVED');
    await expect(page.getByTestId('wallet-balance')).toHaveText('£150.00');
    // The card saved with it is offered next time.
    await topUp.getByRole('button', { name: 'Top up again' }).click();
    await expect(topUp.getByTestId('wallet-top-up-card').locator('option')).toHaveText(['Mastercard ending in 4444, expires 12/30', 'A new card']);
    await topUp.getByTestId('wallet-top-up-card').selectOption('new');
    await typeNewCard(page, THREE_DS_CARD, '01/32');
    await topUp.getByTestId('wallet-top-up-amount').fill('75');
    await topUp.getByTestId('wallet-top-up-submit').click();
    // The whole page goes to the bank's 3-D Secure page (the sandbox's Checkout, on the vendor origin).
    await page.waitForURL(new RegExp(`^${VENDOR}/3ds/enrollment/sid_[a-z0-9]+$`));
    for (const line of ['Merchant: Sahan Money', 'Amount: 75.00 GBP', 'Card: •••• 6584']) await expect(page.getByText(line)).toBeVisible();
    await page.getByLabel('One-time code').fill('123456');
    const outcome = page.waitForResponse((r) => /\/remit\/wallet\/top-up\/[0-9]+$/.test(new URL(r.url()).pathname));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/wallet\?cko-session-id=sid_[a-z0-9]+$/);
    expect((await outcome).status()).toBe(200);
    await expect(topUp.getByTestId('wallet-top-up-result')).toHaveAttribute('data-status', 'APPROVED');
    await expect(page.getByTestId('wallet-balance')).toHaveText('£225.00');
    // Reloaded, nothing is asked or added again.
    await page.reload();
    await sectionsLoaded(page);
    await expect(page.getByTestId('wallet-balance')).toHaveText('£225.00');
    await expect(topUp.getByTestId('wallet-top-up-result')).toHaveCount(0);
    // The card's number never went to the portal's origin.
    expect(portal.filter((line) => /5555\s?5555|4485\s?0403/.test(line))).toEqual([]);
  });

  test('topping up by an instant bank payment (a Swedish customer): Trustly’s page on the vendor origin and back through /trustly-callback to the wallet, which asks the back office; cancelled, the amount is kept to try again', async ({ page }) => {
    await freshCustomer(page, 'SE');
    await sectionsLoaded(page);
    const topUp = page.getByTestId('wallet-top-up');
    await topUp.getByTestId('wallet-top-up-method-trustly').locator('input').check();
    await topUp.getByTestId('wallet-top-up-amount').fill('500');
    await topUp.getByTestId('wallet-top-up-submit').click();
    // The whole page goes to Trustly's payment page: the url its Deposit answered, opened unchanged.
    await expect(page).toHaveURL(new RegExp(`^${VENDOR}/_/orderclient\\.php\\?SessionID=[\\w-]+&OrderID=\\d{10}&Locale=sv_SE$`));
    await expect(page.getByText(/Pay 500\.00 SEK/)).toBeVisible();
    // Cancelled: back on Deposit's FailURL, the callback named for the wallet with the top-up as the payment.
    const cancelled = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/trustly-callback');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(Object.fromEntries(new URL((await cancelled).url()).searchParams)).toEqual({ status: 'fail', provider: 'trustly', routeName: 'wallet', payment: expect.stringMatching(/^top-up-\d+$/) });
    await page.waitForURL(/\/wallet$/);
    await sectionsLoaded(page);
    const declined = topUp.getByTestId('wallet-top-up-bank-declined');
    await expect(declined).toContainText('Bank authorisation failed');
    await expect(topUp.getByTestId('wallet-top-up-method-trustly').locator('input')).toBeChecked();
    await expect(topUp.getByTestId('wallet-top-up-amount')).toHaveValue('500.00');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/100\.00/);
    await expectNoAxeViolations(page, 'wallet, instant bank top-up not authorised');
    // Try again: a new bank link, approved this time; the wallet asks the back office on the way back.
    await declined.getByTestId('wallet-top-up-bank-retry').click();
    await expect(page).toHaveURL(new RegExp(`^${VENDOR}/_/orderclient\\.php\\?`));
    const approved = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === '/trustly-callback');
    const outcome = page.waitForResponse((r) => /\/remit\/wallet\/top-up\/[0-9]+$/.test(new URL(r.url()).pathname));
    await page.getByRole('radio', { name: 'Nordic Demo Bank' }).check();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    expect(new URL((await approved).url()).searchParams.get('status')).toBe('success');
    await page.waitForURL(/\/wallet$/);
    expect((await outcome).status()).toBe(200);
    await expect(topUp.getByTestId('wallet-top-up-result')).toHaveAttribute('data-status', 'APPROVED');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/600\.00/);
    // Reloaded, nothing is asked or added again.
    await page.reload();
    await sectionsLoaded(page);
    await expect(page.getByTestId('wallet-balance')).toHaveText(/600\.00/);
    await expect(topUp.getByTestId('wallet-top-up-result')).toHaveCount(0);
  });

  test('topping up by Interac e-Transfer (a Canadian customer): the e-Transfer’s steps from the paying context, with what to copy; the balance waits for the money', async ({ page }) => {
    await freshCustomer(page, 'CA');
    await sectionsLoaded(page);
    await expectTopUpWays(page, ['card', 'apaylo']);
    const topUp = page.getByTestId('wallet-top-up');
    await topUp.getByTestId('wallet-top-up-method-apaylo').locator('input').check();
    await topUp.getByTestId('wallet-top-up-amount').fill('250');
    await topUp.getByTestId('wallet-top-up-submit').click();
    await expect(topUp.getByTestId('wallet-top-up-result')).toHaveAttribute('data-status', 'WAITING');
    await expect(topUp.getByTestId('interac-email')).toHaveText('payments@remit-ca.sandbox.test');
    await expect(topUp.getByTestId('interac-message')).toContainText(/TU\d{8}/);
    await expect(topUp.getByTestId('interac-steps')).toContainText('Your balance goes up once the money arrives');
    await expect(page.getByTestId('wallet-balance')).toHaveText(/100\.00/);
    await expectNoAxeViolations(page, 'wallet, Interac e-Transfer top-up');
  });

  test('topping up by bank transfer: where to pay in, with the reference; the balance waits for the money', async ({ page }) => {
    await freshCustomer(page, 'GB');
    await sectionsLoaded(page);
    const topUp = page.getByTestId('wallet-top-up');
    await topUp.getByTestId('wallet-top-up-method-bank').locator('input').check();
    await topUp.getByTestId('wallet-top-up-amount').fill('200');
    await topUp.getByTestId('wallet-top-up-submit').click();
    await expect(topUp.getByTestId('wallet-top-up-result')).toHaveAttribute('data-status', 'WAITING');
    await expect(topUp.getByTestId('wallet-top-up-reference')).toHaveText(/^TU\d{8}$/);
    await expect(page.getByTestId('wallet-balance')).toHaveText('£100.00');
    await expectNoAxeViolations(page, 'wallet, bank top-up instructions');
  });

  test('a US customer’s Home (a card top-up only): a refused amount, the error under the field and in the summary, which takes the focus; what was typed stays', async ({ page }) => {
    await freshCustomer(page, 'US', [VISA]);
    await sectionsLoaded(page);
    await expectHeading(page, 'Home');
    await expectTopUpWays(page, ['card']);
    const topUp = page.getByTestId('wallet-top-up');
    const amount = topUp.getByTestId('wallet-top-up-amount');
    await amount.fill('5');
    await topUp.getByTestId('wallet-top-up-submit').click();
    const summary = topUp.getByTestId('wallet-top-up-summary');
    await expect(summary).toBeFocused();
    // In English (en-GB) a US dollar amount reads US$10.00.
    await expect(summary).toContainText(/The amount must be at least (US)?\$10\.00\./);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveValue('5');
    await expectNoAxeViolations(page, 'wallet, top-up amount refused');
    // The summary's link leads to the field.
    await summary.getByRole('link').click();
    await expect(amount).toBeFocused();
    await expect(page.getByTestId('wallet-balance')).toHaveText(/^(US)?\$100\.00$/);
  });
});

test.describe('the wallet home when the back office fails', () => {
  // These tests make calls fail on purpose: the browser reports the failed loads.
  test.use({ allowedConsoleErrors: /Failed to load resource|net::ERR_/ });

  test('a failed statistics load shows its error code and can be tried again, the rest of the page stays; a refused deletion is shown in the dialog with its error code, and the card stays', async ({ page }) => {
    await page.route('**/remit/wallet/statistics', (route) => route.abort('failed'));
    await page.route('**/remit/card/delete', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'X-Request-Id': 'req-wallet-delete-1' },
        body: JSON.stringify({ status: 'Error', code: 500, message: 'Internal error', errors: [{ type: 'OpsSomethingWentWrong', message: 'Something went wrong. Contact to Customer Support.' }] }),
      }),
    );
    await freshCustomer(page, 'SE', [VISA]);
    const failed = page.getByTestId('wallet-statistics-failed');
    // A GET is tried again three times (with back-off) before the failure shows.
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('wallet-balance')).toBeVisible();
    const cards = page.getByTestId('wallet-cards');
    await expect(cards.getByTestId('wallet-card').first()).toBeVisible();
    await expectNoAxeViolations(page, 'wallet, statistics failed');
    await page.unroute('**/remit/wallet/statistics');
    await failed.getByRole('button').click();
    await expect(page.getByTestId('wallet-total-transactions')).toBeVisible();

    await cards.getByRole('button', { name: 'Delete Visa ending in 4242' }).click();
    await page.getByTestId('wallet-card-confirm-delete').click();
    // The error code the customer quotes is the request's id (the one the portal sent, which the back office echoes).
    await expect(page.getByTestId('wallet-card-delete-error')).toContainText(/Error code: [0-9a-f-]{36}/);
    await expectNoAxeViolations(page, 'wallet, delete card refused');
    await page.getByRole('dialog').getByRole('button', { name: 'Keep card' }).click();
    await expect(cards.getByTestId('wallet-card')).toHaveCount(1);
  });
});

test.describe('the wallet home in every language', () => {
  test('has no axe violations in any language: the page, the chart’s table, the delete dialog, a refused amount', ALSO_AT_DESKTOP, async ({ page }, testInfo) => {
    // Twenty axe scans and four reloads: the time of several screens' tests.
    test.setTimeout(180_000);
    await freshCustomer(page, 'GB', [VISA]);
    for (const locale of phoneOrEnglish(testInfo)) {
      if (locale !== 'en') await inLocale(page, locale);
      await sectionsLoaded(page);
      await expectNoAxeViolations(page, `wallet (${locale})`);
      await page.getByTestId('wallet-chart-toggle').click();
      await expect(page.getByTestId('wallet-chart-table')).toBeVisible();
      await expectNoAxeViolations(page, `wallet, the chart as a table (${locale})`);
      await page.getByTestId('wallet-card-delete').first().click();
      await expect(page.getByTestId('wallet-card-dialog')).toBeVisible();
      await expectNoAxeViolations(page, `wallet, delete dialog (${locale})`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('wallet-card-dialog')).toBeHidden();
      await page.getByTestId('wallet-top-up-amount').fill('1');
      await page.getByTestId('wallet-top-up-submit').click();
      await expect(page.getByTestId('wallet-top-up-summary')).toBeFocused();
      await expectNoAxeViolations(page, `wallet, top-up refused (${locale})`);
    }
  });
});

test('at 320 px nothing runs off the screen sideways, in every language: the wallet with recent transfers, and the amount step', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signedInThroughApi(page, HODAN);
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  for (const locale of LOCALES) {
    await inLocale(page, locale);
    await expect(page.getByTestId('recent-transfers').locator('.transfer-status').first()).toBeVisible();
    await sectionsLoaded(page);
    expect(await sideways(), `/wallet (${locale})`).toBe(0);
  }
  await page.goto('/send-money/quote');
  await expect(page.locator('.amount-input').first()).toBeVisible();
  expect(await sideways(), '/send-money/quote (so)').toBe(0);
});
