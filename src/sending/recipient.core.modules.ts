import { TrackedModule } from '@/shared/di/tracked-module';
import { FeaturesToken } from '@/shared/kernel/features';
import { ChoosingRecipient } from './application/choosing-recipient';
import { QuoteGateway } from './application/quote-gateway';
import { RecipientGateway } from './application/recipient-gateway';
import { TransferDraftStore } from './application/transfer-draft-store';

/**
 * Step 3, Them (an existing recipient), in every mode: the use cases over the mode's
 * RecipientGateway and QuoteGateway (loaded with the steps). The feature option "mobile payout
 * requires confirming the mobile number" (VITE_FEATURE_CONFIRM_MOBILE_NUMBER).
 */
export const recipientCoreModule = new TrackedModule('sending/recipient/core', (bind) => {
  bind(ChoosingRecipient).toResolvedValue((r, q, d, f) => new ChoosingRecipient(r, q, d, f.confirmMobileNumber), [RecipientGateway, QuoteGateway, TransferDraftStore, FeaturesToken]).inSingletonScope();
});
