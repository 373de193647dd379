import { describe, expect, it } from 'vitest';
import { TRANSACTION_ANSWER as answer } from '../../../tests/support/transaction-answer';
import { money } from '@/shared/kernel/money';
import { blank, transactionFactsFrom, transactionFieldsSchema as shared } from './transaction-answer';

describe('a Transaction answer', () => {
  it('gives both contexts the same values for the fields they share', () => {
    expect(transactionFactsFrom(shared.parse(answer))).toEqual({
      reference: 'TR00000001',
      payoutReference: undefined,
      status: 'AWAITING',
      displayStatus: 'waiting_for_payment',
      createdAt: Date.parse('2026-11-01T08:00:00Z'),
      beneficiaryGuid: '5b0f3a52-4a55-4b0e-9d43-0d6e6f0c2a11',
      beneficiaryName: 'Abdirahman Warsame',
      destinationCountry: 'SO',
      mobileNetworkCode: 'HRM',
      purposeOfTransaction: 'Family Support',
      send: money(100_000, 'SEK'),
      receive: money(9_500, 'USD'),
      fee: money(2_900, 'SEK'),
      discount: money(0, 'SEK'),
      total: money(102_900, 'SEK'),
      rate: '0.0950',
      promotionCode: undefined,
    });
  });

  it('shows a payout reference once there is one', () => {
    expect(transactionFactsFrom(shared.parse({ ...answer, payout_reference: 'PO01000001' })).payoutReference).toBe('PO01000001');
    expect(transactionFactsFrom(shared.parse({ ...answer, payout_reference: '' })).payoutReference).toBeUndefined();
  });

  it('is refused when a shared field is not the contract’s', () => {
    expect(shared.safeParse({ ...answer, status: 'LOST' }).success).toBe(false);
    expect(shared.safeParse({ ...answer, display_status: 'AWAITING' }).success).toBe(false);
    expect(shared.safeParse({ ...answer, rate: '0.095' }).success).toBe(false);
    expect(shared.safeParse({ ...answer, send_amount: { amount_minor: 10.5, currency: 'SEK' } }).success).toBe(false);
    expect(shared.safeParse({ ...answer, created_at: '1 November 2026' }).success).toBe(false);
    expect(shared.safeParse({ ...answer, reference: '' }).success).toBe(false);
  });

  it('reads a left-out, null or empty text as none', () => {
    expect([blank(undefined), blank(null), blank(''), blank('x')]).toEqual([undefined, undefined, undefined, 'x']);
  });
});
