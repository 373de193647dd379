import { isPayoutType } from './payout-type';

/**
 * The address that opens send money with parts of a transfer filled in: "send again" from a past
 * transfer (src/transfers) and "send money" from a recipient (the /recipients page) build it; send
 * money's first step reads it. The URL is the whole interface between those areas, so a link can
 * also be bookmarked, shared from a notification or opened in a new tab.
 */
export interface SendMoneyPrefill {
  /** ISO 3166-1 alpha-2 destination country, e.g. "SO". */
  readonly destinationCountryIso2: string;
  /** ISO 4217 destination currency, when the country pays out in more than one. */
  readonly destinationCurrency?: string;
  /** mobile, cash, bank or card. */
  readonly payoutType?: string;
  /** The saved recipient (beneficiary id) step 3 opens with. */
  readonly beneficiaryId?: string;
  /** The amount sent, in integer minor units of the customer's own currency. */
  readonly sendAmountMinor?: number;
}

const PATH = '/send-money/quote';

export function sendMoneyLink(prefill: SendMoneyPrefill): string {
  const query = new URLSearchParams({ to: prefill.destinationCountryIso2 });
  if (prefill.destinationCurrency) query.set('currency', prefill.destinationCurrency);
  if (prefill.payoutType) query.set('payout', prefill.payoutType);
  if (prefill.beneficiaryId) query.set('recipient', prefill.beneficiaryId);
  if (prefill.sendAmountMinor !== undefined) query.set('amount', String(prefill.sendAmountMinor));
  return `${PATH}?${query.toString()}`;
}

/** The prefill of a send-money link's query (`location.search`), or undefined when it names no valid destination. Bad parts are dropped, never trusted. */
export function readSendMoneyLink(search: string): SendMoneyPrefill | undefined {
  const query = new URLSearchParams(search);
  const to = query.get('to') ?? '';
  if (!/^[A-Z]{2}$/.test(to)) return undefined;
  const currency = query.get('currency') ?? '';
  const payout = query.get('payout') ?? '';
  const recipient = query.get('recipient') ?? '';
  const amount = query.get('amount') ?? '';
  const sendAmountMinor = /^\d{1,15}$/.test(amount) ? Number(amount) : undefined;
  return {
    destinationCountryIso2: to,
    ...(/^[A-Z]{3}$/.test(currency) ? { destinationCurrency: currency } : {}),
    ...(isPayoutType(payout) ? { payoutType: payout } : {}),
    ...(/^[\w-]{1,64}$/.test(recipient) ? { beneficiaryId: recipient } : {}),
    ...(sendAmountMinor !== undefined && sendAmountMinor > 0 ? { sendAmountMinor } : {}),
  };
}
