import { describe, expect, it } from 'vitest';
import { InMemoryCardGateway } from '@/paying/adapters/in-memory-card-gateway';
import { AppError } from '@/shared/kernel/app-error';
import { money } from '@/shared/kernel/money';
import { CardShelf } from '../../application/card-shelf';
import { ToppingUp, endsTopUpIntent, topUpKey } from '../../application/topping-up';
import { TopUpViewModel } from './top-up-view-model';
import { noBankLinks, noNewCards, topUpWire } from './in-memory-top-up-wire.fixture';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { TabTopUpAttempts } from '../../adapters/tab-top-up-attempts';
import { TOP_UP_ATTEMPT_KEY } from '../../adapters/top-up-attempt-key';
import { TOP_UP_METHODS, type TopUpMethod } from '../../domain/top-up';

const START = Date.parse('2026-11-21T10:00:00Z');
const HODAN = 'hodan.gb@sandbox.test';

/**
 * Hodan's top-up over the sandbox world's wallet desk, through a wire that records every key sent
 * and can lose an answer or fail before the back office looked at the request (./in-memory-top-up-wire.fixture.ts).
 */
async function topUpOf(email = HODAN) {
  const clock = { now: () => START };
  const { world, me, credentials, noSink, wire, keys, faults } = topUpWire(email, START);
  const cards = new InMemoryCardGateway(world, credentials, noSink);
  const shelf = new CardShelf({ list: () => cards.list(), remove: (id) => cards.remove(id) });
  let ids = 0;
  // The tab's session storage: a reload (a new view model, a new page) finds the attempt kept there.
  const tab = new MemoryStorage();
  const page = async () => {
    const made = new TopUpViewModel(new ToppingUp(wire), shelf, clock, 'Europe/London', new TabTopUpAttempts(tab), noNewCards, noBankLinks, () => `intent-${(ids += 1)}`);
    await made.load();
    return made;
  };
  const vm = await page();
  const cardId = (last4: string) => world.records.cards.find((k) => k.customerId === me.id && k.last4 === last4)!.id;
  const topUps = () => world.records.walletOperations.filter((o) => o.customerId === me.id && o.type === 'top_up').length;
  return { vm, me, keys, faults, cardId, topUps, page, tab };
}

describe('a top-up made once per intent', () => {
  it('asks again with the same key after a lost answer: the wallet is topped up once and the answer is the first one', async () => {
    const { vm, me, keys, faults, cardId, topUps } = await topUpOf();
    const before = topUps();
    vm.chooseCard(cardId('4242'));
    vm.setAmount('50');
    faults.push('lostAfter');
    await vm.submit();
    expect(vm.error).toMatchObject({ type: 'Timeout' });
    expect(vm.mayTryAgain).toBe(true);
    expect(vm.result).toBeUndefined();
    // The back office made it; the answer was lost on the way back.
    expect(me.walletMinor).toBe(53_230);
    // Try again: the same intent's key, answered with the first answer.
    await vm.submit();
    expect(keys).toEqual([topUpKey('intent-1'), topUpKey('intent-1')]);
    expect(vm.result).toMatchObject({ status: 'APPROVED', amount: money(5_000, 'GBP'), balance: money(53_230, 'GBP') });
    expect(me.walletMinor).toBe(53_230);
    expect(topUps()).toBe(before + 1);
  });

  it('after a lost answer and a reload (or leaving the wallet and coming back), the same top-up goes under the same key: topped up once', async () => {
    const { vm, me, keys, faults, cardId, topUps, page, tab } = await topUpOf();
    const before = topUps();
    vm.chooseCard(cardId('4242'));
    vm.setAmount('50');
    faults.push('lostAfter');
    await vm.submit();
    expect(vm.error).toMatchObject({ type: 'Timeout' });
    expect(tab.getItem(TOP_UP_ATTEMPT_KEY)).toContain('intent-1');
    const reloaded = await page();
    reloaded.chooseCard(cardId('4242'));
    reloaded.setAmount('50.00');
    await reloaded.submit();
    expect(reloaded.result).toBeDefined();
    expect(keys).toEqual([topUpKey('intent-1'), topUpKey('intent-1')]);
    expect(topUps()).toBe(before + 1);
    expect(me.walletMinor).toBe(53_230);
    // Done: the attempt is over, the next top-up is another intent.
    expect(tab.getItem(TOP_UP_ATTEMPT_KEY)).toBeNull();
  });

  it('reads a damaged or older-shaped kept attempt as none', () => {
    const tab = new MemoryStorage();
    const attempts = new TabTopUpAttempts(tab);
    for (const raw of ['{', '{"intentId":"x"}', '{"intentId":"x","request":{"amount":{"amountMinor":1.5,"currency":"GBP"},"method":"card"}}']) {
      tab.setItem(TOP_UP_ATTEMPT_KEY, raw);
      expect(attempts.load()).toBeUndefined();
    }
    attempts.save({ intentId: 'x', request: { amount: money(5_000, 'GBP'), method: 'card', cardId: 7 } });
    expect(attempts.load()).toEqual({ intentId: 'x', request: { amount: money(5_000, 'GBP'), method: 'card', cardId: 7 } });
  });

  it('keeps an attempt of every top-up method there is, and reads one of a method there is not as none', () => {
    const attempts = new TabTopUpAttempts(new MemoryStorage());
    for (const method of TOP_UP_METHODS) {
      attempts.save({ intentId: method, request: { amount: money(5_000, 'GBP'), method } });
      expect(attempts.load()).toEqual({ intentId: method, request: { amount: money(5_000, 'GBP'), method } });
    }
    attempts.save({ intentId: 'x', request: { amount: money(5_000, 'GBP'), method: 'cheque' as TopUpMethod } });
    expect(attempts.load()).toBeUndefined();
  });

  it('keeps the key when the answer was lost before the back office saw it, or it failed (5xx); the same amount typed again is the same intent', async () => {
    const { vm, me, keys, faults, cardId } = await topUpOf();
    vm.chooseCard(cardId('4242'));
    vm.setAmount('50');
    faults.push('lostBefore', 'serverError');
    await vm.submit();
    await vm.submit();
    expect(vm.error).toMatchObject({ status: 503 });
    // Typed anew, the same amount: the same top-up.
    vm.setAmount('50.00');
    await vm.submit();
    expect(keys).toEqual([topUpKey('intent-1'), topUpKey('intent-1'), topUpKey('intent-1')]);
    expect(vm.result?.status).toBe('APPROVED');
    expect(me.walletMinor).toBe(53_230);
  });

  it('makes a new intent for a new amount, another way or card, and for the next top-up after a success', async () => {
    const { vm, me, keys, faults, cardId } = await topUpOf();
    vm.chooseCard(cardId('4242'));
    vm.setAmount('50');
    faults.push('lostBefore');
    await vm.submit();
    // The customer changes the amount: another top-up, another key.
    vm.setAmount('60');
    await vm.submit();
    expect(keys).toEqual([topUpKey('intent-1'), topUpKey('intent-2')]);
    expect(me.walletMinor).toBe(48_230 + 6_000);
    // After a success the same amount again is another top-up.
    vm.startAgain();
    vm.setAmount('60');
    await vm.submit();
    expect(keys.at(-1)).toBe(topUpKey('intent-3'));
    expect(me.walletMinor).toBe(48_230 + 12_000);
    // Another card, then another way: new intents.
    vm.startAgain();
    vm.setAmount('60');
    faults.push('lostBefore');
    await vm.submit();
    vm.chooseCard(cardId('4444'));
    faults.push('lostBefore');
    await vm.submit();
    vm.chooseMethod('bank');
    await vm.submit();
    expect(keys.slice(3)).toEqual([topUpKey('intent-4'), topUpKey('intent-5'), topUpKey('intent-6')]);
    expect(vm.result).toMatchObject({ status: 'WAITING', method: 'bank' });
  });

  it('tries a refusal the back office kept (a declined card) anew: a new key, not the kept refusal again', async () => {
    const { vm, keys, cardId, me } = await topUpOf();
    vm.chooseCard(cardId('0002'));
    vm.setAmount('50');
    await vm.submit();
    expect(vm.fieldErrors.card).toMatchObject({ kind: 'server', type: 'BankAuthorizationFailed' });
    await vm.submit();
    expect(keys).toEqual([topUpKey('intent-1'), topUpKey('intent-2')]);
    expect(me.walletMinor).toBe(48_230);
  });
});

describe('which failures end a top-up intent', () => {
  it('ends it on a refusal the back office kept, keeps it when the top-up may have been made', () => {
    const error = (type: string, status?: number) => new AppError(type, 'x', status === undefined ? {} : { status });
    expect([400, 404, 409, 410, 422].map((status) => endsTopUpIntent(error('InvalidValue', status)))).toEqual([true, true, true, true, true]);
    expect(endsTopUpIntent(error('IdempotencyKeyReused', 409))).toBe(true);
    expect(endsTopUpIntent(error('IdempotencyKeyInUse', 409))).toBe(false);
    expect([401, 403, 429, 500, 503].map((status) => endsTopUpIntent(error('Other', status)))).toEqual([false, false, false, false, false]);
    expect(endsTopUpIntent(error('Network'))).toBe(false);
    expect(endsTopUpIntent(error('Timeout'))).toBe(false);
    expect(endsTopUpIntent(new Error('boom'))).toBe(false);
  });
});
