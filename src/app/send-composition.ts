import { TrackedModule } from '@/shared/di/tracked-module';
import type { EnsureModules } from '@/shared/di/module-loader';
import { oncePerContainer } from '@/shared/di/per-container';
import { PaymentPanels } from '@/shared/payment/payment-panel';
import { ensureRecipientFormModules, ensureSendingStepModules, ensureTransferModules } from '@/sending/sending-loader';
import { TransferInProgress } from '@/paying/application/ports';
import { ensurePayingModules } from '@/paying/paying-loader';
import { TransferDraftStore } from '@/sending/application/transfer-draft-store';

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

/** Send money's modules that `sending` loads, with the payment panels, once per container. */
function withPaymentPanels(sending: EnsureModules): EnsureModules {
  // One promise per container, as React's `use` wants it (withModules calls the loader on every render).
  return oncePerContainer((container) => Promise.all([paymentPanels(container), sending(container)]).then(() => undefined));
}

/** The payment panels' binding, once per container: it needs only the draft, which every part of send money brings. */
const paymentPanels = oncePerContainer(async (container) => {
  await ensureSendingStepModules(container);
  if (!container.isBound(PaymentPanels)) container.load(paymentPanelsModule.module);
});

/**
 * Steps 1 to 3 without the schema form (the amount, the sender, an existing recipient): the schema
 * form's use cases and their rules load with the pages that show it, never with step 1.
 */
export const ensureSendMoney: EnsureModules = withPaymentPanels(ensureSendingStepModules);

/**
 * Step 3's new recipient: the steps with the schema form's use cases (the beneficiary schema's
 * rules, the phone metadata). The page loads them itself too (`use`), so it works under either
 * loader; under this one they come with the page's chunk rather than after it.
 */
export const ensureSendMoneyWithRecipientForms: EnsureModules = withPaymentPanels(ensureRecipientFormModules);

/**
 * Send money with the paying context's modules: step 4 (its payment panels resolve paying's ports,
 * its transaction schema the schema form's rules) and the pages a payment provider sends the
 * customer back to. Steps 1 to 3 never load them.
 */
export const ensureSendMoneyAndPaying: EnsureModules = withPaymentPanels((container) => Promise.all([ensureTransferModules(container), ensurePayingModules(container)]).then(() => undefined));
