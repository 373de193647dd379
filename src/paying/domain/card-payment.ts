import { paymentResultOf, type PaymentResult } from '@/shared/kernel/payment-status';

/**
 * What a card payment's answers mean (spec 02 section 4: "after pay, the status is fetched;
 * APPROVED is success, WAITING means retry, anything else or an error is failure"; section 8: the
 * card payment codes and the send-flow errors with a dialog of their own; section 9: 15 seconds
 * between tries, the retry count not shown).
 */

/** Card payment codes (spec 02 section 8), each with its message: `paying-card:cardPayment.<code>` (paying's own catalogue, not the first screen's errors). */
export const CARD_PAYMENT_CODES = [
  'unknown_error', 'general_problem_with_payment_try_again', 'approved', 'payment_was_declined_by_bank', 'payment_was_declined_try_again',
  'we_do_not_accept_this_card_type', 'payment_was_not_authorised', 'insufficient_funds', 'invalid_card_number', 'card_has_expired',
  'incorrect_account_id', 'unauthorized',
] as const;
export type CardPaymentCode = (typeof CARD_PAYMENT_CODES)[number];

export function isCardPaymentCode(value: unknown): value is CardPaymentCode {
  return typeof value === 'string' && (CARD_PAYMENT_CODES as readonly string[]).includes(value);
}

/**
 * The message of a card payment code, a key of the `errors` namespace. A code the portal does not
 * know (or none) says what unknown_error says: contact support.
 */
export function cardPaymentMessageKey(code: string | undefined): `cardPayment.${CardPaymentCode}` {
  return `cardPayment.${isCardPaymentCode(code) ? code : 'unknown_error'}`;
}

/**
 * The three problems with a dialog of their own (spec 02 section 8; issue 8): the card's issuer
 * country is not the recipient's (add a new card), the card has expired (update with a new card),
 * the bank did not authorise (try again). Their texts: `errors:<ErrorType>.title|message`.
 */
export const CARD_DIALOGS = {
  issuerCountry: 'IssuerCardCountryNotEqualBeneficiaryCountry',
  cardExpired: 'CardExpired',
  bankAuthorisation: 'BankAuthorizationFailed',
} as const;
export type CardDialog = keyof typeof CARD_DIALOGS;

/** After the dialog: a new card for the first two, the same card again for the bank's refusal. */
export const DIALOG_REMEDY: Readonly<Record<CardDialog, 'newCard' | 'tryAgain'>> = {
  issuerCountry: 'newCard',
  cardExpired: 'newCard',
  bankAuthorisation: 'tryAgain',
};

/**
 * Which dialog a refusal opens: by its error type (or a field error's type), or by the payment
 * code card_has_expired; none for anything else.
 */
export function dialogOf(problem: { readonly types?: readonly string[]; readonly code?: string }): CardDialog | undefined {
  const types = problem.types ?? [];
  for (const [dialog, type] of Object.entries(CARD_DIALOGS) as [CardDialog, string][]) {
    if (types.includes(type)) return dialog;
  }
  return problem.code === 'card_has_expired' ? 'cardExpired' : undefined;
}

/** Milliseconds between two status checks of a waiting card payment (spec 02 section 9). */
export const CARD_STATUS_POLL_MS = 15_000;

/** What a status answer means for the payment: done, ask again later, or failed. */
export type CardStatusStep = 'success' | 'retry' | 'failure';

const STEP_OF: Readonly<Record<PaymentResult, CardStatusStep>> = { successful: 'success', pending: 'retry', failed: 'failure' };

/** A status answer's step, by the shared rule of what a payment's status means (src/shared/kernel/payment-status.ts). */
export function statusStep(status: string): CardStatusStep {
  return STEP_OF[paymentResultOf(status)];
}

/**
 * The polling policy: the first check right after pay (or right after the 3-D Secure challenge),
 * then one every CARD_STATUS_POLL_MS while the payment waits, never two at once.
 */
export class StatusPolling {
  private nextAt: number | undefined = undefined;
  private asking = false;

  /** Check now (pay answered, or the challenge ended). */
  start(nowMs: number): void {
    this.nextAt = nowMs;
  }

  /** Whether a check is due at `nowMs` (and none is running): the caller then asks and reports back. */
  due(nowMs: number): boolean {
    return !this.asking && this.nextAt !== undefined && nowMs >= this.nextAt;
  }

  /** A check starts. */
  asked(): void {
    this.asking = true;
    this.nextAt = undefined;
  }

  /** The answer came: a waiting payment is asked again CARD_STATUS_POLL_MS after it; else polling ends. */
  answered(step: CardStatusStep, nowMs: number): void {
    this.asking = false;
    this.nextAt = step === 'retry' ? nowMs + CARD_STATUS_POLL_MS : undefined;
  }

  /** When the next check is due (undefined: none planned). */
  get nextCheckAt(): number | undefined {
    return this.nextAt;
  }

  stop(): void {
    this.nextAt = undefined;
    this.asking = false;
  }
}
