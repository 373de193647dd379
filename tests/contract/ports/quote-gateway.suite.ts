import { afterEach, expect, it, vi } from 'vitest';
import { money } from '@/shared/kernel/money';
import { HttpQuoteGateway } from '@/sending/adapters/http-quote-gateway';
import { InMemoryQuoteGateway } from '@/sending/adapters/in-memory-quote-gateway';
import { QuoteGateway } from '@/sending/application/quote-gateway';
import type { QuoteRequest, SavedQuote } from '@/sending/domain/quote';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
const TEN_MINUTES = 10 * 60_000;

/** A SEK customer's request for Somalia, mobile (rate 0.0950 USD per SEK, fee 150 bps, at least 1 USD = 11.00 SEK). */
const toSomalia = (amount: QuoteRequest['amount'], amountType: QuoteRequest['amountType'] = 'SOURCE'): QuoteRequest => ({
  amount,
  amountType,
  destinationCountry: 'SO',
  destinationCurrency: 'USD',
  payoutType: 'mobile',
});

export const suite = definePortSuite({
  port: QuoteGateway,
  name: 'QuoteGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpQuoteGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryQuoteGateway(world, credentials, sink),
  },
  behaviour(subject) {
    /** Stops the world's clock (only Date is faked: the sandbox's sockets and timers keep running). */
    const freezeClock = (at: number = Date.now()) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      return at;
    };
    afterEach(() => {
      vi.useRealTimers();
    });
    /**
     * A saved quote, its expiry apart; the expiry is checked on its own: the memory mode gives it
     * exactly, the HTTP mode on the device's clock from the server's Date header, which has whole
     * seconds (and Node caches it for up to a second), so within two seconds.
     */
    const saved = async (quote: Promise<SavedQuote>, expected: number) => {
      const { expiresAt, ...rest } = await quote;
      if (subject.mode === 'memory') expect(expiresAt).toBe(expected);
      else expect(Math.abs(expiresAt - expected)).toBeLessThanOrEqual(2_000);
      return rest;
    };

    it('offers every payout option of every destination in the server’s order, Somalia mobile the default with a rate string and integer limits', async () => {
      await subject.signIn(AMINA);
      const offers = await subject.adapter.offers();
      expect(offers.map((o) => `${o.countryIso2}:${o.payoutType}${o.isDefault ? '*' : ''}`)).toEqual([
        'SO:mobile*', 'SO:cash', 'SO:bank', 'SO:card', 'SQ:mobile*', 'SQ:cash', 'ET:bank*', 'ET:mobile', 'ET:cash',
        'KE:mobile*', 'KE:bank', 'KE:card', 'UG:mobile*', 'UG:bank', 'DJ:cash*', 'DJ:mobile',
      ]);
      expect(offers[0]).toEqual({
        countryIso2: 'SO',
        countryName: 'Somalia',
        currency: 'USD',
        sourceCurrency: 'SEK',
        payoutType: 'mobile',
        isDefault: true,
        rate: '0.0950',
        // 10 USD rounded up to whole SEK, 3000 USD rounded down; what they deliver, rounded down.
        minSend: money(10_600, 'SEK'),
        maxSend: money(3_157_800, 'SEK'),
        minReceive: money(1_007, 'USD'),
        maxReceive: money(299_991, 'USD'),
        provider: 'Hormuud EVC Plus',
      });
      expect(offers.find((o) => o.countryIso2 === 'ET' && o.payoutType === 'bank')).toEqual({
        countryIso2: 'ET',
        countryName: 'Ethiopia',
        currency: 'ETB',
        sourceCurrency: 'SEK',
        payoutType: 'bank',
        isDefault: true,
        rate: '5.4285',
        minSend: money(21_100, 'SEK'),
        maxSend: money(10_526_300, 'SEK'),
        minReceive: money(114_541, 'ETB'),
        maxReceive: money(57_142_019, 'ETB'),
        provider: 'Commercial Bank of Ethiopia',
      });
      expect(subject.sink.reports).toEqual([]);
    });

    it('saves a quote for an amount sent: the amount received is rounded down, the fee is 150 bps rounded up', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      expect(await saved(subject.adapter.saveQuote(toSomalia(money(123_457, 'SEK'))), now + TEN_MINUTES)).toEqual({
        quoteId: 'Q00000001',
        rate: '0.0950',
        amountType: 'SOURCE',
        send: money(123_457, 'SEK'),
        // 1234.57 SEK x 0.0950 = 117.284... USD
        receive: money(11_728, 'USD'),
        // 1.5 % of 1234.57 SEK = 18.518... SEK
        fee: money(1_852, 'SEK'),
        total: money(125_309, 'SEK'),
        destinationCountry: 'SO',
        payoutType: 'mobile',
        // The ECB's SEK/USD reference (crossed through the euro): the EEA disclosure's markup line.
        referenceRate: '0.0964',
        // Only a card payout is ever fast.
        fastPayout: false,
      });
    });

    it('saves a quote for an amount received: the amount to send is rounded up', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      expect(await saved(subject.adapter.saveQuote(toSomalia(money(10_000, 'USD'), 'DESTINATION')), now + TEN_MINUTES)).toEqual({
        quoteId: 'Q00000001',
        rate: '0.0950',
        amountType: 'DESTINATION',
        // 100.00 USD / 0.0950 = 1052.631... SEK
        send: money(105_264, 'SEK'),
        receive: money(10_000, 'USD'),
        fee: money(1_579, 'SEK'),
        total: money(106_843, 'SEK'),
        destinationCountry: 'SO',
        payoutType: 'mobile',
        referenceRate: '0.0964',
        fastPayout: false,
      });
    });

    it('charges at least one US dollar in the source currency', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      // 1.5 % of 106.00 SEK is 1.59 SEK, below 1 USD (11.00 SEK rounded up to whole SEK).
      expect(await saved(subject.adapter.saveQuote(toSomalia(money(10_600, 'SEK'))), now + TEN_MINUTES)).toEqual({
        quoteId: 'Q00000001',
        rate: '0.0950',
        amountType: 'SOURCE',
        send: money(10_600, 'SEK'),
        receive: money(1_007, 'USD'),
        fee: money(1_100, 'SEK'),
        total: money(11_700, 'SEK'),
        destinationCountry: 'SO',
        payoutType: 'mobile',
        referenceRate: '0.0964',
        fastPayout: false,
      });
    });

    it('refuses an amount below the minimum or above the maximum with a field error on amount', async () => {
      await subject.signIn(AMINA);
      expect(await refusal(subject.adapter.saveQuote(toSomalia(money(10_599, 'SEK'))))).toEqual(
        serverRefusal('InvalidValue', 422, 'must be 106.00 SEK or more', [{ field: 'amount', type: 'InvalidValue', message: 'must be 106.00 SEK or more' }]),
      );
      expect(await refusal(subject.adapter.saveQuote(toSomalia(money(3_157_801, 'SEK'))))).toEqual(
        serverRefusal('InvalidValue', 422, 'must be 31578.00 SEK or less', [{ field: 'amount', type: 'InvalidValue', message: 'must be 31578.00 SEK or less' }]),
      );
      // Received amounts are held to the send limits too: 3000.00 USD needs 31578.95 SEK.
      expect(await refusal(subject.adapter.saveQuote(toSomalia(money(300_000, 'USD'), 'DESTINATION')))).toEqual(
        serverRefusal('InvalidValue', 422, 'must be 31578.00 SEK or less', [{ field: 'amount', type: 'InvalidValue', message: 'must be 31578.00 SEK or less' }]),
      );
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses an amount in the wrong currency and a destination currency that is not the destination’s (CurrencyMismatch)', async () => {
      await subject.signIn(AMINA);
      expect(await refusal(subject.adapter.saveQuote(toSomalia(money(100_000, 'EUR'))))).toEqual(
        serverRefusal('CurrencyMismatch', 422, 'The amount must be in SEK.', [{ field: 'amount.currency', type: 'CurrencyMismatch', message: 'The amount must be in SEK.' }]),
      );
      expect(await refusal(subject.adapter.saveQuote(toSomalia(money(10_000, 'SEK'), 'DESTINATION')))).toEqual(
        serverRefusal('CurrencyMismatch', 422, 'The amount must be in USD.', [{ field: 'amount.currency', type: 'CurrencyMismatch', message: 'The amount must be in USD.' }]),
      );
      expect(await refusal(subject.adapter.saveQuote({ ...toSomalia(money(100_000, 'SEK')), destinationCurrency: 'EUR' }))).toEqual(
        serverRefusal('CurrencyMismatch', 422, 'Currency mismatch with destination currency.', [
          { field: 'destination_currency_code', type: 'CurrencyMismatch', message: 'Currency mismatch with destination currency.' },
        ]),
      );
    });

    it('says which card payouts are paid out fast: to Kenya (within 1 hour), not to Somalia (within 3 days)', async () => {
      await subject.signIn(AMINA);
      const card = (destinationCountry: string, destinationCurrency: string): QuoteRequest =>
        ({ amount: money(100_000, 'SEK'), amountType: 'SOURCE', destinationCountry, destinationCurrency, payoutType: 'card' });
      expect(await subject.adapter.saveQuote(card('KE', 'KES'))).toMatchObject({ destinationCountry: 'KE', payoutType: 'card', fastPayout: true });
      expect(await subject.adapter.saveQuote(card('SO', 'USD'))).toMatchObject({ destinationCountry: 'SO', payoutType: 'card', fastPayout: false });
      // Another payout type to Kenya is not a fast card payout.
      expect((await subject.adapter.saveQuote({ ...card('KE', 'KES'), payoutType: 'mobile' })).fastPayout).toBe(false);
    });

    it('refuses a payout type the destination does not offer', async () => {
      await subject.signIn(AMINA);
      const request: QuoteRequest = { amount: money(100_000, 'SEK'), amountType: 'SOURCE', destinationCountry: 'SQ', destinationCurrency: 'USD', payoutType: 'bank' };
      expect(await refusal(subject.adapter.saveQuote(request))).toEqual(
        serverRefusal('InvalidValue', 422, 'This payout type is not offered for the destination.', [
          { field: 'payout_type', type: 'InvalidValue', message: 'This payout type is not offered for the destination.' },
        ]),
      );
    });

    it('gives the charges of a saved quote: no discount without a promo code', async () => {
      await subject.signIn(AMINA);
      const quote = await subject.adapter.saveQuote(toSomalia(money(123_457, 'SEK')));
      expect(await subject.adapter.charges(quote.quoteId)).toEqual({
        send: money(123_457, 'SEK'),
        receive: money(11_728, 'USD'),
        fee: money(1_852, 'SEK'),
        discount: money(0, 'SEK'),
        total: money(125_309, 'SEK'),
        rate: '0.0950',
        promotionCode: undefined,
      });
    });

    it('takes a seeded promo code off the fee: WELCOME10 up to 10 SEK, FREEFEE the whole fee (codes read in any case)', async () => {
      await subject.signIn(AMINA);
      const quote = await subject.adapter.saveQuote(toSomalia(money(123_457, 'SEK')));
      const base = { send: money(123_457, 'SEK'), receive: money(11_728, 'USD'), fee: money(1_852, 'SEK'), rate: '0.0950' };
      expect(await subject.adapter.charges(quote.quoteId, { promotionCode: 'welcome10' })).toEqual({
        ...base,
        discount: money(1_000, 'SEK'),
        total: money(124_309, 'SEK'),
        promotionCode: 'WELCOME10',
      });
      expect(await subject.adapter.charges(quote.quoteId, { promotionCode: 'FREEFEE' })).toEqual({
        ...base,
        discount: money(1_852, 'SEK'),
        total: money(123_457, 'SEK'),
        promotionCode: 'FREEFEE',
      });
      // Asking for charges does not use the code up.
      expect(subject.world.records.promotions.filter((p) => p.customerId === subject.world.customersByEmail(AMINA)[0]!.id).map((p) => [p.code, p.usesLeft])).toEqual([
        ['WELCOME10', 1],
        ['FREEFEE', 3],
      ]);
    });

    it('refuses a promo code the customer does not hold (InvalidPromotionCode on promotion_code)', async () => {
      await subject.signIn(AMINA);
      const quote = await subject.adapter.saveQuote(toSomalia(money(123_457, 'SEK')));
      expect(await refusal(subject.adapter.charges(quote.quoteId, { promotionCode: 'NOTACODE' }))).toEqual(
        serverRefusal('InvalidPromotionCode', 422, 'invalid_promotion_code', [{ field: 'promotion_code', type: 'InvalidPromotionCode', message: 'invalid_promotion_code' }]),
      );
      subject.world.records.promotions.find((p) => p.customerId === subject.world.customersByEmail(AMINA)[0]!.id && p.code === 'WELCOME10')!.usesLeft = 0;
      expect(await refusal(subject.adapter.charges(quote.quoteId, { promotionCode: 'WELCOME10' }))).toEqual(
        serverRefusal('InvalidPromotionCode', 422, 'invalid_promotion_code', [{ field: 'promotion_code', type: 'InvalidPromotionCode', message: 'invalid_promotion_code' }]),
      );
    });

    it('holds the rate ten minutes: after that the quote answers 409', async () => {
      await subject.signIn(AMINA);
      const now = freezeClock();
      const quote = await subject.adapter.saveQuote(toSomalia(money(123_457, 'SEK')));
      vi.setSystemTime(now + TEN_MINUTES - 1);
      expect((await subject.adapter.charges(quote.quoteId)).total).toEqual(money(125_309, 'SEK'));
      vi.setSystemTime(now + TEN_MINUTES);
      expect(await refusal(subject.adapter.charges(quote.quoteId))).toEqual(
        serverRefusal('InvalidValue', 409, 'Rate expired. Ask for new rates.', [{ field: 'quote_id', type: 'InvalidValue', message: 'Rate expired. Ask for new rates.' }]),
      );
    });

    it('answers 404 for a quote of another customer and for an unknown quote', async () => {
      await subject.signIn(AMINA);
      const quote = await subject.adapter.saveQuote(toSomalia(money(123_457, 'SEK')));
      await subject.signIn('hodan.gb@sandbox.test');
      const notFound = serverRefusal('InvalidValue', 404, 'Quote not found.', [{ field: 'quote_id', type: 'InvalidValue', message: 'Quote not found.' }]);
      expect(await refusal(subject.adapter.charges(quote.quoteId))).toEqual(notFound);
      expect(await refusal(subject.adapter.charges('Q99999999'))).toEqual(notFound);
      expect(subject.sink.reports).toEqual([]);
    });

    it('lists the mobile networks of a destination with their number prefixes', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.mobileNetworks('SO')).toEqual([
        { code: 'HRM', name: 'Hormuud EVC Plus', countryIso2: 'SO', prefixes: ['+25261', '+25277'] },
        { code: 'EDH', name: 'Edahab', countryIso2: 'SO', prefixes: ['+25262', '+25265', '+25266'] },
      ]);
      expect(await subject.adapter.mobileNetworks('DJ')).toEqual([{ code: 'DMONEY', name: 'D-Money', countryIso2: 'DJ', prefixes: ['+25377'] }]);
      expect(await refusal(subject.adapter.mobileNetworks('FR'))).toEqual(
        serverRefusal('InvalidCountry', 400, 'We do not send to this country.', [{ field: 'country_iso2', type: 'InvalidCountry', message: 'We do not send to this country.' }]),
      );
    });

    it('gives the banks and collection points of a destination', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.payoutPlaces('SO')).toEqual({
        banks: [
          { code: 'PREMIER', name: 'Premier Bank' },
          { code: 'SALAAM', name: 'Salaam Somali Bank' },
        ],
        collectionPoints: [
          { code: 'DHB-MGQ', name: 'Dahabshiil Bakaara', city: 'Mogadishu' },
          { code: 'DHB-KMU', name: 'Dahabshiil Kismayo', city: 'Kismayo' },
        ],
      });
      expect(await subject.adapter.payoutPlaces('DJ', 'cash')).toEqual({ banks: [], collectionPoints: [{ code: 'DHB-JIB', name: 'Dahabshiil Djibouti', city: 'Djibouti' }] });
      expect(await refusal(subject.adapter.payoutPlaces('FR'))).toEqual(
        serverRefusal('InvalidCountry', 400, 'We do not send to this country.', [
          { field: 'destination_country_iso2', type: 'InvalidCountry', message: 'We do not send to this country.' },
        ]),
      );
    });

    it.each([
      // The sandbox's one table (src/sandbox/world/payment-types.ts), read back through get-transaction-options' payment_types.
      [AMINA, { methods: ['card', 'wallet', 'bank', 'instant-bank'], instantBank: 'trustly' }],
      ['yusuf.be@sandbox.test', { methods: ['card', 'wallet', 'bank', 'instant-bank'], instantBank: 'trustly' }],
      ['abdi.ch@sandbox.test', { methods: ['card', 'wallet', 'bank', 'instant-bank'], instantBank: 'trustly' }],
      ['hodan.gb@sandbox.test', { methods: ['card', 'wallet', 'bank'] }],
      ['nasra.ca@sandbox.test', { methods: ['card', 'wallet', 'instant-bank'], instantBank: 'apaylo' }],
      ['mahad.iowa@sandbox.test', { methods: ['card', 'wallet'] }],
    ])('offers %s the payment methods of the back office’s answer, in its order, the disabled ones left out', async (email, offer) => {
      await subject.signIn(email);
      expect(await subject.adapter.paymentOffer('SO', 'mobile')).toEqual(offer);
      // The same for every destination and payout type: the methods are the customer's.
      expect(await subject.adapter.paymentOffer('KE', 'bank')).toEqual(offer);
      expect(subject.sink.reports).toEqual([]);
    });

    it('offers a customer registered in two countries the methods of the country signed in with', async () => {
      await subject.signIn('twin@sandbox.test', 'GB');
      expect(await subject.adapter.paymentOffer('SO', 'mobile')).toEqual({ methods: ['card', 'wallet', 'bank'] });
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      const { adapter } = subject;
      expect(await refusal(adapter.offers())).toEqual(noSession);
      expect(await refusal(adapter.saveQuote(toSomalia(money(123_457, 'SEK'))))).toEqual(noSession);
      expect(await refusal(adapter.charges('Q00000001'))).toEqual(noSession);
      expect(await refusal(adapter.mobileNetworks('SO'))).toEqual(noSession);
      expect(await refusal(adapter.payoutPlaces('SO'))).toEqual(noSession);
      expect(await refusal(adapter.paymentOffer('SO', 'mobile'))).toEqual(noSession);
      expect(subject.world.quotes.size).toBe(0);
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the sink, on every call', async () => {
      await subject.signIn(AMINA);
      const quote = await subject.adapter.saveQuote(toSomalia(money(123_457, 'SEK')));
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      const { adapter } = subject;
      expect(await refusal(adapter.offers())).toEqual(ended);
      expect(await refusal(adapter.saveQuote(toSomalia(money(123_457, 'SEK'))))).toEqual(ended);
      expect(await refusal(adapter.charges(quote.quoteId))).toEqual(ended);
      expect(await refusal(adapter.mobileNetworks('SO'))).toEqual(ended);
      expect(await refusal(adapter.payoutPlaces('SO'))).toEqual(ended);
      expect(subject.sink.reports).toEqual(Array.from({ length: 5 }, () => ({ kind: 'unauthorized', type: 'AccessDenied', status: 401 })));
    });
  },
});
