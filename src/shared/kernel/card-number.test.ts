import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberValid, luhnValid } from './card-number';

describe('a card number', () => {
  it('passes Luhn’s check when its check digit is right', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });

  it('is 12 to 19 digits passing Luhn’s check', () => {
    expect(cardNumberValid('5555555555554444')).toBe(true);
    expect(cardNumberValid('4242424242424241')).toBe(false);
    // Luhn-valid, but too short and too long for a card.
    expect(cardNumberValid('0')).toBe(false);
    expect(cardNumberValid('00000000000000000000')).toBe(false);
  });

  it('is a Visa (4) or a Mastercard (51 to 55), and no other brand is taken', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5105105105105100')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBeUndefined();
    expect(cardBrand('6011111111111117')).toBeUndefined();
  });
});
