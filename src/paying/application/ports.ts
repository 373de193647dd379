import type { ServiceIdentifier } from 'inversify';
import type { BankAccountHolder } from './payment-methods-gateway';

/**
 * The transfer being paid, as the provider callbacks need it when the provider's return address
 * does not say (/nets-success, /nets-fail): bound by the composition root to send money's draft
 * (src/app/send-composition.ts), since paying does not read send money's internals.
 */
export interface TransferInProgress {
  /** The transfer made for the customer's current intent, once transaction create answered. */
  reference(): string | undefined;
}
export const TransferInProgress = Symbol('TransferInProgress') as ServiceIdentifier<TransferInProgress>;

/**
 * The account holder a bank link found (trustly-lookup), kept for the visit: the remitter's details
 * the sender forms prefill from ("the remitter trustly-lookup").
 */
export interface BankAccountHolderStore {
  keep(holder: BankAccountHolder): void;
  kept(): BankAccountHolder | undefined;
}
export const BankAccountHolderStore = Symbol('BankAccountHolderStore') as ServiceIdentifier<BankAccountHolderStore>;
