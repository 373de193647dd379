import { paymentResultOf, type PaymentResult } from '@/shared/kernel/payment-status';
import { BANK_AUTHORIZATION_FAILED, BANK_LINK_SUCCESS, PAY_ROUTE_NAME, payStepPath, WALLET_PATH, WALLET_ROUTE_NAME, type BankLinkCallback } from '../domain/bank-link';
import type { PaymentMethodsGateway } from './payment-methods-gateway';
import type { BankAccountHolderStore, TransferInProgress } from './ports';

/** Where the customer goes once back from the bank link. */
export type BankReturn =
  /** The bank authorised: the pay step's result screen of the payment's status. */
  | { readonly kind: 'result'; readonly result: PaymentResult; readonly path: string }
  /** Cancelled or not authorised: back to the pay step, which says "Bank authorization failed (try again)". */
  | { readonly kind: 'retry'; readonly path: string }
  /** A wallet top-up's round trip, authorised or not: the wallet, which asks the back office how the top-up ended. */
  | { readonly kind: 'wallet'; readonly path: string }
  /** A round trip this portal did not start (another routeName). */
  | { readonly kind: 'unknown' };

/**
 * The bank link's return (/trustly-callback, Trustly's SuccessURL or FailURL): a success prefills
 * the remitter from the account Trustly found for the payment (trustly-lookup; its failure changes
 * nothing about the payment) and asks the payment's status, whose transfer the result is shown
 * for; a failure goes back to the pay step to try again. The transfer's reference comes from the payment, else from the transfer in progress.
 * A failure to read the payment's status is thrown (the page offers to try again). A wallet
 * top-up's round trip (routeName `wallet`) goes back to the wallet whatever the status says: the
 * wallet asks the back office for the top-up it keeps with the tab, never trusting the address.
 */
export class ReturningFromBank {
  constructor(
    private readonly gateway: PaymentMethodsGateway,
    private readonly transfer: TransferInProgress,
    private readonly holders: BankAccountHolderStore,
  ) {}

  async settle(callback: BankLinkCallback): Promise<BankReturn> {
    if (callback.routeName === WALLET_ROUTE_NAME) return { kind: 'wallet', path: WALLET_PATH };
    if (callback.routeName !== PAY_ROUTE_NAME) return { kind: 'unknown' };
    const inProgress = this.transfer.reference();
    if (callback.status !== BANK_LINK_SUCCESS) return { kind: 'retry', path: payStepPath(inProgress, { error: BANK_AUTHORIZATION_FAILED }) };
    if (!callback.paymentId) return { kind: 'result', result: 'pending', path: payStepPath(inProgress, { result: 'pending' }) };
    const [state] = await Promise.all([this.gateway.paymentStatus(callback.paymentId), this.prefill(callback.paymentId)]);
    const result = paymentResultOf(state.status);
    const reference = state.transactionReference || inProgress;
    if (result === 'failed' && state.code === 'payment_was_not_authorised') {
      return { kind: 'retry', path: payStepPath(reference, { error: BANK_AUTHORIZATION_FAILED }) };
    }
    const query: Record<string, string> = result === 'failed' && state.code ? { result, code: state.code } : { result };
    return { kind: 'result', result, path: payStepPath(reference, query) };
  }

  private async prefill(paymentId: string): Promise<void> {
    try {
      this.holders.keep(await this.gateway.trustlyLookup(paymentId));
    } catch {
      // The payment is what counts: without the account holder, nothing is prefilled.
    }
  }
}
