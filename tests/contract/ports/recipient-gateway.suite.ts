import { expect, it } from 'vitest';
import { HttpRecipientGateway } from '@/sending/adapters/http-recipient-gateway';
import { InMemoryRecipientGateway } from '@/sending/adapters/in-memory-recipient-gateway';
import { RecipientGateway } from '@/sending/application/recipient-gateway';
import type { Recipient } from '@/sending/domain/recipient';
import { beneficiaryGuid, type SandboxBeneficiary } from '@/sandbox/world/remittance-records';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';

/** Amina's four seeded recipients (src/sandbox/world/remittance-records.ts), as step 3 reads them. */
const ABDIRAHMAN: Recipient = {
  id: '1', guid: 'b0000000-0000-4000-8000-000000000001', firstName: 'Abdirahman', lastName: 'Warsame', countryIso2: 'SO', payoutType: 'mobile',
  mobile: '+252615550101', mobileNetworkCode: 'HRM',
};
const MERON: Recipient = {
  id: '2', guid: 'b0000000-0000-4000-8000-000000000002', firstName: 'Meron', lastName: 'Tesfaye', countryIso2: 'ET', payoutType: 'bank',
  accountNumber: '1000123456789', bankCode: 'CBE', bankName: 'Commercial Bank of Ethiopia',
};
const KHADRA: Recipient = { id: '3', guid: 'b0000000-0000-4000-8000-000000000003', firstName: 'Khadra', lastName: 'Jama', countryIso2: 'SQ', payoutType: 'cash', city: 'Hargeisa' };
const WANJIRU: Recipient = {
  id: '4', guid: 'b0000000-0000-4000-8000-000000000004', firstName: 'Wanjiru', lastName: 'Kamau', countryIso2: 'KE', payoutType: 'mobile',
  mobile: '+254712345678', mobileNetworkCode: 'MPESA',
};

export const suite = definePortSuite({
  port: RecipientGateway,
  name: 'RecipientGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpRecipientGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryRecipientGateway(world, credentials, sink),
  },
  behaviour(subject) {
    /** Saves one more recipient for Amina in the back office, as the new-recipient step would. */
    const save = (fields: Partial<SandboxBeneficiary>) => {
      const amina = subject.world.customersByEmail(AMINA)[0]!;
      const id = subject.world.records.beneficiaries.length + 1;
      subject.world.records.beneficiaries.push({
        guid: beneficiaryGuid(id), id, customerId: amina.id, customerGuid: amina.guid, firstName: 'Caasha', lastName: 'Nuur', destinationIso2: 'SO',
        payoutType: 'cash', createdAt: '2026-11-20T09:00:00.000Z', ...fields,
      });
      return { id: String(id), guid: beneficiaryGuid(id) };
    };

    it('lists every recipient of the customer, oldest first, with the payout details saved', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.list()).toEqual([ABDIRAHMAN, MERON, KHADRA, WANJIRU]);
      expect(subject.sink.reports).toEqual([]);
    });

    it('lists the recipients of one destination country; none where the customer has nobody', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.list('SO')).toEqual([ABDIRAHMAN]);
      expect(await subject.adapter.list('ET')).toEqual([MERON]);
      expect(await subject.adapter.list('SQ')).toEqual([KHADRA]);
      expect(await subject.adapter.list('DJ')).toEqual([]);
    });

    it('lists only the signed-in customer’s own recipients', async () => {
      await subject.signIn('hodan.gb@sandbox.test');
      expect((await subject.adapter.list()).map((r) => [r.id, r.firstName])).toEqual([
        ['5', 'Abdirahman'],
        ['6', 'Meron'],
        ['7', 'Khadra'],
        ['8', 'Wanjiru'],
      ]);
    });

    it('reads every optional field a saved recipient may carry: middle name, collection point, IBAN, card', async () => {
      await subject.signIn(AMINA);
      const cash = save({ middleName: 'Cali', collectionPointCode: 'DHB-MGQ', city: 'Mogadishu' });
      const bank = save({ firstName: 'Hodan', payoutType: 'bank', bankCode: 'PREMIER', iban: 'SO12 3456 7890 1234' });
      const card = save({ firstName: 'Ayaan', payoutType: 'card', cardLast4: '4242' });
      expect(await subject.adapter.list('SO')).toEqual([
        ABDIRAHMAN,
        { ...cash, firstName: 'Caasha', middleName: 'Cali', lastName: 'Nuur', countryIso2: 'SO', payoutType: 'cash', collectionPointCode: 'DHB-MGQ', city: 'Mogadishu' },
        { ...bank, firstName: 'Hodan', lastName: 'Nuur', countryIso2: 'SO', payoutType: 'bank', iban: 'SO12 3456 7890 1234', bankCode: 'PREMIER', bankName: 'Premier Bank' },
        { ...card, firstName: 'Ayaan', lastName: 'Nuur', countryIso2: 'SO', payoutType: 'card', cardLast4: '4242' },
      ]);
    });

    it('gives one recipient by id; nobody for another customer’s recipient, an unknown id or an id that is not a number', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.get('2')).toEqual(MERON);
      expect(await subject.adapter.get('3')).toEqual(KHADRA);
      // Hodan's first recipient.
      expect(await subject.adapter.get('5')).toBeUndefined();
      expect(await subject.adapter.get('999')).toBeUndefined();
      expect(await subject.adapter.get('abc')).toBeUndefined();
      expect(await subject.adapter.get('')).toBeUndefined();
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      expect(await refusal(subject.adapter.list())).toEqual(noSession);
      expect(await refusal(subject.adapter.list('SO'))).toEqual(noSession);
      expect(await refusal(subject.adapter.get('1'))).toEqual(noSession);
      expect(await refusal(subject.adapter.get('abc'))).toEqual(noSession);
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the sink, on every call', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      expect(await refusal(subject.adapter.list())).toEqual(ended);
      expect(await refusal(subject.adapter.list('SO'))).toEqual(ended);
      expect(await refusal(subject.adapter.get('1'))).toEqual(ended);
      expect(subject.sink.reports).toEqual(Array.from({ length: 3 }, () => ({ kind: 'unauthorized', type: 'AccessDenied', status: 401 })));
    });
  },
});
