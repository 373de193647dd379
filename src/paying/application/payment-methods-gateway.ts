import type { ServiceIdentifier } from 'inversify';
import type { Money } from '@/shared/kernel/money';
import type { PaymentStatus } from '@/shared/kernel/payment-status';

/** The account holder a bank link found (the remitter's details to prefill). */
export interface BankAccountHolder {
  readonly firstName: string;
  readonly lastName: string;
  readonly street: string;
  readonly city: string;
  readonly postcode: string;
  readonly personalIdentityNumber: string | undefined;
}

/** A payment's status, with the transfer it pays. */
export interface PaymentOfTransfer {
  readonly status: PaymentStatus;
  readonly code: string | undefined;
  readonly transactionReference: string;
}

/**
 * What the payment methods' panels and the provider callbacks ask the back office beside pay and
 * the payment's status during the pay step (those come from the pay step: PaymentPanelProps).
 * Every refusal is an AppError (type, status, field errors by property path), the same in both
 * modes; no session means Unauthorized before any call.
 */
export interface PaymentMethodsGateway {
  /** POST /remit/wallet/get-balance: the wallet's balance, checked before paying by wallet. */
  walletBalance(): Promise<Money>;
  /** POST /remit/remitter/trustly-lookup: the account holder of the bank account Trustly found for an instant bank payment (its id). */
  trustlyLookup(paymentId: string): Promise<BankAccountHolder>;
  /** GET /remit/transaction/payment-status: a payment's status, after the bank link returned. */
  paymentStatus(paymentId: string): Promise<PaymentOfTransfer>;
}
export const PaymentMethodsGateway = Symbol('PaymentMethodsGateway') as ServiceIdentifier<PaymentMethodsGateway>;
