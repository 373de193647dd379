import { afterEach, expect, it, vi } from 'vitest';
import { money } from '@/shared/kernel/money';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { createTransactionAtDesk, moveTransferAtDesk, payAtDesk, setPaymentTypeAtDesk } from '@/sandbox/world/transfer-desk';
import { HttpTransferHistoryGateway } from '@/transfers/adapters/http-transfer-history-gateway';
import { InMemoryTransferHistoryGateway } from '@/transfers/adapters/in-memory-transfer-history-gateway';
import { TransferHistoryGateway } from '@/transfers/application/transfer-history-gateway';
import type { Transfer } from '@/transfers/domain/transfer';
import { saveCardPayoutRecipient } from '../../support/card-payout-recipient';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
const OMAR = 'omar.fr@sandbox.test';
const DAY = 86_400_000;
const MINUTE = 60_000;
/** Amina's seeded recipients (src/sandbox/world/remittance-records.ts). */
const ABDIRAHMAN = 'b0000000-0000-4000-8000-000000000001';
const KHADRA = 'b0000000-0000-4000-8000-000000000003';
const refs = (transfers: readonly Transfer[]) => transfers.map((t) => t.reference);

export const suite = definePortSuite({
  port: TransferHistoryGateway,
  name: 'TransferHistoryGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpTransferHistoryGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryTransferHistoryGateway(world, credentials, sink),
  },
  behaviour(subject) {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Seeded transfers are fixed offsets before the world's start. */
    const start = () => subject.world.startedAt;
    const customer = (s: PortSubject<TransferHistoryGateway>, email: string) => s.world.customersByEmail(email)[0]!;

    it('lists the seeded transfers newest first, a page at a time, with how many there are', async () => {
      await subject.signIn(AMINA);
      const first = await subject.adapter.list({}, { page: 1, perPage: 4 });
      expect(refs(first.transfers)).toEqual(['TR00000001', 'TR00000002', 'TR00000003', 'TR00000004']);
      expect([first.total, first.page, first.perPage]).toEqual([10, 1, 4]);
      const last = await subject.adapter.list({}, { page: 3, perPage: 4 });
      expect(refs(last.transfers)).toEqual(['TR00000009', 'TR00000010']);
      expect([last.total, last.page]).toEqual([10, 3]);
      const past = await subject.adapter.list({}, { page: 4, perPage: 4 });
      expect([past.transfers, past.total]).toEqual([[], 10]);
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives a transfer with its amounts as Money, the network’s name and the status changes that led where it is', async () => {
      await subject.signIn(AMINA);
      const [awaiting] = (await subject.adapter.list({}, { page: 1, perPage: 1 })).transfers;
      expect(awaiting).toEqual({
        reference: 'TR00000001',
        payoutReference: undefined,
        status: 'AWAITING',
        displayStatus: 'waiting_for_payment',
        createdAt: start() - 2 * DAY,
        beneficiaryGuid: ABDIRAHMAN,
        beneficiaryName: 'Abdirahman Warsame',
        destinationCountry: 'SO',
        payoutType: 'mobile',
        fastPayout: false,
        mobileNetworkCode: 'HRM',
        mobileNetworkName: 'Hormuud EVC Plus',
        collectionPointCode: undefined,
        remarks: undefined,
        purpose: 'Family Support',
        send: money(10_000, 'SEK'),
        receive: money(950, 'USD'),
        fee: money(1_100, 'SEK'),
        discount: money(0, 'SEK'),
        total: money(11_100, 'SEK'),
        rate: '0.0950',
        paymentType: undefined,
        promotionCode: undefined,
        events: [
          { status: 'DRAFT', at: start() - 2 * DAY },
          { status: 'AWAITING', at: start() - 2 * DAY + MINUTE },
        ],
        reason: undefined,
      } satisfies Transfer);
    });

    it('filters by front-end status group: each back-office status in its group', async () => {
      await subject.signIn(AMINA);
      const group = async (g: 'ATTEMPT' | 'DRAFT' | 'AWAITING' | 'PENDING' | 'SENT' | 'PAID' | 'CLOSED') =>
        (await subject.adapter.list({ group: g }, { page: 1, perPage: 20 })).transfers.map((t) => `${t.reference} ${t.status}`);
      expect(await group('ATTEMPT')).toEqual([]);
      expect(await group('DRAFT')).toEqual([]);
      expect(await group('AWAITING')).toEqual(['TR00000001 AWAITING']);
      expect(await group('PENDING')).toEqual(['TR00000006 PROCESSING']);
      expect(await group('SENT')).toEqual(['TR00000002 READY_FOR_PICKUP', 'TR00000003 SENT_FOR_PAY', 'TR00000009 SENT']);
      expect(await group('PAID')).toEqual(['TR00000008 PAID', 'TR00000010 RECEIVED']);
      expect(await group('CLOSED')).toEqual(['TR00000004 CANCELED', 'TR00000005 COMPLETED', 'TR00000007 REJECTED']);
      const closed = await subject.adapter.list({ group: 'CLOSED' }, { page: 1, perPage: 2 });
      expect([refs(closed.transfers), closed.total]).toEqual([['TR00000004', 'TR00000005'], 3]);
    });

    it('filters by recipient, and by recipient and group together', async () => {
      await subject.signIn(AMINA);
      expect(refs((await subject.adapter.list({ recipientGuid: ABDIRAHMAN }, { page: 1, perPage: 20 })).transfers)).toEqual(['TR00000001', 'TR00000005', 'TR00000009']);
      expect(refs((await subject.adapter.list({ recipientGuid: ABDIRAHMAN, group: 'CLOSED' }, { page: 1, perPage: 20 })).transfers)).toEqual(['TR00000005']);
      const none = await subject.adapter.list({ recipientGuid: KHADRA, group: 'PAID' }, { page: 1, perPage: 20 });
      expect([none.transfers, none.total]).toEqual([[], 0]);
    });

    it('gets one transfer by reference: a rejected one with its reason; none for an unknown or another customer’s reference', async () => {
      await subject.signIn(AMINA);
      const rejected = await subject.adapter.get('TR00000007');
      expect(rejected).toMatchObject({ reference: 'TR00000007', status: 'REJECTED', displayStatus: 'rejected', payoutType: 'cash', payoutReference: undefined, reason: 'The payout partner could not verify the recipient’s details.' });
      expect(rejected?.events).toEqual([
        { status: 'DRAFT', at: start() - 26 * DAY },
        { status: 'AWAITING', at: start() - 26 * DAY + MINUTE },
        { status: 'PENDING', at: start() - 26 * DAY + 3 * MINUTE },
        { status: 'PROCESSING', at: start() - 26 * DAY + 10 * MINUTE },
        { status: 'REJECTED', at: start() - 26 * DAY + 120 * MINUTE },
      ]);
      expect(await subject.adapter.get('TR09999999')).toBeUndefined();
      const omars = subject.world.records.transactions.find((t) => t.customerId === customer(subject, OMAR).id)!.reference;
      expect(await subject.adapter.get(omars)).toBeUndefined();
    });

    it('follows a transfer made now through its payment and its payout: each change at its time, the payout reference once the partner has it', async () => {
      await subject.signIn(AMINA);
      vi.useFakeTimers({ toFake: ['Date'] });
      const made = Date.parse('2026-11-21T10:00:00Z');
      vi.setSystemTime(made);
      const amina = customer(subject, AMINA);
      const quote = saveQuoteAtDesk(subject.world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
      if (!quote.ok) throw new Error('no quote');
      const created = createTransactionAtDesk(subject.world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: ABDIRAHMAN, purpose_of_transaction: 'Gift' });
      if (!created.ok) throw new Error('no transfer');
      const reference = created.value.transaction.reference;
      vi.setSystemTime(made + MINUTE);
      setPaymentTypeAtDesk(subject.world, amina, { transaction_reference: reference, payment_type: 'wallet' });
      vi.setSystemTime(made + 2 * MINUTE);
      amina.walletMinor = 200_000;
      expect(payAtDesk(subject.world, amina, { transaction_reference: reference }, 'http://vendor.test').ok).toBe(true);
      const paid = await subject.adapter.get(reference);
      expect([paid?.status, paid?.displayStatus, paid?.payoutReference, paid?.paymentType]).toEqual(['PENDING', 'processing', undefined, 'wallet']);
      expect(paid?.events).toEqual([
        { status: 'DRAFT', at: made },
        { status: 'AWAITING', at: made + MINUTE },
        { status: 'PENDING', at: made + 2 * MINUTE },
      ]);
      vi.setSystemTime(made + 60 * MINUTE);
      moveTransferAtDesk(subject.world, reference, 'PAID');
      const paidOut = await subject.adapter.get(reference);
      expect([paidOut?.status, paidOut?.displayStatus, paidOut?.payoutReference]).toEqual(['PAID', 'paid', 'PO01000001']);
      expect(paidOut?.events.slice(3)).toEqual([
        { status: 'PROCESSING', at: made + 60 * MINUTE },
        { status: 'SENT', at: made + 60 * MINUTE },
        { status: 'PAID', at: made + 60 * MINUTE },
      ]);
      expect(refs((await subject.adapter.list({ group: 'PAID' }, { page: 1, perPage: 20 })).transfers)).toEqual(['TR01000001', 'TR00000008', 'TR00000010']);
    });

    it('tells a card payout the back office pays out fast (to Kenya) from one it does not (to Somalia)', async () => {
      await subject.signIn(AMINA);
      const amina = customer(subject, AMINA);
      const cardPayoutTo = (country: string) => {
        const recipient = saveCardPayoutRecipient(subject.world, amina, country, 'Hassan', 'Mohamud');
        const quote = saveQuoteAtDesk(subject.world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: country, payout_type: 'card' });
        if (!quote.ok) throw new Error('no quote');
        const created = createTransactionAtDesk(subject.world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: recipient, purpose_of_transaction: 'Gift' });
        if (!created.ok) throw new Error('no transfer');
        return created.value.transaction.reference;
      };
      const kenya = cardPayoutTo('KE');
      const somalia = cardPayoutTo('SO');
      expect(await subject.adapter.get(kenya)).toMatchObject({ destinationCountry: 'KE', payoutType: 'card', fastPayout: true });
      expect(await subject.adapter.get(somalia)).toMatchObject({ destinationCountry: 'SO', payoutType: 'card', fastPayout: false });
      // The seeded transfers are mobile, bank and cash payouts: none is fast.
      expect((await subject.adapter.list({}, { page: 1, perPage: 20 })).transfers.filter((t) => t.fastPayout).map((t) => t.reference)).toEqual([kenya]);
    });

    it('lists the customer’s recipients by name, with the id send money’s link names', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.recipients()).toEqual([
        { guid: ABDIRAHMAN, id: '1', name: 'Abdirahman Warsame', countryIso2: 'SO' },
        { guid: KHADRA, id: '3', name: 'Khadra Jama', countryIso2: 'SQ' },
        { guid: 'b0000000-0000-4000-8000-000000000002', id: '2', name: 'Meron Tesfaye', countryIso2: 'ET' },
        { guid: 'b0000000-0000-4000-8000-000000000004', id: '4', name: 'Wanjiru Kamau', countryIso2: 'KE' },
      ]);
    });

    it('refuses more than 100 transfers a page (InvalidValue on per_page)', async () => {
      await subject.signIn(AMINA);
      expect(await refusal(subject.adapter.list({}, { page: 1, perPage: 101 }))).toEqual(
        serverRefusal('InvalidValue', 400, 'must be between 1 and 100', [{ field: 'per_page', type: 'InvalidValue', message: 'must be between 1 and 100' }]),
      );
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      expect(await refusal(subject.adapter.list({}, { page: 1, perPage: 20 }))).toEqual(noSession);
      expect(await refusal(subject.adapter.get('TR00000001'))).toEqual(noSession);
      expect(await refusal(subject.adapter.recipients())).toEqual(noSession);
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the sink, on every call', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      expect(await refusal(subject.adapter.list({}, { page: 1, perPage: 20 }))).toEqual(ended);
      expect(await refusal(subject.adapter.get('TR00000001'))).toEqual(ended);
      expect(await refusal(subject.adapter.recipients())).toEqual(ended);
      expect(subject.sink.reports).toEqual(Array.from({ length: 3 }, () => ({ kind: 'unauthorized', type: 'AccessDenied', status: 401 })));
    });
  },
});
