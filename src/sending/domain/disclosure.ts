import { EEA_COUNTRIES } from '@/shared/kernel/entities';
import { scaledRateOf } from '@/shared/kernel/conversion';
import { money, type Money } from '@/shared/kernel/money';
import type { Charges } from './quote';
import { keptFastPayout, type PayoutType, type QuotePart } from './quote-part';

/**
 * What a remittance provider must tell the customer before they pay, and on the receipt after, per
 * the regulator of the customer's country:
 * - `us-reg-e`: the US remittance transfer rule (Regulation E subpart B, 12 CFR 1005.31): amount
 *   transferred, fees and taxes, total, exchange rate, amount received, date available, and on the
 *   receipt the right to cancel within 30 minutes;
 * - `eea`: Regulation (EU) 2021/1230 (cross-border payments; currency conversion charges): also the
 *   conversion charge as a percentage mark-up over the latest ECB euro foreign exchange reference
 *   rate; in force in the EEA (Norway included);
 * - `basic`: the United Kingdom, Canada, Switzerland: fee, rate and amount received (with the
 *   amount and total any customer needs).
 */
export type DisclosureRegime = 'us-reg-e' | 'eea' | 'basic';

/** The EEA (the shared kernel's one list): Regulation (EU) 2021/1230 is in force there. */
const EEA: ReadonlySet<string> = new Set(EEA_COUNTRIES);

export function regimeOf(sourceCountry: string): DisclosureRegime {
  if (sourceCountry === 'US') return 'us-reg-e';
  return EEA.has(sourceCountry) ? 'eea' : 'basic';
}

/** The figures a disclosure is made of: the quote's (or charges') amounts, all integer minor units. */
export interface DisclosureFacts {
  readonly send: Money;
  readonly fee: Money;
  /** A promotion's discount on the fee; zero without one. */
  readonly discount: Money;
  readonly total: Money;
  readonly receive: Money;
  /** Destination units per source unit, the server's four-decimal string. */
  readonly rate: string;
  readonly payoutType: PayoutType;
  /** The back office pays this card payout out fast (the quote's, then the transaction's, fast_payout). */
  readonly fastPayout: boolean;
  /**
   * The ECB euro reference rate crossed to this pair (destination per source, four decimals), when
   * the back office gives it: the EEA mark-up is computed from it.
   */
  readonly referenceRate?: string;
}

/**
 * The facts the confirm step discloses and its receipt shows: the charges when the back office
 * gave them (with a promotion's discount), else the kept quote's own figures; the payout type, its
 * speed and the reference rate are the quote's.
 */
export function disclosureFactsOf(quote: QuotePart, charges: Charges | undefined): DisclosureFacts {
  return {
    send: charges?.send ?? quote.send,
    fee: charges?.fee ?? quote.fee,
    discount: charges?.discount ?? money(0, quote.send.currency),
    total: charges?.total ?? quote.total,
    receive: charges?.receive ?? quote.receive,
    rate: charges?.rate ?? quote.rate,
    payoutType: quote.payoutType,
    fastPayout: keptFastPayout(quote),
    ...(quote.referenceRate ? { referenceRate: quote.referenceRate } : {}),
  };
}

/** At most how long until the money is available: a count of minutes, hours or days. */
export interface AvailableWithin {
  readonly unit: 'minutes' | 'hours' | 'days';
  readonly count: number;
}

/** How soon a payout is available, and whether it is a fast card payout. */
export interface Delivery {
  readonly within: AvailableWithin;
  /** A card payout the back office pays out fast. */
  readonly fast: boolean;
}

/**
 * How long a payout takes to be available, per payout type: a card payout up to 3 days (spec 02
 * section 9); mobile wallets within minutes, cash the same day, bank deposits within 3 days
 * (designed: the spec gives no time for them).
 */
const AVAILABLE_WITHIN: Readonly<Record<PayoutType, AvailableWithin>> = {
  mobile: { unit: 'minutes', count: 15 },
  cash: { unit: 'hours', count: 24 },
  bank: { unit: 'days', count: 3 },
  card: { unit: 'days', count: 3 },
};

/** A fast card payout: up to 1 hour (spec 02 section 9). */
const FAST_CARD_WITHIN: AvailableWithin = { unit: 'hours', count: 1 };

/**
 * The delivery estimate of a payout: a card payout the back office says is fast (the quote's and
 * the transaction's fast_payout) within 1 hour; any other payout by its type, whatever the flag.
 */
export function deliveryOf(payoutType: PayoutType, fastPayout: boolean): Delivery {
  const fast = payoutType === 'card' && fastPayout;
  return { within: fast ? FAST_CARD_WITHIN : AVAILABLE_WITHIN[payoutType], fast };
}

const UNIT_MS: Readonly<Record<AvailableWithin['unit'], number>> = { minutes: 60_000, hours: 3_600_000, days: 86_400_000 };

/** The latest date the money is available, as YYYY-MM-DD (UTC), counted from `now`. */
export function availableBy(delivery: Delivery, now: number): string {
  const { unit, count } = delivery.within;
  return new Date(now + count * UNIT_MS[unit]).toISOString().slice(0, 10);
}

/**
 * The currency conversion charge as a percentage mark-up of the offered rate over the reference
 * rate, with two decimals, rounded half up: (reference - offered) / reference x 100. "0.00" when the
 * offered rate is at or above the reference rate. Integer arithmetic on the four-decimal rates.
 */
export function markupPercent(offered: string, reference: string): string {
  const o = scaledRateOf(offered);
  const r = scaledRateOf(reference);
  if (o === undefined || r === undefined || r === 0n) throw new RangeError(`Not a pair of rates: ${offered}, ${reference}`);
  if (o >= r) return '0.00';
  // Hundredths of a percent: (r - o) * 10 000 / r, half up.
  const hundredths = ((r - o) * 20_000n + r) / (2n * r);
  const whole = hundredths / 100n;
  return `${whole}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

export type DisclosureLine =
  | { readonly kind: 'amount'; readonly value: Money }
  | { readonly kind: 'fee'; readonly value: Money }
  | { readonly kind: 'discount'; readonly value: Money }
  | { readonly kind: 'taxes'; readonly value: Money }
  | { readonly kind: 'total'; readonly value: Money }
  | { readonly kind: 'rate'; readonly rate: string; readonly source: string; readonly destination: string }
  | { readonly kind: 'markup'; readonly percent: string; readonly referenceRate: string }
  | { readonly kind: 'received'; readonly value: Money }
  | ({ readonly kind: 'available'; readonly date: string } & Delivery);

/**
 * The lines of the disclosure, in the order the customer reads them. When the money is available
 * is told to US customers for every payout (Regulation E's date available) and to everyone for a
 * card payout (the spec gives its time: up to 1 hour when fast, else up to 3 days).
 */
export function disclosureLines(regime: DisclosureRegime, facts: DisclosureFacts, now: number): DisclosureLine[] {
  const source = facts.send.currency;
  const destination = facts.receive.currency;
  const lines: DisclosureLine[] = [
    { kind: 'amount', value: facts.send },
    { kind: 'fee', value: facts.fee },
  ];
  if (facts.discount.amountMinor > 0) lines.push({ kind: 'discount', value: facts.discount });
  // The provider imposes no taxes; Regulation E wants the line all the same.
  if (regime === 'us-reg-e') lines.push({ kind: 'taxes', value: money(0, source) });
  lines.push({ kind: 'total', value: facts.total });
  lines.push({ kind: 'rate', rate: facts.rate, source, destination });
  if (regime === 'eea' && facts.referenceRate) {
    lines.push({ kind: 'markup', percent: markupPercent(facts.rate, facts.referenceRate), referenceRate: facts.referenceRate });
  }
  lines.push({ kind: 'received', value: facts.receive });
  if (regime === 'us-reg-e' || facts.payoutType === 'card') {
    const delivery = deliveryOf(facts.payoutType, facts.fastPayout);
    lines.push({ kind: 'available', date: availableBy(delivery, now), ...delivery });
  }
  return lines;
}

/** Regulation E: the sender may cancel for a full refund within 30 minutes of paying. */
export const CANCELLATION_WINDOW_MINUTES = 30;
