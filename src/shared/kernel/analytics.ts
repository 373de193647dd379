import type { ServiceIdentifier } from 'inversify';

/**
 * A transfer made (spec 01 section 3, transaction analytics fields): amounts are decimal strings
 * of the currency's own decimals, never floats.
 */
export interface TransactionEvent {
  readonly trans_ref: string;
  readonly purpose: string;
  readonly send_country: string;
  readonly destination_country: string;
  readonly source_currency: string;
  readonly dest_currency: string;
  readonly send_amount: string;
  /** The payout type (mobile, cash, bank, card). */
  readonly trans_type: string;
  readonly fees: string;
}

/** Analytics vendor port: page views and transfers made (spec 01 section 3). */
export interface Analytics {
  pageView(event: { readonly path: string; readonly title: string; readonly locale: string }): void;
  transaction(event: TransactionEvent): void;
}
export const Analytics = Symbol('Analytics') as ServiceIdentifier<Analytics>;
