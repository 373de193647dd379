import type { AppError } from '@/shared/kernel/app-error';
import type { ComponentType } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { Money } from '@/shared/kernel/money';
import type { InstantBank, PaymentMethodKind } from '@/shared/kernel/payment-method';
import { paymentResultOf, type PaymentStatus } from '@/shared/kernel/payment-status';

/** How a transfer is paid (spec 02 section 1): the shared kernel's words (src/shared/kernel/payment-method.ts). */
export type { InstantBank, PaymentMethodKind };

/** The transfer a payment method pays: made (transaction create) before any method runs. */
export interface PayableTransfer {
  readonly transactionReference: string;
  /** The customer intent (the pay step's idempotency keys derive from it). */
  readonly intentId: string;
  readonly total: Money;
  readonly destinationCountry: string;
  readonly recipientName: string;
  /**
   * The instant bank payment the pay step pays an 'instant-bank' method with: the vendor the back
   * office offered (Trustly's bank link in the EU and EEA, Interac e-Transfer through Apaylo in
   * Canada). The pay step names it whenever it offers 'instant-bank'.
   */
  readonly instantBank?: InstantBank;
}

/** Bank details to pay a transfer in by a local bank transfer, with the reference to quote. */
export interface BankTransferInstructions {
  readonly accountName: string;
  readonly iban: string;
  readonly bic: string;
  readonly reference: string;
  readonly amount: Money;
}

/**
 * How to pay a transfer by Interac e-Transfer (Canada): send an e-Transfer of the amount from the
 * customer's own online banking to the company's e-mail (auto-deposit: no security question), with
 * the message given (the transfer's reference), before the request expires.
 */
export interface InteracTransferInstructions {
  readonly recipientEmail: string;
  readonly recipientName: string;
  readonly amount: Money;
  readonly reference: string;
  /** What to type in the e-Transfer's message. */
  readonly message: string;
  /** When the payment request lapses (epoch milliseconds). */
  readonly expiresAt: number;
}

/** The 3-D Secure method form the server describes (the client builds the form itself, never raw HTML). */
export interface MethodForm {
  readonly action: string;
  readonly method: 'POST';
  readonly fields: readonly { readonly name: string; readonly value: string }[];
}

/** pay's answer, as a panel sees it: APPROVED is paid; WAITING is asked for (statusHref) until it is not. */
export interface PanelPayment {
  readonly id: string;
  readonly status: PaymentStatus;
  readonly statusHref: string;
  readonly methodForm?: MethodForm;
  /** A 3-D Secure card payment's challenge page on the vendor origin (framed; heard through the vendor message module). */
  readonly challengeUrl?: string;
  /** Where an instant bank payment continues: Trustly's payment page (the url its Deposit answered, on a vendor origin). */
  readonly redirectUrl?: string;
  readonly bankTransfer?: BankTransferInstructions;
  /** An Interac e-Transfer's instructions (Canada's instant bank payment). */
  readonly interacTransfer?: InteracTransferInstructions;
}

/** payment-status' answer: the card payment code says why a payment was declined (spec 02 section 8). */
export interface PanelPaymentState {
  readonly status: PaymentStatus;
  readonly code: string | undefined;
}

/**
 * Where a payment method ended: the pay step shows the matching result screen. `unknown`: the
 * payment's status could not be read (a lost or malformed answer): nobody knows yet whether money
 * was taken, so the screen says exactly that, with the error code, and asks again before any new
 * attempt is offered: the payment's status (`payment`: its statusHref or id), or, when pay's own
 * answer was lost, pay again under the same key (the back office answers the payment it made).
 */
export type PaymentOutcome =
  | { readonly status: 'successful' }
  | { readonly status: 'pending' }
  | { readonly status: 'failed'; readonly code?: string }
  | { readonly status: 'unknown'; readonly payment?: string; readonly error: AppError };

/** What the back office said of a payment, as the pay step's result. */
export function outcomeOfState(state: PanelPaymentState): PaymentOutcome {
  const result = paymentResultOf(state.status);
  return result !== 'failed' || state.code === undefined ? { status: result } : { status: 'failed', code: state.code };
}

/** What a panel's pay gives beside the transfer. */
export interface PanelPayOptions {
  /** The saved card a card payment uses. */
  readonly cardId?: number;
  /** An instant bank payment's return addresses (Trustly's SuccessURL and FailURL: pay's success_url and fail_url). */
  readonly bankLinkReturn?: { readonly successUrl: string; readonly failUrl: string };
}

/**
 * The contract between send money's confirm-and-pay step and each payment method's panel (card,
 * wallet balance, local bank transfer, instant bank payment). The pay step chooses the method, renders its
 * panel (each panel is a lazy chunk of its own) and shows the result; the panel sets the payment
 * type, pays and runs its vendor's flow (hosted card form, 3-D Secure, bank link) by itself.
 */
export interface PaymentPanelProps {
  readonly transfer: PayableTransfer;
  /**
   * Sets the payment type of the panel's method and pays, once per intent: every call (five fast
   * clicks, a retry after a lost answer, a reload) is the same payment (idempotency keys of the
   * pay step). `cardId`: the saved card a card payment uses.
   */
  pay(options?: PanelPayOptions): Promise<PanelPayment>;
  /** A payment's status (its statusHref), for a WAITING payment: ask every 15 s (spec 02 section 9). */
  paymentStatus(statusHref: string): Promise<PanelPaymentState>;
  onOutcome(outcome: PaymentOutcome): void;
  /** Back to the choice of method (nothing was charged). */
  onCancel(): void;
}

/**
 * Each payment method's panel, loaded when the customer chooses the method; a method without a
 * panel (not built yet) is not offered. Bound by the
 * composition root (src/app/send-composition.ts): the panels live in the paying context (cards,
 * 3-D Secure and bank links serve wallet top-ups too), the pay step in send money.
 */
export type PaymentPanels = Readonly<Partial<Record<PaymentMethodKind, () => Promise<ComponentType<PaymentPanelProps>>>>>;
export const PaymentPanels = Symbol('PaymentPanels') as ServiceIdentifier<PaymentPanels>;
