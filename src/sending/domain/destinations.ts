import type { Money } from '@/shared/kernel/money';
import type { PayoutType } from './quote-part';

/**
 * One payout option of one destination, as GET /api/v1/fx-rates lists it: the rate from the
 * customer's currency, the send and receive limits of this payout type, the payout provider.
 */
export interface PayoutOffer {
  readonly countryIso2: string;
  readonly countryName: string;
  /** Currency the recipient gets. */
  readonly currency: string;
  /** The customer's currency. */
  readonly sourceCurrency: string;
  readonly payoutType: PayoutType;
  readonly isDefault: boolean;
  /** Destination units per source unit, the server's four-decimal string (never a float). */
  readonly rate: string;
  readonly minSend: Money;
  readonly maxSend: Money;
  readonly minReceive: Money;
  readonly maxReceive: Money;
  readonly provider: string;
}

/** A destination: one country and currency with its payout options (spec 02 section 3). */
export interface Destination {
  readonly countryIso2: string;
  readonly countryName: string;
  readonly currency: string;
  readonly sourceCurrency: string;
  readonly rate: string;
  readonly payouts: readonly PayoutOffer[];
  /** The payout type marked default, else the first one listed. */
  readonly defaultPayout: PayoutType;
}

const key = (offer: PayoutOffer) => `${offer.countryIso2}:${offer.currency}`;

/** Groups the flat offer list per country and currency, keeping the server's order. */
export function groupDestinations(offers: readonly PayoutOffer[]): Destination[] {
  const groups = new Map<string, PayoutOffer[]>();
  for (const offer of offers) {
    const list = groups.get(key(offer));
    if (list) {
      if (!list.some((o) => o.payoutType === offer.payoutType)) list.push(offer);
    } else groups.set(key(offer), [offer]);
  }
  return [...groups.values()].map((payouts) => {
    const first = payouts[0]!;
    return {
      countryIso2: first.countryIso2,
      countryName: first.countryName,
      currency: first.currency,
      sourceCurrency: first.sourceCurrency,
      rate: first.rate,
      payouts,
      defaultPayout: (payouts.find((p) => p.isDefault) ?? first).payoutType,
    };
  });
}

/** The offer of a payout type at a destination, or undefined when the destination has none. */
export const offerOf = (destination: Destination, payoutType: PayoutType): PayoutOffer | undefined =>
  destination.payouts.find((p) => p.payoutType === payoutType);
