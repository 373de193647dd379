import { describe, expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { walletCover } from './wallet-funds';

describe('whether the wallet pays a transfer', () => {
  it('pays a total up to the balance, and says what is left', () => {
    expect(walletCover(money(101_500, 'SEK'), money(101_500, 'SEK'))).toEqual({ kind: 'enough', after: money(0, 'SEK') });
    expect(walletCover(money(1_254_050, 'SEK'), money(101_500, 'SEK'))).toEqual({ kind: 'enough', after: money(1_152_550, 'SEK') });
  });

  it('says by how much a balance below the total is short, to the minor unit', () => {
    expect(walletCover(money(101_499, 'SEK'), money(101_500, 'SEK'))).toEqual({ kind: 'short', shortBy: money(1, 'SEK') });
    expect(walletCover(money(0, 'EUR'), money(10_150, 'EUR'))).toEqual({ kind: 'short', shortBy: money(10_150, 'EUR') });
  });

  it('pays nothing from a wallet in another currency', () => {
    expect(walletCover(money(1_000_000, 'EUR'), money(100, 'SEK'))).toEqual({ kind: 'short', shortBy: undefined });
  });
});
