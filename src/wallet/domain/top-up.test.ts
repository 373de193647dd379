import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { parseTypedAmount } from '@/shared/kernel/money-text';
import { checkTopUpAmount, suggestionsFor, typedAmountText, type TopUpOption } from './top-up';
import { direction } from './operations';

const card: TopUpOption = { method: 'card', name: 'Card', min: money(1_000, 'GBP'), max: money(78_700, 'GBP'), fee: money(0, 'GBP') };
const bank: TopUpOption = { method: 'bank', name: 'Local bank transfer', min: money(1_000, 'GBP'), max: money(393_700, 'GBP'), fee: money(0, 'GBP') };
const trustly: TopUpOption = { method: 'trustly', name: 'Instant bank payment', min: money(1_000, 'GBP'), max: money(393_700, 'GBP'), fee: money(0, 'GBP') };

describe('a typed top-up amount', () => {
  // Read with the kernel's rule for a typed amount (src/shared/kernel/money-text.test.ts).
  it('is filled in from a suggested amount as the customer would type it, and read back exactly', () => {
    expect(typedAmountText(money(20_000, 'SEK'), ',')).toBe('200,00');
    expect(typedAmountText(money(5, 'GBP'), '.')).toBe('0.05');
    expect(typedAmountText(money(1_500, 'JPY'), '.')).toBe('1500');
    expect(typedAmountText(money(-2_000, 'GBP'), '.')).toBe('-20.00');
    expect(parseTypedAmount(typedAmountText(money(123_456, 'SEK'), ','), 'SEK')).toEqual(money(123_456, 'SEK'));
  });

  it('must be given, readable, and between the way’s minimum and maximum (both included)', () => {
    expect(checkTopUpAmount('', card)).toEqual({ ok: false, problem: { kind: 'required' } });
    expect(checkTopUpAmount('0', card)).toEqual({ ok: false, problem: { kind: 'required' } });
    expect(checkTopUpAmount('ten', card)).toEqual({ ok: false, problem: { kind: 'format', decimals: 2 } });
    expect(checkTopUpAmount('10.005', card)).toEqual({ ok: false, problem: { kind: 'format', decimals: 2 } });
    expect(checkTopUpAmount('1 000,50', bank)).toEqual({ ok: true, amount: money(100_050, 'GBP') });
    expect(checkTopUpAmount('9.99', card)).toEqual({ ok: false, problem: { kind: 'min', limit: money(1_000, 'GBP') } });
    expect(checkTopUpAmount('10', card)).toEqual({ ok: true, amount: money(1_000, 'GBP') });
    expect(checkTopUpAmount('787', card)).toEqual({ ok: true, amount: money(78_700, 'GBP') });
    expect(checkTopUpAmount('787.01', card)).toEqual({ ok: false, problem: { kind: 'max', limit: money(78_700, 'GBP') } });
    expect(checkTopUpAmount('787.01', bank)).toEqual({ ok: true, amount: money(78_701, 'GBP') });
  });
});

describe('the ways to top up', () => {
  it('suggests only the amounts the way takes, in its currency', () => {
    const suggested = [money(5_000, 'GBP'), money(10_000, 'GBP'), money(100_000, 'GBP'), money(10_000, 'SEK')];
    expect(suggestionsFor(card, suggested)).toEqual([money(5_000, 'GBP'), money(10_000, 'GBP')]);
    expect(suggestionsFor(bank, suggested)).toEqual([money(5_000, 'GBP'), money(10_000, 'GBP'), money(100_000, 'GBP')]);
    expect(suggestionsFor(trustly, [money(500, 'GBP'), ...suggested])).toEqual([money(5_000, 'GBP'), money(10_000, 'GBP'), money(100_000, 'GBP')]);
  });
});

describe('a wallet operation', () => {
  it('is money in when positive and money out when negative', () => {
    expect(direction({ amount: money(2_000, 'GBP') })).toBe('in');
    expect(direction({ amount: money(-2_000, 'GBP') })).toBe('out');
  });
});
