import { afterEach, expect, it, vi } from 'vitest';
import { money } from '@/shared/kernel/money';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { HttpTransferGateway } from '@/sending/adapters/http-transfer-gateway';
import { InMemoryTransferGateway } from '@/sending/adapters/in-memory-transfer-gateway';
import { TransferGateway } from '@/sending/application/transfer-gateway';
import type { Transaction, TransferRequest } from '@/sending/domain/transfer';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
/** Omar's wallet is empty (FR, EUR). */
const OMAR = 'omar.fr@sandbox.test';
/** Amina's seeded recipients: Abdirahman Warsame (Somalia, mobile, HRM) is her first. */
const ABDIRAHMAN = 'b0000000-0000-4000-8000-000000000001';
/** Omar's Kenyan recipient (mobile, MPESA): the 32nd seeded beneficiary. */
const OMARS_WANJIRU = 'b0000000-0000-4000-8000-000000000020';

export const suite = definePortSuite({
  port: TransferGateway,
  name: 'TransferGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpTransferGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryTransferGateway(world, credentials, sink),
  },
  behaviour(subject) {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Stops the world's clock (only Date is faked: the sandbox's sockets and timers keep running). */
    const freezeClock = (at: number = Date.now()) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      return at;
    };
    const customer = (s: PortSubject<TransferGateway>, email: string) => s.world.customersByEmail(email)[0]!;
    /** A quote the customer saved (step 1's call, asked of the world's desk directly: not this port's). */
    const savedQuote = (email: string, body: Record<string, unknown>): string => {
      const answer = saveQuoteAtDesk(subject.world, customer(subject, email), body);
      if (!answer.ok) throw new Error(`no quote: ${answer.errors[0]?.message}`);
      return answer.value.quote_id;
    };
    /** Amina sends 1000.00 SEK to Abdirahman in Somalia by Mobile Transfer: 95.00 USD, fee 15.00 SEK, 1015.00 SEK to pay. */
    const toAbdirahman = (): TransferRequest => ({
      quoteId: savedQuote(AMINA, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' }),
      beneficiaryGuid: ABDIRAHMAN,
      purposeOfTransaction: 'Family Support',
    });
    const madeFor = (email: string) => subject.world.records.transactions.filter((t) => t.customerId === customer(subject, email).id && Date.parse(t.createdAt) >= subject.world.startedAt);
    const debitsOf = (reference: string) => subject.world.records.walletOperations.filter((o) => o.reference === reference);

    const expectedTransaction = (createdAt: number): Transaction => ({
      reference: 'TR01000001',
      payoutReference: undefined,
      status: 'DRAFT',
      displayStatus: 'waiting_for_payment',
      createdAt,
      beneficiaryGuid: ABDIRAHMAN,
      beneficiaryName: 'Abdirahman Warsame',
      destinationCountry: 'SO',
      payoutType: 'mobile',
      mobileNetworkCode: 'HRM',
      purposeOfTransaction: 'Family Support',
      send: money(100_000, 'SEK'),
      receive: money(9_500, 'USD'),
      fee: money(1_500, 'SEK'),
      discount: money(0, 'SEK'),
      total: money(101_500, 'SEK'),
      rate: '0.0950',
      paymentType: undefined,
      promotionCode: undefined,
    });

    it('creates a transfer from a saved quote and a seeded recipient: waiting for payment, amounts as Money', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      expect(await subject.adapter.create(toAbdirahman(), 'intent-0001:create')).toEqual(expectedTransaction(now));
      expect(madeFor(AMINA).map((t) => t.reference)).toEqual(['TR01000001']);
      expect(subject.sink.reports).toEqual([]);
    });

    it('takes a promo code off the fee and uses it up; a network and remarks are kept', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      const request: TransferRequest = { ...toAbdirahman(), promotionCode: 'welcome10', mobileNetworkCode: 'EDH', remarks: 'For school' };
      expect(await subject.adapter.create(request, 'intent-0001:create')).toEqual({
        ...expectedTransaction(now),
        mobileNetworkCode: 'EDH',
        discount: money(1_000, 'SEK'),
        total: money(100_500, 'SEK'),
        promotionCode: 'WELCOME10',
      });
      expect(subject.world.records.promotions.find((p) => p.customerId === customer(subject, AMINA).id && p.code === 'WELCOME10')?.usesLeft).toBe(0);
    });

    it('sends the transaction schema’s other fields in payout_details: a cash payout’s house number is required (422 on payout_details[house_number], read as payout_details.house_number)', async () => {
      await subject.signIn(AMINA);
      const me = customer(subject, AMINA);
      const khadra = subject.world.records.beneficiaries.find((b) => b.customerId === me.id && b.destinationIso2 === 'SQ' && b.payoutType === 'cash')!;
      const toKhadra = (): TransferRequest => ({
        quoteId: savedQuote(AMINA, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SQ', payout_type: 'cash' }),
        beneficiaryGuid: khadra.guid,
        purposeOfTransaction: 'Gift',
        collectionPointCode: 'DHB-HGA',
      });
      const blank = 'The house or building number field is required';
      expect(await refusal(subject.adapter.create({ ...toKhadra(), payoutDetails: { flat_number: '3' } }, 'intent-0001:create'))).toEqual(
        serverRefusal('ValueNotBeBlank', 422, blank, [{ field: 'payout_details.house_number', type: 'ValueNotBeBlank', message: blank }]),
      );
      expect(madeFor(AMINA)).toEqual([]);
      const made = await subject.adapter.create({ ...toKhadra(), payoutDetails: { house_number: '12B', flat_number: '3' } }, 'intent-0002:create');
      expect(made).toMatchObject({ payoutType: 'cash', purposeOfTransaction: 'Gift' });
      expect(madeFor(AMINA).map((t) => [t.collectionPointCode, t.payoutDetails])).toEqual([['DHB-HGA', { house_number: '12B', flat_number: '3' }]]);
    });

    it('refuses a transfer to a bank account whose code the payout partner cannot verify (422 AccountCodeNotVerified) and makes nothing', async () => {
      await subject.signIn(AMINA);
      const me = customer(subject, AMINA);
      const meron = subject.world.records.beneficiaries.find((b) => b.customerId === me.id && b.destinationIso2 === 'ET' && b.payoutType === 'bank')!;
      meron.accountNumber = '1000567890123';
      const request: TransferRequest = {
        quoteId: savedQuote(AMINA, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'ET', payout_type: 'bank' }),
        beneficiaryGuid: meron.guid,
        purposeOfTransaction: 'Gift',
        payoutDetails: { house_number: '12' },
      };
      const message = 'The recipient’s account code cannot be verified. Check the details in the review.';
      expect(await refusal(subject.adapter.create(request, 'intent-0001:create'))).toEqual(
        serverRefusal('AccountCodeNotVerified', 422, message, [{ field: 'beneficiary_guid', type: 'AccountCodeNotVerified', message }]),
      );
      expect(madeFor(AMINA)).toEqual([]);
    });

    it('sends a US customer’s SSN last four digits: none is SSNNotDefined, others InvalidValue (422 on ssn_last4), the right ones make the transfer', async () => {
      const MAHAD = 'mahad.iowa@sandbox.test';
      await subject.signIn(MAHAD);
      const me = customer(subject, MAHAD);
      const recipient = subject.world.records.beneficiaries.find((b) => b.customerId === me.id && b.destinationIso2 === 'SO' && b.payoutType === 'mobile')!;
      const request = (): TransferRequest => ({
        quoteId: savedQuote(MAHAD, { amount: { amount_minor: 10_000, currency: 'USD' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' }),
        beneficiaryGuid: recipient.guid,
        purposeOfTransaction: 'Gift',
      });
      expect(await refusal(subject.adapter.create(request(), 'intent-0001:create'))).toMatchObject({ type: 'SSNNotDefined', status: 422, fieldErrors: [{ field: 'ssn_last4', type: 'SSNNotDefined' }] });
      expect(await refusal(subject.adapter.create({ ...request(), ssnLast4: '1234' }, 'intent-0002:create'))).toMatchObject({ type: 'InvalidValue', status: 422, fieldErrors: [{ field: 'ssn_last4', type: 'InvalidValue' }] });
      expect(madeFor(MAHAD)).toEqual([]);
      expect(await subject.adapter.create({ ...request(), ssnLast4: '6789' }, 'intent-0003:create')).toMatchObject({ status: 'DRAFT', beneficiaryGuid: recipient.guid });
      expect(madeFor(MAHAD)).toHaveLength(1);
    });

    it('answers the same key and request with the first answer: one transfer, the promo code used once', async () => {
      await subject.signIn(AMINA);
      freezeClock();
      const request: TransferRequest = { ...toAbdirahman(), promotionCode: 'WELCOME10' };
      const first = await subject.adapter.create(request, 'intent-0001:create');
      expect(await subject.adapter.create(request, 'intent-0001:create')).toEqual(first);
      expect(await subject.adapter.create(request, 'intent-0001:create')).toEqual(first);
      expect(madeFor(AMINA)).toHaveLength(1);
      expect(subject.world.records.promotions.find((p) => p.customerId === customer(subject, AMINA).id && p.code === 'WELCOME10')?.usesLeft).toBe(0);
      // Another key is another intent.
      expect((await subject.adapter.create({ ...request, promotionCode: undefined }, 'intent-0002:create')).reference).toBe('TR01000002');
      expect(madeFor(AMINA)).toHaveLength(2);
    });

    it('finds the transfer made for a client reference, and makes no second one with it (409 ClientReferenceUsed, whatever the key)', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      expect(await subject.adapter.findByClientReference('intent-0001')).toBeUndefined();
      const made = await subject.adapter.create({ ...toAbdirahman(), remarks: 'For school', clientReference: 'intent-0001' }, 'intent-0001:create');
      expect(made).toEqual(expectedTransaction(now));
      expect(await subject.adapter.findByClientReference('intent-0001')).toEqual(made);
      const used = 'A transfer with this client reference was already made.';
      expect(await refusal(subject.adapter.create({ ...toAbdirahman(), remarks: 'For school fees', clientReference: 'intent-0001' }, 'intent-0001:create:2'))).toEqual(
        serverRefusal('ClientReferenceUsed', 409, used, [{ field: 'client_reference', type: 'ClientReferenceUsed', message: used }]),
      );
      expect(madeFor(AMINA).map((t) => [t.reference, t.remarks, t.clientReference])).toEqual([['TR01000001', 'For school', 'intent-0001']]);
      // Another customer's client references are theirs: nothing of Amina's is found for Omar.
      await subject.signIn(OMAR);
      expect(await subject.adapter.findByClientReference('intent-0001')).toBeUndefined();
    });

    it('refuses the same key with another request (409 IdempotencyKeyReused on Idempotency-Key) and makes nothing', async () => {
      await subject.signIn(AMINA);
      const request = toAbdirahman();
      await subject.adapter.create(request, 'intent-0001:create');
      const reused = 'This Idempotency-Key was already used for another request.';
      expect(await refusal(subject.adapter.create({ ...request, purposeOfTransaction: 'Gift' }, 'intent-0001:create'))).toEqual(
        serverRefusal('IdempotencyKeyReused', 409, reused, [{ field: 'Idempotency-Key', type: 'IdempotencyKeyReused', message: reused }]),
      );
      expect(madeFor(AMINA)).toHaveLength(1);
      const reference = madeFor(AMINA)[0]!.reference;
      await subject.adapter.setPaymentType(reference, 'card', 'intent-0001:payment-type:1');
      expect(await refusal(subject.adapter.setPaymentType(reference, 'wallet', 'intent-0001:payment-type:1'))).toEqual(
        serverRefusal('IdempotencyKeyReused', 409, reused, [{ field: 'Idempotency-Key', type: 'IdempotencyKeyReused', message: reused }]),
      );
      expect(madeFor(AMINA)[0]!.paymentType).toBe('card');
    });

    it('answers a refusal again for the same key and request, and refuses a key shorter than 8 characters', async () => {
      await subject.signIn(AMINA);
      const request: TransferRequest = { ...toAbdirahman(), promotionCode: 'NOTACODE' };
      const invalidCode = serverRefusal('InvalidPromotionCode', 422, 'invalid_promotion_code', [{ field: 'promotion_code', type: 'InvalidPromotionCode', message: 'invalid_promotion_code' }]);
      expect(await refusal(subject.adapter.create(request, 'intent-0001:create'))).toEqual(invalidCode);
      expect(await refusal(subject.adapter.create(request, 'intent-0001:create'))).toEqual(invalidCode);
      const short = 'The Idempotency-Key header must be 8 to 128 characters long';
      expect(await refusal(subject.adapter.create(toAbdirahman(), 'short'))).toEqual(
        serverRefusal('InvalidValue', 400, short, [{ field: 'Idempotency-Key', type: 'InvalidValue', message: short }]),
      );
      expect(madeFor(AMINA)).toHaveLength(0);
    });

    it('sets the payment type bank and gives the bank transfer instructions with the reference and the total', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      const { reference } = await subject.adapter.create(toAbdirahman(), 'intent-0001:create');
      expect(await subject.adapter.setPaymentType(reference, 'bank', 'intent-0001:payment-type:1')).toEqual({
        transaction: { ...expectedTransaction(now), status: 'AWAITING', paymentType: 'bank' },
        bankTransfer: { accountName: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: 'TR01000001', amount: money(101_500, 'SEK') },
      });
      expect(await subject.adapter.pay(reference, {}, 'intent-0001:pay')).toEqual({
        id: 'pay-000001',
        status: 'WAITING',
        transactionReference: 'TR01000001',
        statusHref: '/remit/transaction/payment-status?payment_id=pay-000001',
        bankTransfer: { accountName: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: 'TR01000001', amount: money(101_500, 'SEK') },
      });
    });

    it('pays an instant bank payment by Trustly with the return addresses (Deposit’s SuccessURL and FailURL), and gives the url of Trustly’s payment page; refuses it without them', async () => {
      await subject.signIn(AMINA);
      const { reference } = await subject.adapter.create(toAbdirahman(), 'intent-0001:create');
      await subject.adapter.setPaymentType(reference, 'trustly', 'intent-0001:payment-type:1');
      expect(await refusal(subject.adapter.pay(reference, {}, 'intent-0001:pay'))).toMatchObject({ type: 'ValueNotBeBlank', status: 400 });
      const bankLinkReturn = { successUrl: 'http://portal.test/trustly-callback?status=success', failUrl: 'http://portal.test/trustly-callback?status=fail' };
      const payment = await subject.adapter.pay(reference, { bankLinkReturn }, 'intent-0001:pay:2');
      expect([payment.status, new URL(payment.redirectUrl!).pathname]).toEqual(['WAITING', '/_/orderclient.php']);
      expect(subject.world.payments.get(payment.id)?.trustly).toMatchObject({
        successUrl: `http://portal.test/trustly-callback?status=success&payment=${payment.id}`,
        failUrl: `http://portal.test/trustly-callback?status=fail&payment=${payment.id}`,
      });
    });

    it('sets the payment type apaylo for a Canadian customer and gives the Interac e-Transfer instructions (e-mail, total in CAD, reference as the message, 48 hours), no IBAN', async () => {
      const NASRA = 'nasra.ca@sandbox.test';
      await subject.signIn(NASRA);
      const now = freezeClock(Date.parse('2026-11-21T10:00:00.000Z'));
      const recipient = subject.world.records.beneficiaries.find((b) => b.customerId === customer(subject, NASRA).id && b.destinationIso2 === 'SO' && b.payoutType === 'mobile')!;
      const quoteId = savedQuote(NASRA, { amount: { amount_minor: 10_000, currency: 'CAD' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
      const { reference, total } = await subject.adapter.create({ quoteId, beneficiaryGuid: recipient.guid, purposeOfTransaction: 'Gift' }, 'intent-0001:create');
      expect(total.currency).toBe('CAD');
      const interacTransfer = {
        recipientEmail: 'payments@remit-ca.sandbox.test', recipientName: 'Remit Sandbox Canada Inc.', amount: total, reference, message: reference,
        expiresAt: now + 48 * 60 * 60_000,
      };
      const chosen = await subject.adapter.setPaymentType(reference, 'apaylo', 'intent-0001:payment-type:1');
      expect([chosen.transaction.status, chosen.transaction.paymentType, chosen.interacTransfer, chosen.bankTransfer]).toEqual(['AWAITING', 'apaylo', interacTransfer, undefined]);
      expect(await subject.adapter.pay(reference, {}, 'intent-0001:pay')).toEqual({
        id: 'pay-000001',
        status: 'WAITING',
        transactionReference: reference,
        statusHref: '/remit/transaction/payment-status?payment_id=pay-000001',
        interacTransfer,
      });
      expect(await subject.adapter.paymentStatus('pay-000001')).toEqual({ id: 'pay-000001', status: 'WAITING', code: undefined, transactionReference: reference });
    });

    it.each([
      // The sandbox's one table (src/sandbox/world/payment-types.ts): what get-transaction-options does not offer is refused.
      ['nasra.ca@sandbox.test', 'CAD', 'bank', 'The payment type bank is not offered to customers in CA: card, wallet, apaylo are.'],
      ['nasra.ca@sandbox.test', 'CAD', 'trustly', 'The payment type trustly is not offered to customers in CA: card, wallet, apaylo are.'],
      ['hodan.gb@sandbox.test', 'GBP', 'trustly', 'The payment type trustly is not offered to customers in GB: card, wallet, bank are.'],
      ['mahad.iowa@sandbox.test', 'USD', 'bank', 'The payment type bank is not offered to customers in US: card, wallet are.'],
      [AMINA, 'SEK', 'apaylo', 'The payment type apaylo is not offered to customers in SE: card, wallet, bank, trustly are.'],
    ] as const)('refuses %s a payment type %s-customers are not offered (%s), and the transfer stays unpaid', async (email, currency, type, message) => {
      await subject.signIn(email);
      const recipient = subject.world.records.beneficiaries.find((b) => b.customerId === customer(subject, email).id && b.destinationIso2 === 'SO')!;
      // 200.00 in the customer's currency (above every currency's minimum); a US customer confirms with their SSN's last four.
      const quoteId = savedQuote(email, { amount: { amount_minor: 20_000, currency }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
      const { reference } = await subject.adapter.create({ quoteId, beneficiaryGuid: recipient.guid, purposeOfTransaction: 'Gift', ...(currency === 'USD' ? { ssnLast4: '6789' } : {}) }, 'intent-0001:create');
      expect(await refusal(subject.adapter.setPaymentType(reference, type, 'intent-0001:payment-type:1'))).toEqual(
        serverRefusal('InvalidValue', 422, message, [{ field: 'payment_type', type: 'InvalidValue', message }]),
      );
      expect(subject.world.records.transactions.find((t) => t.reference === reference)).toMatchObject({ status: 'DRAFT', paymentType: null });
      expect(await refusal(subject.adapter.pay(reference, {}, 'intent-0001:pay'))).toMatchObject({ type: 'StateMismatch', status: 409 });
    });

    it('pays by wallet: the total is taken from the wallet once, and the same key answers the same payment', async () => {
      await subject.signIn(AMINA);
      const amina = customer(subject, AMINA);
      const { reference } = await subject.adapter.create(toAbdirahman(), 'intent-0001:create');
      const chosen = await subject.adapter.setPaymentType(reference, 'wallet', 'intent-0001:payment-type:1');
      expect([chosen.transaction.status, chosen.transaction.paymentType, chosen.bankTransfer]).toEqual(['AWAITING', 'wallet', undefined]);
      const paid = {
        id: 'pay-000001',
        status: 'APPROVED',
        transactionReference: 'TR01000001',
        statusHref: '/remit/transaction/payment-status?payment_id=pay-000001',
      };
      expect(await subject.adapter.pay(reference, {}, 'intent-0001:pay')).toEqual(paid);
      expect(await subject.adapter.pay(reference, {}, 'intent-0001:pay')).toEqual(paid);
      expect(amina.walletMinor).toBe(1_254_050 - 101_500);
      expect(debitsOf(reference).map((o) => [o.type, o.amountMinor, o.currency])).toEqual([['transfer', -101_500, 'SEK']]);
      expect(madeFor(AMINA).map((t) => t.status)).toEqual(['PENDING']);
      expect(await subject.adapter.paymentStatus(paid.statusHref)).toEqual({ id: 'pay-000001', status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' });
      // Another key is another payment of a paid transfer: refused, nothing taken.
      expect(await refusal(subject.adapter.pay(reference, {}, 'intent-0001:pay:2'))).toEqual(
        serverRefusal('StateMismatch', 409, 'Choose a payment type first, or the transfer is already paid.', [
          { field: 'transaction_reference', type: 'StateMismatch', message: 'Choose a payment type first, or the transfer is already paid.' },
        ]),
      );
      expect(amina.walletMinor).toBe(1_254_050 - 101_500);
    });

    it('refuses a wallet payment the balance cannot cover (InsufficientWalletBalance) and takes nothing', async () => {
      await subject.signIn(OMAR);
      const quoteId = savedQuote(OMAR, { amount: { amount_minor: 10_000, currency: 'EUR' }, amount_type: 'SOURCE', destination_country_iso2: 'KE', payout_type: 'mobile' });
      const { reference, total } = await subject.adapter.create({ quoteId, beneficiaryGuid: OMARS_WANJIRU, purposeOfTransaction: 'Gift' }, 'intent-0001:create');
      expect(total).toEqual(money(10_150, 'EUR'));
      await subject.adapter.setPaymentType(reference, 'wallet', 'intent-0001:payment-type:1');
      const insufficient = serverRefusal('InsufficientWalletBalance', 422, 'Insufficient wallet balance.', [
        { field: 'transaction_reference', type: 'InsufficientWalletBalance', message: 'Insufficient wallet balance.' },
      ]);
      expect(await refusal(subject.adapter.pay(reference, {}, 'intent-0001:pay'))).toEqual(insufficient);
      expect(customer(subject, OMAR).walletMinor).toBe(0);
      expect(debitsOf(reference)).toEqual([]);
      expect([...subject.world.payments.values()].filter((p) => p.reference === reference)).toEqual([]);
      expect(madeFor(OMAR).map((t) => t.status)).toEqual(['AWAITING']);
    });

    it('pays by card with 3-D Secure: WAITING with the method form, then the status WAITING once and APPROVED', async () => {
      await subject.signIn(AMINA);
      const { reference } = await subject.adapter.create(toAbdirahman(), 'intent-0001:create');
      await subject.adapter.setPaymentType(reference, 'card', 'intent-0001:payment-type:1');
      const threeDs = subject.world.records.cards.find((k) => k.customerId === customer(subject, AMINA).id && k.last4 === '3220')!;
      const payment = await subject.adapter.pay(reference, { cardId: threeDs.id }, 'intent-0001:pay');
      expect(payment).toMatchObject({ id: 'pay-000001', status: 'WAITING', transactionReference: 'TR01000001', statusHref: '/remit/transaction/payment-status?payment_id=pay-000001' });
      expect(payment.methodForm?.method).toBe('POST');
      expect(payment.methodForm?.action).toMatch(/\/3ds\/method$/);
      expect(payment.methodForm?.fields.map((f) => [f.name, JSON.parse(atob(f.value.replace(/-/g, '+').replace(/_/g, '/')))])).toEqual([['threeDSMethodData', { threeDSServerTransID: 'pay-000001' }]]);
      expect(await subject.adapter.paymentStatus(payment.statusHref)).toEqual({ id: 'pay-000001', status: 'WAITING', code: undefined, transactionReference: 'TR01000001' });
      expect(await subject.adapter.paymentStatus('pay-000001')).toEqual({ id: 'pay-000001', status: 'APPROVED', code: 'approved', transactionReference: 'TR01000001' });
      expect(madeFor(AMINA).map((t) => t.status)).toEqual(['PENDING']);
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      const { adapter } = subject;
      const request: TransferRequest = { quoteId: 'Q00000001', beneficiaryGuid: ABDIRAHMAN, purposeOfTransaction: 'Gift' };
      expect(await refusal(adapter.create(request, 'intent-0001:create'))).toEqual(noSession);
      expect(await refusal(adapter.setPaymentType('TR00000001', 'wallet', 'intent-0001:payment-type:1'))).toEqual(noSession);
      expect(await refusal(adapter.pay('TR00000001', {}, 'intent-0001:pay'))).toEqual(noSession);
      expect(await refusal(adapter.paymentStatus('pay-000001'))).toEqual(noSession);
      expect(await refusal(adapter.findByClientReference('intent-0001'))).toEqual(noSession);
      expect(subject.world.payments.size).toBe(0);
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the sink, on every call, and keeps no answer for the key', async () => {
      await subject.signIn(AMINA);
      const request = toAbdirahman();
      const { reference } = await subject.adapter.create(request, 'intent-0001:create');
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      const { adapter } = subject;
      expect(await refusal(adapter.create(request, 'intent-0002:create'))).toEqual(ended);
      expect(await refusal(adapter.setPaymentType(reference, 'wallet', 'intent-0001:payment-type:1'))).toEqual(ended);
      expect(await refusal(adapter.pay(reference, {}, 'intent-0001:pay'))).toEqual(ended);
      expect(await refusal(adapter.paymentStatus('pay-000001'))).toEqual(ended);
      expect(subject.sink.reports).toEqual(Array.from({ length: 4 }, () => ({ kind: 'unauthorized', type: 'AccessDenied', status: 401 })));
      // Signed in again, the same key still makes the transfer: a 401 was never its answer.
      await subject.signIn(AMINA);
      expect((await subject.adapter.create(request, 'intent-0002:create')).reference).toBe('TR01000002');
    });
  },
});
