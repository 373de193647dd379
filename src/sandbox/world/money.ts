import { currencyExponent } from '../../shared/kernel/currencies.ts';
import { receiveFor, sendFor } from '../../shared/kernel/conversion.ts';
import { money as kernelMoney, toDecimalString } from '../../shared/kernel/money.ts';

/**
 * Integer money arithmetic of the sandbox. Amounts are integer minor units; exchange rates are
 * decimal strings with four decimals (scaled by RATE_SCALE internally). No floats anywhere.
 */
export interface Money {
  readonly amount_minor: number;
  readonly currency: string;
}

export const RATE_SCALE = 10_000n;

/** Value of one major unit of a currency in millionths of a US dollar (fixed sandbox market). */
const MICRO_USD: Readonly<Record<string, bigint>> = {
  USD: 1_000_000n,
  EUR: 1_085_000n,
  GBP: 1_270_000n,
  SEK: 95_000n,
  DKK: 145_500n,
  PLN: 250_000n,
  NOK: 93_000n,
  CAD: 735_000n,
  CHF: 1_130_000n,
  ETB: 17_500n,
  KES: 7_750n,
  UGX: 270n,
  DJF: 5_620n,
};

/** ISO 4217 minor-unit exponent, from the kernel's one table (src/shared/kernel/currencies.ts). */
export function exponentOf(currency: string): number {
  return currencyExponent(currency);
}

export function isKnownCurrency(currency: string): boolean {
  return MICRO_USD[currency] !== undefined;
}

function microUsd(currency: string): bigint {
  const value = MICRO_USD[currency];
  if (value === undefined) throw new Error(`Unknown currency ${currency}`);
  return value;
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** Rate from one currency to another, scaled by RATE_SCALE (floor). */
export function scaledRate(from: string, to: string): bigint {
  return (microUsd(from) * RATE_SCALE) / microUsd(to);
}

/** The currencies the ECB publishes a euro reference rate for (and the euro itself). */
const ECB_CURRENCIES: ReadonlySet<string> = new Set([
  'EUR', 'USD', 'JPY', 'BGN', 'CZK', 'DKK', 'GBP', 'HUF', 'PLN', 'RON', 'SEK', 'CHF', 'ISK', 'NOK', 'TRY', 'AUD',
  'BRL', 'CAD', 'CNY', 'HKD', 'IDR', 'ILS', 'INR', 'KRW', 'MXN', 'MYR', 'NZD', 'PHP', 'SGD', 'THB', 'ZAR',
]);

/** The sandbox market's offered rates sit 1.5 % under the reference (in basis points of the reference). */
const OFFER_UNDER_REFERENCE_BPS = 150n;

/**
 * The ECB euro foreign exchange reference rate of a pair, crossed through the euro, as a four-decimal
 * string; null when the ECB publishes none for one of the currencies (KES, ETB, UGX, DJF...). The
 * sandbox derives it from its fixed market: the offered rate (`rateString`) is 1.5 % below it.
 */
export function ecbReferenceRate(from: string, to: string): string | null {
  if (!ECB_CURRENCIES.has(from) || !ECB_CURRENCIES.has(to)) return null;
  return formatRate((scaledRate(from, to) * 10_000n) / (10_000n - OFFER_UNDER_REFERENCE_BPS));
}

export function formatRate(scaled: bigint): string {
  const whole = scaled / RATE_SCALE;
  const fraction = (scaled % RATE_SCALE).toString().padStart(4, '0');
  return `${whole}.${fraction}`;
}

/** The decimal-string rate, e.g. "11.2345" destination units per source unit. */
export function rateString(from: string, to: string): string {
  return formatRate(scaledRate(from, to));
}

/** Amount the recipient gets for `sendMinor`, rounded down (the kernel's one rounding rule). */
export function convertDown(sendMinor: number, from: string, to: string): number {
  return receiveFor(kernelMoney(sendMinor, from), rateString(from, to), to).amountMinor;
}

/** Smallest send amount (source minor units) that delivers at least `receiveMinor` (rounded up). */
export function sendForReceive(receiveMinor: number, from: string, to: string): number {
  return sendFor(kernelMoney(receiveMinor, to), rateString(from, to), from).amountMinor;
}

/** `usd` whole US dollars in minor units of `currency`, rounded to whole major units (up or down). */
export function usdInMinor(usd: number, currency: string, round: 'up' | 'down'): number {
  const minorPerMajor = pow10(exponentOf(currency));
  const value = BigInt(usd) * 1_000_000n;
  const major = round === 'up' ? (value + microUsd(currency) - 1n) / microUsd(currency) : value / microUsd(currency);
  return Number(major * minorPerMajor);
}

/** Whole major units in minor units (integer arithmetic only). */
export function major(amount: number, currency: string): number {
  return Number(BigInt(amount) * pow10(exponentOf(currency)));
}

/** An amount as an exact decimal string with its code, e.g. 1000 SEK -> "10.00 SEK", 5 KWD -> "0.005 KWD". */
export function formatMinor(amountMinor: number, currency: string): string {
  return `${toDecimalString(kernelMoney(amountMinor, currency))} ${currency}`;
}

/** Ceiling of `amountMinor * bps / 10000`. */
export function basisPoints(amountMinor: number, bps: number): number {
  return Math.ceil((amountMinor * bps) / 10_000);
}

export const money = (amount_minor: number, currency: string): Money => ({ amount_minor, currency });
