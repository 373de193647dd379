import { afterEach, expect, it, vi } from 'vitest';
import { money } from '@/shared/kernel/money';
import { HttpWalletGateway } from '@/wallet/adapters/http-wallet-gateway';
import { InMemoryWalletGateway } from '@/wallet/adapters/in-memory-wallet-gateway';
import { WalletGateway } from '@/wallet/application/ports';
import type { TopUpOption } from '@/wallet/domain/top-up';
import { checkoutTokenAtDesk, decideThreeDsEnrollmentAtDesk, SANDBOX_CHECKOUT_PUBLIC_KEY, SANDBOX_THREE_DS_CODE } from '@/sandbox/world/card-desk';
import { decideBankLinkAtDesk } from '@/sandbox/world/bank-link-desk';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const DAY = 86_400_000;
const HODAN = 'hodan.gb@sandbox.test';
const NO_SESSION = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };

const option = (method: TopUpOption['method'], name: string, min: number, max: number, currency: string): TopUpOption => ({
  method,
  name,
  min: money(min, currency),
  max: money(max, currency),
  fee: money(0, currency),
});

/** Where a new card's 3-D Secure returns the customer (the wallet). */
const WALLET_RETURN = { successUrl: 'http://127.0.0.1:5173/wallet', failureUrl: 'http://127.0.0.1:5173/wallet' };
/** Where Trustly's page returns the customer after a top-up: the portal's bank-link callback, named for the wallet. */
const BANK_RETURN = {
  successUrl: 'http://127.0.0.1:5173/trustly-callback?status=success&provider=trustly&routeName=wallet',
  failureUrl: 'http://127.0.0.1:5173/trustly-callback?status=fail&provider=trustly&routeName=wallet',
};
const AMINA = 'amina.se@sandbox.test';
const NASRA = 'nasra.ca@sandbox.test';
/** The vendor origin the adapter under test hands 3-D Secure pages out on (set as the adapter is built, per test). */
let vendorOrigin = '';
const MEMORY_VENDOR = 'http://vendor.memory';

export const suite = definePortSuite({
  port: WalletGateway,
  name: 'WalletGateway',
  adapters: {
    http: ({ credentials, fetch, sink, vendorOrigin: origin }) => {
      vendorOrigin = origin ?? '';
      return new HttpWalletGateway(credentials, fetch, sink);
    },
    memory: ({ world, credentials, sink }) => {
      vendorOrigin = MEMORY_VENDOR;
      return new InMemoryWalletGateway(world, credentials, sink, MEMORY_VENDOR);
    },
  },
  behaviour(subject) {
    afterEach(() => {
      vi.useRealTimers();
    });
    const customer = (s: PortSubject<WalletGateway>, email: string) => s.world.customersByEmail(email)[0]!;
    let keys = 0;
    /** A new Idempotency-Key: one top-up intent per call unless a case reuses it. */
    const newKey = () => `suite-intent-${String((keys += 1)).padStart(4, '0')}:top-up`;
    const cardId = (email: string, last4: string) => subject.world.records.cards.find((k) => k.customerId === customer(subject, email).id && k.last4 === last4)!.id;

    /**
     * The back office's clock stopped at 2026-11-21 10:00 UTC (only Date is faked: the sandbox's
     * sockets keep running), and a customer's seeded transfers and wallet operations dated as the
     * seed dates them before that moment: transfers 2, 6, 10 ... 38 days before, the top-up 40 and
     * the payment from the wallet 10 days before.
     */
    const seededAt = (email: string) => {
      const start = Date.parse('2026-11-21T10:00:00Z');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      const id = customer(subject, email).id;
      subject.world.records.transactions.filter((t) => t.customerId === id).forEach((t, i) => (t.createdAt = new Date(start - (2 + 4 * i) * DAY).toISOString()));
      const [topUp, transfer] = subject.world.records.walletOperations.filter((o) => o.customerId === id);
      topUp!.createdAt = new Date(start - 40 * DAY).toISOString();
      transfer!.createdAt = new Date(start - 10 * DAY).toISOString();
    };

    it.each([
      ['amina.se@sandbox.test', money(1_254_050, 'SEK')],
      ['hodan.gb@sandbox.test', money(48_230, 'GBP')],
      ['yusuf.be@sandbox.test', money(92_500, 'EUR')],
      ['nasra.ca@sandbox.test', money(200_075, 'CAD')],
      ['abdi.ch@sandbox.test', money(99_990, 'CHF')],
      ['mahad.iowa@sandbox.test', money(150_000, 'USD')],
      ['leyla.hr@sandbox.test', money(5_000, 'EUR')],
      ['omar.fr@sandbox.test', money(0, 'EUR')],
    ])('gives %s’s balance in integer minor units of the country’s currency', async (email, balance) => {
      await subject.signIn(email);
      expect(await subject.adapter.balance()).toEqual({ balance });
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives a login of two countries the wallet of the country signed in with', async () => {
      await subject.signIn('twin@sandbox.test', 'GB');
      expect(await subject.adapter.balance()).toEqual({ balance: money(20_000, 'GBP') });
      await subject.signIn('twin@sandbox.test', 'SE');
      expect(await subject.adapter.balance()).toEqual({ balance: money(10_000, 'SEK') });
    });

    it('follows the back office: a changed balance is read afresh', async () => {
      await subject.signIn(HODAN);
      customer(subject, HODAN).walletMinor = 1;
      expect(await subject.adapter.balance()).toEqual({ balance: money(1, 'GBP') });
    });

    it('gives the statistics: what was paid in the last 30 days, the paid transfers, the balance and six months of the chart', async () => {
      seededAt(HODAN);
      await subject.signIn(HODAN);
      const month = (m: number, amountMinor: number, transactions: number) => ({ month: { year: 2026, month: m }, amount: money(amountMinor, 'GBP'), transactions });
      expect(await subject.adapter.statistics()).toEqual({
        // Paid 6, 10, 18, 22 and 30 days ago (the awaiting, cancelled and rejected ones do not count).
        thirtyDayAmount: money(147_125, 'GBP'),
        totalTransactions: 7,
        balance: money(48_230, 'GBP'),
        months: [month(6, 0, 0), month(7, 0, 0), month(8, 0, 0), month(9, 0, 0), month(10, 187_325, 4), month(11, 66_100, 3)],
      });
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives statistics of nothing paid as zeros in the customer’s currency', async () => {
      seededAt(HODAN);
      await subject.signIn(HODAN);
      const id = customer(subject, HODAN).id;
      const transactions = subject.world.records.transactions;
      for (let i = transactions.length - 1; i >= 0; i -= 1) if (transactions[i]!.customerId === id) transactions.splice(i, 1);
      const statistics = await subject.adapter.statistics();
      expect(statistics.thirtyDayAmount).toEqual(money(0, 'GBP'));
      expect(statistics.totalTransactions).toBe(0);
      expect(statistics.months.map((m) => [m.month.month, m.amount.amountMinor, m.transactions])).toEqual([[6, 0, 0], [7, 0, 0], [8, 0, 0], [9, 0, 0], [10, 0, 0], [11, 0, 0]]);
    });

    it('lists the wallet’s operations newest first, a page at a time, with the total', async () => {
      seededAt(HODAN);
      await subject.signIn(HODAN);
      const topUp = { id: 3, kind: 'top_up', amount: money(50_230, 'GBP'), createdAt: Date.parse('2026-10-12T10:00:00Z'), description: 'Top-up by card' };
      const transfer = { id: 4, kind: 'transfer', amount: money(-2_000, 'GBP'), createdAt: Date.parse('2026-11-11T10:00:00Z'), description: 'Transfer to Abdirahman Warsame' };
      expect(await subject.adapter.operations(1, 5)).toEqual({ operations: [transfer, topUp], total: 2 });
      expect(await subject.adapter.operations(2, 1)).toEqual({ operations: [topUp], total: 2 });
      expect(await subject.adapter.operations(3, 1)).toEqual({ operations: [], total: 2 });
    });

    it('refuses a page size over 100', async () => {
      await subject.signIn(HODAN);
      const message = 'must be between 1 and 100';
      expect(await refusal(subject.adapter.operations(1, 101))).toEqual(serverRefusal('InvalidValue', 400, message, [{ field: 'limit', type: 'InvalidValue', message }]));
    });

    it.each([
      // 10 to 1 000 US dollars by card, to 5 000 by bank, in whole units of the customer's currency.
      [HODAN, [option('card', 'Card', 800, 78_700, 'GBP'), option('bank', 'Local bank transfer', 800, 393_700, 'GBP')], 'GBP'],
      [
        'amina.se@sandbox.test',
        [option('card', 'Card', 10_600, 1_052_600, 'SEK'), option('bank', 'Local bank transfer', 10_600, 5_263_100, 'SEK'), option('trustly', 'Instant bank payment', 10_600, 5_263_100, 'SEK')],
        'SEK',
      ],
      ['mahad.iowa@sandbox.test', [option('card', 'Card', 1_000, 100_000, 'USD')], 'USD'],
      // Canada: by card or Interac e-Transfer (no local bank transfer), up to 2 000 US dollars by e-Transfer.
      [NASRA, [option('card', 'Card', 1_400, 136_000, 'CAD'), option('apaylo', 'Interac e-Transfer', 1_400, 272_100, 'CAD')], 'CAD'],
    ])('gives %s the ways their region tops up, with three suggested amounts', async (email, options, currency) => {
      await subject.signIn(email);
      expect(await subject.adapter.topUpOptions()).toEqual({ options, suggestedAmounts: [money(5_000, currency), money(10_000, currency), money(20_000, currency)] });
    });

    it('tops up by a saved card at once: the balance grows and the operation is the newest', async () => {
      seededAt(HODAN);
      await subject.signIn(HODAN);
      expect(await subject.adapter.topUp({ amount: money(5_000, 'GBP'), method: 'card', cardId: cardId(HODAN, '4242') }, newKey())).toEqual({
        id: 1,
        status: 'APPROVED',
        amount: money(5_000, 'GBP'),
        method: 'card',
        balance: money(53_230, 'GBP'),
      });
      expect(customer(subject, HODAN).walletMinor).toBe(53_230);
      expect((await subject.adapter.operations(1, 1)).operations).toEqual([
        { id: expect.any(Number), kind: 'top_up', amount: money(5_000, 'GBP'), createdAt: Date.parse('2026-11-21T10:00:00Z'), description: 'Top-up by card •••• 4242' },
      ]);
    });

    it('answers a bank top-up with where to pay it in; the balance waits for the money', async () => {
      await subject.signIn(HODAN);
      expect(await subject.adapter.topUp({ amount: money(20_000, 'GBP'), method: 'bank' }, newKey())).toEqual({
        id: 1,
        status: 'WAITING',
        amount: money(20_000, 'GBP'),
        method: 'bank',
        balance: money(48_230, 'GBP'),
        bankTransfer: { accountName: 'Remit Sandbox Client Funds', iban: 'SE4550000000058398257466', bic: 'ESSESESS', reference: 'TU00000001', amount: money(20_000, 'GBP') },
      });
      expect(customer(subject, HODAN).walletMinor).toBe(48_230);
    });

    it('refuses a top-up outside the way’s limits, in another currency, or by a way the region does not offer', async () => {
      await subject.signIn(HODAN);
      const low = 'must be 800 or more';
      expect(await refusal(subject.adapter.topUp({ amount: money(799, 'GBP'), method: 'card', cardId: cardId(HODAN, '4242') }, newKey()))).toEqual(
        serverRefusal('InvalidValue', 422, low, [{ field: 'amount', type: 'InvalidValue', message: low }]),
      );
      const high = 'must be 78700 or less';
      expect(await refusal(subject.adapter.topUp({ amount: money(78_701, 'GBP'), method: 'card', cardId: cardId(HODAN, '4242') }, newKey()))).toEqual(
        serverRefusal('InvalidValue', 422, high, [{ field: 'amount', type: 'InvalidValue', message: high }]),
      );
      expect(await refusal(subject.adapter.topUp({ amount: money(5_000, 'SEK'), method: 'bank' }, newKey()))).toEqual(
        serverRefusal('CurrencyMismatch', 422, 'Top up in GBP.', [{ field: 'amount.currency', type: 'CurrencyMismatch', message: 'Top up in GBP.' }]),
      );
      expect(await refusal(subject.adapter.topUp({ amount: money(5_000, 'GBP'), method: 'trustly' }, newKey()))).toEqual(
        serverRefusal('InvalidValue', 422, 'This top-up method is not offered.', [{ field: 'payment_type', type: 'InvalidValue', message: 'This top-up method is not offered.' }]),
      );
      expect(customer(subject, HODAN).walletMinor).toBe(48_230);
    });

    it('refuses a card top-up without a card, with an expired, a declining or another customer’s card', async () => {
      await subject.signIn(HODAN);
      const card = (type: string, status: number, message: string) => serverRefusal(type, status, message, [{ field: 'card_id', type, message }]);
      const amount = money(5_000, 'GBP');
      expect(await refusal(subject.adapter.topUp({ amount, method: 'card' }, newKey()))).toEqual(card('ValueNotBeBlank', 400, 'Choose a card.'));
      expect(await refusal(subject.adapter.topUp({ amount, method: 'card', cardId: cardId(HODAN, '1881') }, newKey()))).toEqual(card('CardExpired', 422, 'The card has expired. Update it with a new card.'));
      expect(await refusal(subject.adapter.topUp({ amount, method: 'card', cardId: cardId(HODAN, '0002') }, newKey()))).toEqual(card('BankAuthorizationFailed', 422, 'Bank authorization failed. Try again.'));
      expect(await refusal(subject.adapter.topUp({ amount, method: 'card', cardId: cardId('amina.se@sandbox.test', '4242') }, newKey()))).toEqual(card('InvalidValue', 404, 'Card not found.'));
      expect(customer(subject, HODAN).walletMinor).toBe(48_230);
    });

    it('tops up once per Idempotency-Key: the same key and request again answer the first answer, the balance and the activity change once', async () => {
      seededAt(HODAN);
      await subject.signIn(HODAN);
      const request = { amount: money(5_000, 'GBP'), method: 'card' as const, cardId: cardId(HODAN, '4242') };
      const key = newKey();
      const first = await subject.adapter.topUp(request, key);
      const again = await subject.adapter.topUp({ ...request }, key);
      expect(again).toEqual(first);
      expect(first).toMatchObject({ status: 'APPROVED', balance: money(53_230, 'GBP') });
      expect(customer(subject, HODAN).walletMinor).toBe(53_230);
      const activity = await subject.adapter.operations(1, 10);
      expect(activity.total).toBe(3);
      expect(activity.operations.filter((o) => o.kind === 'top_up' && o.createdAt === Date.parse('2026-11-21T10:00:00Z'))).toHaveLength(1);
      // Another key is another top-up.
      expect(await subject.adapter.topUp(request, newKey())).toMatchObject({ id: first.id + 1, balance: money(58_230, 'GBP') });
      expect(customer(subject, HODAN).walletMinor).toBe(58_230);
    });

    it('answers a kept refusal again for its key, and refuses the key with another request (409 IdempotencyKeyReused) without topping up', async () => {
      await subject.signIn(HODAN);
      const key = newKey();
      const declining = { amount: money(5_000, 'GBP'), method: 'card' as const, cardId: cardId(HODAN, '0002') };
      const declined = serverRefusal('BankAuthorizationFailed', 422, 'Bank authorization failed. Try again.', [
        { field: 'card_id', type: 'BankAuthorizationFailed', message: 'Bank authorization failed. Try again.' },
      ]);
      expect(await refusal(subject.adapter.topUp(declining, key))).toEqual(declined);
      expect(await refusal(subject.adapter.topUp(declining, key))).toEqual(declined);
      const reused = 'This Idempotency-Key was already used for another request.';
      expect(await refusal(subject.adapter.topUp({ ...declining, cardId: cardId(HODAN, '4242') }, key))).toEqual(
        serverRefusal('IdempotencyKeyReused', 409, reused, [{ field: 'Idempotency-Key', type: 'IdempotencyKeyReused', message: reused }]),
      );
      expect(customer(subject, HODAN).walletMinor).toBe(48_230);
      // A bank top-up's answer (its reference) is the first one's too.
      const bankKey = newKey();
      const bank = await subject.adapter.topUp({ amount: money(20_000, 'GBP'), method: 'bank' }, bankKey);
      expect(await subject.adapter.topUp({ amount: money(20_000, 'GBP'), method: 'bank' }, bankKey)).toEqual(bank);
    });

    /** What the provider's fields give for a card typed into them (Checkout.com's Frames, on the vendor origin, not through this port). */
    const typedIntoFrames = (number: string): string => {
      const tokenized = checkoutTokenAtDesk(subject.world, { public_key: SANDBOX_CHECKOUT_PUBLIC_KEY, number, expiry_month: 1, expiry_year: 2032, cvv: '100' });
      if (!tokenized.ok) throw new Error('not tokenized');
      return tokenized.value.token;
    };
    const hodansCards = () => subject.world.records.cards.filter((k) => k.customerId === customer(subject, HODAN).id).map((k) => k.last4);

    it('tops up by a new card’s token at once: the balance grows, the card is saved, the token is used once', async () => {
      seededAt(HODAN);
      await subject.signIn(HODAN);
      const cardToken = typedIntoFrames('4111111111111111');
      const request = { amount: money(5_000, 'GBP'), method: 'card' as const, cardToken, returnTo: WALLET_RETURN };
      expect(await subject.adapter.topUp(request, newKey())).toEqual({ id: 1, status: 'APPROVED', amount: money(5_000, 'GBP'), method: 'card', balance: money(53_230, 'GBP') });
      expect(hodansCards()).toContain('1111');
      expect((await subject.adapter.operations(1, 1)).operations[0]).toMatchObject({ kind: 'top_up', amount: money(5_000, 'GBP'), description: 'Top-up by card •••• 1111' });
      const used = 'The card token is unknown or already used. Enter the card again.';
      expect(await refusal(subject.adapter.topUp(request, newKey()))).toEqual(serverRefusal('InvalidValue', 400, used, [{ field: 'card_token', type: 'InvalidValue', message: used }]));
      expect(customer(subject, HODAN).walletMinor).toBe(53_230);
    });

    it('refuses a new card the bank declines on card_token: nothing topped up, nothing saved', async () => {
      await subject.signIn(HODAN);
      const message = 'Bank authorization failed. Try again.';
      expect(await refusal(subject.adapter.topUp({ amount: money(5_000, 'GBP'), method: 'card', cardToken: typedIntoFrames('4000000000009995') }, newKey()))).toEqual(
        serverRefusal('BankAuthorizationFailed', 422, message, [{ field: 'card_token', type: 'BankAuthorizationFailed', message }]),
      );
      expect(customer(subject, HODAN).walletMinor).toBe(48_230);
      expect(hodansCards()).not.toContain('9995');
    });

    it('a new card whose issuer asks for 3-D Secure: THREE_DS with the issuer’s page; its outcome then APPROVED once (credited once) or DECLINED', async () => {
      await subject.signIn(HODAN);
      const amount = money(7_500, 'GBP');
      // Without the addresses to return to, refused; the token is kept for the call with them.
      const cardToken = typedIntoFrames('4485040371536584');
      expect(await refusal(subject.adapter.topUp({ amount, method: 'card', cardToken }, newKey()))).toMatchObject({ type: 'InvalidValue', status: 400 });
      const started = await subject.adapter.topUp({ amount, method: 'card', cardToken, returnTo: WALLET_RETURN }, newKey());
      if (started.status !== 'THREE_DS') throw new Error(`no 3-D Secure: ${started.status}`);
      const sessionId = /\/3ds\/enrollment\/(sid_[a-z0-9]+)$/.exec(started.redirectUrl)?.[1];
      expect(started.redirectUrl).toBe(`${vendorOrigin}/3ds/enrollment/${sessionId}`);
      expect(customer(subject, HODAN).walletMinor).toBe(48_230);
      expect(await subject.adapter.topUpOutcome(started.id)).toEqual(started);
      expect(decideThreeDsEnrollmentAtDesk(subject.world, sessionId!, { action: 'submit', code: SANDBOX_THREE_DS_CODE })).toMatchObject({ ok: true });
      const approved = { id: started.id, status: 'APPROVED', amount, method: 'card', balance: money(55_730, 'GBP') };
      expect(await subject.adapter.topUpOutcome(started.id)).toEqual(approved);
      expect(await subject.adapter.topUpOutcome(started.id)).toEqual(approved);
      expect(customer(subject, HODAN).walletMinor).toBe(55_730);
      expect(hodansCards()).toContain('6584');

      const declined = await subject.adapter.topUp({ amount, method: 'card', cardToken: typedIntoFrames('5352151570003404'), returnTo: WALLET_RETURN }, newKey());
      if (declined.status !== 'THREE_DS') throw new Error(`no 3-D Secure: ${declined.status}`);
      decideThreeDsEnrollmentAtDesk(subject.world, /(sid_[a-z0-9]+)$/.exec(declined.redirectUrl)![1]!, { action: 'cancel' });
      expect(await subject.adapter.topUpOutcome(declined.id)).toEqual({ id: declined.id, status: 'DECLINED', amount, code: 'payment_was_not_authorised' });
      expect(customer(subject, HODAN).walletMinor).toBe(55_730);
    });

    it('tops up by an instant bank payment: Trustly’s page (BANK_LINK), the balance grows once the page approves it, its outcome then APPROVED', async () => {
      seededAt(AMINA);
      await subject.signIn(AMINA);
      const amount = money(50_000, 'SEK');
      const request = { amount, method: 'trustly' as const, returnTo: BANK_RETURN };
      const key = newKey();
      const started = await subject.adapter.topUp(request, key);
      if (started.status !== 'BANK_LINK') throw new Error(`no bank link: ${started.status}`);
      expect(started).toEqual({ status: 'BANK_LINK', id: 1, amount, redirectUrl: expect.any(String) });
      const page = new URL(started.redirectUrl);
      expect(`${page.origin}${page.pathname}`).toBe(`${vendorOrigin}/_/orderclient.php`);
      expect(page.searchParams.get('Locale')).toBe('sv_SE');
      // A retry under the same key is the same top-up, with the same page: one order.
      expect(await subject.adapter.topUp({ ...request }, key)).toEqual(started);
      expect(await subject.adapter.topUpOutcome(started.id)).toEqual(started);
      expect(customer(subject, AMINA).walletMinor).toBe(1_254_050);
      const decided = decideBankLinkAtDesk(subject.world, 'top-up-1', 'approve');
      // Trustly's SuccessURL: the callback the portal gave, with the top-up as the payment.
      expect(decided).toMatchObject({ ok: true, value: { status: 'APPROVED', return_url: `${BANK_RETURN.successUrl}&payment=top-up-1` } });
      expect(customer(subject, AMINA).walletMinor).toBe(1_304_050);
      const approved = { id: 1, status: 'APPROVED', amount, method: 'trustly', balance: money(1_304_050, 'SEK') };
      expect(await subject.adapter.topUpOutcome(started.id)).toEqual(approved);
      expect(await subject.adapter.topUpOutcome(started.id)).toEqual(approved);
      expect(customer(subject, AMINA).walletMinor).toBe(1_304_050);
      expect((await subject.adapter.operations(1, 1)).operations[0]).toMatchObject({ kind: 'top_up', amount, description: 'Top-up by instant bank payment' });
      // Decided once.
      expect(decideBankLinkAtDesk(subject.world, 'top-up-1', 'cancel')).toMatchObject({ ok: false, errors: [{ status: 409, type: 'StateMismatch' }] });
    });

    it('a cancelled instant bank payment: DECLINED (not authorised), nothing topped up; without the addresses to come back to, refused', async () => {
      await subject.signIn(AMINA);
      const amount = money(50_000, 'SEK');
      const started = await subject.adapter.topUp({ amount, method: 'trustly', returnTo: BANK_RETURN }, newKey());
      expect(decideBankLinkAtDesk(subject.world, `top-up-${started.id}`, 'cancel')).toMatchObject({ ok: true, value: { status: 'DECLINED', return_url: `${BANK_RETURN.failureUrl}&payment=top-up-${started.id}` } });
      expect(await subject.adapter.topUpOutcome(started.id)).toEqual({ id: started.id, status: 'DECLINED', amount, code: 'payment_was_not_authorised' });
      expect(customer(subject, AMINA).walletMinor).toBe(1_254_050);
      const blank = 'An instant bank payment needs the addresses to come back to.';
      expect(await refusal(subject.adapter.topUp({ amount, method: 'trustly' }, newKey()))).toEqual(
        serverRefusal('ValueNotBeBlank', 400, blank, [
          { field: 'success_url', type: 'ValueNotBeBlank', message: blank },
          { field: 'failure_url', type: 'ValueNotBeBlank', message: blank },
        ]),
      );
    });

    it('answers an Interac e-Transfer top-up with what to send, the top-up’s reference as the message; the balance waits for the money', async () => {
      const start = Date.parse('2026-11-21T10:00:00Z');
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(start);
      await subject.signIn(NASRA);
      const amount = money(25_000, 'CAD');
      const key = newKey();
      const answer = await subject.adapter.topUp({ amount, method: 'apaylo' }, key);
      expect(answer).toEqual({
        id: 1,
        status: 'WAITING',
        amount,
        method: 'apaylo',
        balance: money(200_075, 'CAD'),
        interacTransfer: {
          recipientEmail: 'payments@remit-ca.sandbox.test', recipientName: 'Remit Sandbox Canada Inc.', amount, reference: 'TU00000001', message: 'TU00000001',
          expiresAt: start + 48 * 3_600_000,
        },
      });
      expect(await subject.adapter.topUp({ amount, method: 'apaylo' }, key)).toEqual(answer);
      expect(customer(subject, NASRA).walletMinor).toBe(200_075);
      const high = 'must be 272100 or less';
      expect(await refusal(subject.adapter.topUp({ amount: money(272_101, 'CAD'), method: 'apaylo' }, newKey()))).toEqual(
        serverRefusal('InvalidValue', 422, high, [{ field: 'amount', type: 'InvalidValue', message: high }]),
      );
    });

    it('gives a new card’s top-up outcome to its customer only', async () => {
      await subject.signIn(HODAN);
      const started = await subject.adapter.topUp({ amount: money(7_500, 'GBP'), method: 'card', cardToken: typedIntoFrames('4485040371536584'), returnTo: WALLET_RETURN }, newKey());
      await subject.signIn('amina.se@sandbox.test');
      const message = 'No top-up with this id.';
      expect(await refusal(subject.adapter.topUpOutcome(started.id))).toEqual(serverRefusal('InvalidValue', 404, message, [{ field: 'top_up_id', type: 'InvalidValue', message }]));
      expect(await refusal(subject.adapter.topUpOutcome(999))).toEqual(serverRefusal('InvalidValue', 404, message, [{ field: 'top_up_id', type: 'InvalidValue', message }]));
    });

    it('answers 401 for a revoked session and tells the sink', async () => {
      await subject.signIn('amina.se@sandbox.test');
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.balance())).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(await refusal(subject.adapter.statistics())).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(await refusal(subject.adapter.topUp({ amount: money(20_000, 'SEK'), method: 'bank' }, newKey()))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(subject.sink.reports).toEqual([
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
        { kind: 'unauthorized', type: 'AccessDenied', status: 401 },
      ]);
    });

    it('answers DisabledCustomer for a customer blocked mid-session and tells the sink', async () => {
      await subject.signIn('amina.se@sandbox.test');
      subject.world.blockCustomer(customer(subject, 'amina.se@sandbox.test'));
      expect(await refusal(subject.adapter.balance())).toEqual(
        serverRefusal('DisabledCustomer', 403, 'Your account is blocked. Please contact Customer Support.'),
      );
      expect(await refusal(subject.adapter.operations(1, 5))).toEqual(
        serverRefusal('DisabledCustomer', 403, 'Your account is blocked. Please contact Customer Support.'),
      );
      expect(subject.sink.reports).toEqual([
        { kind: 'disabled', type: 'DisabledCustomer', status: 403 },
        { kind: 'disabled', type: 'DisabledCustomer', status: 403 },
      ]);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect(await refusal(subject.adapter.balance())).toEqual(NO_SESSION);
      expect(await refusal(subject.adapter.statistics())).toEqual(NO_SESSION);
      expect(await refusal(subject.adapter.operations(1, 5))).toEqual(NO_SESSION);
      expect(await refusal(subject.adapter.topUpOptions())).toEqual(NO_SESSION);
      expect(await refusal(subject.adapter.topUp({ amount: money(5_000, 'GBP'), method: 'bank' }, newKey()))).toEqual(NO_SESSION);
      expect(await refusal(subject.adapter.topUpOutcome(1))).toEqual(NO_SESSION);
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
