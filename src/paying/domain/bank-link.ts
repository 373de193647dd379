/**
 * An instant bank payment's round trip (issue 8; spec 01 section 2, spec 02 sections 2 and 8): pay
 * answers WAITING with the bank link on the vendor origin; the customer leaves for it with the
 * portal's return address; the bank link sends them back to /trustly-callback with status,
 * provider, routeName, the payment and the provider's reference, and the portal goes on to the pay
 * step's result (or back to the pay step with "Bank authorization failed (try again)").
 */

/** The portal's bank-link callback route (empty layout, guard `trustly-callback`). */
export const TRUSTLY_CALLBACK_PATH = '/trustly-callback';

/** The pay step's route, and the name a bank link's return address gives it (routeName). */
export const PAY_STEP_PATH = '/send-money/pay';
export const PAY_ROUTE_NAME = 'pay';

/** The error type the pay step shows after a cancelled bank authorisation (errors:BankAuthorizationFailed). */
export const BANK_AUTHORIZATION_FAILED = 'BankAuthorizationFailed';

/** The result screens of the pay step (spec 02 section 4: pending, successful, failed). */
export type PaymentResult = 'successful' | 'pending' | 'failed';

/** A payment's status as the result screen it leads to: APPROVED is paid, WAITING waits for the money. */
export function resultOfStatus(status: 'WAITING' | 'APPROVED' | 'DECLINED'): PaymentResult {
  if (status === 'APPROVED') return 'successful';
  if (status === 'WAITING') return 'pending';
  return 'failed';
}

const originOf = (address: string): string | undefined => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The bank link to leave for: the pay answer's redirect, only when it is on one of the configured
 * vendor origins, with the portal's return address (`return`: this origin's /trustly-callback for
 * the pay step). Undefined for any other address: the portal never sends a customer elsewhere.
 */
export function bankLinkAddress(redirectUrl: string, portalOrigin: string, vendorOrigins: readonly string[]): string | undefined {
  const origin = originOf(redirectUrl);
  if (!origin || !vendorOrigins.some((v) => originOf(v) === origin)) return undefined;
  const url = new URL(redirectUrl);
  url.searchParams.set('return', `${portalOrigin}${TRUSTLY_CALLBACK_PATH}?routeName=${PAY_ROUTE_NAME}`);
  return url.href;
}

/** What a bank link's return address carries. */
export interface BankLinkCallback {
  /** success, or cancel (anything else is not a success). */
  readonly status: string;
  readonly provider: string;
  /** Where the round trip started: `pay` for the pay step. */
  readonly routeName: string;
  readonly paymentId: string | undefined;
  readonly providerReference: string | undefined;
}

/** The callback's query, read with `get` (URLSearchParams.get); blank values count as missing. */
export function readBankLinkCallback(get: (name: string) => string | null): BankLinkCallback {
  const value = (name: string) => {
    const raw = get(name)?.trim();
    return raw ? raw : undefined;
  };
  return {
    status: value('status') ?? '',
    provider: value('provider') ?? '',
    routeName: value('routeName') ?? '',
    paymentId: value('payment'),
    providerReference: value('provider_reference'),
  };
}

/** The pay step of a transfer (or of the transfer in progress), with what it is to show. */
export function payStepPath(reference: string | undefined, query: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams(query).toString();
  const path = reference ? `${PAY_STEP_PATH}/${encodeURIComponent(reference)}` : PAY_STEP_PATH;
  return search ? `${path}?${search}` : path;
}
