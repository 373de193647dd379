import { describe, expect, it } from 'vitest';
import { createControlApi } from '../server/control-api';
import { saveQuoteAtDesk } from './quote-desk';
import { createTransactionAtDesk, INTERAC_RECIPIENT, payAtDesk, paymentArrivedAtDesk, paymentStatusAtDesk, setPaymentTypeAtDesk, transfersAtDesk } from './transfer-desk';
import { SandboxWorld } from './world';

const VENDOR = 'http://127.0.0.1:5174';
const START = Date.parse('2026-11-21T10:00:00Z');

/** Nasra (Canada, CAD; or another customer) makes a transfer of 100.00 in her currency to her first Somali recipient and chooses a payment type. */
function canadianTransfer(paymentType: string, who: { readonly email: string; readonly currency: string } = { email: 'nasra.ca@sandbox.test', currency: 'CAD' }) {
  let now = START;
  const world = new SandboxWorld({ clock: () => new Date(now) });
  const nasra = world.customersByEmail(who.email)[0]!;
  const quote = saveQuoteAtDesk(world, nasra, { amount: { amount_minor: 10_000, currency: who.currency }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
  if (!quote.ok) throw new Error('no quote');
  const beneficiary = world.records.beneficiaries.find((b) => b.customerId === nasra.id && b.destinationIso2 === 'SO' && b.payoutType === 'mobile')!;
  const created = createTransactionAtDesk(world, nasra, { quote_id: quote.value.quote_id, beneficiary_guid: beneficiary.guid, purpose_of_transaction: 'Family Support' });
  if (!created.ok) throw new Error(`no transfer: ${created.errors[0]?.message}`);
  const reference = created.value.transaction.reference;
  const total = created.value.transaction.total;
  now += 60_000;
  const chosen = setPaymentTypeAtDesk(world, nasra, { transaction_reference: reference, payment_type: paymentType });
  const transfer = () => world.records.transactions.find((t) => t.reference === reference)!;
  const later = (ms: number) => (now += ms);
  return { world, nasra, reference, total, chosen, transfer, later };
}

describe('an Interac e-Transfer (payment type apaylo) at the back office', () => {
  it('answers set-payment-type and pay with the e-Transfer’s instructions: the company’s e-mail, the total in CAD, the reference as the message, 48 hours to send it; no IBAN', () => {
    const { world, nasra, reference, total, chosen, later } = canadianTransfer('apaylo');
    expect(total).toMatchObject({ currency: 'CAD' });
    const instructions = {
      recipient_email: INTERAC_RECIPIENT.email,
      recipient_name: 'Remit Sandbox Canada Inc.',
      amount: total,
      reference,
      message: reference,
      expires_at: new Date(START + 60_000 + 48 * 3_600_000).toISOString(),
    };
    expect(chosen).toMatchObject({ ok: true, value: { interac_transfer: instructions } });
    expect(chosen.ok && 'bank_transfer' in chosen.value).toBe(false);
    later(5 * 60_000);
    const paid = payAtDesk(world, nasra, { transaction_reference: reference }, VENDOR);
    expect(paid).toEqual({
      ok: true,
      value: {
        payment_id: 'pay-000001', status: 'WAITING', transaction_reference: reference, payment_status_href: '/remit/transaction/payment-status?payment_id=pay-000001',
        method_form: null, interac_transfer: instructions,
      },
    });
  });

  it('waits for the money: the status stays WAITING until the money arrives, then the payment is approved and the transfer paid', () => {
    const { world, nasra, reference, transfer } = canadianTransfer('apaylo');
    const paid = payAtDesk(world, nasra, { transaction_reference: reference }, VENDOR);
    if (!paid.ok) throw new Error('not paid');
    const status = () => {
      const answer = paymentStatusAtDesk(world, nasra, paid.value.payment_id);
      if (!answer.ok) throw new Error('no status');
      return [answer.value.status, answer.value.code];
    };
    expect(status()).toEqual(['WAITING', null]);
    expect(status()).toEqual(['WAITING', null]);
    expect(transfer().status).toBe('AWAITING');
    expect(transfersAtDesk(world, nasra).charges).toEqual([]);
    expect(paymentArrivedAtDesk(world, reference)).toEqual({ payment_id: 'pay-000001', status: 'APPROVED', code: 'approved', transaction_reference: reference });
    expect(status()).toEqual(['APPROVED', 'approved']);
    expect(transfer().status).toBe('PENDING');
    expect(transfersAtDesk(world, nasra).charges.map((c) => [c.payment_id, c.payment_type])).toEqual([['pay-000001', 'apaylo']]);
    // The money arrives once.
    expect(paymentArrivedAtDesk(world, reference)).toBeUndefined();
  });

  it('is offered to Canadian customers only', () => {
    const world = new SandboxWorld();
    const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
    const quote = saveQuoteAtDesk(world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
    if (!quote.ok) throw new Error('no quote');
    const beneficiary = world.records.beneficiaries.find((b) => b.customerId === amina.id && b.destinationIso2 === 'SO')!;
    const created = createTransactionAtDesk(world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: beneficiary.guid, purpose_of_transaction: 'Gift' });
    if (!created.ok) throw new Error('no transfer');
    const chosen = setPaymentTypeAtDesk(world, amina, { transaction_reference: created.value.transaction.reference, payment_type: 'apaylo' });
    expect(chosen).toMatchObject({ ok: false, errors: [{ status: 422, type: 'InvalidValue', property_path: 'payment_type' }] });
  });
});

describe('the money-arrived control (POST /sandbox/control/payment-arrived)', () => {
  it('approves a waiting bank payment of the transfer; a transfer with none waiting is 404', async () => {
    const { world, nasra: hodan, reference, transfer } = canadianTransfer('bank', { email: 'hodan.gb@sandbox.test', currency: 'GBP' });
    const app = createControlApi(world);
    const arrive = (body: unknown) => app.request('/payment-arrived', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    expect((await arrive({ reference })).status).toBe(404);
    const paid = payAtDesk(world, hodan, { transaction_reference: reference }, VENDOR);
    expect(paid).toMatchObject({ ok: true, value: { status: 'WAITING', bank_transfer: { reference } } });
    const answer = await arrive({ reference });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ arrived: true, payment: { payment_id: 'pay-000001', status: 'APPROVED', code: 'approved', transaction_reference: reference } });
    expect(transfer().status).toBe('PENDING');
    expect((await arrive({ reference })).status).toBe(404);
    expect((await arrive({})).status).toBe(404);
  });
});
