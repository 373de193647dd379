import type { ServiceIdentifier } from 'inversify';
import type { PayoutType } from '../domain/quote-part';
import type { CardToken, PayoutCard } from '../domain/schema/payout-card';
import type { AccountLookup, AccountSearch, BeneficiarySchema, DataSourceItem, SchemaLink } from '@/shared/schema-form/schema-document';
import type { BeneficiaryInput, SavedBeneficiary } from '../domain/schema/beneficiary';

/**
 * Step 3's calls for a new recipient: the beneficiary schema of the destination (and step 4's
 * transaction schema), and the links it
 * gives (data sources, account search, tokenize card, save), each followed by its href and method
 * on the same API. Every refusal is an AppError (type, status, field errors by property path), the
 * same in both modes: BeneficiaryAlreadyExists is a 409, a save's field errors are on
 * `beneficiary.<field>`; a link that is not a path of the same API is refused before any call; no
 * session means Unauthorized before any call.
 */
export interface BeneficiarySchemaGateway {
  /** GET /api/v1/schemas/beneficiary for a destination country, payout type and currency. */
  schema(countryIso2: string, payoutType: PayoutType, currency: string): Promise<BeneficiarySchema>;
  /**
   * Step 4's transaction schema for a destination country, payout type and currency: read at `url`,
   * the beneficiary schema's meta.transaction_schema_url (spec 02 section 3), on the API's base
   * address; when that names none, at GET /api/v1/schemas/transaction with the destination's query.
   * A URL on another origin (or not below the API's base) is refused with ForeignSchemaUrl before
   * any call. The answer is the payout details step 4 asks for (purpose, collection point, house or
   * building number, flat number, relationship, fund source, remarks), in the beneficiary schema's
   * shape (its meta has no transaction schema url).
   */
  transactionSchema(countryIso2: string, payoutType: PayoutType, currency: string, url: string | undefined): Promise<BeneficiarySchema>;
  /** A data source's options (meta._data_sources). */
  dataSource(link: SchemaLink): Promise<DataSourceItem[]>;
  /** An account-name lookup through a field's search link (GET: the query string; POST: the body). */
  search(link: SchemaLink, query: AccountSearch): Promise<AccountLookup>;
  /** The beneficiary.save link (POST /api/v1/beneficiaries in the sandbox): a new recipient, or an update with a guid. */
  save(link: SchemaLink, input: BeneficiaryInput): Promise<SavedBeneficiary>;
  /** The tokenize_card.checkout link: a card payout's card, tokenized in the recipient's name. */
  tokenizeCard(link: SchemaLink, card: PayoutCard): Promise<CardToken>;
  /** GET /api/v1/beneficiaries of a destination country: whom a refused save (already exists) collided with. */
  recipients(countryIso2: string): Promise<SavedBeneficiary[]>;
}
export const BeneficiarySchemaGateway = Symbol('BeneficiarySchemaGateway') as ServiceIdentifier<BeneficiarySchemaGateway>;
