import { describe, expect, it } from 'vitest';
import type { BeneficiarySchema, SchemaField } from '@/shared/schema-form/schema-document';
import { currentValues, detailsToSave, payoutFieldsOf } from './payout-details';
import { purposeKey } from './purpose';
import type { Transfer } from './transfer';

const field = (name: string, types: string[], extra: Partial<SchemaField> = {}): SchemaField => ({
  name, types, label: undefined, payoutTypes: ['mobile', 'cash'], required: false, constraints: [], dataSource: undefined, links: {}, ...extra,
});

/** A transaction schema as the back office describes one: savable fields and others, of several payout types. */
const SCHEMA: BeneficiarySchema = {
  fields: [
    field('purpose_of_transaction', ['PurposeOfTransaction'], { required: true, dataSource: 'purposes' }),
    field('relationship', ['Relationship'], { dataSource: 'relationships' }),
    field('remarks', ['Remarks'], { constraints: [{ type: 'length', min: 1, max: 10 }] }),
    field('mobile_network_code', ['MobileNetworkCode'], { payoutTypes: ['mobile'], required: true, dataSource: 'mobile_networks' }),
    field('collection_point_code', ['CollectionPointCode'], { payoutTypes: ['cash'], required: true, dataSource: 'collection_points' }),
    field('card_token', ['CardToken'], { payoutTypes: ['mobile'] }),
  ],
  meta: { links: {}, constraints: {}, dataSources: { purposes: { href: '/api/v1/data-sources/purposes', method: 'GET' } }, transactionSchemaUrl: undefined },
};

describe('payout details', () => {
  it('are the schema’s fields of the transfer’s payout type that the save takes, read by the engine', () => {
    const mobile = payoutFieldsOf(SCHEMA, { payoutType: 'mobile' });
    expect(mobile.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['purpose_of_transaction', 'select', true],
      ['remarks', 'text', false],
      ['mobile_network_code', 'select', true],
    ]);
    expect(mobile[0]?.dataSource).toEqual({ href: '/api/v1/data-sources/purposes', method: 'GET' });
    expect(payoutFieldsOf(SCHEMA, { payoutType: 'cash' }).map((f) => f.name)).toEqual(['purpose_of_transaction', 'remarks', 'collection_point_code']);
  });

  it('start from the transfer’s details as they are', () => {
    const transfer = { purpose: 'Family Support', remarks: undefined, mobileNetworkCode: 'HRM', collectionPointCode: undefined } as Transfer;
    expect(currentValues(payoutFieldsOf(SCHEMA, { payoutType: 'mobile' }), transfer)).toEqual({ purpose_of_transaction: 'Family Support', remarks: '', mobile_network_code: 'HRM' });
  });

  it('save the savable fields with a value, as the engine sends them', () => {
    const fields = payoutFieldsOf(SCHEMA, { payoutType: 'mobile' });
    expect(detailsToSave(fields, { purpose_of_transaction: ' Gift ', remarks: '', mobile_network_code: 'HRM' })).toEqual({ purpose_of_transaction: 'Gift', mobile_network_code: 'HRM' });
    expect(detailsToSave(fields, { purpose_of_transaction: 'Gift', remarks: 'Rent', other: 'x' })).toEqual({ purpose_of_transaction: 'Gift', remarks: 'Rent' });
  });

  it('name a purpose’s catalogue key', () => {
    expect(['Family Support', 'Repayment of Loan', 'Gift', 'Small Value Remittance'].map(purposeKey)).toEqual(['familySupport', 'repaymentOfLoan', 'gift', 'smallValueRemittance']);
  });
});
