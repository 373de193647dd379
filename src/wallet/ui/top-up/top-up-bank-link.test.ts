import { describe, expect, it, vi } from 'vitest';
import { InMemoryCardGateway } from '@/paying/adapters/in-memory-card-gateway';
import { decideBankLinkAtDesk } from '@/sandbox/world/bank-link-desk';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { TabTopUpAttempts } from '../../adapters/tab-top-up-attempts';
import { CardShelf } from '../../application/card-shelf';
import { ToppingUp, topUpKey } from '../../application/topping-up';
import { TOP_UP_ATTEMPT_KEY } from '../../adapters/top-up-attempt-key';
import { TopUpViewModel } from './top-up-view-model';
import { bankLinkAddress, bankLinkReturn, WALLET_ROUTE_NAME } from '@/paying/domain/bank-link';
import type { TopUpBankLinks } from '../../application/home-ports';
import { noNewCards, topUpWire } from './in-memory-top-up-wire.fixture';

const START = Date.parse('2026-11-21T10:00:00Z');
const AMINA = 'amina.se@sandbox.test';
const NASRA = 'nasra.ca@sandbox.test';
const VENDOR = 'http://vendor.memory';
const WALLET = 'http://portal.test/wallet';
/** Trustly's SuccessURL and FailURL of a wallet top-up: the portal's callback, named for the wallet. */
const BACK = {
  successUrl: 'http://portal.test/trustly-callback?status=success&provider=trustly&routeName=wallet',
  failureUrl: 'http://portal.test/trustly-callback?status=fail&provider=trustly&routeName=wallet',
};

/** The bank link as the composition root binds it (src/app/pages/home-route.tsx): paying's, with these vendor origins. */
const bankLinksOn = (vendorOrigins: readonly string[]): TopUpBankLinks => ({
  returnTo: (portalOrigin) => {
    const back = bankLinkReturn(portalOrigin, WALLET_ROUTE_NAME);
    return { successUrl: back.successUrl, failureUrl: back.failUrl };
  },
  leaveFor: (redirectUrl) => bankLinkAddress(redirectUrl, vendorOrigins),
});

/**
 * A customer's top-up by an instant bank payment (Trustly's page on the vendor origin) or Interac
 * e-Transfer over the sandbox world (the wallet desk, the bank-link desk, the tab's storage), through
 * a wire that records every request and key and can lose an answer after the back office made it.
 */
function bankTopUp(email = AMINA, vendorOrigins: readonly string[] = [VENDOR]) {
  const { world, me, credentials, noSink, wire, requests, keys, faults } = topUpWire(email, START, VENDOR);
  const cards = new InMemoryCardGateway(world, credentials, noSink, VENDOR);
  const shelf = new CardShelf({ list: () => cards.list(), remove: (id) => cards.remove(id) });
  const tab = new MemoryStorage();
  let ids = 0;
  /** The wallet page (again: after a reload, or back from the bank through the callback). */
  const page = async () => {
    const vm = new TopUpViewModel(new ToppingUp(wire), shelf, { now: () => START }, 'Europe/Stockholm', new TabTopUpAttempts(tab), noNewCards, bankLinksOn(vendorOrigins), () => `intent-${(ids += 1)}`);
    vm.returnAddress = WALLET;
    const onTopUp = vi.fn();
    vm.onTopUp = onTopUp;
    await vm.load();
    return { vm, onTopUp };
  };
  const topUps = () => world.records.walletOperations.filter((o) => o.customerId === me.id && o.type === 'top_up');
  const orders = () => [...world.walletTopUps.values()].filter((t) => t.trustly);
  return { world, me, page, requests, keys, faults, topUps, orders, tab };
}

/** Chooses the instant bank payment, types the amount and presses Top up. */
async function payByBank(vm: TopUpViewModel, typed: string) {
  vm.chooseMethod('trustly');
  vm.setAmount(typed);
  await vm.submit();
}

describe('a top-up by an instant bank payment (Trustly)', () => {
  it('sends the bank link’s return addresses, leaves for Trustly’s page, and back in the wallet shows the approved top-up the back office tells', async () => {
    const { world, me, page, requests, topUps, tab } = bankTopUp();
    const before = topUps().length;
    const { vm } = await page();
    expect(vm.offered.map((o) => o.method)).toEqual(['card', 'bank', 'trustly']);
    await payByBank(vm, '500');
    expect(requests).toEqual([{ amount: money(50_000, 'SEK'), method: 'trustly', returnTo: BACK }]);
    expect(vm.leavingFor).toMatch(new RegExp(`^${VENDOR}/_/orderclient\\.php\\?SessionID=`));
    expect(vm.result).toBeUndefined();
    expect(me.walletMinor).toBe(1_254_050);
    // The customer approves on Trustly's page and comes back: the callback sends them to the wallet (a new page).
    expect(decideBankLinkAtDesk(world, 'top-up-1', 'approve').ok).toBe(true);
    const back = await page();
    expect(back.vm.result).toEqual({ id: 1, status: 'APPROVED', amount: money(50_000, 'SEK'), method: 'trustly', balance: money(1_304_050, 'SEK') });
    expect(back.onTopUp).toHaveBeenCalledWith(back.vm.result);
    expect(topUps()).toHaveLength(before + 1);
    // The attempt is over: a reload asks nothing more and the next top-up is another intent.
    expect(tab.getItem(TOP_UP_ATTEMPT_KEY)).toBeNull();
    expect((await page()).vm.result).toBeUndefined();
    expect(me.walletMinor).toBe(1_304_050);
  });

  it('cancelled at the bank: says so with the amount still typed, nothing topped up; trying again is a new top-up with a new bank link', async () => {
    const { world, me, page, keys, topUps, orders } = bankTopUp();
    const before = topUps().length;
    await payByBank((await page()).vm, '500');
    expect(decideBankLinkAtDesk(world, 'top-up-1', 'cancel').ok).toBe(true);
    const { vm } = await page();
    expect(vm.declined).toEqual({ code: 'payment_was_not_authorised' });
    expect([vm.method, vm.amountText, vm.result, vm.bankReturn]).toEqual(['trustly', '500.00', undefined, undefined]);
    expect(me.walletMinor).toBe(1_254_050);
    expect(topUps()).toHaveLength(before);
    await vm.submit();
    expect(keys).toEqual([topUpKey('intent-1'), topUpKey('intent-2')]);
    expect(orders()).toHaveLength(2);
    expect(vm.leavingFor).toMatch(/OrderID=4000000002/);
  });

  it('after a lost answer, Try again (even after a reload) is the same top-up: one order at Trustly, the same page', async () => {
    const { page, keys, faults, orders } = bankTopUp();
    const first = await page();
    faults.push('lostAfter');
    await payByBank(first.vm, '500');
    expect(first.vm.error).toMatchObject({ type: 'Timeout' });
    expect(first.vm.mayTryAgain).toBe(true);
    expect(first.vm.leavingFor).toBeUndefined();
    const reloaded = await page();
    await payByBank(reloaded.vm, '500');
    expect(keys).toEqual([topUpKey('intent-1'), topUpKey('intent-1')]);
    expect(orders()).toHaveLength(1);
    expect(reloaded.vm.leavingFor).toMatch(/OrderID=4000000001/);
  });

  it('back without deciding on Trustly’s page: the bank’s page to go back to, or cancel this top-up', async () => {
    const { page } = bankTopUp();
    const { vm } = await payByBankOnPage(page);
    const page1 = vm.leavingFor;
    const back = await page();
    expect(back.vm.bankReturn).toEqual({ kind: 'waiting', redirectUrl: page1 });
    expect([back.vm.method, back.vm.amountText, back.vm.newCard]).toEqual(['trustly', '500.00', false]);
    back.vm.backToBank();
    expect(back.vm.leavingFor).toBe(page1);
    back.vm.abandonBankStep();
    expect(back.vm.bankReturn).toBeUndefined();
    expect((await page()).vm.bankReturn).toBeUndefined();
  });

  it('never sends the customer to a bank page off the configured vendor origins: an error, the top-up not kept', async () => {
    const { page, tab } = bankTopUp(AMINA, []);
    const { vm } = await page();
    await payByBank(vm, '500');
    expect(vm.leavingFor).toBeUndefined();
    expect(vm.error).toMatchObject({ type: 'MalformedResponse' });
    expect(tab.getItem(TOP_UP_ATTEMPT_KEY)).toBeNull();
  });
});

/** A page where the customer chose the instant bank payment for 500 and was sent to Trustly's page. */
async function payByBankOnPage(page: () => Promise<{ vm: TopUpViewModel }>) {
  const made = await page();
  await payByBank(made.vm, '500');
  expect(made.vm.leavingFor).toBeDefined();
  return made;
}

describe('a top-up by Interac e-Transfer (Canada)', () => {
  it('answers what to send: the company’s e-mail, the amount and the top-up’s reference as the message; the balance waits for the money', async () => {
    const { me, page, requests } = bankTopUp(NASRA);
    const { vm, onTopUp } = await page();
    expect(vm.offered.map((o) => o.method)).toEqual(['card', 'apaylo']);
    vm.chooseMethod('apaylo');
    vm.setAmount('250');
    await vm.submit();
    expect(requests).toEqual([{ amount: money(25_000, 'CAD'), method: 'apaylo' }]);
    expect(vm.leavingFor).toBeUndefined();
    expect(vm.result).toMatchObject({
      status: 'WAITING',
      method: 'apaylo',
      balance: money(200_075, 'CAD'),
      interacTransfer: { recipientEmail: 'payments@remit-ca.sandbox.test', amount: money(25_000, 'CAD'), reference: 'TU00000001', message: 'TU00000001', expiresAt: START + 48 * 3_600_000 },
    });
    expect(onTopUp).toHaveBeenCalledWith(vm.result);
    expect(me.walletMinor).toBe(200_075);
  });
});
