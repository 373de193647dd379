import { money, type Money } from '@/shared/kernel/money';

/**
 * The profile page's own part of the customer as the back office holds them (user/get): the
 * e-mail (shown, changed only through Customer Support), the mobile number (changed here, with a
 * code sent to the new one) and the country it dials from, whether they may send money (spec 02
 * section 6: the profile needs remittance enabled), and the spending and yearly limits (spec 02
 * section 2, "Profile and verification"). Names and address are send money's remitter details
 * (step 2), shown and corrected there and on the profile alike.
 */
export interface Profile {
  readonly email: string;
  /** The customer's country (ISO alpha-2): a new mobile number is one of its numbers. */
  readonly country: string;
  /** The mobile number, E.164. */
  readonly phone: string;
  readonly remittanceEnabled: boolean;
  /** Whether the customer has a password to sign in with: one registered by one-time codes or BankID has none until they set one. */
  readonly hasPassword: boolean;
  readonly spendingLimit: UsedLimit;
  /** Undefined when the back office sets no yearly limit. */
  readonly yearlyLimit: UsedLimit | undefined;
}

/**
 * What the profile offers for the password: a customer who has one changes it (the form asks for
 * the current one); one who has none (registered by one-time codes or BankID) sets one through
 * the reset e-mail's link, never a form asking for a password they never had.
 */
export type PasswordOffer = 'change' | 'set';

export function passwordOffer(profile: Pick<Profile, 'hasPassword'>): PasswordOffer {
  return profile.hasPassword ? 'change' : 'set';
}

/** A limit and how much of it is used, in one currency (integer minor units). */
export interface UsedLimit {
  readonly used: Money;
  readonly limit: Money;
}

export type LimitKind = 'spending' | 'yearly';

/** From this share used, a limit is nearly reached. */
export const NEARLY_REACHED_PERCENT = 80;

/** What a limit's bar and text show. */
export interface LimitUsage {
  readonly kind: LimitKind;
  readonly used: Money;
  readonly limit: Money;
  /** What may still be sent: never below zero. */
  readonly left: Money;
  /** Whole percent used, 0 to 100 (rounded down; 100 once the limit is reached or passed). */
  readonly percent: number;
  /** Nothing more may be sent under this limit. */
  readonly reached: boolean;
  /** At least NEARLY_REACHED_PERCENT used: the bar and its text warn. */
  readonly nearlyReached: boolean;
}

/** How much of a limit is used. Integer arithmetic only: minor units, never floats. */
export function limitUsage(kind: LimitKind, { used, limit }: UsedLimit): LimitUsage {
  if (used.currency !== limit.currency) throw new RangeError(`A limit in ${limit.currency} cannot be used in ${used.currency}`);
  const spent = Math.max(used.amountMinor, 0);
  const allowed = Math.max(limit.amountMinor, 0);
  const reached = spent >= allowed;
  // In BigInt: a hundred times a large amount is past what a float counts exactly.
  const percent = reached ? 100 : Number((BigInt(spent) * 100n) / BigInt(allowed));
  return {
    kind,
    used,
    limit,
    left: money(Math.max(allowed - spent, 0), limit.currency),
    percent,
    reached,
    nearlyReached: percent >= NEARLY_REACHED_PERCENT,
  };
}

/** The limits the profile shows, spending first; the yearly one when the back office sets it. */
export function limitsOf(profile: Profile): LimitUsage[] {
  const usages = [limitUsage('spending', profile.spendingLimit)];
  if (profile.yearlyLimit) usages.push(limitUsage('yearly', profile.yearlyLimit));
  return usages;
}
