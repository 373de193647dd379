import type { BankAccountHolder } from '../application/payment-methods-gateway';
import type { BankAccountHolderStore } from '../application/ports';

/**
 * The account holder a bank link found, held in memory for the rest of the visit (the portal's own
 * navigations keep it): personal details never go to storage, and the sign-out's fresh page load
 * ends them with the session.
 */
export class HeldAccountHolder implements BankAccountHolderStore {
  private holder: BankAccountHolder | undefined = undefined;

  keep(holder: BankAccountHolder): void {
    this.holder = holder;
  }

  kept(): BankAccountHolder | undefined {
    return this.holder;
  }
}
