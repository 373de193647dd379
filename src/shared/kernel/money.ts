import { currencyExponent } from './currencies.ts';

/** The exponents live in one table (./currencies.ts), shared with the sandbox. */
export { currencyExponent };

/**
 * Money is always an integer count of the currency's minor units (ISO 4217 exponent).
 * Never a float: arithmetic stays in integers, formatting goes through a decimal string.
 */
export interface Money {
  /** Integer amount in minor units (öre, pence, cents...). */
  readonly amountMinor: number;
  /** ISO 4217 alphabetic code. */
  readonly currency: string;
}

export function money(amountMinor: number, currency: string): Money {
  if (!Number.isSafeInteger(amountMinor)) {
    throw new RangeError(`Money must be an integer count of minor units, got ${amountMinor}`);
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
  }
  return { amountMinor, currency };
}

/** Exact decimal string of an amount, e.g. 123456 SEK -> "1234.56", 5 KWD -> "0.005". */
export function toDecimalString(value: Money): string {
  const exponent = currencyExponent(value.currency);
  const negative = value.amountMinor < 0;
  const digits = Math.abs(value.amountMinor).toString().padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/** Parses a decimal string typed by a person or sent by a server into minor units, exactly. */
export function parseDecimal(text: string, currency: string): Money | undefined {
  const exponent = currencyExponent(currency);
  const match = /^(-)?(\d+)(?:[.,](\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > exponent) return undefined;
  const minor = Number(`${whole}${fraction.padEnd(exponent, '0')}`);
  if (!Number.isSafeInteger(minor)) return undefined;
  return money(sign ? -minor : minor, currency);
}

export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new RangeError(`Cannot add ${a.currency} to ${b.currency}`);
  return money(a.amountMinor + b.amountMinor, a.currency);
}

/** Locale-aware display, with the currency's own number of decimals. */
export function formatMoney(value: Money, locale: string): string {
  const exponent = currencyExponent(value.currency);
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: value.currency,
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  });
  // Intl.NumberFormat accepts an exact decimal string, so no float ever holds the amount.
  return formatter.format(toDecimalString(value) as unknown as number);
}
