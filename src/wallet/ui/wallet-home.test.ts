import { describe, expect, it, vi } from 'vitest';
import { InMemoryCardGateway } from '@/paying/adapters/in-memory-card-gateway';
import { SandboxWorld } from '@/sandbox/world/world';
import type { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { money } from '@/shared/kernel/money';
import { InMemoryWalletGateway } from '../adapters/in-memory-wallet-gateway';
import { CardShelf } from '../application/card-shelf';
import type { SavedCards } from '../application/home-ports';
import { ToppingUp } from '../application/topping-up';
import { GetWalletActivity, GetWalletStatistics } from '../application/wallet-statistics';
import { WalletStatisticsViewModel } from './statistics/wallet-statistics-view-model';
import { WalletActivityViewModel } from './activity/wallet-activity-view-model';
import { WalletCardsViewModel } from './cards/wallet-cards-view-model';
import { TopUpViewModel } from './top-up/top-up-view-model';
import { TabTopUpAttempts } from '../adapters/tab-top-up-attempts';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { noBankLinks, noNewCards } from './top-up/in-memory-top-up-wire.fixture';

const noSink: AuthFailureSink = { unauthorized: () => undefined, disabled: () => undefined };
const START = Date.parse('2026-11-21T10:00:00Z');
const PROJECTS: Record<string, string> = { GB: 'remit-gb', SE: 'remit-eu', US: 'remit-us', CA: 'remit-ca' };

/** A signed-in customer's wallet over a sandbox world whose clock the test holds. */
function walletOf(email: string) {
  const clock = { at: START, now() { return this.at; } };
  const world = new SandboxWorld({ clock: () => new Date(clock.at) });
  const me = world.customersByEmail(email)[0]!;
  const session = { token: world.startSession(me) };
  const project = PROJECTS[me.country]!;
  const credentials = { token: () => session.token, baseUrl: () => `memory://${project}`, project: () => project };
  const gateway = new InMemoryWalletGateway(world, credentials, noSink);
  // The composition root's SavedCards: the paying context's card gateway (src/app/pages/home-route.tsx).
  const paying = new InMemoryCardGateway(world, credentials, noSink);
  const saved: SavedCards = { list: () => paying.list(), remove: (id) => paying.remove(id) };
  const shelf = new CardShelf(saved);
  const cardId = (last4: string) => world.records.cards.find((k) => k.customerId === me.id && k.last4 === last4)!.id;
  return { world, me, session, clock, gateway, saved, shelf, cardId };
}

describe('the wallet’s statistics', () => {
  it('shows total transactions and the thirty-day amount, and the months as bars with their summary', async () => {
    const { gateway } = walletOf('hodan.gb@sandbox.test');
    const vm = new WalletStatisticsViewModel(new GetWalletStatistics(gateway));
    const loading = vm.load();
    expect(vm.task.state).toBe('loading');
    await loading;
    expect(vm.statistics?.totalTransactions).toBe(7);
    expect(vm.statistics?.thirtyDayAmount).toEqual(money(147_125, 'GBP'));
    expect(vm.bars.map((b) => [b.month.month, b.amount.amountMinor, b.transactions, Math.round(b.height * 1000) / 1000])).toEqual([
      [6, 0, 0, 0],
      [7, 0, 0, 0],
      [8, 0, 0, 0],
      [9, 0, 0, 0],
      [10, 187_325, 4, 1],
      [11, 66_100, 3, 0.353],
    ]);
    expect(vm.summary).toEqual({
      from: { year: 2026, month: 6 },
      to: { year: 2026, month: 11 },
      total: money(253_425, 'GBP'),
      transactions: 7,
      highest: { month: { year: 2026, month: 10 }, amount: money(187_325, 'GBP'), transactions: 4 },
    });
  });

  it('switches between the chart and the table of the same figures', async () => {
    const { gateway } = walletOf('hodan.gb@sandbox.test');
    const vm = new WalletStatisticsViewModel(new GetWalletStatistics(gateway));
    await vm.load();
    expect(vm.showTable).toBe(false);
    vm.toggleTable();
    expect(vm.showTable).toBe(true);
    vm.toggleTable();
    expect(vm.showTable).toBe(false);
  });

  it('keeps a failure with its error for display, and loads again', async () => {
    const { gateway, session, world, me } = walletOf('hodan.gb@sandbox.test');
    const vm = new WalletStatisticsViewModel(new GetWalletStatistics(gateway));
    const token = session.token;
    session.token = 'expired';
    await vm.load();
    expect(vm.task.state).toBe('failed');
    expect(vm.task.error).toMatchObject({ type: 'AccessDenied', status: 401 });
    expect(vm.summary).toBeUndefined();
    session.token = token;
    expect(world.customerByToken(token)).toBe(me);
    await vm.load();
    expect(vm.task.state).toBe('ready');
  });
});

describe('the wallet’s activity', () => {
  it('lists the latest five operations, newest first, and says how many more there are', async () => {
    const { gateway, world, me } = walletOf('hodan.gb@sandbox.test');
    const vm = new WalletActivityViewModel(new GetWalletActivity(gateway));
    await vm.load();
    expect(vm.activity?.operations.map((o) => [o.kind, o.amount.amountMinor])).toEqual([
      ['transfer', -2_000],
      ['top_up', 50_230],
    ]);
    expect(vm.more).toBe(0);
    for (let i = 1; i <= 5; i += 1) {
      world.records.walletOperations.push({ id: 1000 + i, customerId: me.id, type: 'refund', amountMinor: 100 * i, currency: 'GBP', createdAt: new Date(START - i * 60_000).toISOString(), description: `Refund ${i}` });
    }
    await vm.load();
    expect(vm.activity?.operations.map((o) => o.description)).toEqual(['Refund 1', 'Refund 2', 'Refund 3', 'Refund 4', 'Refund 5']);
    expect(vm.more).toBe(2);
  });
});

describe('the saved cards', () => {
  it('lists brand, last four and expiry, the expired card marked', async () => {
    const { shelf, clock } = walletOf('hodan.gb@sandbox.test');
    const vm = new WalletCardsViewModel(shelf, clock, 'Europe/London');
    await vm.load();
    expect(vm.cards.map(({ card, expired }) => [card.brand, card.last4, card.expiry, expired])).toEqual([
      ['visa', '4242', { month: 12, year: 2030 }, false],
      ['mastercard', '4444', { month: 8, year: 2031 }, false],
      ['visa', '0002', { month: 11, year: 2030 }, false],
      ['visa', '3220', { month: 10, year: 2030 }, false],
      ['visa', '1881', { month: 3, year: 2024 }, true],
    ]);
  });

  it('marks a card of this month expired once the customer’s own calendar has turned the month', async () => {
    const { shelf, clock, world, cardId } = walletOf('hodan.gb@sandbox.test');
    const november = world.records.cards.find((k) => k.id === cardId('4444'))!;
    november.expMonth = 11;
    november.expYear = 2026;
    clock.at = Date.parse('2026-11-30T23:30:00Z');
    const stockholm = new WalletCardsViewModel(shelf, clock, 'Europe/Stockholm');
    const chicago = new WalletCardsViewModel(shelf, clock, 'America/Chicago');
    await stockholm.load();
    const of = (vm: WalletCardsViewModel) => vm.cards.find(({ card }) => card.last4 === '4444')?.expired;
    expect(of(stockholm)).toBe(true);
    expect(of(chicago)).toBe(false);
    clock.at = Date.parse('2026-11-15T12:00:00Z');
    expect(of(new WalletCardsViewModel(shelf, clock, 'Europe/Stockholm'))).toBe(false);
  });

  it('deletes a card only after the confirmation; it is gone from the list at once', async () => {
    const { shelf, clock, world, me, cardId } = walletOf('hodan.gb@sandbox.test');
    const vm = new WalletCardsViewModel(shelf, clock, 'Europe/London');
    await vm.load();
    const card = vm.cards.find(({ card: c }) => c.last4 === '4444')!.card;
    vm.askToDelete(card);
    expect(vm.confirming).toBe(card);
    vm.cancelDelete();
    expect(vm.confirming).toBeUndefined();
    expect(vm.cards).toHaveLength(5);
    vm.askToDelete(card);
    const deleting = vm.confirmDelete();
    expect(vm.deleting).toBe(true);
    await deleting;
    expect(vm.deleting).toBe(false);
    expect(vm.confirming).toBeUndefined();
    expect(vm.deleted).toBe(card);
    expect(vm.cards.map(({ card: c }) => c.last4)).toEqual(['4242', '0002', '3220', '1881']);
    expect(world.records.cards.some((k) => k.customerId === me.id && k.id === card.id)).toBe(false);
    expect(cardId('4242')).toBeGreaterThan(0);
  });

  it('keeps the dialog open with the error when the deletion is refused, and the card on the list', async () => {
    const { shelf, clock, world, cardId } = walletOf('hodan.gb@sandbox.test');
    const vm = new WalletCardsViewModel(shelf, clock, 'Europe/London');
    await vm.load();
    const card = vm.cards.find(({ card: c }) => c.last4 === '4242')!.card;
    // Deleted meanwhile elsewhere: the back office no longer knows it.
    world.records.cards.splice(world.records.cards.findIndex((k) => k.id === cardId('4242')), 1);
    vm.askToDelete(card);
    await vm.confirmDelete();
    expect(vm.confirming).toBe(card);
    expect(vm.deleteError).toMatchObject({ type: 'InvalidValue', status: 404 });
    expect(vm.deleteError?.requestId).toEqual(expect.any(String));
    expect(vm.cards.some(({ card: c }) => c.id === card.id)).toBe(true);
    expect(vm.deleted).toBeUndefined();
  });
});


describe('topping the wallet up', () => {
  async function topUpOf(email: string) {
    const wallet = walletOf(email);
    const vm = new TopUpViewModel(new ToppingUp(wallet.gateway), wallet.shelf, wallet.clock, 'Europe/Stockholm', new TabTopUpAttempts(new MemoryStorage()), noNewCards, noBankLinks);
    const onTopUp = vi.fn();
    vm.onTopUp = onTopUp;
    await vm.load();
    return { ...wallet, vm, onTopUp };
  }

  it('offers the region’s ways (the instant bank payment in the EEA, Interac e-Transfer in Canada), the card first, the usable cards', async () => {
    const { vm } = await topUpOf('amina.se@sandbox.test');
    expect(vm.offered.map((o) => o.method)).toEqual(['card', 'bank', 'trustly']);
    expect(vm.method).toBe('card');
    expect(vm.option?.min).toEqual(money(10_600, 'SEK'));
    expect(vm.cards.map((c) => c.last4)).toEqual(['4242', '4444', '0002', '3220']);
    expect(vm.cardId).toBe(vm.cards[0]!.id);
    // Only the suggestion the card's limits take (50 and 100 SEK are under its minimum).
    expect(vm.suggestions).toEqual([money(20_000, 'SEK')]);
    const us = await topUpOf('mahad.iowa@sandbox.test');
    expect(us.vm.offered.map((o) => o.method)).toEqual(['card']);
    const ca = await topUpOf('nasra.ca@sandbox.test');
    expect(ca.vm.offered.map((o) => o.method)).toEqual(['card', 'apaylo']);
  });

  it('checks the amount before asking: required, readable, within the way’s limits', async () => {
    const { vm, world, me } = await topUpOf('hodan.gb@sandbox.test');
    await vm.submit();
    expect(vm.fieldErrors.amount).toEqual({ kind: 'amount', problem: { kind: 'required' } });
    expect(vm.presses).toBe(1);
    vm.setAmount('7.99');
    expect(vm.fieldErrors.amount).toBeUndefined();
    await vm.submit();
    expect(vm.fieldErrors.amount).toEqual({ kind: 'amount', problem: { kind: 'min', limit: money(800, 'GBP') } });
    vm.setAmount('788');
    await vm.submit();
    expect(vm.fieldErrors.amount).toEqual({ kind: 'amount', problem: { kind: 'max', limit: money(78_700, 'GBP') } });
    expect(vm.errorFields).toEqual(['amount']);
    expect(vm.presses).toBe(3);
    expect(vm.result).toBeUndefined();
    expect(me.walletMinor).toBe(48_230);
    expect(world.records.walletOperations.filter((o) => o.customerId === me.id)).toHaveLength(2);
  });

  it('tops up by card: approved at once, the new balance told to the page', async () => {
    const { vm, onTopUp, me, cardId } = await topUpOf('hodan.gb@sandbox.test');
    vm.chooseCard(cardId('4444'));
    vm.setAmount('50');
    const submitting = vm.submit();
    expect(vm.submitting).toBe(true);
    await submitting;
    expect(vm.submitting).toBe(false);
    expect(vm.result).toEqual({ id: 1, status: 'APPROVED', amount: money(5_000, 'GBP'), method: 'card', balance: money(53_230, 'GBP') });
    expect(onTopUp).toHaveBeenCalledWith(vm.result);
    expect(me.walletMinor).toBe(53_230);
    vm.startAgain();
    expect(vm.result).toBeUndefined();
    expect(vm.amountText).toBe('');
  });

  it('tops up by bank transfer: where to pay the money in, the balance as it was', async () => {
    const { vm, onTopUp } = await topUpOf('hodan.gb@sandbox.test');
    vm.chooseMethod('bank');
    vm.setAmount('1 000,00');
    await vm.submit();
    expect(vm.result?.status).toBe('WAITING');
    expect(vm.result?.bankTransfer).toEqual({ accountName: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: 'TU00000001', amount: money(100_000, 'GBP') });
    expect(onTopUp).toHaveBeenCalledWith(expect.objectContaining({ balance: money(48_230, 'GBP') }));
  });

  it('puts the bank’s refusal under the card, keeps what was typed and tops up nothing', async () => {
    const { vm, onTopUp, me, cardId } = await topUpOf('hodan.gb@sandbox.test');
    vm.chooseCard(cardId('0002'));
    vm.setAmount('25.50');
    await vm.submit();
    expect(vm.fieldErrors.card).toEqual({ kind: 'server', type: 'BankAuthorizationFailed', message: 'Bank authorization failed. Try again.' });
    expect(vm.error).toBeUndefined();
    expect(vm.amountText).toBe('25.50');
    expect(vm.result).toBeUndefined();
    expect(onTopUp).not.toHaveBeenCalled();
    expect(me.walletMinor).toBe(48_230);
    vm.chooseCard(cardId('4242'));
    expect(vm.fieldErrors.card).toBeUndefined();
  });

  it('shows a refusal no field can show above the form, with its error code', async () => {
    const { vm, session } = await topUpOf('hodan.gb@sandbox.test');
    session.token = 'expired';
    vm.setAmount('50');
    await vm.submit();
    expect(vm.error).toMatchObject({ type: 'AccessDenied', status: 401 });
    expect(vm.error?.requestId).toEqual(expect.any(String));
    expect(vm.errorFields).toEqual([]);
    expect(vm.amountText).toBe('50');
  });

  it('asks for a card when the customer has none that can be used', async () => {
    const { vm, world, me } = await topUpOf('hodan.gb@sandbox.test');
    for (const card of world.records.cards.filter((k) => k.customerId === me.id)) card.expYear = 2020;
    await vm.loadCards();
    expect(vm.cards).toEqual([]);
    expect(vm.cardId).toBeUndefined();
    vm.setAmount('50');
    await vm.submit();
    expect(vm.fieldErrors.card).toEqual({ kind: 'chooseCard' });
    expect(me.walletMinor).toBe(48_230);
  });

  it('loses a card deleted in the saved cards from its own choice at once (one list for both)', async () => {
    const { vm, shelf, clock, cardId } = await topUpOf('hodan.gb@sandbox.test');
    const cards = new WalletCardsViewModel(shelf, clock, 'Europe/Stockholm');
    const first = cardId('4242');
    expect(vm.cards[0]?.id).toBe(first);
    cards.askToDelete(cards.cards.find(({ card }) => card.id === first)!.card);
    await cards.confirmDelete();
    expect(vm.cards.map((c) => c.last4)).toEqual(['4444', '0002', '3220']);
  });
});
