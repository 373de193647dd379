import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, paymentResultOf } from './payment-status';

describe('what a payment’s status means (spec 02 section 4)', () => {
  it('is one of the contract’s three statuses', () => {
    expect(PAYMENT_STATUSES).toEqual(['WAITING', 'APPROVED', 'DECLINED']);
  });

  it('APPROVED is paid, WAITING is pending, anything else ended the attempt unpaid', () => {
    expect(paymentResultOf('APPROVED')).toBe('successful');
    expect(paymentResultOf('WAITING')).toBe('pending');
    expect(paymentResultOf('DECLINED')).toBe('failed');
    expect(paymentResultOf('CANCELLED')).toBe('failed');
  });
});
