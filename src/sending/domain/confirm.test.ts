import { describe, expect, it } from 'vitest';
import { instantBankFor, paymentMethodLabelKey, paymentMethodsFor } from './confirm';
import { paymentTypeOf } from './transfer';

describe('the payment methods of the customer’s country', () => {
  it.each([
    ['US', ['card', 'wallet']],
    ['GB', ['card', 'wallet', 'bank']],
    ['CA', ['card', 'wallet', 'instant-bank']],
    ['SE', ['card', 'wallet', 'bank', 'instant-bank']],
    ['BE', ['card', 'wallet', 'bank', 'instant-bank']],
    ['CH', ['card', 'wallet', 'bank', 'instant-bank']],
  ])('%s offers %j', (country, methods) => {
    expect(paymentMethodsFor(country)).toEqual(methods);
  });

  it('pays Canada’s instant bank payment by Interac e-Transfer (apaylo), Europe’s by Trustly; the US and the UK have none', () => {
    expect(instantBankFor('CA')).toBe('apaylo');
    expect(instantBankFor('SE')).toBe('trustly');
    expect(instantBankFor('NO')).toBe('trustly');
    expect(instantBankFor('US')).toBeUndefined();
    expect(instantBankFor('GB')).toBeUndefined();
    expect(paymentTypeOf('instant-bank', instantBankFor('CA'))).toBe('apaylo');
    expect(paymentTypeOf('instant-bank', instantBankFor('SE'))).toBe('trustly');
    expect(paymentTypeOf('bank', instantBankFor('CA'))).toBe('bank');
  });

  it('names Canada’s instant bank payment Interac e-Transfer in the method list; every other method by its own name', () => {
    expect(paymentMethodsFor('CA').map((m) => paymentMethodLabelKey('CA', m))).toEqual(['card', 'wallet', 'apaylo']);
    expect(paymentMethodsFor('SE').map((m) => paymentMethodLabelKey('SE', m))).toEqual(['card', 'wallet', 'bank', 'instant-bank']);
  });

  it('takes an unknown or empty country as the EEA’s, never an object’s own property', () => {
    expect(paymentMethodsFor('')).toEqual(['card', 'wallet', 'bank', 'instant-bank']);
    expect(paymentMethodsFor('toString')).toEqual(['card', 'wallet', 'bank', 'instant-bank']);
  });
});
