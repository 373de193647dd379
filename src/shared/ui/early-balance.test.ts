// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_CLAIMED_ATTR, claimEarlyBalance, earlyBalanceText, forgetEarlyBalance, stampEarlyBalance } from './early-balance';
import { earlyBalanceFrom } from './early-balance-text';

/** The prerendered wallet's balance card, as the build writes it. */
function prerenderedWallet(): Document {
  const doc = document.implementation.createHTMLDocument('t');
  doc.body.innerHTML =
    '<div id="root" data-prerendered="/wallet" data-locale="sv"><div class="wallet"><section class="card balance"><h2 class="balance__label">Saldo</h2><p class="spinner" role="status"><span>Laddar…</span></p></section></div></div>';
  return doc;
}

afterEach(() => forgetEarlyBalance());

describe('the balance before the app has run', () => {
  it('formats an answer as the wallet does, in the page language, and nothing for an empty wallet or a wrong shape', () => {
    const answer = (amount_minor: unknown, currency: unknown = 'SEK') => ({ data: { balance: { amount_minor, currency } } });
    const spaced = (text: string | undefined) => text?.replace(/\s/g, ' ');
    expect(spaced(earlyBalanceFrom(answer(1_254_050), 'en'))).toBe('SEK 12,540.50');
    expect(spaced(earlyBalanceFrom(answer(1_254_050), 'sv'))).toBe('12 540,50 kr');
    expect(spaced(earlyBalanceFrom(answer(150_000, 'JPY'), 'en'))).toBe('JP¥150,000');
    expect(earlyBalanceFrom(answer(0), 'en')).toBeUndefined();
    expect(earlyBalanceFrom(answer(12.5), 'en')).toBeUndefined();
    expect(earlyBalanceFrom(answer(100, 'sek'), 'en')).toBeUndefined();
    expect(earlyBalanceFrom({ data: {} }, 'en')).toBeUndefined();
    expect(earlyBalanceFrom(null, 'en')).toBeUndefined();
  });

  it('writes the amount in place of the loading line, as the wallet renders it', () => {
    const doc = prerenderedWallet();
    expect(stampEarlyBalance(doc, '12 540,50 kr')).toBe(true);
    const section = doc.querySelector('section.balance')!;
    expect(section.querySelector('.spinner')).toBeNull();
    expect(section.innerHTML).toContain('<p class="balance__amount" data-testid="wallet-balance">12 540,50 kr</p>');
  });

  it('writes nothing on another page, or once the app has started', () => {
    const other = document.implementation.createHTMLDocument('t');
    other.body.innerHTML = '<div id="root"><main><p class="spinner">…</p></main></div>';
    expect(stampEarlyBalance(other, 'SEK 1.00')).toBe(false);

    const doc = prerenderedWallet();
    claimEarlyBalance(doc.getElementById('root')!);
    expect(doc.getElementById('root')!.hasAttribute(EARLY_CLAIMED_ATTR)).toBe(true);
    expect(stampEarlyBalance(doc, 'SEK 1.00')).toBe(false);
    expect(doc.querySelector('.spinner')).not.toBeNull();
    expect(earlyBalanceText()).toBeUndefined();
  });

  it('hands the written amount to the app when it starts, until the wallet has its own answer', () => {
    const doc = prerenderedWallet();
    stampEarlyBalance(doc, 'SEK 12,540.50');
    claimEarlyBalance(doc.getElementById('root')!);
    expect(earlyBalanceText()).toBe('SEK 12,540.50');
    forgetEarlyBalance();
    expect(earlyBalanceText()).toBeUndefined();
  });
});
