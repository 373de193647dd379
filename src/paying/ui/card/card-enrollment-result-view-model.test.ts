import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { parseExpiry, type SavedCard } from '../../domain/card';
import { ADDED_CARD_KEY, CARD_ENROLLMENT_KEY, CardEnrollment } from '../../application/card-enrollment';
import type { CardEnrollmentOutcome } from '../../application/card-gateway';
import { CardEnrollmentResultViewModel, sessionIdOf } from './card-enrollment-result-view-model';

const added: SavedCard = { id: 7, guid: 'g-7', brand: 'mastercard', last4: '3404', expiry: parseExpiry('01/32')!, holderName: 'HODAN ALI', expiredWhenListed: false };

function setUp(outcome: CardEnrollmentOutcome, sessionId: string | undefined, kind = 'remittance') {
  const storage = new MemoryStorage();
  storage.setItem(CARD_ENROLLMENT_KEY, kind);
  const cards = { enrollmentOutcome: vi.fn(async () => outcome) };
  return { storage, cards, vm: new CardEnrollmentResultViewModel(cards, new CardEnrollment(storage), sessionId) };
}

describe('the card enrollment result', () => {
  it('takes only a Checkout session id from the address', () => {
    expect(['sid_sbox000001', ' sid_abc ', 'sid_', 'SID_ABC', 'pay_abc', 'sid_a/../b', '', null, undefined].map(sessionIdOf)).toEqual([
      'sid_sbox000001', 'sid_abc', undefined, undefined, undefined, undefined, undefined, undefined, undefined,
    ]);
  });

  it('asks once when the page opens, even mounted twice; a verified card is kept for the pay step’s panel', async () => {
    const { vm, cards, storage } = setUp({ status: 'verified', card: added }, 'sid_sbox000001');
    expect(vm.state).toEqual({ kind: 'checking' });
    await Promise.all([vm.start(), vm.start()]);
    expect(cards.enrollmentOutcome).toHaveBeenCalledTimes(1);
    expect(vm.state).toEqual({ kind: 'verified', card: added });
    expect(storage.getItem(ADDED_CARD_KEY)).toBe('7');
    expect(vm.back).toEqual({ path: '/send-money/pay', target: 'payment' });
    vm.goBack();
    expect(storage.getItem(CARD_ENROLLMENT_KEY)).toBeNull();
    expect(new CardEnrollment(storage).takeAddedCard()).toBe(7);
  });

  it('without a session id: unconfirmed, and nobody is asked', async () => {
    const { vm, cards } = setUp({ status: 'verified', card: added }, undefined);
    await vm.start();
    await vm.check();
    expect(vm.state).toEqual({ kind: 'unconfirmed' });
    expect(cards.enrollmentOutcome).not.toHaveBeenCalled();
  });

  it('a declined enrollment keeps its code and keeps no card', async () => {
    const { vm, storage } = setUp({ status: 'declined', code: 'payment_was_not_authorised' }, 'sid_sbox000002', 'wallet');
    await vm.start();
    expect(vm.state).toEqual({ kind: 'declined', code: 'payment_was_not_authorised' });
    expect(storage.getItem(ADDED_CARD_KEY)).toBeNull();
    expect(vm.back).toEqual({ path: '/wallet', target: 'wallet' });
  });
});
