import { currencyExponent } from './currencies.ts';
import { money, type Money } from './money.ts';

/**
 * Currency conversion with integer arithmetic only. A rate is the server's decimal string with
 * four decimals ("11.2345" destination units per source unit); amounts are integer minor units.
 *
 * The rounding rule (one for the portal, the sandbox and the fakes):
 * - from an amount sent, the amount received is rounded DOWN to a whole minor unit of the
 *   destination currency (the recipient never gets a fraction the provider does not pay out);
 * - from an amount to receive, the amount sent is the SMALLEST whole minor unit of the source
 *   currency that delivers at least that amount (rounded UP), so the promise is kept.
 */
export const RATE_DECIMALS = 4;
const RATE_SCALE = 10n ** BigInt(RATE_DECIMALS);
const RATE = /^(\d+)\.(\d{4})$/;

/** The rate scaled by 10^4 as a bigint, or undefined for anything but a four-decimal string. */
export function scaledRateOf(rate: string): bigint | undefined {
  const match = RATE.exec(rate);
  if (!match) return undefined;
  return BigInt(match[1]!) * RATE_SCALE + BigInt(match[2]!);
}

function scaled(rate: string): bigint {
  const value = scaledRateOf(rate);
  if (value === undefined || value === 0n) throw new RangeError(`Not a rate: ${rate}`);
  return value;
}

const pow10 = (n: number) => 10n ** BigInt(n);

function safe(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('Amount out of range');
  return n;
}

/** What arrives for `send` at `rate`, in `to`'s minor units, rounded down. */
export function receiveFor(send: Money, rate: string, to: string): Money {
  const numerator = BigInt(send.amountMinor) * scaled(rate) * pow10(currencyExponent(to));
  return money(safe(numerator / (RATE_SCALE * pow10(currencyExponent(send.currency)))), to);
}

/** The smallest amount in `from` that delivers at least `receive` at `rate` (rounded up). */
export function sendFor(receive: Money, rate: string, from: string): Money {
  const numerator = BigInt(receive.amountMinor) * RATE_SCALE * pow10(currencyExponent(from));
  const denominator = scaled(rate) * pow10(currencyExponent(receive.currency));
  return money(safe((numerator + denominator - 1n) / denominator), from);
}
