import { expect, it } from 'vitest';
import { listTransactionsAtDesk } from '@/sandbox/world/transfer-desk';
import { HttpPayoutDetailsGateway } from '@/transfers/adapters/http-payout-details-gateway';
import { InMemoryPayoutDetailsGateway } from '@/transfers/adapters/in-memory-payout-details-gateway';
import { transactionSchema, transferFrom } from '@/transfers/adapters/transfer-mappers';
import { PayoutDetailsGateway } from '@/transfers/application/payout-details-gateway';
import { payoutFieldsOf } from '@/transfers/domain/payout-details';
import type { Transfer } from '@/transfers/domain/transfer';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
const PURPOSES = [
  'Family Support', 'Gift', 'Loan', 'Medical Support', 'Savings', 'Repayment of Loan', 'Education', 'Personal Transfer', 'Utility Bills', 'Fund Investment',
  'Shares Investment', 'Property Rental', 'Property Purchase', 'Loan Payment', 'Insurance Claims', 'Business Insurance', 'Hotel Accommodation',
  'Small Value Remittance', 'Travel', 'Maintenance Expenses', 'Medical Treatment',
];

/** The schema's `required` constraint of a required field (kept by the engine's reader with the others). */
const REQUIRED = [{ type: 'required', message: 'The {field} field is required' }];
const purposeField = { name: 'purpose_of_transaction', label: 'purpose of transaction', required: true, options: PURPOSES.map((p) => ({ value: p, label: p })), constraints: REQUIRED };
const remarksField = {
  name: 'remarks', label: 'remarks', required: false, options: undefined,
  constraints: [{ type: 'length', min: 1, max: 256 }, { type: 'regex', pattern: '[A-Za-z0-9]', message: 'At least one letter or digit.' }],
};

export const suite = definePortSuite({
  port: PayoutDetailsGateway,
  name: 'PayoutDetailsGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpPayoutDetailsGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryPayoutDetailsGateway(world, credentials, sink),
  },
  behaviour(subject) {
    /** One of Amina's seeded transfers as the list gives it (asked of the world's desk: not this port's call). */
    const seeded = (s: PortSubject<PayoutDetailsGateway>, reference: string): Transfer => {
      const amina = s.world.customersByEmail(AMINA)[0]!;
      const answer = listTransactionsAtDesk(s.world, amina, { reference });
      if (!answer.ok || !answer.value.transactions[0]) throw new Error(`no transfer ${reference}`);
      return transferFrom(transactionSchema.parse(answer.value.transactions[0]));
    };

    /** The schema's fields a transfer's details may change (the engine's reading), each with its data source's options. */
    const payoutForm = async (s: PortSubject<PayoutDetailsGateway>, transfer: Transfer) => {
      const fields = payoutFieldsOf(await s.adapter.form(transfer), transfer);
      return {
        fields: await Promise.all(fields.map(async (f) => ({
          name: f.name, label: f.serverLabel, required: f.required, constraints: f.constraints, options: f.dataSource ? await s.adapter.dataSource(f.dataSource) : undefined,
        }))),
      };
    };

    it('gives the fields a mobile transfer’s payout details may change: purpose, remarks, network, with their choices and rules', async () => {
      await subject.signIn(AMINA);
      expect(await payoutForm(subject, seeded(subject, 'TR00000001'))).toEqual({
        fields: [
          purposeField,
          remarksField,
          { name: 'mobile_network_code', label: 'mobile network code', required: true, options: [{ value: 'HRM', label: 'Hormuud EVC Plus' }, { value: 'EDH', label: 'Edahab' }], constraints: REQUIRED },
        ],
      });
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives a cash transfer’s collection points with their towns', async () => {
      await subject.signIn(AMINA);
      expect(await payoutForm(subject, seeded(subject, 'TR00000003'))).toEqual({
        fields: [
          purposeField,
          remarksField,
          {
            name: 'collection_point_code', label: 'collection point code', required: true, constraints: REQUIRED,
            options: [
              { value: 'DHB-HGA', label: 'Dahabshiil Hargeisa', city: 'Hargeisa' },
              { value: 'DHB-BUR', label: 'Dahabshiil Burco', city: 'Burco' },
              { value: 'DHB-BBO', label: 'Dahabshiil Berbera', city: 'Berbera' },
            ],
          },
        ],
      });
    });

    it('reads the transaction schema at the URL the destination’s beneficiary schema gives; none given, at the contract’s path; one off the API is refused before any call', async () => {
      await subject.signIn(AMINA);
      const mobile = seeded(subject, 'TR00000001');
      const names = async () => payoutFieldsOf(await subject.adapter.form(mobile), mobile).map((f) => f.name);
      const wanted = ['purpose_of_transaction', 'remarks', 'mobile_network_code'];
      // A URL naming a country the back office does not send to: its refusal shows the URL was followed.
      subject.world.transactionSchemaUrls.set('SO', '/api/v2/schemas/transaction?and.destination_country_iso2.eq=FR');
      expect(await refusal(subject.adapter.form(mobile))).toEqual(
        serverRefusal('InvalidCountry', 404, 'We do not send to this country.', [
          { field: 'and.destination_country_iso2.eq', type: 'InvalidCountry', message: 'We do not send to this country.' },
        ]),
      );
      const base = subject.credentials.baseUrl()!.replace(/\/+$/, '');
      subject.world.transactionSchemaUrls.set('SO', `${base}/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO&and.payout_type.eq=mobile`);
      expect(await names()).toEqual(wanted);
      subject.world.transactionSchemaUrls.set('SO', '');
      expect(await names()).toEqual(wanted);
      subject.world.transactionSchemaUrls.set('SO', 'https://evil.example/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO');
      // Not a Network error of a call to that host, nor any report: nothing went there.
      expect(await refusal(subject.adapter.form(mobile))).toEqual({
        type: 'ForeignSchemaUrl', status: undefined, message: 'The transaction schema URL https://evil.example/api/v2/schemas/transaction?and.destination_country_iso2.eq=SO is not on this API.',
        clientMessage: undefined, fieldErrors: [], hasRequestId: false,
      });
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses a data-source link off this API before any call', async () => {
      await subject.signIn(AMINA);
      const foreign = { href: 'https://evil.example/api/v1/data-sources/purposes', method: 'GET' } as const;
      expect(await refusal(subject.adapter.dataSource(foreign))).toMatchObject({ type: 'MalformedResponse', hasRequestId: false });
      expect(subject.sink.reports).toEqual([]);
    });

    it('saves new payout details of a transfer waiting for its payment and of one being processed', async () => {
      await subject.signIn(AMINA);
      const saved = await subject.adapter.save('TR00000001', { purpose_of_transaction: 'Education', remarks: 'School fees', mobile_network_code: 'HRM' });
      expect([saved.reference, saved.status, saved.purpose, saved.remarks, saved.mobileNetworkCode, saved.mobileNetworkName]).toEqual(['TR00000001', 'AWAITING', 'Education', 'School fees', 'HRM', 'Hormuud EVC Plus']);
      expect(subject.world.records.transactions.find((t) => t.reference === 'TR00000001')).toMatchObject({ purpose: 'Education', remarks: 'School fees' });
      expect((await subject.adapter.save('TR00000006', { purpose_of_transaction: 'Gift' })).purpose).toBe('Gift');
    });

    it('refuses a network that does not serve the recipient’s number and remarks without a letter or digit, each on its field, and changes nothing', async () => {
      await subject.signIn(AMINA);
      const network = 'The recipient’s number is not on Edahab.';
      expect(await refusal(subject.adapter.save('TR00000001', { purpose_of_transaction: 'Gift', mobile_network_code: 'EDH', remarks: '!!!' }))).toEqual(
        serverRefusal('InvalidValue', 422, 'At least one letter or digit.', [
          { field: 'transaction.remarks', type: 'InvalidValue', message: 'At least one letter or digit.' },
          { field: 'transaction.mobile_network_code', type: 'InvalidValue', message: network },
        ]),
      );
      expect(subject.world.records.transactions.find((t) => t.reference === 'TR00000001')).toMatchObject({ purpose: 'Family Support', mobileNetworkCode: 'HRM' });
    });

    it('refuses a transfer already with the payout partner (409 StateMismatch) and an unknown one (404)', async () => {
      await subject.signIn(AMINA);
      const late = 'The transfer can no longer be changed.';
      expect(await refusal(subject.adapter.save('TR00000009', { purpose_of_transaction: 'Gift' }))).toEqual(
        serverRefusal('StateMismatch', 409, late, [{ field: 'transaction.reference', type: 'StateMismatch', message: late }]),
      );
      expect(await refusal(subject.adapter.save('TR09999999', { purpose_of_transaction: 'Gift' }))).toEqual(
        serverRefusal('InvalidValue', 404, 'Transfer not found.', [{ field: 'transaction.reference', type: 'InvalidValue', message: 'Transfer not found.' }]),
      );
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const transfer = seeded(subject, 'TR00000001');
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      expect(await refusal(subject.adapter.form(transfer))).toEqual(noSession);
      expect(await refusal(subject.adapter.dataSource({ href: '/api/v1/data-sources/purposes', method: 'GET' }))).toEqual(noSession);
      expect(await refusal(subject.adapter.save('TR00000001', { remarks: 'Hello' }))).toEqual(noSession);
      expect(subject.world.records.transactions.find((t) => t.reference === 'TR00000001')?.remarks).toBeUndefined();
    });

    it('answers 401 for a revoked session and tells the sink, on every call', async () => {
      await subject.signIn(AMINA);
      const transfer = seeded(subject, 'TR00000001');
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      expect(await refusal(subject.adapter.form(transfer))).toEqual(ended);
      expect(await refusal(subject.adapter.dataSource({ href: '/api/v1/data-sources/purposes', method: 'GET' }))).toEqual(ended);
      expect(await refusal(subject.adapter.save('TR00000001', { remarks: 'Hello' }))).toEqual(ended);
      expect(subject.sink.reports).toEqual(Array.from({ length: 3 }, () => ({ kind: 'unauthorized', type: 'AccessDenied', status: 401 })));
    });
  },
});
