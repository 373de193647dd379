import { parseDecimal, type Money } from './money';

/**
 * An amount as a person types it in a field (send money's quote step, the wallet's top-up): read
 * exactly into integer minor units, one rule for every field that takes an amount.
 */

/** Spaces a person or a locale puts between thousands (space, no-break space, narrow no-break space). */
const GROUPING_SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads a typed amount: "1 000,50", "1,000.50", "1000.5", "1000". With both separators the last one
 * is the decimal separator, and the other one only groups thousands before it; a lone comma or dot
 * is the decimal separator. More decimals than the currency has, letters or a sign: undefined.
 */
export function parseTypedAmount(text: string, currency: string): Money | undefined {
  let value = text.replace(GROUPING_SPACES, '');
  if (value === '') return undefined;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) {
    const decimal = lastComma > lastDot ? ',' : '.';
    const grouping = decimal === ',' ? '.' : ',';
    // One decimal separator, and before it groups of three digits only.
    const [whole = '', ...rest] = value.split(decimal);
    if (rest.length !== 1 || !/^\d{1,3}([.,]\d{3})*$/.test(whole)) return undefined;
    value = `${whole.split(grouping).join('')}.${rest[0]}`;
  }
  const parsed = parseDecimal(value, currency);
  return parsed && parsed.amountMinor >= 0 ? parsed : undefined;
}
