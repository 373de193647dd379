import { expect, it } from 'vitest';
import { money } from '@/shared/kernel/money';
import { decideBankLinkAtDesk } from '@/sandbox/world/bank-link-desk';
import { saveQuoteAtDesk } from '@/sandbox/world/quote-desk';
import { createTransactionAtDesk, payAtDesk, setPaymentTypeAtDesk } from '@/sandbox/world/transfer-desk';
import { HttpPaymentMethodsGateway } from '@/paying/adapters/http-payment-methods-gateway';
import { InMemoryPaymentMethodsGateway } from '@/paying/adapters/in-memory-payment-methods-gateway';
import { PaymentMethodsGateway } from '@/paying/application/payment-methods-gateway';
import { definePortSuite, refusal, serverRefusal, type PortSubject } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
/** Amina's first seeded recipient: Abdirahman Warsame (Somalia, mobile). */
const ABDIRAHMAN = 'b0000000-0000-4000-8000-000000000001';

export const suite = definePortSuite({
  port: PaymentMethodsGateway,
  name: 'PaymentMethodsGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpPaymentMethodsGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryPaymentMethodsGateway(world, credentials, sink),
  },
  behaviour(subject) {
    const customer = (s: PortSubject<PaymentMethodsGateway>, email: string) => s.world.customersByEmail(email)[0]!;

    /** Amina's transfer of 1000.00 SEK (1015.00 SEK to pay), paid by the given type at the world's desks (the pay step's calls, not this port's). */
    const paidBy = (paymentType: 'trustly' | 'bank' | 'wallet'): { paymentId: string; reference: string } => {
      const amina = customer(subject, AMINA);
      const quote = saveQuoteAtDesk(subject.world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
      if (!quote.ok) throw new Error('no quote');
      const made = createTransactionAtDesk(subject.world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: ABDIRAHMAN, purpose_of_transaction: 'Family Support' });
      if (!made.ok) throw new Error(`no transfer: ${made.errors[0]?.message}`);
      const reference = made.value.transaction.reference;
      const typed = setPaymentTypeAtDesk(subject.world, amina, { transaction_reference: reference, payment_type: paymentType });
      if (!typed.ok) throw new Error(`no payment type: ${typed.errors[0]?.message}`);
      // An instant bank payment gives Trustly's Deposit the portal's return addresses.
      const returns = paymentType === 'trustly' ? { success_url: 'http://portal.test/trustly-callback?status=success', fail_url: 'http://portal.test/trustly-callback?status=fail' } : {};
      const paid = payAtDesk(subject.world, amina, { transaction_reference: reference, ...returns }, 'http://vendor.test');
      if (!paid.ok) throw new Error(`not paid: ${paid.errors[0]?.message}`);
      return { paymentId: paid.value.payment_id, reference };
    };

    it.each([
      [AMINA, money(1_254_050, 'SEK')],
      ['yusuf.be@sandbox.test', money(92_500, 'EUR')],
      ['omar.fr@sandbox.test', money(0, 'EUR')],
    ])('gives %s’s wallet balance in integer minor units', async (email, balance) => {
      await subject.signIn(email);
      expect(await subject.adapter.walletBalance()).toEqual(balance);
      expect(subject.sink.reports).toEqual([]);
    });

    it('reads the balance afresh: a wallet charged meanwhile shows what is left', async () => {
      await subject.signIn(AMINA);
      customer(subject, AMINA).walletMinor = 100;
      expect(await subject.adapter.walletBalance()).toEqual(money(100, 'SEK'));
    });

    it('gives the account holder of the bank account Trustly found for an approved instant bank payment', async () => {
      await subject.signIn(AMINA);
      const approved = paidBy('trustly');
      expect(decideBankLinkAtDesk(subject.world, approved.paymentId, 'approve').ok).toBe(true);
      expect(await subject.adapter.trustlyLookup(approved.paymentId)).toEqual({
        firstName: 'Amina', lastName: 'Warsame', street: 'Drottninggatan 12', city: 'Stockholm', postcode: '111 51', personalIdentityNumber: undefined,
      });
    });

    it('refuses a payment Trustly found no account for (waiting, cancelled, not Trustly, someone else’s) and a blank one, under the field', async () => {
      await subject.signIn(AMINA);
      const notFound = serverRefusal('AccountNotFound', 404, 'The bank did not return an account.', [
        { field: 'payment_id', type: 'AccountNotFound', message: 'The bank did not return an account.' },
      ]);
      const waiting = paidBy('trustly');
      expect(await refusal(subject.adapter.trustlyLookup(waiting.paymentId))).toEqual(notFound);
      const cancelled = paidBy('trustly');
      expect(decideBankLinkAtDesk(subject.world, cancelled.paymentId, 'cancel').ok).toBe(true);
      expect(await refusal(subject.adapter.trustlyLookup(cancelled.paymentId))).toEqual(notFound);
      expect(await refusal(subject.adapter.trustlyLookup(paidBy('bank').paymentId))).toEqual(notFound);
      expect(decideBankLinkAtDesk(subject.world, waiting.paymentId, 'approve').ok).toBe(true);
      await subject.signIn('hodan.gb@sandbox.test');
      expect(await refusal(subject.adapter.trustlyLookup(waiting.paymentId))).toEqual(notFound);
      expect(await refusal(subject.adapter.trustlyLookup(' '))).toEqual(
        serverRefusal('ValueNotBeBlank', 400, 'The payment id field is required', [
          { field: 'payment_id', type: 'ValueNotBeBlank', message: 'The payment id field is required' },
        ]),
      );
    });

    it('gives an instant bank payment’s status with its transfer: waiting, then as the bank link decided', async () => {
      await subject.signIn(AMINA);
      const approved = paidBy('trustly');
      expect(await subject.adapter.paymentStatus(approved.paymentId)).toEqual({ status: 'WAITING', code: undefined, transactionReference: approved.reference });
      expect(decideBankLinkAtDesk(subject.world, approved.paymentId, 'approve').ok).toBe(true);
      expect(await subject.adapter.paymentStatus(approved.paymentId)).toEqual({ status: 'APPROVED', code: 'approved', transactionReference: approved.reference });
      expect(subject.world.records.transactions.find((t) => t.reference === approved.reference)?.status).toBe('PENDING');

      const cancelled = paidBy('trustly');
      expect(decideBankLinkAtDesk(subject.world, cancelled.paymentId, 'cancel').ok).toBe(true);
      expect(await subject.adapter.paymentStatus(cancelled.paymentId)).toEqual({ status: 'DECLINED', code: 'payment_was_not_authorised', transactionReference: cancelled.reference });
      expect(subject.world.records.transactions.find((t) => t.reference === cancelled.reference)?.status).toBe('AWAITING');
    });

    it('gives a bank transfer’s payment as waiting for the money', async () => {
      await subject.signIn(AMINA);
      const bank = paidBy('bank');
      expect(await subject.adapter.paymentStatus(bank.paymentId)).toEqual({ status: 'WAITING', code: undefined, transactionReference: bank.reference });
    });

    it('refuses a payment that is not the customer’s', async () => {
      await subject.signIn(AMINA);
      const mine = paidBy('trustly');
      await subject.signIn('hodan.gb@sandbox.test');
      expect(await refusal(subject.adapter.paymentStatus(mine.paymentId))).toEqual(
        serverRefusal('InvalidValue', 404, 'Payment not found.', [{ field: 'payment_id', type: 'InvalidValue', message: 'Payment not found.' }]),
      );
    });

    it('answers 401 for a revoked session and tells the sink', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.walletBalance())).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      const noSession = { type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false };
      expect(await refusal(subject.adapter.walletBalance())).toEqual(noSession);
      expect(await refusal(subject.adapter.trustlyLookup('trustly-pay-000001'))).toEqual(noSession);
      expect(await refusal(subject.adapter.paymentStatus('pay-000001'))).toEqual(noSession);
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
