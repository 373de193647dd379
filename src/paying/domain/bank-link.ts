/**
 * An instant bank payment's round trip through Trustly's EU Deposit API (issue 8, issue 20; spec 01
 * section 2, spec 02 sections 2 and 8; docs/going-live/trustly.md): pay is given the portal's two
 * return addresses (success_url, fail_url), which the back end hands to Trustly's Deposit call as
 * SuccessURL and FailURL with the payment's id added; pay answers WAITING with the url Deposit
 * answered (Trustly's payment page); the customer leaves for it unchanged; Trustly sends them to
 * one of the two addresses, /trustly-callback with status, provider, routeName and payment, and the
 * portal goes on to the pay step's result (or back to the pay step with "Bank authorization failed
 * (try again)").
 */

/** The portal's bank-link callback route (empty layout, guard `trustly-callback`). */
export const TRUSTLY_CALLBACK_PATH = '/trustly-callback';

/** The pay step's route, and the name a bank link's return address gives it (routeName). */
export const PAY_STEP_PATH = '/send-money/pay';
export const PAY_ROUTE_NAME = 'pay';

/** The wallet's route, where a top-up by an instant bank payment goes on to (it asks the back office how the top-up ended), and its routeName. */
export const WALLET_PATH = '/wallet';
export const WALLET_ROUTE_NAME = 'wallet';

/** The error type the pay step shows after a cancelled bank authorisation (errors:BankAuthorizationFailed). */
export const BANK_AUTHORIZATION_FAILED = 'BankAuthorizationFailed';


const originOf = (address: string): string | undefined => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

/** The callback's status on Trustly's SuccessURL and on its FailURL (a failed or cancelled deposit). */
export const BANK_LINK_SUCCESS = 'success';
export const BANK_LINK_FAIL = 'fail';
/** The provider the callback names (spec 01: /trustly-callback needs status, provider and routeName). */
export const BANK_LINK_PROVIDER = 'trustly';

/** Where Trustly sends the customer back: Deposit's SuccessURL and FailURL (pay's success_url, fail_url). */
export interface BankLinkReturn {
  readonly successUrl: string;
  readonly failUrl: string;
}

/**
 * The return addresses on this portal's origin of a round trip started by the pay step (`pay`) or
 * the wallet's top-up (`wallet`): /trustly-callback with the status, the provider and the route the
 * round trip started from. The back end adds the payment (its id).
 */
export function bankLinkReturn(portalOrigin: string, routeName: typeof PAY_ROUTE_NAME | typeof WALLET_ROUTE_NAME = PAY_ROUTE_NAME): BankLinkReturn {
  const address = (status: string) =>
    `${portalOrigin}${TRUSTLY_CALLBACK_PATH}?${new URLSearchParams({ status, provider: BANK_LINK_PROVIDER, routeName }).toString()}`;
  return { successUrl: address(BANK_LINK_SUCCESS), failUrl: address(BANK_LINK_FAIL) };
}

/**
 * The page to leave for: pay's redirect_url (the url Trustly's Deposit answered), unchanged, only
 * when it is on one of the configured vendor origins. Undefined for any other address: the portal
 * never sends a customer elsewhere.
 */
export function bankLinkAddress(redirectUrl: string, vendorOrigins: readonly string[]): string | undefined {
  const origin = originOf(redirectUrl);
  if (!origin || !vendorOrigins.some((v) => originOf(v) === origin)) return undefined;
  return new URL(redirectUrl).href;
}

/** What Trustly's SuccessURL or FailURL carries back: the portal's parameters and the back end's payment. */
export interface BankLinkCallback {
  /** success (SuccessURL), or fail (FailURL: failed or cancelled); anything else is not a success. */
  readonly status: string;
  readonly provider: string;
  /** Where the round trip started: `pay` for the pay step, `wallet` for a top-up. */
  readonly routeName: string;
  /** The payment (its id, the Deposit's MessageID). */
  readonly paymentId: string | undefined;
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
  };
}

/** The pay step of a transfer (or of the transfer in progress), with what it is to show. */
export function payStepPath(reference: string | undefined, query: Readonly<Record<string, string>> = {}): string {
  const search = new URLSearchParams(query).toString();
  const path = reference ? `${PAY_STEP_PATH}/${encodeURIComponent(reference)}` : PAY_STEP_PATH;
  return search ? `${path}?${search}` : path;
}
