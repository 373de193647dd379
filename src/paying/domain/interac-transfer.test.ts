import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { interacFields } from './interac-transfer';

const INSTRUCTIONS = {
  recipientEmail: 'payments@remit-ca.sandbox.test', recipientName: 'Remit Sandbox Canada Inc.', amount: money(10_499, 'CAD'),
  reference: 'TR01000001', message: 'TR01000001', expiresAt: Date.parse('2026-11-23T10:00:00Z'),
};

describe('an Interac e-Transfer as the customer reads it', () => {
  it('lists the e-mail, the name, the amount and the message, the amount copied as a plain decimal', () => {
    expect(interacFields(INSTRUCTIONS, { email: 'E-mail', name: 'Name', amount: 'Amount', message: 'Message' }, 'CA$104.99')).toEqual([
      { key: 'email', label: 'E-mail', shown: 'payments@remit-ca.sandbox.test', copied: 'payments@remit-ca.sandbox.test' },
      { key: 'name', label: 'Name', shown: 'Remit Sandbox Canada Inc.', copied: 'Remit Sandbox Canada Inc.' },
      { key: 'amount', label: 'Amount', shown: 'CA$104.99', copied: '104.99' },
      { key: 'message', label: 'Message', shown: 'TR01000001', copied: 'TR01000001' },
    ]);
  });
});
