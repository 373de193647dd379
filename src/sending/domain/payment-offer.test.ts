import { describe, expect, it } from 'vitest';
import { paymentMethodLabelKey, type PaymentOffer } from './payment-offer';
import { paymentTypeOf } from './transfer';

const CANADA: PaymentOffer = { methods: ['card', 'wallet', 'instant-bank'], instantBank: 'apaylo' };
const SWEDEN: PaymentOffer = { methods: ['card', 'wallet', 'bank', 'instant-bank'], instantBank: 'trustly' };

describe('the payment methods the back office offers', () => {
  it('names an instant bank payment by apaylo Interac e-Transfer in the method list; every other method by its own name', () => {
    expect(CANADA.methods.map((m) => paymentMethodLabelKey(CANADA, m))).toEqual(['card', 'wallet', 'apaylo']);
    expect(SWEDEN.methods.map((m) => paymentMethodLabelKey(SWEDEN, m))).toEqual(['card', 'wallet', 'bank', 'instant-bank']);
  });

  it('pays an instant bank payment by the vendor offered: apaylo or trustly; the other methods by their own type', () => {
    expect(paymentTypeOf('instant-bank', CANADA.instantBank)).toBe('apaylo');
    expect(paymentTypeOf('instant-bank', SWEDEN.instantBank)).toBe('trustly');
    expect(paymentTypeOf('bank', CANADA.instantBank)).toBe('bank');
    expect(paymentTypeOf('wallet', SWEDEN.instantBank)).toBe('wallet');
    // No vendor offered: no instant bank payment, and none guessed.
    expect(() => paymentTypeOf('instant-bank', undefined)).toThrow('No instant bank payment was offered for this transfer.');
    expect(paymentTypeOf('card', undefined)).toBe('card');
  });
});
