import { receiveFor, sendFor } from '@/shared/kernel/conversion';
import { currencyExponent, money, parseDecimal, type Money } from '@/shared/kernel/money';
import type { PayoutOffer } from './destinations';
import type { AmountType } from './quote-part';

/**
 * The amount field of the quote step: what a person types, read exactly into minor units, checked
 * against the payout type's limits (spec 02 section 5: required, at least a minimum, at most a
 * maximum), and converted with the kernel's rounding rule for the other field.
 */

/** Spaces a person or a locale puts between thousands (space, no-break space, narrow no-break space). */
const GROUPING_SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads a typed amount: "1 000,50", "1,000.50", "1000.5", "1000". With both separators the last one
 * is the decimal separator; a lone comma or dot is the decimal separator. More decimals than the
 * currency has, letters or a sign: undefined.
 */
export function parseAmount(text: string, currency: string): Money | undefined {
  let value = text.replace(GROUPING_SPACES, '');
  if (value === '') return undefined;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    // Grouping separators only before the decimal one, and one decimal separator.
    const [whole = '', ...rest] = value.split(decimal);
    if (rest.length !== 1 || !/^\d{1,3}(\d{3})*$/.test(whole.split(grouping).join('')) || !/^\d{1,3}([.,]\d{3})*$/.test(whole)) return undefined;
    value = `${whole.split(grouping).join('')}.${rest[0]}`;
  }
  const parsed = parseDecimal(value, currency);
  return parsed && parsed.amountMinor >= 0 ? parsed : undefined;
}

/** An amount as the field shows it: the currency's own decimals, the locale's separator, no grouping. */
export function amountText(value: Money, locale: string): string {
  const exponent = currencyExponent(value.currency);
  const formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: exponent, maximumFractionDigits: exponent, useGrouping: false });
  const whole = Math.trunc(value.amountMinor / 10 ** exponent);
  const fraction = (value.amountMinor % 10 ** exponent).toString().padStart(exponent, '0');
  const separator = formatter.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
  return exponent > 0 ? `${whole}${separator}${fraction}` : `${whole}`;
}

export type AmountProblem =
  | { readonly kind: 'required' }
  | { readonly kind: 'format'; readonly decimals: number }
  | { readonly kind: 'min'; readonly limit: Money }
  | { readonly kind: 'max'; readonly limit: Money };

/** The limits of the typed field: send limits for an amount sent, receive limits for an amount received. */
export function limitsOf(offer: PayoutOffer, amountType: AmountType): { readonly min: Money; readonly max: Money } {
  return amountType === 'SOURCE' ? { min: offer.minSend, max: offer.maxSend } : { min: offer.minReceive, max: offer.maxReceive };
}

/** What is wrong with the typed amount, or undefined when it can be quoted. */
export function amountProblem(text: string, offer: PayoutOffer, amountType: AmountType): AmountProblem | undefined {
  const currency = amountType === 'SOURCE' ? offer.sourceCurrency : offer.currency;
  if (text.trim() === '') return { kind: 'required' };
  const amount = parseAmount(text, currency);
  if (!amount) return { kind: 'format', decimals: currencyExponent(currency) };
  if (amount.amountMinor === 0) return { kind: 'required' };
  const { min, max } = limitsOf(offer, amountType);
  if (amount.amountMinor < min.amountMinor) return { kind: 'min', limit: min };
  if (amount.amountMinor > max.amountMinor) return { kind: 'max', limit: max };
  return undefined;
}

/** Both amounts from the one typed, at the offer's rate, with the kernel's rounding rule. */
export function estimate(amount: Money, amountType: AmountType, offer: PayoutOffer): { readonly send: Money; readonly receive: Money } {
  return amountType === 'SOURCE'
    ? { send: amount, receive: receiveFor(amount, offer.rate, offer.currency) }
    : { send: sendFor(amount, offer.rate, offer.sourceCurrency), receive: amount };
}

export const zero = (currency: string): Money => money(0, currency);
