/**
 * The one table of ISO 4217 currencies and their minor-unit exponents, shared by the kernel's
 * Money and by the sandbox back office. Every currency whose exponent is not 2 is listed (the
 * complete ISO 4217 list of 0-, 3- and 4-decimal codes), plus the currencies the product uses.
 * A code not in the table has the ISO default of 2.
 */
export const CURRENCY_EXPONENTS: Readonly<Record<string, 0 | 2 | 3 | 4>> = {
  // No minor unit.
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0,
  UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  // Thousandths.
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  // Ten-thousandths (units of account).
  CLF: 4, UYW: 4,
  // Currencies the product sends from or to, all with cents.
  SOS: 2, ETB: 2, KES: 2, USD: 2, EUR: 2, GBP: 2, SEK: 2, NOK: 2, DKK: 2, PLN: 2, CAD: 2, CHF: 2,
};

/** ISO 4217 default for a currency with no entry in the table. */
export const DEFAULT_EXPONENT = 2;

/** Number of decimals of a currency's minor unit (JPY 0, SEK 2, KWD 3). */
export function currencyExponent(currency: string): number {
  return CURRENCY_EXPONENTS[currency.toUpperCase()] ?? DEFAULT_EXPONENT;
}
