import { describe, expect, it } from 'vitest';
import { paymentOfferFrom, transactionOptionsSchema } from './quote-mappers';

/** A get-transaction-options answer with these payment types (no banks or collection points). */
const answer = (payment_types: { type: string; name: string; enabled: boolean }[]) =>
  transactionOptionsSchema.parse({ payment_types, delivery_banks: [], collection_points: [], purposes: [] });

describe('the payment methods read from get-transaction-options', () => {
  it('offers the enabled types in the back office’s order, the instant bank payment’s vendor by its type', () => {
    expect(paymentOfferFrom(answer([
      { type: 'wallet', name: 'Wallet balance', enabled: true },
      { type: 'apaylo', name: 'Interac e-Transfer', enabled: true },
      { type: 'card', name: 'Card', enabled: true },
    ]))).toEqual({ methods: ['wallet', 'instant-bank', 'card'], instantBank: 'apaylo' });
    expect(paymentOfferFrom(answer([
      { type: 'card', name: 'Card', enabled: true },
      { type: 'trustly', name: 'Instant bank payment', enabled: true },
    ]))).toEqual({ methods: ['card', 'instant-bank'], instantBank: 'trustly' });
  });

  it('leaves out a disabled type, a type it does not know and a second instant bank payment', () => {
    expect(paymentOfferFrom(answer([
      { type: 'card', name: 'Card', enabled: true },
      { type: 'bank', name: 'Local bank transfer', enabled: false },
      { type: 'crypto', name: 'Coins', enabled: true },
      { type: 'trustly', name: 'Instant bank payment', enabled: true },
      { type: 'apaylo', name: 'Interac e-Transfer', enabled: true },
    ]))).toEqual({ methods: ['card', 'instant-bank'], instantBank: 'trustly' });
  });

  it('names no instant bank vendor when none is offered, and no method when every type is disabled', () => {
    expect(paymentOfferFrom(answer([{ type: 'card', name: 'Card', enabled: true }, { type: 'apaylo', name: 'Interac e-Transfer', enabled: false }]))).toEqual({ methods: ['card'] });
    expect(paymentOfferFrom(answer([{ type: 'card', name: 'Card', enabled: false }]))).toEqual({ methods: [] });
  });

  it('reads no object’s own property as a type', () => {
    expect(paymentOfferFrom(answer([{ type: 'toString', name: 'x', enabled: true }, { type: '__proto__', name: 'y', enabled: true }]))).toEqual({ methods: [] });
  });
});
