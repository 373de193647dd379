import { TrackedModule } from '@/shared/di/tracked-module';
import { HeldAccountHolder } from './adapters/held-account-holder';
import { PaymentMethodsGateway } from './application/payment-methods-gateway';
import { BankAccountHolderStore, TransferInProgress } from './application/ports';
import { ReturningFromBank } from './application/returning-from-bank';

/**
 * The paying context's use cases, in every mode (loaded on demand with the mode's adapters).
 * TransferInProgress is the composition root's (src/app/send-composition.ts): send money's draft.
 */
export const payingCoreModule = new TrackedModule('paying/core', (bind) => {
  bind(BankAccountHolderStore).toConstantValue(new HeldAccountHolder());
  // The bank link's return (/trustly-callback): over the mode's PaymentMethodsGateway.
  bind(ReturningFromBank).toResolvedValue((g, t, h) => new ReturningFromBank(g, t, h), [PaymentMethodsGateway, TransferInProgress, BankAccountHolderStore]).inSingletonScope();
});
