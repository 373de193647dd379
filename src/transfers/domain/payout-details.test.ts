import { describe, expect, it } from 'vitest';
import { currentValues, detailsToSave, problemOf, problemsOf, purposeKey, type PayoutDetailsForm, type PayoutField } from './payout-details';
import type { Transfer } from './transfer';

const purpose: PayoutField = { name: 'purpose_of_transaction', label: undefined, required: true, options: [{ value: 'Gift', label: 'Gift' }, { value: 'Family Support', label: 'Family Support' }], constraints: [] };
const remarks: PayoutField = {
  name: 'remarks', label: 'remarks', required: false, options: undefined,
  constraints: [{ type: 'length', min: 1, max: 10 }, { type: 'regex', pattern: '[A-Za-z0-9]', message: 'At least one letter or digit.' }],
};
const names: PayoutField = { name: 'account_number', label: undefined, required: false, options: undefined, constraints: [{ type: 'regex', pattern: "^[\\p{L}][\\p{L} '-]*$" }, { type: 'length', min: 3 }] };
const form: PayoutDetailsForm = { fields: [purpose, remarks] };

describe('payout details', () => {
  it('start from the transfer’s details as they are', () => {
    const transfer = { purpose: 'Family Support', remarks: undefined, mobileNetworkCode: 'HRM', collectionPointCode: undefined } as Transfer;
    expect(currentValues(form, transfer)).toEqual({ purpose_of_transaction: 'Family Support', remarks: '' });
  });

  it('check a value: given when required, one of the choices, its length, the schema’s pattern (Unicode classes too)', () => {
    expect(problemOf(purpose, '  ')).toEqual({ kind: 'required' });
    expect(problemOf(purpose, 'Lottery')).toEqual({ kind: 'choice' });
    expect(problemOf(purpose, 'Gift')).toBeUndefined();
    expect(problemOf(remarks, '')).toBeUndefined();
    expect(problemOf(remarks, '!!!')).toEqual({ kind: 'format', message: 'At least one letter or digit.' });
    expect(problemOf(remarks, 'School fees')).toEqual({ kind: 'maxLength', length: 10 });
    expect(problemOf(names, 'Åsa')).toBeUndefined();
    expect(problemOf(names, 'Al')).toEqual({ kind: 'minLength', length: 3 });
    expect(problemOf(names, '4sa')).toEqual({ kind: 'format', message: undefined });
  });

  it('ignore a pattern they cannot read (the server checks it)', () => {
    expect(problemOf({ ...remarks, constraints: [{ type: 'regex', pattern: '([' }] }, 'x')).toBeUndefined();
  });

  it('list every field’s problem at once', () => {
    expect(problemsOf(form, { purpose_of_transaction: '', remarks: '!!' })).toEqual({ purpose_of_transaction: { kind: 'required' }, remarks: { kind: 'format', message: 'At least one letter or digit.' } });
    expect(problemsOf(form, { purpose_of_transaction: 'Gift' })).toEqual({});
  });

  it('save the fields with a value, trimmed', () => {
    expect(detailsToSave(form, { purpose_of_transaction: ' Gift ', remarks: '' })).toEqual({ purpose_of_transaction: 'Gift' });
    expect(detailsToSave(form, { purpose_of_transaction: 'Gift', remarks: 'Rent', other: 'x' })).toEqual({ purpose_of_transaction: 'Gift', remarks: 'Rent' });
  });

  it('name a purpose’s catalogue key', () => {
    expect(['Family Support', 'Repayment of Loan', 'Gift', 'Small Value Remittance'].map(purposeKey)).toEqual(['familySupport', 'repaymentOfLoan', 'gift', 'smallValueRemittance']);
  });
});
