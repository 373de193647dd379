import { TrackedModule } from '@/shared/di/tracked-module';
import { AddingRecipient } from './application/adding-recipient';
import { BeneficiarySchemaGateway } from './application/beneficiary-schema-gateway';
import { KeepingRecipients } from './application/keeping-recipients';
import { QuoteGateway } from './application/quote-gateway';
import { RecipientGateway } from './application/recipient-gateway';
import { TransferDraftStore } from './application/transfer-draft-store';

/**
 * The schema form's use cases, in every mode: a new recipient in step 3 and the /recipients page's
 * recipients, over the mode's BeneficiarySchemaGateway. They bring the beneficiary schema's rules
 * (IBAN, names, the phone metadata...), so they load only with the pages that show the schema form
 * (the new recipient, /recipients) and with step 4, whose transaction schema uses the same rules
 * (./sending-loader.ts), never with steps 1 and 2 or the profile.
 */
export const newRecipientCoreModule = new TrackedModule('sending/new-recipient/core', (bind) => {
  // Step 3, Them (a new recipient).
  bind(AddingRecipient).toResolvedValue((g, d) => new AddingRecipient(g, d), [BeneficiarySchemaGateway, TransferDraftStore]).inSingletonScope();
  // The /recipients page (outside a transfer): every recipient, one opened, added or updated through the same schema form.
  bind(KeepingRecipients).toResolvedValue((r, q, g) => new KeepingRecipients(r, q, g), [RecipientGateway, QuoteGateway, BeneficiarySchemaGateway]).inSingletonScope();
});
