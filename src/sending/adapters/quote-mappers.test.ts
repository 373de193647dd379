import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { paymentOfferFrom, quoteSchema, savedQuoteFrom, transactionOptionsSchema } from './quote-mappers';

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

/** A save-quote answer: a card payout to Kenya, as the back office words it. */
const quote = (extra: Record<string, unknown>) => ({
  quote_id: 'Q00000001', quote_expiration_time: '2026-11-26T12:10:00.000Z', rate: '12.0000', amount_type: 'SOURCE',
  send_amount: { amount_minor: 100_000, currency: 'SEK' }, receive_amount: { amount_minor: 1_200_000, currency: 'KES' },
  fee: { amount_minor: 2_000, currency: 'SEK' }, total: { amount_minor: 102_000, currency: 'SEK' },
  destination_country_iso2: 'KE', payout_type: 'card', reference_rate: null, ...extra,
});

describe('the saved quote read from save-quote', () => {
  it('takes whether the back office pays the card payout out fast', () => {
    expect(savedQuoteFrom(quoteSchema.parse(quote({ fast_payout: true })))).toMatchObject({ payoutType: 'card', fastPayout: true, receive: money(1_200_000, 'KES') });
    expect(savedQuoteFrom(quoteSchema.parse(quote({ fast_payout: false }))).fastPayout).toBe(false);
  });

  it('refuses an answer that leaves the speed out or words it as text, rather than promise an hour', () => {
    expect(quoteSchema.safeParse(quote({})).success).toBe(false);
    expect(quoteSchema.safeParse(quote({ fast_payout: 'yes' })).success).toBe(false);
  });
});
