import { describe, expect, it, vi } from 'vitest';
import { InMemoryCardGateway } from '@/paying/adapters/in-memory-card-gateway';
import { InMemoryCardForms } from '@/paying/adapters/in-memory-card-form';
import { SANDBOX_THREE_DS_CODE, decideThreeDsEnrollmentAtDesk } from '@/sandbox/world/card-desk';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { money } from '@/shared/kernel/money';
import { TabTopUpAttempts } from '../../adapters/tab-top-up-attempts';
import { CardShelf } from '../../application/card-shelf';
import type { NewCardForms } from '../../application/home-ports';
import type { WalletGateway } from '../../application/ports';
import { ToppingUp } from '../../application/topping-up';
import { TopUpViewModel } from './top-up-view-model';
import { noBankLinks, topUpWire } from './in-memory-top-up-wire.fixture';

const START = Date.parse('2026-11-21T10:00:00Z');
const HODAN = 'hodan.gb@sandbox.test';
const VENDOR = 'http://vendor.memory';
const WALLET = 'http://portal.test/wallet';
/** Checkout.com's test card whose issuer asks for 3-D Secure; one the bank approves; one it declines. */
const CHALLENGED = '4485040371536584';
const APPROVED = '4111111111111111';
const DECLINED = '4000000000000002';

/**
 * Hodan's top-up by a new card over the sandbox world (the wallet desk, the card desk, the memory
 * mode's card form standing in for the provider's fields, the tab's storage), through a wire that
 * records every top-up request and key and can lose an answer after the back office made it.
 */
async function newCardTopUp() {
  const { world, me, credentials, noSink, wire, requests, keys, faults } = topUpWire(HODAN, START, VENDOR);
  /** The new card's token and the key of each top-up sent. */
  const sent = () => requests.map((r, i) => ({ cardToken: r.cardToken, key: keys[i] }));
  const cards = new InMemoryCardGateway(world, credentials, noSink, VENDOR);
  const forms = new InMemoryCardForms(world);
  const newCards: NewCardForms = { open: async () => forms.forProvider(await cards.cardProvider()), vendorOrigins: [VENDOR] };
  const shelf = new CardShelf({ list: () => cards.list(), remove: (id) => cards.remove(id) });
  const tab = new MemoryStorage();
  let ids = 0;
  /** The wallet page (again: after a reload, or back from the issuer's page), its fields mounted. */
  const page = async (gateway: WalletGateway = wire, cardForms: NewCardForms = newCards) => {
    const vm = new TopUpViewModel(new ToppingUp(gateway), shelf, { now: () => START }, 'Europe/London', new TabTopUpAttempts(tab), cardForms, noBankLinks, () => `intent-${(ids += 1)}`);
    vm.returnAddress = WALLET;
    const onTopUp = vi.fn();
    vm.onTopUp = onTopUp;
    await vm.load();
    return { vm, onTopUp };
  };
  /** "A new card", its fields open and mounted, and the card typed into them. */
  const typeNewCard = async (vm: TopUpViewModel, number: string) => {
    vm.chooseNewCard();
    await vm.openCardForm();
    vm.mountCardForm({}, { locale: 'en' });
    await vi.waitFor(() => expect(vm.cardForm).toMatchObject({ kind: 'open', state: { ready: true } }));
    (await forms.forProvider('checkout')).type({ number, expiry: '12/30', cvv: '123' });
  };
  const savedLast4 = () => world.records.cards.filter((k) => k.customerId === me.id).map((k) => k.last4);
  const topUps = () => world.records.walletOperations.filter((o) => o.customerId === me.id && o.type === 'top_up');
  return { world, me, page, typeNewCard, sent, faults, savedLast4, topUps, tab, wire };
}

describe('a top-up with a new card', () => {
  it('is approved at once: the balance follows, the card is saved and offered next time, the token was sent once', async () => {
    const { me, page, typeNewCard, sent, savedLast4, topUps } = await newCardTopUp();
    const { vm, onTopUp } = await page();
    await typeNewCard(vm, APPROVED);
    vm.setAmount('50');
    await vm.submit();
    expect(vm.result).toMatchObject({ status: 'APPROVED', amount: money(5_000, 'GBP'), balance: money(53_230, 'GBP') });
    expect(onTopUp).toHaveBeenCalledWith(vm.result);
    expect(me.walletMinor).toBe(53_230);
    expect(topUps().at(-1)).toMatchObject({ amountMinor: 5_000, description: 'Top-up by card •••• 1111' });
    expect(sent()).toEqual([{ cardToken: expect.stringMatching(/^tok_/), key: 'intent-1:top-up' }]);
    expect(savedLast4()).toContain('1111');
    await vi.waitFor(() => expect(vm.cards.map((c) => c.last4)).toContain('1111'));
  });

  it('asks for nothing while the card typed is incomplete: the card field says so, the amount stays', async () => {
    const { page, typeNewCard, sent } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, '4111');
    vm.setAmount('50');
    await vm.submit();
    expect(vm.fieldErrors.card).toEqual({ kind: 'newCard', reason: 'invalid' });
    expect(vm.errorFields).toEqual(['card']);
    expect(vm.amountText).toBe('50');
    expect(sent()).toEqual([]);
  });

  it('a card the bank refuses: the refusal under the card, the amount and the card typed stay, and the next press is a new token and intent', async () => {
    const { me, page, typeNewCard, sent, topUps } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, DECLINED);
    vm.setAmount('50');
    await vm.submit();
    expect(vm.fieldErrors.card).toEqual({ kind: 'server', type: 'BankAuthorizationFailed', message: 'Bank authorization failed. Try again.' });
    expect(vm.error).toBeUndefined();
    expect(vm.amountText).toBe('50');
    // The provider's fields stay open with the card typed: pressing again tokenizes it afresh.
    expect(vm.cardForm).toMatchObject({ kind: 'open', state: { valid: true } });
    expect(me.walletMinor).toBe(48_230);
    expect(topUps()).toHaveLength(1);
    await vm.submit();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]!.cardToken).not.toBe(sent()[0]!.cardToken);
    expect(sent()[1]!.key).not.toBe(sent()[0]!.key);
  });

  it('after a lost answer, Try again sends the same token under the same key: topped up once', async () => {
    const { me, page, typeNewCard, sent, faults, topUps } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, APPROVED);
    vm.setAmount('50');
    faults.push('lostAfter');
    await vm.submit();
    expect(vm.mayTryAgain).toBe(true);
    await vm.submit();
    expect(vm.result).toMatchObject({ status: 'APPROVED', balance: money(53_230, 'GBP') });
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toEqual(sent()[0]);
    expect(me.walletMinor).toBe(53_230);
    expect(topUps()).toHaveLength(2);
  });

  it('after a lost answer and a reload, the top-up in doubt goes again with its token and key: topped up once', async () => {
    const { me, page, typeNewCard, sent, faults } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, APPROVED);
    vm.setAmount('50');
    faults.push('lostAfter');
    await vm.submit();
    const reloaded = (await page()).vm;
    await typeNewCard(reloaded, APPROVED);
    reloaded.setAmount('50');
    await reloaded.submit();
    expect(reloaded.result).toMatchObject({ status: 'APPROVED', balance: money(53_230, 'GBP') });
    expect(sent()[1]).toEqual(sent()[0]);
    expect(me.walletMinor).toBe(53_230);
  });
});

describe('a top-up with a new card that needs 3-D Secure', () => {
  it('goes to the issuer’s page, and back in the wallet asks the back office: approved, the balance follows once', async () => {
    const { world, me, page, typeNewCard, sent, savedLast4, topUps } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, CHALLENGED);
    vm.setAmount('75');
    await vm.submit();
    expect(vm.leavingFor).toMatch(new RegExp(`^${VENDOR}/3ds/enrollment/sid_`));
    expect(vm.result).toBeUndefined();
    expect(me.walletMinor).toBe(48_230);
    // The back office was told to send the customer back to the wallet.
    const session = [...world.cardEnrollments.values()].at(-1)!;
    expect([session.successUrl, session.failureUrl, session.amountMinor]).toEqual([WALLET, WALLET, 7_500]);
    // The issuer's page: the right code.
    expect(decideThreeDsEnrollmentAtDesk(world, session.id, { action: 'submit', code: SANDBOX_THREE_DS_CODE })).toMatchObject({ ok: true });
    // Back in the wallet (a new page in the same tab).
    const back = await page();
    expect(back.vm.bankReturn).toBeUndefined();
    expect(back.vm.result).toMatchObject({ status: 'APPROVED', amount: money(7_500, 'GBP'), balance: money(55_730, 'GBP') });
    expect(back.onTopUp).toHaveBeenCalledTimes(1);
    expect(me.walletMinor).toBe(55_730);
    expect(savedLast4()).toContain('6584');
    // Once: a reload finds nothing waiting, the back office credited it once.
    const again = await page();
    expect(again.vm.result).toBeUndefined();
    expect(me.walletMinor).toBe(55_730);
    expect(topUps()).toHaveLength(2);
    expect(sent()).toHaveLength(1);
  });

  it('declined on the issuer’s page: nothing topped up, the amount is on the form again by a new card', async () => {
    const { world, me, page, typeNewCard } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, CHALLENGED);
    vm.setAmount('75');
    await vm.submit();
    const session = [...world.cardEnrollments.values()].at(-1)!;
    decideThreeDsEnrollmentAtDesk(world, session.id, { action: 'cancel' });
    const back = await page();
    expect(back.vm.declined).toEqual({ code: 'payment_was_not_authorised' });
    expect(back.vm.result).toBeUndefined();
    expect(back.onTopUp).not.toHaveBeenCalled();
    expect([back.vm.method, back.vm.amountText, back.vm.newCard]).toEqual(['card', '75.00', true]);
    expect(me.walletMinor).toBe(48_230);
    // The next top-up is another intent.
    expect((await page()).vm.declined).toBeUndefined();
  });

  it('back without answering the issuer: still waiting, the way back to the issuer, or the top-up given up', async () => {
    const { page, typeNewCard } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, CHALLENGED);
    vm.setAmount('75');
    await vm.submit();
    const issuer = vm.leavingFor;
    const back = await page();
    expect(back.vm.bankReturn).toEqual({ kind: 'waiting', redirectUrl: issuer });
    back.vm.backToBank();
    expect(back.vm.leavingFor).toBe(issuer);
    back.vm.abandonBankStep();
    expect(back.vm.bankReturn).toBeUndefined();
    expect((await page()).vm.bankReturn).toBeUndefined();
  });

  it('never trusts the way back: the outcome is asked again after a failed question, and a 3-D Secure page off the vendors’ origins is not followed', async () => {
    const { page, typeNewCard, wire } = await newCardTopUp();
    const { vm } = await page();
    await typeNewCard(vm, CHALLENGED);
    vm.setAmount('75');
    await vm.submit();
    let down = true;
    const flaky: WalletGateway = { ...wire, topUpOutcome: (id) => (down ? Promise.reject(new AppError('Network', 'The network failed')) : wire.topUpOutcome(id)) };
    const failing = await page(flaky);
    expect(failing.vm.bankReturn).toMatchObject({ kind: 'failed', error: { type: 'Network' } });
    down = false;
    await failing.vm.askBankOutcome();
    expect(failing.vm.bankReturn).toMatchObject({ kind: 'waiting' });
    const elsewhere: WalletGateway = {
      balance: () => Promise.reject(new Error('unused')),
      statistics: () => Promise.reject(new Error('unused')),
      operations: () => Promise.reject(new Error('unused')),
      topUpOptions: async () => ({ options: [{ method: 'card', name: 'Card', min: money(800, 'GBP'), max: money(78_700, 'GBP'), fee: money(0, 'GBP') }], suggestedAmounts: [] }),
      topUp: async () => ({ status: 'THREE_DS', id: 9, amount: money(7_500, 'GBP'), redirectUrl: 'https://evil.test/3ds' }),
      topUpOutcome: async () => ({ status: 'THREE_DS', id: 9, amount: money(7_500, 'GBP'), redirectUrl: 'https://evil.test/3ds' }),
    };
    const off = await page(elsewhere);
    expect(off.vm.bankReturn).toBeUndefined();
    expect(off.vm.error).toMatchObject({ type: 'MalformedResponse' });
    expect(off.vm.leavingFor).toBeUndefined();
  });
});
