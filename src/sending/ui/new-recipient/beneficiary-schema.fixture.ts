import { vi } from 'vitest';
import type { AppError } from '@/shared/kernel/app-error';
import type { BeneficiarySchemaGateway } from '../../application/beneficiary-schema-gateway';
import type { PayoutType } from '../../domain/quote-part';
import type { AccountLookup, BeneficiarySchema, DataSourceItem, SchemaField, SchemaLink } from '@/shared/schema-form/schema-document';
import type { BeneficiaryInput, SavedBeneficiary } from '../../domain/schema/beneficiary';

/**
 * The back office's beneficiary schema as the recipient forms' tests fake it (the new-recipient
 * step's and the /recipients book's): fields, the schema's links and data sources, the mobile
 * networks, the Edahab account of Abdirahman Warsame, and saves recorded (or refused once).
 */

/** A field's account-name lookup (the sandbox's search link). */
export const SEARCH: SchemaLink = { href: '/api/v1/beneficiaries/search', method: 'GET' };

/** A required field of the given payout types, no constraints, data source or links unless `extra` says so. */
export const schemaField = (name: string, types: string[], payoutTypes: PayoutType[], extra: Partial<SchemaField> = {}): SchemaField => ({
  name, types, label: undefined, payoutTypes, required: true, constraints: [], dataSource: undefined, links: {}, ...extra,
});

/** The recipient's country and names (the middle name optional), for the given payout types. */
export const nameFields = (payoutTypes: PayoutType[]): SchemaField[] => [
  schemaField('destination_country_iso2', ['CountryIso2'], payoutTypes),
  schemaField('first_name', ['FirstName'], payoutTypes),
  schemaField('middle_name', ['MiddleName'], payoutTypes, { required: false }),
  schemaField('last_name', ['LastName'], payoutTypes),
];

/** A schema of `fields` with the save and card links and the named data sources (`/api/v1/data-sources/<name>`). */
export function schemaOf(fields: SchemaField[], dataSources: readonly string[]): BeneficiarySchema {
  return {
    fields,
    meta: {
      links: { 'beneficiary.save': { href: '/api/v1/beneficiaries', method: 'POST' }, 'tokenize_card.checkout': { href: '/api/v1/cards/tokenize', method: 'POST' } },
      constraints: {},
      dataSources: Object.fromEntries(dataSources.map((name) => [name, { href: `/api/v1/data-sources/${name}`, method: 'GET' }])),
      transactionSchemaUrl: undefined,
    },
  };
}

export const MOBILE_NETWORKS: DataSourceItem[] = [
  { value: 'HRM', label: 'Hormuud EVC Plus', city: undefined },
  { value: 'EDH', label: 'Edahab', city: undefined },
];

/** A data source's answer: the mobile networks, else `others`. */
export const dataSourceAnswer =
  (others: DataSourceItem[]) =>
  async (link: SchemaLink): Promise<DataSourceItem[]> =>
    link.href.includes('mobile_networks') ? MOBILE_NETWORKS : others;

/** Accounts the lookups find: Abdirahman Warsame's Edahab number. */
export const WARSAME_ACCOUNTS: Readonly<Record<string, AccountLookup>> = {
  '+252621234567': { firstName: 'Abdirahman', lastName: 'Warsame', accountName: 'Abdirahman Warsame', restricted: false },
};

/** What the back office answers to a save: the recipient as typed, with the given id and guid. */
export function savedBeneficiary(input: BeneficiaryInput, id: string, guid: string): SavedBeneficiary {
  const v = input.values;
  return {
    id, guid, firstName: v.first_name!, middleName: v.middle_name, lastName: v.last_name!, destinationCountry: input.destinationCountry,
    payoutType: input.payoutType, numbers: {},
  };
}

/**
 * A fake schema gateway's saves and collisions: every save recorded, refused once when
 * `refuseSave` is set, else answered by `saved`; `existing` are the country's recipients.
 */
export abstract class RecordingSchemaGateway implements BeneficiarySchemaGateway {
  readonly saves: BeneficiaryInput[] = [];
  refuseSave: AppError | undefined;
  existing: SavedBeneficiary[] = [];
  recipients = vi.fn(async () => this.existing);
  /** Step 4's read: not a recipient form's; a test of step 4 sets its own. */
  transactionSchema: BeneficiarySchemaGateway['transactionSchema'] = vi.fn(() => Promise.reject(new Error('No transaction schema in this fake')));
  abstract schema: BeneficiarySchemaGateway['schema'];
  abstract dataSource: BeneficiarySchemaGateway['dataSource'];
  abstract search: BeneficiarySchemaGateway['search'];
  abstract tokenizeCard: BeneficiarySchemaGateway['tokenizeCard'];
  /** The answer to a save that is not refused. */
  protected abstract saved(input: BeneficiaryInput): SavedBeneficiary;

  async save(_link: SchemaLink, input: BeneficiaryInput): Promise<SavedBeneficiary> {
    this.saves.push(input);
    if (this.refuseSave) {
      const error = this.refuseSave;
      this.refuseSave = undefined;
      throw error;
    }
    return this.saved(input);
  }
}
