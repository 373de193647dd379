import type { Container } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { PaymentPanels } from '@/shared/payment/payment-panel';
import { ensureSendingModules } from '@/sending/sending-loader';
import { TransferInProgress } from '@/paying/application/ports';
import { ensurePayingModules } from '@/paying/paying-loader';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';

const loaded = new WeakMap<Container, Promise<void>>();

/**
 * Where send money meets the payment methods: the payment panels come from the paying context
 * (each loaded when the customer chooses it), the steps from send money. Loaded with the first
 * step the customer opens (areaPage in src/app/routing/route-table.ts), never with the first screen.
 */
const paymentPanelsModule = new TrackedModule('app/payment-panels', (bind) => {
  // One line per payment method: each panel is a chunk of its own, loaded when the customer chooses the method.
  bind(PaymentPanels).toConstantValue({
    card: () => import('@/paying/ui/card/card-payment-panel').then((m) => m.CardPaymentPanel),
    wallet: () => import('@/paying/ui/wallet/wallet-payment-panel').then((m) => m.WalletPaymentPanel),
    bank: () => import('@/paying/ui/bank/bank-transfer-panel').then((m) => m.BankTransferPanel),
    'instant-bank': () => import('@/paying/ui/instant-bank/instant-bank-panel').then((m) => m.InstantBankPanel),
  });
  // The transfer the provider callbacks (/trustly-callback, /nets-success, /nets-fail) are about: send money's draft.
  bind(TransferInProgress).toResolvedValue((drafts) => ({ reference: () => drafts.draft.payment?.transactionReference }), [TransferDraftStore]);
});

export function ensureSendMoney(container: Container): Promise<void> {
  let done = loaded.get(container);
  if (!done) {
    done = ensureSendingModules(container).then(() => {
      if (!container.isBound(PaymentPanels)) container.load(paymentPanelsModule.module);
    });
    done.catch(() => loaded.delete(container));
    loaded.set(container, done);
  }
  return done;
}

/**
 * Send money with the paying context's modules: step 4 (its payment panels resolve paying's ports)
 * and the pages a payment provider sends the customer back to. Steps 1 to 3 never load them.
 */
export function ensureSendMoneyAndPaying(container: Container): Promise<void> {
  return Promise.all([ensureSendMoney(container), ensurePayingModules(container)]).then(() => undefined);
}
