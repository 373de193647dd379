import { describe, expect, it } from 'vitest';
import { completeChallengeAtDesk, completeMethodAtDesk } from './card-desk';
import { saveQuoteAtDesk } from './quote-desk';
import { createTransactionAtDesk, payAtDesk, paymentStatusAtDesk, setPaymentTypeAtDesk } from './transfer-desk';
import { SandboxWorld } from './world';

const VENDOR = 'http://127.0.0.1:5174';

/** Amina pays 1015.00 SEK to Abdirahman by her 3-D Secure test card (•••• 3220). */
function threeDsPayment() {
  const world = new SandboxWorld();
  const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
  const quote = saveQuoteAtDesk(world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
  if (!quote.ok) throw new Error('no quote');
  const beneficiary = world.records.beneficiaries.find((b) => b.customerId === amina.id && b.destinationIso2 === 'SO')!;
  const created = createTransactionAtDesk(world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: beneficiary.guid, purpose_of_transaction: 'Family Support' });
  if (!created.ok) throw new Error('no transfer');
  const reference = created.value.transaction.reference;
  setPaymentTypeAtDesk(world, amina, { transaction_reference: reference, payment_type: 'card' });
  const card = world.records.cards.find((k) => k.customerId === amina.id && k.last4 === '3220')!;
  const paid = payAtDesk(world, amina, { transaction_reference: reference, card_id: card.id }, VENDOR);
  if (!paid.ok) throw new Error('not paid');
  const status = () => {
    const answer = paymentStatusAtDesk(world, amina, paid.value.payment_id);
    if (!answer.ok) throw new Error('no status');
    return [answer.value.status, answer.value.code];
  };
  const transfer = () => world.records.transactions.find((t) => t.reference === reference)!;
  return { world, payment: paid.value, status, transfer };
}

describe('a 3-D Secure card payment at the back office', () => {
  it('answers pay with the method form and the challenge page on the vendor origin', () => {
    const { payment } = threeDsPayment();
    expect(payment).toMatchObject({ status: 'WAITING', method_form: { action: `${VENDOR}/3ds/method`, method: 'POST' }, challenge_url: `${VENDOR}/3ds/challenge?payment=${payment.payment_id}` });
  });

  it('records the method complete when the method page reports it with the data the portal posted; refuses any other data', () => {
    const { world, payment } = threeDsPayment();
    const data = payment.method_form?.fields.find((f) => f.name === 'threeDSMethodData')?.value ?? '';
    expect(world.payments.get(payment.payment_id)?.methodCompleted).toBeUndefined();
    expect(completeMethodAtDesk(world, { threeDSMethodData: 'bm90LWpzb24' }).ok).toBe(false);
    expect(completeMethodAtDesk(world, {}).ok).toBe(false);
    expect(completeMethodAtDesk(world, { threeDSMethodData: data })).toEqual({ ok: true, value: { payment: payment.payment_id } });
    expect(world.payments.get(payment.payment_id)?.methodCompleted).toBe(true);
  });

  it('answers the approved challenge at once: the transfer is paid', () => {
    const { world, payment, status, transfer } = threeDsPayment();
    expect(completeChallengeAtDesk(world, { payment: payment.payment_id, outcome: 'approved' })).toEqual({ ok: true, value: { payment: payment.payment_id, outcome: 'approved' } });
    expect(status()).toEqual(['APPROVED', 'approved']);
    expect(transfer().status).toBe('PENDING');
  });

  it('answers the declined challenge at once as not authorised: the transfer still waits for its payment', () => {
    const { world, payment, status, transfer } = threeDsPayment();
    completeChallengeAtDesk(world, { payment: payment.payment_id, outcome: 'declined' });
    expect(status()).toEqual(['DECLINED', 'payment_was_not_authorised']);
    expect(status()).toEqual(['DECLINED', 'payment_was_not_authorised']);
    expect(transfer().status).toBe('AWAITING');
    expect(completeChallengeAtDesk(world, { payment: payment.payment_id, outcome: 'approved' })).toMatchObject({ ok: false, errors: [{ status: 409, type: 'StateMismatch' }] });
  });

  it('keeps a plain card payment without a challenge', () => {
    const world = new SandboxWorld();
    const card = world.records.cards[0]!;
    expect(card.behaviour).toBe('approve');
    expect(completeChallengeAtDesk(world, { payment: 'pay-000001', outcome: 'approved' })).toMatchObject({ ok: false, errors: [{ status: 404 }] });
  });
});
