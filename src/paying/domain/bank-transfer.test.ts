import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import type { BankTransferInstructions } from '@/shared/payment/payment-panel';
import { compactIban, epcPayload, groupedIban, instructionFields, paymentQrPayload } from './bank-transfer';

const SEK: BankTransferInstructions = {
  accountName: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: 'TR01000001', amount: money(101_500, 'SEK'),
};
const EUR: BankTransferInstructions = { ...SEK, iban: 'be71 0961 2345 6769', bic: 'gkccbebb', amount: money(10_150, 'EUR') };
const LABELS = { accountName: 'Account name', iban: 'IBAN', bic: 'BIC/SWIFT', amount: 'Amount', reference: 'Reference' };

describe('a bank transfer’s instructions', () => {
  it('prints an IBAN in groups of four and copies it without spaces', () => {
    expect(groupedIban('SE4550000000058398257466')).toBe('SE45 5000 0000 0583 9825 7466');
    expect(groupedIban('be71 0961 2345 6769')).toBe('BE71 0961 2345 6769');
    expect(groupedIban('GB33BUKB20201555555555')).toBe('GB33 BUKB 2020 1555 5555 55');
    expect(compactIban(' be71 0961 2345 6769 ')).toBe('BE71096123456769');
  });

  it('lists every field with its label, the shown and the copied value, the reference last', () => {
    expect(instructionFields(SEK, LABELS, '1 015,00 kr')).toEqual([
      { key: 'accountName', label: 'Account name', shown: 'Remit Sandbox Client Funds', copied: 'Remit Sandbox Client Funds' },
      { key: 'iban', label: 'IBAN', shown: 'SE45 5000 0000 0583 9825 7466', copied: 'SE4550000000058398257466' },
      { key: 'bic', label: 'BIC/SWIFT', shown: 'ESSESESS', copied: 'ESSESESS' },
      { key: 'amount', label: 'Amount', shown: '1 015,00 kr', copied: '1015.00' },
      { key: 'reference', label: 'Reference', shown: 'TR01000001', copied: 'TR01000001' },
    ]);
  });

  it('gives a payment in euro the EPC069-12 payload, the reference as remittance text', () => {
    expect(epcPayload(EUR)).toBe(['BCD', '002', '1', 'SCT', 'GKCCBEBB', 'Remit Sandbox Client Funds', 'BE71096123456769', 'EUR101.50', '', '', 'TR01000001'].join('\n'));
    expect(paymentQrPayload(EUR, LABELS)).toEqual({ kind: 'epc', text: epcPayload(EUR) });
  });

  it('gives no EPC payload outside its limits: another currency, no amount, a name over 70 characters', () => {
    expect(epcPayload(SEK)).toBeUndefined();
    expect(epcPayload({ ...EUR, amount: money(0, 'EUR') })).toBeUndefined();
    expect(epcPayload({ ...EUR, amount: money(100_000_000_000, 'EUR') })).toBeUndefined();
    expect(epcPayload({ ...EUR, accountName: 'x'.repeat(71) })).toBeUndefined();
  });

  it('gives any other currency the same fields as labelled text', () => {
    expect(paymentQrPayload(SEK, LABELS)).toEqual({
      kind: 'text',
      text: ['Account name: Remit Sandbox Client Funds', 'IBAN: SE4550000000058398257466', 'BIC/SWIFT: ESSESESS', 'Amount: 1015.00 SEK', 'Reference: TR01000001'].join('\n'),
    });
  });
});
