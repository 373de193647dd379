import type { ComponentType } from 'react';
import type { ServiceIdentifier } from 'inversify';
import type { Money } from '@/shared/kernel/money';

/** How a transfer is paid (spec 02 section 1); which ones a region offers is configuration. */
export type PaymentMethodKind = 'card' | 'wallet' | 'bank' | 'instant-bank';

/** The transfer a payment method pays: made (transaction create) before any method runs. */
export interface PayableTransfer {
  readonly transactionReference: string;
  /** The customer intent: a method's own idempotency keys derive from it (`${intentId}:pay`). */
  readonly intentId: string;
  readonly total: Money;
  readonly destinationCountry: string;
  readonly recipientName: string;
}

/** Where a payment method ended: the pay step shows the matching result screen. */
export type PaymentOutcome =
  | { readonly status: 'successful' }
  | { readonly status: 'pending' }
  | { readonly status: 'failed'; readonly code?: string };

/**
 * The contract between send money's confirm-and-pay step and each payment method's panel (card,
 * wallet balance, local bank transfer, instant bank payment). The pay step chooses the method, renders its
 * panel (each panel is a lazy chunk of its own) and shows the result; the panel sets the payment
 * type, pays and runs its vendor's flow (hosted card form, 3-D Secure, bank link) by itself.
 */
export interface PaymentPanelProps {
  readonly transfer: PayableTransfer;
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
