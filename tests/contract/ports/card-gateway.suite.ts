import { afterEach, expect, it, vi } from 'vitest';
import { HttpCardGateway } from '@/paying/adapters/http-card-gateway';
import { InMemoryCardGateway, MEMORY_CARD_VENDOR_ORIGIN } from '@/paying/adapters/in-memory-card-gateway';
import { CardGateway, type CardAdded } from '@/paying/application/card-gateway';
import type { SavedCard } from '@/paying/domain/card';
import { checkoutTokenAtDesk, decideThreeDsEnrollmentAtDesk, eprotectRegistrationAtDesk, hostedFormTokenAtDesk, SANDBOX_CHECKOUT_PUBLIC_KEY, SANDBOX_VANTIV_PAYPAGE_ID } from '@/sandbox/world/card-desk';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { createTransactionAtDesk } from '@/sandbox/world/transfer-desk';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
const OMAR = 'omar.fr@sandbox.test';
const UNKNOWN_TOKEN = 'The card token is unknown or already used. Enter the card again.';
/** Where Checkout.com returns the customer after a card add's 3-D Secure (the portal's result page). */
const RETURN = { successUrl: 'http://127.0.0.1:5173/checkout-card-enrollment/success', failureUrl: 'http://127.0.0.1:5173/checkout-card-enrollment/failure' };
/** Checkout.com's test card whose issuer always asks for a 3-D Secure challenge. */
const THREE_DS_CARD = '4485040371536584';

/** The vendor origin the adapter under test hands 3-D Secure pages out on (set as the adapter is built, per test). */
let vendorOrigin = '';

/** The card card add saved (a test of a card without 3-D Secure). */
function saved(added: CardAdded): SavedCard {
  if (added.status !== 'saved') throw new Error(`card add asked for 3-D Secure: ${added.redirectUrl}`);
  return added.card;
}

const UNKNOWN_REGISTRATION = 'The card registration is unknown, expired or already used. Enter the card again.';
const ABDIRAHMAN = 'b0000000-0000-4000-8000-000000000001';

export const suite = definePortSuite({
  port: CardGateway,
  name: 'CardGateway',
  adapters: {
    http: ({ credentials, fetch, sink, vendorOrigin: origin }) => {
      vendorOrigin = origin ?? '';
      return new HttpCardGateway(credentials, fetch, sink);
    },
    memory: ({ world, credentials, sink }) => {
      vendorOrigin = MEMORY_CARD_VENDOR_ORIGIN;
      return new InMemoryCardGateway(world, credentials, sink);
    },
  },
  behaviour(subject) {
    afterEach(() => {
      vi.useRealTimers();
    });
    /** Stops the world's clock (only Date is faked: the sandbox's sockets and timers keep running). */
    const freezeClock = (at: number) => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(at);
      return at;
    };
    const customer = (s: PortSubject<CardGateway>, email: string) => s.world.customersByEmail(email)[0]!;
    const idOf = (email: string, last4: string) => subject.world.records.cards.find((k) => k.customerId === customer(subject, email).id && k.last4 === last4)!.id;
    const mine = (email: string) => subject.world.records.cards.filter((k) => k.customerId === customer(subject, email).id);

    /** What the provider's hosted form does with the card typed (on the vendor origin, not through this port). */
    const typedOnTheHostedForm = (session: string, card: Record<string, unknown>): string => {
      const answer = hostedFormTokenAtDesk(subject.world, { session, cvv: '123', holder_name: 'Amina Warsame', ...card });
      if (!answer.ok) throw new Error(`not tokenized: ${answer.errors[0]?.message}`);
      return answer.value.single_use_token;
    };

    it('lists the customer’s saved cards with MM/YY expiries, the expired one marked', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const card = (last4: string, brand: SavedCard['brand'], month: number, year: number, expired: boolean): SavedCard => {
        const id = idOf(AMINA, last4);
        return { id, guid: `c0000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`, brand, last4, expiry: { month, year }, holderName: 'AMINA WARSAME', expiredWhenListed: expired };
      };
      expect(await subject.adapter.list()).toEqual([
        card('4242', 'visa', 12, 2030, false),
        card('4444', 'mastercard', 8, 2031, false),
        card('0002', 'visa', 11, 2030, false),
        card('3220', 'visa', 10, 2030, false),
        card('1881', 'visa', 3, 2024, true),
      ]);
      expect(subject.sink.reports).toEqual([]);
    });

    it('names the card provider of the customer’s country: Checkout.com in the EU and the UK, Fiserv in Canada, Vantiv in the US', async () => {
      const providers: string[] = [];
      for (const email of [AMINA, 'hodan.gb@sandbox.test', 'nasra.ca@sandbox.test', 'mahad.iowa@sandbox.test']) {
        await subject.signIn(email);
        providers.push(await subject.adapter.cardProvider());
      }
      expect(providers).toEqual(['checkout', 'checkout', 'fiserv', 'vantiv']);
    });

    it('adds a card by the tok_ token Checkout.com Frames gave (bound to nobody until added), once, in the customer’s name', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const tokenized = checkoutTokenAtDesk(subject.world, { public_key: SANDBOX_CHECKOUT_PUBLIC_KEY, number: '5555555555554444', expiry_month: 2, expiry_year: 2033, cvv: '123' });
      if (!tokenized.ok) throw new Error('not tokenized');
      expect(tokenized.value).toMatchObject({ type: 'card', token: expect.stringMatching(/^tok_/), scheme: 'Mastercard', last4: '4444', bin: '555555', expiry_month: 2, expiry_year: 2033 });
      const added = saved(await subject.adapter.add(tokenized.value.token));
      expect(added).toMatchObject({ brand: 'mastercard', last4: '4444', expiry: { month: 2, year: 2033 }, holderName: 'AMINA WARSAME' });
      expect(await refusal(subject.adapter.add(tokenized.value.token))).toEqual(
        serverRefusal('InvalidValue', 400, UNKNOWN_TOKEN, [{ field: 'single_use_token', type: 'InvalidValue', message: UNKNOWN_TOKEN }]),
      );
      expect(checkoutTokenAtDesk(subject.world, { public_key: 'pk_other', number: '4111111111111111', expiry_month: 2, expiry_year: 2033, cvv: '123' })).toEqual({
        ok: false,
        refusal: { status: 401, error_type: 'request_unauthorized', error_codes: [] },
      });
    });

    /** What Frames gives for a card typed into its fields (on the vendor origin, not through this port). */
    const typedIntoFrames = (number: string): string => {
      const tokenized = checkoutTokenAtDesk(subject.world, { public_key: SANDBOX_CHECKOUT_PUBLIC_KEY, number, expiry_month: 1, expiry_year: 2032, cvv: '100' });
      if (!tokenized.ok) throw new Error('not tokenized');
      return tokenized.value.token;
    };

    it('a card whose issuer asks for 3-D Secure: Checkout’s Pending with its page on the vendor origin; saved only once the challenge passed, then verified with the card', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      // 4242 4242 4242 4242 needs no challenge: saved at once, even with the return addresses.
      expect(await subject.adapter.add(typedIntoFrames('4242424242424242'), RETURN)).toMatchObject({ status: 'saved', card: { last4: '4242', expiry: { month: 1, year: 2032 } } });
      const added = await subject.adapter.add(typedIntoFrames(THREE_DS_CARD), RETURN);
      if (added.status !== 'threeDs') throw new Error('no 3-D Secure asked');
      expect(added.sessionId).toMatch(/^sid_[a-z0-9]+$/);
      expect(added.redirectUrl).toBe(`${vendorOrigin}/3ds/enrollment/${added.sessionId}`);
      expect(mine(AMINA).map((k) => k.last4)).not.toContain('6584');
      expect(await subject.adapter.enrollmentOutcome(added.sessionId)).toEqual({ status: 'pending' });
      // The issuer's page (on the vendor origin): a wrong code is refused, the right one verifies the card.
      expect(decideThreeDsEnrollmentAtDesk(subject.world, added.sessionId, { action: 'submit', code: '000000' })).toMatchObject({ ok: false });
      expect(decideThreeDsEnrollmentAtDesk(subject.world, added.sessionId, { action: 'submit', code: '123456' })).toEqual({
        ok: true, value: { status: 'Card Verified', return_url: `${RETURN.successUrl}?cko-session-id=${added.sessionId}` },
      });
      const outcome = await subject.adapter.enrollmentOutcome(added.sessionId);
      expect(outcome).toMatchObject({ status: 'verified', card: { brand: 'visa', last4: '6584', expiry: { month: 1, year: 2032 }, holderName: 'AMINA WARSAME' } });
      expect((await subject.adapter.list()).at(-1)).toEqual(outcome.status === 'verified' ? outcome.card : undefined);
      // Asked again (the result page reloaded): the same answer, one card.
      expect(await subject.adapter.enrollmentOutcome(added.sessionId)).toEqual(outcome);
      expect(mine(AMINA).filter((k) => k.last4 === '6584')).toHaveLength(1);
      expect(subject.sink.reports).toEqual([]);
    });

    it('a failed or cancelled 3-D Secure: declined as not authorised, no card saved, back to the failure address', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn('hodan.gb@sandbox.test');
      const added = await subject.adapter.add(typedIntoFrames('5352151570003404'), RETURN);
      if (added.status !== 'threeDs') throw new Error('no 3-D Secure asked');
      expect(decideThreeDsEnrollmentAtDesk(subject.world, added.sessionId, { action: 'cancel' })).toEqual({
        ok: true, value: { status: 'Declined', return_url: `${RETURN.failureUrl}?cko-session-id=${added.sessionId}` },
      });
      expect(await subject.adapter.enrollmentOutcome(added.sessionId)).toEqual({ status: 'declined', code: 'payment_was_not_authorised' });
      expect(mine('hodan.gb@sandbox.test').map((k) => k.last4)).not.toContain('3404');
      // The page cannot be answered twice.
      expect(decideThreeDsEnrollmentAtDesk(subject.world, added.sessionId, { action: 'submit', code: '123456' })).toMatchObject({ ok: false, errors: [{ status: 409 }] });
    });

    it('refuses a 3-D Secure card without the return addresses (the token kept), and another customer’s or an unknown session', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const token = typedIntoFrames(THREE_DS_CARD);
      const needed = 'This card needs 3-D Secure: give the addresses Checkout.com returns the customer to.';
      expect(await refusal(subject.adapter.add(token))).toEqual(
        serverRefusal('InvalidValue', 400, needed, [
          { field: 'success_url', type: 'InvalidValue', message: needed },
          { field: 'failure_url', type: 'InvalidValue', message: needed },
        ]),
      );
      const added = await subject.adapter.add(token, RETURN);
      if (added.status !== 'threeDs') throw new Error('no 3-D Secure asked');
      const none = 'No card enrollment with this session id.';
      expect(await refusal(subject.adapter.enrollmentOutcome('sid_unknown'))).toEqual(serverRefusal('InvalidValue', 404, none, [{ field: 'session_id', type: 'InvalidValue', message: none }]));
      await subject.signIn(OMAR);
      expect(await refusal(subject.adapter.enrollmentOutcome(added.sessionId))).toEqual(serverRefusal('InvalidValue', 404, none, [{ field: 'session_id', type: 'InvalidValue', message: none }]));
    });

    it('opens a card form session bound to the customer, good for 15 minutes', async () => {
      const now = freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      expect(await subject.adapter.formSession()).toEqual({ token: 'fiserv-ct-000001', expiresAt: now + 15 * 60_000 });
      expect(subject.world.fiservClientTokens.get('fiserv-ct-000001')).toBe(customer(subject, AMINA).id);
    });

    it('adds the card the hosted form tokenized, once: the token is used up', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const { token: session } = await subject.adapter.formSession();
      const token = typedOnTheHostedForm(session, { card_number: '5555 5555 5555 4444', expiry_month: 1, expiry_year: 32 });
      const added = saved(await subject.adapter.add(token));
      expect(added).toMatchObject({ brand: 'mastercard', last4: '4444', expiry: { month: 1, year: 2032 }, holderName: 'AMINA WARSAME', expiredWhenListed: false });
      expect((await subject.adapter.list()).at(-1)).toEqual(added);
      expect(mine(AMINA).find((k) => k.id === added.id)?.behaviour).toBe('approve');
      expect(await refusal(subject.adapter.add(token))).toEqual(
        serverRefusal('InvalidValue', 400, UNKNOWN_TOKEN, [{ field: 'single_use_token', type: 'InvalidValue', message: UNKNOWN_TOKEN }]),
      );
      expect(mine(AMINA)).toHaveLength(6);
    });

    it('refuses a token of another customer, and a card already saved (409)', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(OMAR);
      const omars = typedOnTheHostedForm((await subject.adapter.formSession()).token, { card_number: '4111111111111111', expiry_month: 1, expiry_year: 32 });
      await subject.signIn(AMINA);
      expect(await refusal(subject.adapter.add(omars))).toEqual(
        serverRefusal('InvalidValue', 400, UNKNOWN_TOKEN, [{ field: 'single_use_token', type: 'InvalidValue', message: UNKNOWN_TOKEN }]),
      );
      const session = (await subject.adapter.formSession()).token;
      await subject.adapter.add(typedOnTheHostedForm(session, { card_number: '4111111111111111', expiry_month: 1, expiry_year: 32 }));
      const saved = 'This card is already saved.';
      expect(await refusal(subject.adapter.add(typedOnTheHostedForm(session, { card_number: '4111111111111111', expiry_month: 1, expiry_year: 32 })))).toEqual(
        serverRefusal('InvalidValue', 409, saved, [{ field: 'single_use_token', type: 'InvalidValue', message: saved }]),
      );
      expect(mine(AMINA)).toHaveLength(6);
    });

    /** What eProtect's frame registers (on the vendor origin, not through this port): the paypage registration id. */
    const registeredOnEprotect = (accountNumber: string, expMonth = '1', expYear = '2032'): string => {
      const answer = eprotectRegistrationAtDesk(subject.world, { paypageId: SANDBOX_VANTIV_PAYPAGE_ID, reportGroup: 'remittance-portal', id: 'r1', orderId: 'r1', accountNumber, expMonth, expYear, cvv: '123' });
      if (answer.response !== '870' || !answer.paypageRegistrationId) throw new Error(`not registered: ${answer.response}`);
      return answer.paypageRegistrationId;
    };
    /** Amina's transfer of 1000.00 SEK, made and not paid (the pay step's calls, not this port's). */
    const aminasTransfer = (): string => {
      const amina = customer(subject, AMINA);
      const quote = saveQuoteAtDesk(subject.world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
      if (!quote.ok) throw new Error('no quote');
      const made = createTransactionAtDesk(subject.world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: ABDIRAHMAN, purpose_of_transaction: 'Family Support' });
      if (!made.ok) throw new Error(`no transfer: ${made.errors[0]?.message}`);
      return made.value.transaction.reference;
    };
    const transferOf = (reference: string) => subject.world.records.transactions.find((t) => t.reference === reference)!;

    it('pays a transfer by a Vantiv paypage registration id, once: approved, the transfer is paid by card and the card is saved', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const reference = aminasTransfer();
      const registration = registeredOnEprotect('4111 1111 1111 1111');
      expect(await subject.adapter.authorizeVantiv(registration, reference)).toEqual({ id: expect.stringMatching(/^vt-/), status: 'APPROVED', code: 'approved', transactionReference: reference });
      expect(transferOf(reference)).toMatchObject({ status: 'PENDING', paymentType: 'card' });
      expect((await subject.adapter.list()).at(-1)).toMatchObject({ brand: 'visa', last4: '1111', expiry: { month: 1, year: 2032 }, holderName: 'AMINA WARSAME' });
      const again = aminasTransfer();
      expect(await refusal(subject.adapter.authorizeVantiv(registration, again))).toEqual(
        serverRefusal('InvalidValue', 422, UNKNOWN_REGISTRATION, [{ field: 'payment_page_registration_id', type: 'InvalidValue', message: UNKNOWN_REGISTRATION }]),
      );
      const paid = 'The transfer is already paid.';
      expect(await refusal(subject.adapter.authorizeVantiv(registeredOnEprotect('5555555555554444'), reference))).toEqual(
        serverRefusal('StateMismatch', 422, paid, [{ field: 'transaction_reference', type: 'StateMismatch', message: paid }]),
      );
      expect(mine(AMINA)).toHaveLength(6);
    });

    it('answers a declined Vantiv authorization with its card payment code: the transfer stays unpaid and the card is not saved', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const reference = aminasTransfer();
      expect(await subject.adapter.authorizeVantiv(registeredOnEprotect('4000000000009995'), reference)).toMatchObject({ status: 'DECLINED', code: 'insufficient_funds' });
      expect(transferOf(reference)).toMatchObject({ status: 'DRAFT', paymentType: null });
      expect(mine(AMINA)).toHaveLength(5);
    });

    it('refuses a Vantiv registration the eProtect imitation did not issue, an expired one, and an expired card’s', async () => {
      const now = freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const reference = aminasTransfer();
      const unknown = serverRefusal('InvalidValue', 422, UNKNOWN_REGISTRATION, [{ field: 'payment_page_registration_id', type: 'InvalidValue', message: UNKNOWN_REGISTRATION }]);
      expect(await refusal(subject.adapter.authorizeVantiv('sbxEP9999994444', reference))).toEqual(unknown);
      const stale = registeredOnEprotect('4111111111111111');
      freezeClock(now + 24 * 60 * 60_000 + 1);
      expect(await refusal(subject.adapter.authorizeVantiv(stale, reference))).toEqual(unknown);
      const expired = 'The card has expired. Enter another card.';
      expect(await refusal(subject.adapter.authorizeVantiv(registeredOnEprotect('4111111111111111', '10', '2026'), reference))).toEqual(
        serverRefusal('CardExpired', 422, expired, [{ field: 'payment_page_registration_id', type: 'CardExpired', message: expired }]),
      );
      expect(transferOf(reference)).toMatchObject({ status: 'DRAFT', paymentType: null });
    });

    it('adds a card by a Vantiv paypage registration id (card add’s single-use token), once', async () => {
      freezeClock(Date.parse('2026-11-21T10:00:00Z'));
      await subject.signIn(AMINA);
      const registration = registeredOnEprotect('5105105105105100', '3', '2031');
      expect(saved(await subject.adapter.add(registration))).toMatchObject({ brand: 'mastercard', last4: '5100', expiry: { month: 3, year: 2031 }, holderName: 'AMINA WARSAME' });
      expect(await refusal(subject.adapter.add(registration))).toEqual(
        serverRefusal('InvalidValue', 400, UNKNOWN_TOKEN, [{ field: 'single_use_token', type: 'InvalidValue', message: UNKNOWN_TOKEN }]),
      );
    });

    it('deletes a saved card of the customer’s, and refuses one that is not theirs', async () => {
      await subject.signIn(AMINA);
      const declining = idOf(AMINA, '0002');
      await subject.adapter.remove(declining);
      expect((await subject.adapter.list()).map((k) => k.last4)).toEqual(['4242', '4444', '3220', '1881']);
      const notFound = 'Card not found.';
      expect(await refusal(subject.adapter.remove(declining))).toEqual(serverRefusal('InvalidValue', 404, notFound, [{ field: 'card_id', type: 'InvalidValue', message: notFound }]));
      expect(await refusal(subject.adapter.remove(idOf(OMAR, '4242')))).toEqual(serverRefusal('InvalidValue', 404, notFound, [{ field: 'card_id', type: 'InvalidValue', message: notFound }]));
      expect(mine(OMAR)).toHaveLength(5);
    });

    it('refuses every call with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      const { adapter } = subject;
      expect(await refusal(adapter.list())).toEqual(noSession);
      expect(await refusal(adapter.add('sut-000001'))).toEqual(noSession);
      expect(await refusal(adapter.enrollmentOutcome('sid_sbox000001'))).toEqual(noSession);
      expect(await refusal(adapter.remove(1))).toEqual(noSession);
      expect(await refusal(adapter.formSession())).toEqual(noSession);
      expect(await refusal(adapter.authorizeVantiv('sbxEP0000011111', 'TR01000001'))).toEqual(noSession);
      expect(subject.world.fiservClientTokens.size).toBe(0);
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the sink, on every call', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      const ended = serverRefusal('AccessDenied', 401, SESSION_ENDED);
      const { adapter } = subject;
      expect(await refusal(adapter.list())).toEqual(ended);
      expect(await refusal(adapter.add('sut-000001'))).toEqual(ended);
      expect(await refusal(adapter.enrollmentOutcome('sid_sbox000001'))).toEqual(ended);
      expect(await refusal(adapter.remove(idOf(AMINA, '4242')))).toEqual(ended);
      expect(await refusal(adapter.formSession())).toEqual(ended);
      expect(subject.sink.reports).toEqual(Array.from({ length: 5 }, () => ({ kind: 'unauthorized', type: 'AccessDenied', status: 401 })));
      expect(mine(AMINA)).toHaveLength(5);
    });
  },
});
