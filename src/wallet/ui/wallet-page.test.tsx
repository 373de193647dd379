// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { initI18n } from '@/app/i18n/i18n';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { HomeRoute, ensureWalletCards } from '@/app/pages/home-route';
import { SandboxWorld } from '@/sandbox/world/world';
import { SignIn } from '@/session/application/sign-in';
import { ContainerProvider } from '@/shared/di/container-context';
import { Clock } from '@/shared/kernel/clock';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { WalletPage } from './wallet-page';
import { claimEarlyBalance, earlyBalanceText, forgetEarlyBalance } from '@/shared/ui/early-balance';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { decideBankLinkAtDesk } from '@/sandbox/world/bank-link-desk';
import { topUpAtDesk } from '@/sandbox/world/wallet-desk';
import { TOP_UP_ATTEMPT_KEY } from '../adapters/top-up-attempt-key';

/**
 * The /wallet page as the app composes it (its own container in memory mode, the composition
 * root's saved cards over the paying context's card gateway), rendered: the balance first, the
 * sections' places until they come, the chart and its table, deleting a card, topping up.
 */

const START = Date.parse('2026-11-21T10:00:00Z');

/** The app's container in memory mode with `email` signed in, and the page's tree in English. */
async function walletApp(email: string) {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  const world = new SandboxWorld({ clock: () => new Date(START) });
  const { container } = buildContainer({
    config: readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, 'http://portal.test'),
    mode: memoryMode(world),
    platform: platformModule(new MemoryStorage(), new RecordingAnalytics()),
  });
  container.rebind(Clock).toConstantValue({ now: () => START });
  const me = world.customersByEmail(email)[0]!;
  const outcome = await container.get(SignIn).execute({ email: me.email, password: me.password });
  expect(outcome.kind).toBe('signed-in');
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['wallet', 'validation']);
  const tree = (
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={['/wallet']}>
          <HomeRoute />
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>
  );
  const page = (props: Partial<Parameters<typeof WalletPage>[0]>) => (
    <I18nextProvider i18n={i18n}>
      <ContainerProvider container={container}>
        <MemoryRouter initialEntries={['/wallet']}>
          <WalletPage customerName={undefined} home={false} ensureCards={ensureWalletCards} {...props} />
        </MemoryRouter>
      </ContainerProvider>
    </I18nextProvider>
  );
  return { world, me, container, tree, page };
}

async function renderWallet(email: string) {
  const { world, me, container, tree } = await walletApp(email);
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(tree);
  });
  return { world, me, container, view: view! };
}

/**
 * Waits until every section is there (none of the places is left). Each section imports its own
 * modules first, which on a loaded machine takes Vitest more than the one second findBy waits.
 */
const SECTION_MODULES = { timeout: 5_000 };
async function sectionsLoaded() {
  await screen.findByTestId('wallet-statistics', {}, SECTION_MODULES);
  await screen.findByTestId('wallet-cards', {}, SECTION_MODULES);
  await screen.findByTestId('wallet-top-up', {}, SECTION_MODULES);
  await screen.findByTestId('wallet-activity', {}, SECTION_MODULES);
  await waitFor(() => expect(screen.queryAllByTestId('wallet-slot')).toHaveLength(0), SECTION_MODULES);
}

afterEach(() => {
  cleanup();
  forgetEarlyBalance();
});

/** The statistics' chart as shown: each bar's month and title, and each month's figures (month, amount, transfers). */
function chartShown(section: HTMLElement) {
  const statistics = within(section);
  const chart = statistics.getByRole('img');
  const bars = statistics.getAllByTestId('wallet-chart-bar').map((bar) => [bar.getAttribute('data-month'), bar.querySelector('title')?.textContent ?? '']);
  const figures = [...chart.closest('figure')!.querySelectorAll('li')].map((li) => [li.dataset.month, li.dataset.amount, li.dataset.transfers]);
  return { chart, bars, figures };
}

/** The statistics shown as a table (Show as table pressed): each month's row (month, name, amount paid, transfers). */
function tableShown(section: HTMLElement) {
  const statistics = within(section);
  fireEvent.click(statistics.getByRole('button', { name: 'Show as table' }));
  return within(statistics.getByRole('table', { name: 'Paid per month' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => ({ month: row.getAttribute('data-month'), name: row.querySelector('th')?.textContent, paid: row.querySelectorAll('td')[0]?.textContent, transfers: row.querySelectorAll('td')[1]?.textContent }));
}

describe('the wallet page', () => {
  it('first renders (as the prerendered page shows it) the heading, the balance’s place and four places of fixed height', async () => {
    const { tree } = await walletApp('hodan.gb@sandbox.test');
    const html = renderToString(tree);
    expect([...html.matchAll(/<svg[^>]*data-testid="wallet-slot"[^>]*>/g)].map((m) => /height="(\d+)"/.exec(m[0])?.[1])).toEqual(['472', '400', '320', '320', '320']);
    expect(html).toContain('>Wallet</h1>');
    expect(html).not.toContain('wallet-statistics');
  });

  it('renders as the build rendered it for a US customer too (no hydration mismatch), then says Home', async () => {
    const { tree } = await walletApp('mahad.iowa@sandbox.test');
    expect(renderToString(tree)).toContain('>Wallet</h1>');
  });

  it('paints the balance first, then every section in its place', async () => {
    const { view } = await renderWallet('hodan.gb@sandbox.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    await screen.findByText('£482.30');
    await sectionsLoaded();
    // The recent transfers load their own modules after the others: every one of the six arrives.
    await waitFor(() => expect(view.container.querySelectorAll('section.card')).toHaveLength(6));
  });

  it('shows the balance the early script wrote until its own answer is there, and never again after', async () => {
    const page = document.createElement('div');
    page.innerHTML = '<section class="card balance"><p class="balance__amount" data-testid="wallet-balance">£400.00</p></section>';
    claimEarlyBalance(page);
    const { tree } = await walletApp('hodan.gb@sandbox.test');
    const view = render(tree);
    // The first render, before any answer: the early amount, no loading line.
    expect(screen.getByTestId('wallet-balance').textContent).toBe('£400.00');
    expect(screen.queryByText('Loading your balance…')).toBeNull();
    await screen.findByText('£482.30');
    expect(earlyBalanceText()).toBeUndefined();
    view.unmount();
    render(tree);
    expect(screen.queryByText('£400.00')).toBeNull();
    await screen.findByText('£482.30');
  });

  it('shows total transactions, the thirty-day amount and a chart whose table has the same figures', async () => {
    await renderWallet('hodan.gb@sandbox.test');
    await sectionsLoaded();
    const statistics = within(await screen.findByTestId('wallet-statistics'));
    expect((await statistics.findByTestId('wallet-total-transactions')).textContent).toBe('7');
    expect(statistics.getByTestId('wallet-thirty-day-amount').textContent).toBe('£1,471.25');
    const { chart, bars, figures } = chartShown(screen.getByTestId('wallet-statistics'));
    expect(chart.getAttribute('aria-label')).toBe(
      'Paid per month from June 2026 to November 2026: £2,534.25 for 7 transfers in all, the most in October 2026 (£1,873.25).',
    );
    expect(bars).toEqual([
      ['2026-10', 'October 2026: £1,873.25, 4 transfers'],
      ['2026-11', 'November 2026: £661.00, 3 transfers'],
    ]);
    const rows = tableShown(screen.getByTestId('wallet-statistics')).map((row) => [row.month, row.paid, row.transfers]);
    expect(rows).toEqual(figures);
    expect(rows).toEqual([
      ['2026-06', '£0.00', '0'],
      ['2026-07', '£0.00', '0'],
      ['2026-08', '£0.00', '0'],
      ['2026-09', '£0.00', '0'],
      ['2026-10', '£1,873.25', '4'],
      ['2026-11', '£661.00', '3'],
    ]);
    expect(statistics.queryByRole('img')).toBeNull();
    fireEvent.click(statistics.getByRole('button', { name: 'Show as chart' }));
    expect(statistics.getByRole('img')).toBeTruthy();
  });

  it.each([
    ['a Swedish customer', 'amina.se@sandbox.test', 'SEK'],
    ['a US (Iowa) customer', 'mahad.iowa@sandbox.test', 'US$'],
  ])('shows %s the statistics in their currency, a chart whose six months and bars are its table’s, and the expired card marked', async (_who, email, currency) => {
    await renderWallet(email);
    await sectionsLoaded();
    const statistics = within(await screen.findByTestId('wallet-statistics'));
    expect((await statistics.findByTestId('wallet-total-transactions')).textContent).toMatch(/^\d+$/);
    expect(statistics.getByTestId('wallet-thirty-day-amount').textContent).toContain(currency);
    const { chart, bars, figures } = chartShown(screen.getByTestId('wallet-statistics'));
    expect(chart.getAttribute('aria-label')).toContain(currency);
    expect(bars.length).toBeGreaterThan(0);
    const rows = tableShown(screen.getByTestId('wallet-statistics'));
    expect(rows.map((row) => [row.month, row.paid, row.transfers])).toEqual(figures);
    expect(rows).toHaveLength(6);
    // Each bar says what its row says; a month with nothing paid has no bar.
    expect(bars.map(([month]) => month)).toEqual(rows.filter((row) => row.transfers !== '0').map((row) => row.month));
    for (const [month, title] of bars) {
      const row = rows.find((r) => r.month === month)!;
      expect(title).toMatch(new RegExp(`^${row.name}: ${row.paid!.replace(/[$.]/g, '\\$&')}`));
      expect(row.paid).toContain(currency);
    }

    const cards = screen.getByTestId('wallet-cards');
    const expired = cards.querySelectorAll('[data-testid="wallet-card"][data-expired="true"]');
    expect([...expired].map((card) => card.getAttribute('data-last4'))).toEqual(['1881']);
    expect(expired[0]!.textContent).toContain('Expires 03/24');
    expect(expired[0]!.textContent).toContain('Expired');
    // Expired cards are not offered for a top-up.
    const topUpCards = screen.getByTestId('wallet-top-up').querySelectorAll('[data-testid="wallet-top-up-card"] option');
    expect([...topUpCards].some((option) => option.textContent?.includes('1881'))).toBe(false);
  });

  it('places the recent transfers the composition root gives under the top-up, started after the balance like the sections', async () => {
    const { page } = await walletApp('hodan.gb@sandbox.test');
    const tree = page({ recentTransfers: <p data-testid="recent-transfers">Recent transfers</p> });
    expect([...renderToString(tree).matchAll(/data-testid="wallet-slot"/g)]).toHaveLength(5);
    await act(async () => {
      render(tree);
    });
    await sectionsLoaded();
    const order = [...document.querySelectorAll('[data-testid="wallet-top-up"], [data-testid="recent-transfers"], [data-testid="wallet-activity"]')].map((e) => e.getAttribute('data-testid'));
    expect(order).toEqual(['wallet-top-up', 'recent-transfers', 'wallet-activity']);
  });

  it('is Home for a US customer', async () => {
    await renderWallet('mahad.iowa@sandbox.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeTruthy();
    await sectionsLoaded();
  });

  it('deletes a saved card after the confirmation: gone from the list at once, and the focus on the message', async () => {
    const { world, me } = await renderWallet('hodan.gb@sandbox.test');
    await sectionsLoaded();
    const cards = within(screen.getByTestId('wallet-cards'));
    await cards.findByText('Visa ending in 1881');
    const expired = cards.getAllByTestId('wallet-card').filter((row) => row.getAttribute('data-expired') === 'true');
    expect(expired.map((row) => row.getAttribute('data-last4'))).toEqual(['1881']);
    expect(within(expired[0]!).getByText('Expired')).toBeTruthy();
    fireEvent.click(cards.getByRole('button', { name: 'Delete Mastercard ending in 4444' }));
    const dialog = within(screen.getByTestId('wallet-card-dialog'));
    expect(dialog.getByText('Mastercard ending in 4444, expiring 08/31, will be removed from your saved cards. You can add it again when you pay.')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('wallet-card-confirm-delete'));
    });
    await waitFor(() => expect(cards.queryByText('Mastercard ending in 4444')).toBeNull());
    const message = cards.getByTestId('wallet-card-deleted');
    expect(message.textContent).toBe('Mastercard ending in 4444 was deleted.');
    expect(document.activeElement).toBe(message);
    expect(world.records.cards.filter((k) => k.customerId === me.id).map((k) => k.last4)).toEqual(['4242', '0002', '3220', '1881']);
    // The top-up's card choice lost it too.
    const choice = within(screen.getByTestId('wallet-top-up')).getByLabelText('Card to pay with') as HTMLSelectElement;
    expect([...choice.options].map((o) => o.textContent)).toEqual([
      'Visa ending in 4242, expires 12/30',
      'Visa ending in 0002, expires 11/30',
      'Visa ending in 3220, expires 10/30',
      'A new card',
    ]);
  });

  it('tops up by card: the result takes the focus, the balance and the activity follow', async () => {
    const { me } = await renderWallet('hodan.gb@sandbox.test');
    await sectionsLoaded();
    const topUp = within(screen.getByTestId('wallet-top-up'));
    await topUp.findByLabelText('Card to pay with');
    fireEvent.change(topUp.getByLabelText('Amount (GBP)'), { target: { value: '1000' } });
    await act(async () => {
      fireEvent.click(topUp.getByRole('button', { name: 'Top up' }));
    });
    // Over the card's maximum: under the field and in the summary, which takes the focus.
    const summary = topUp.getByTestId('wallet-top-up-summary');
    expect(within(summary).getByRole('link').textContent).toBe('The amount cannot exceed £787.00.');
    expect(document.activeElement).toBe(summary);
    expect((topUp.getByLabelText('Amount (GBP)') as HTMLInputElement).value).toBe('1000');
    fireEvent.change(topUp.getByLabelText('Amount (GBP)'), { target: { value: '50' } });
    await act(async () => {
      fireEvent.click(topUp.getByRole('button', { name: 'Top up' }));
    });
    const result = await topUp.findByTestId('wallet-top-up-result');
    expect(result.textContent).toContain('£50.00 was added. Your balance is now £532.30.');
    expect(document.activeElement).toBe(result);
    expect(screen.getByTestId('wallet-balance').textContent).toBe('£532.30');
    expect(me.walletMinor).toBe(53_230);
    const activity = within(screen.getByTestId('wallet-activity'));
    await waitFor(() => expect(activity.getAllByTestId('wallet-operation')[0]?.textContent).toContain('Top-up by card •••• 4242'));
  });

  it('tops up with a new card typed into the provider’s fields: approved at once, the card is then among the saved ones', async () => {
    const { me } = await renderWallet('hodan.gb@sandbox.test');
    await sectionsLoaded();
    const topUp = within(screen.getByTestId('wallet-top-up'));
    fireEvent.change(await topUp.findByLabelText('Card to pay with'), { target: { value: 'new' } });
    // The memory mode's fake provider draws a plain input into each of the page's slots.
    const number = (await topUp.findByRole('textbox', { name: 'Card number' }, SECTION_MODULES)) as HTMLInputElement;
    fireEvent.input(number, { target: { value: '4111111111111111' } });
    fireEvent.input(topUp.getByRole('textbox', { name: 'MM/YY' }), { target: { value: '12/30' } });
    fireEvent.input(topUp.getByRole('textbox', { name: 'CVV' }), { target: { value: '123' } });
    fireEvent.change(topUp.getByLabelText('Amount (GBP)'), { target: { value: '50' } });
    await act(async () => {
      fireEvent.click(topUp.getByRole('button', { name: 'Top up' }));
    });
    const result = await topUp.findByTestId('wallet-top-up-result');
    expect(result.textContent).toContain('£50.00 was added. Your balance is now £532.30.');
    expect(me.walletMinor).toBe(53_230);
    fireEvent.click(topUp.getByRole('button', { name: 'Top up again' }));
    const choice = (await topUp.findByLabelText('Card to pay with')) as HTMLSelectElement;
    await waitFor(() => expect([...choice.options].map((o) => o.textContent)).toContain('Visa ending in 1111, expires 12/30'));
  });

  it('tops up by bank transfer: where to pay in, with the reference', async () => {
    await renderWallet('hodan.gb@sandbox.test');
    await sectionsLoaded();
    const topUp = within(screen.getByTestId('wallet-top-up'));
    fireEvent.click(await topUp.findByRole('radio', { name: /Bank transfer/ }));
    fireEvent.change(topUp.getByLabelText('Amount (GBP)'), { target: { value: '200' } });
    await act(async () => {
      fireEvent.click(topUp.getByRole('button', { name: 'Top up' }));
    });
    expect((await topUp.findByTestId('wallet-top-up-reference')).textContent).toBe('TU00000001');
    expect(screen.getByTestId('wallet-balance').textContent).toBe('£482.30');
  });

  it('tops up by Interac e-Transfer in Canada: the paying context’s steps, with the e-mail, the amount and the top-up’s reference to copy', async () => {
    await renderWallet('nasra.ca@sandbox.test');
    await sectionsLoaded();
    const topUp = within(screen.getByTestId('wallet-top-up'));
    fireEvent.click(await topUp.findByRole('radio', { name: /Interac e-Transfer/ }));
    expect(topUp.getByText(/we show you how to send the Interac e-Transfer/)).toBeTruthy();
    fireEvent.change(topUp.getByLabelText('Amount (CAD)'), { target: { value: '250' } });
    await act(async () => {
      fireEvent.click(topUp.getByRole('button', { name: 'Top up' }));
    });
    const result = await topUp.findByTestId('wallet-top-up-result');
    expect(result.textContent).toContain('Send CA$250.00 by Interac e-Transfer');
    expect((await topUp.findByTestId('interac-email', {}, SECTION_MODULES)).textContent).toBe('payments@remit-ca.sandbox.test');
    expect(topUp.getByTestId('interac-message').textContent).toContain('TU00000001');
    expect(topUp.getByTestId('interac-steps').textContent).toContain('Your balance goes up once the money arrives');
  });

  it('back from a cancelled instant bank payment: bank authorisation failed, Try again, the amount still typed', async () => {
    const { world, me, container, tree } = await walletApp('amina.se@sandbox.test');
    // The top-up the tab kept when it left for Trustly's page, which the customer cancelled there.
    const body = {
      amount: { amount_minor: 50_000, currency: 'SEK' }, payment_type: 'trustly',
      success_url: 'http://portal.test/trustly-callback?status=success&provider=trustly&routeName=wallet', failure_url: 'http://portal.test/trustly-callback?status=fail&provider=trustly&routeName=wallet',
    };
    const started = topUpAtDesk(world, me, body, 'http://vendor.test');
    if (!started.ok) throw new Error('no top-up');
    container.get(TabStorageToken).setItem(TOP_UP_ATTEMPT_KEY, JSON.stringify({ intentId: 'intent-1', request: { amount: { amountMinor: 50_000, currency: 'SEK' }, method: 'trustly' }, bankLinkTopUpId: started.value.top_up.id }));
    expect(decideBankLinkAtDesk(world, `top-up-${started.value.top_up.id}`, 'cancel').ok).toBe(true);
    await act(async () => {
      render(tree);
    });
    await sectionsLoaded();
    const topUp = within(screen.getByTestId('wallet-top-up'));
    const declined = await topUp.findByTestId('wallet-top-up-bank-declined');
    expect(declined.textContent).toContain('Bank authorisation failed');
    expect(declined.textContent).toContain('Nothing was topped up. Your amount is still here');
    expect(within(declined).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect((topUp.getByRole('radio', { name: /Instant bank payment/ }) as HTMLInputElement).checked).toBe(true);
    expect((topUp.getByLabelText('Amount (SEK)') as HTMLInputElement).value).toBe('500.00');
    expect(screen.getByTestId('wallet-balance').textContent).toMatch(/^SEK\s12,540\.50$/);
  });
});
