import { AppError } from '@/shared/kernel/app-error';
import type { QuotePart } from '../domain/quote-part';
import type { RecipientPart } from '../domain/recipient-part';
import type { RecipientTarget } from '../domain/recipients-book';
import type { CardToken, PayoutCard } from '../domain/schema/payout-card';
import { SAVE_LINK, TOKENIZE_CARD_LINK, type AccountLookup, type AccountSearch, type BeneficiarySchema, type DataSourceItem, type SchemaLink } from '@/shared/schema-form/schema-document';
import { beneficiaryName, sameBeneficiary, type BeneficiaryInput, type SavedBeneficiary } from '../domain/schema/beneficiary';
import { payoutFieldsOf } from '@/shared/schema-form/schema-form';
import type { BeneficiarySchemaGateway } from './beneficiary-schema-gateway';
import type { TransferDraftStore } from './transfer-draft-store';

/**
 * Step 3's use cases for a new recipient (and the /recipients page's, for a recipient added or
 * updated there, without a transfer): the beneficiary schema of the transfer's destination,
 * payout type and currency (from the quote in the draft), the options and lookups its links give,
 * the card of a card payout tokenized, the recipient saved through the schema's beneficiary.save
 * link (or, when it already exists, the existing one found and updated), and the saved recipient
 * kept in the transfer draft.
 */
export class AddingRecipient {
  constructor(
    private readonly gateway: BeneficiarySchemaGateway,
    private readonly draft: TransferDraftStore,
  ) {}

  /** The quote the transfer goes ahead with; without one, step 3 is not for now. */
  quote(): QuotePart | undefined {
    return this.draft.draft.quote;
  }

  schema(target: RecipientTarget): Promise<BeneficiarySchema> {
    return this.gateway.schema(target.destinationCountry, target.payoutType, target.destinationCurrency);
  }

  options(link: SchemaLink): Promise<DataSourceItem[]> {
    return this.gateway.dataSource(link);
  }

  lookUp(link: SchemaLink, query: AccountSearch): Promise<AccountLookup> {
    return this.gateway.search(link, query);
  }

  tokenize(schema: BeneficiarySchema, card: PayoutCard): Promise<CardToken> {
    return this.gateway.tokenizeCard(linkOf(schema, TOKENIZE_CARD_LINK), card);
  }

  save(schema: BeneficiarySchema, input: BeneficiaryInput): Promise<SavedBeneficiary> {
    return this.gateway.save(linkOf(schema, SAVE_LINK), input);
  }

  /** The recipient a save that was refused as already existing collided with, if the list has it. */
  async existing(input: BeneficiaryInput): Promise<SavedBeneficiary | undefined> {
    const recipients = await this.gateway.recipients(input.destinationCountry);
    return recipients.find((r) => sameBeneficiary(r, input));
  }

  /** The recipient the transfer goes to, with the payout details chosen in the form. */
  keep(saved: SavedBeneficiary, sent: Readonly<Record<string, string>>): RecipientPart {
    const part: RecipientPart = { beneficiaryId: saved.id, beneficiaryGuid: saved.guid, displayName: beneficiaryName(saved), payoutFields: payoutFieldsOf(sent) };
    this.draft.set('recipient', part);
    return part;
  }
}

/** A link of the flow the schema must give (else the answer is not what the contract says). */
function linkOf(schema: BeneficiarySchema, name: string): SchemaLink {
  const link = schema.meta.links[name];
  if (!link) throw new AppError('MalformedResponse', `The beneficiary schema has no ${name} link.`);
  return link;
}
