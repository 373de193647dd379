import { receiveFor, sendFor } from '@/shared/kernel/conversion';
import { currencyExponent, money, type Money } from '@/shared/kernel/money';
import { parseTypedAmount } from '@/shared/kernel/money-text';
import type { PayoutOffer } from './destinations';
import type { AmountType } from './quote-part';

/**
 * The amount field of the quote step: what a person types, read exactly into minor units, checked
 * against the payout type's limits (spec 02 section 5: required, at least a minimum, at most a
 * maximum), and converted with the kernel's rounding rule for the other field.
 */

/** The field reads what is typed with the kernel's rule for a typed amount (the wallet's top-up reads it the same way). */

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
  const amount = parseTypedAmount(text, currency);
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
