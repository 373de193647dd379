import type { SandboxWorld } from './world';
import { VERIFICATION_STATUSES, type SandboxCustomer, type SandboxVerificationStatus } from './customers.ts';

export interface StatusChange {
  readonly email: string;
  /** Needed only for an e-mail registered in more than one country. */
  readonly country?: string;
  readonly status: string;
  readonly twoPlusTwo?: string;
  readonly watchlist?: string;
}

const CHECK_RESULTS = ['Verified', 'NotVerified'] as const;

/** The one customer of an e-mail (in a country, when given), or why there is none. */
export function customerNamed(world: SandboxWorld, email: string, country?: string): SandboxCustomer | string {
  const customers = world.customersByEmail(email).filter((c) => !country || c.country === country.toUpperCase());
  if (customers.length !== 1) return customers.length === 0 ? `No customer ${email}` : `${email} is registered in more than one country: name it`;
  return customers[0] as SandboxCustomer;
}

/**
 * Sets a demo customer's verification status (and, optionally, the two-plus-two and watchlist
 * results), as the back office's compliance team would: how scenarios and browser tests reach any
 * status with any customer (POST /sandbox/control/verification-status). Answers the customer, or a
 * reason when the change names nothing it knows.
 */
export function setVerificationStatus(world: SandboxWorld, change: StatusChange): SandboxCustomer | string {
  if (!(VERIFICATION_STATUSES as readonly string[]).includes(change.status)) return `Unknown status: ${change.status}`;
  for (const result of [change.twoPlusTwo, change.watchlist]) {
    if (result !== undefined && !(CHECK_RESULTS as readonly string[]).includes(result)) return `Unknown check result: ${result}`;
  }
  const customer = customerNamed(world, change.email, change.country);
  if (typeof customer === 'string') return customer;
  customer.status = change.status as SandboxVerificationStatus;
  if (change.twoPlusTwo) customer.twoPlusTwoResult = change.twoPlusTwo as SandboxCustomer['twoPlusTwoResult'];
  if (change.watchlist) customer.watchlistResult = change.watchlist as SandboxCustomer['watchlistResult'];
  return customer;
}
