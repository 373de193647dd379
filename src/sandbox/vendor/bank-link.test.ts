import { describe, expect, it } from 'vitest';
import { createVendorApp } from './vendor-app';
import { saveQuoteAtDesk } from '../world/quote-desk';
import { createTransactionAtDesk, payAtDesk, setPaymentTypeAtDesk } from '../world/transfer-desk';
import { SandboxWorld } from '../world/world';

const PORTAL = 'http://127.0.0.1:5173';
const VENDOR = 'http://127.0.0.1:5174';
const RETURN = `${PORTAL}/trustly-callback?routeName=pay`;

/** Amina's transfer of 1000.00 SEK (1015.00 SEK to pay), paid by the instant bank payment: WAITING for the bank link. */
function trustlyPayment(world: SandboxWorld): { paymentId: string; reference: string } {
  const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
  const quote = saveQuoteAtDesk(world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
  if (!quote.ok) throw new Error('no quote');
  const made = createTransactionAtDesk(world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: 'b0000000-0000-4000-8000-000000000001', purpose_of_transaction: 'Family Support' });
  if (!made.ok) throw new Error('no transfer');
  const reference = made.value.transaction.reference;
  if (!setPaymentTypeAtDesk(world, amina, 'remit-eu', { transaction_reference: reference, payment_type: 'trustly' }).ok) throw new Error('no type');
  const paid = payAtDesk(world, amina, { transaction_reference: reference }, VENDOR);
  if (!paid.ok) throw new Error('not paid');
  expect(paid.value.redirect_url).toBe(`${VENDOR}/bank-link?payment=${paid.value.payment_id}`);
  return { paymentId: paid.value.payment_id, reference };
}

function setup() {
  const world = new SandboxWorld();
  const app = createVendorApp({ embedders: [PORTAL], world });
  const { paymentId, reference } = trustlyPayment(world);
  const page = (query: string) => app.request(`${VENDOR}/bank-link?${query}`);
  const decide = (fields: Record<string, string>) =>
    app.request(`${VENDOR}/bank-link`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { world, app, paymentId, reference, page, decide };
}

describe('the sandbox bank link (vendor origin)', () => {
  it('shows the payment to approve: the amount, the reference, a choice of bank, Approve and Cancel, posted to itself', async () => {
    const { page, paymentId, reference } = setup();
    const response = await page(`payment=${paymentId}&return=${encodeURIComponent(RETURN)}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${PORTAL}`);
    const html = await response.text();
    expect(html).toContain('<h1>Approve your payment</h1>');
    expect(html).toContain('Pay 1015.00 SEK to Remit Sandbox Client Funds.');
    expect(html).toContain(`Reference: ${reference}`);
    expect(html).toContain('<form method="post" action="/bank-link">');
    expect(html).toContain(`<input type="hidden" name="payment" value="${paymentId}">`);
    expect(html).toContain(`<input type="hidden" name="return" value="${RETURN}">`);
    expect(html.match(/type="radio" name="bank"/g)).toHaveLength(3);
    expect(html).toContain('id="approve" name="decision" value="approve"');
    expect(html).toMatch(/id="cancel" name="decision" value="cancel"[^>]*formnovalidate/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('approved: records the payment APPROVED and the transfer PENDING, and sends the browser back to the portal’s callback', async () => {
    const { world, decide, paymentId, reference } = setup();
    const response = await decide({ payment: paymentId, return: RETURN, bank: 'nordic-demo', decision: 'approve' });
    expect(response.status).toBe(303);
    const back = new URL(response.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PORTAL}/trustly-callback`);
    expect(Object.fromEntries(back.searchParams)).toEqual({
      routeName: 'pay', status: 'success', provider: 'trustly', payment: paymentId, provider_reference: `trustly-${paymentId}`,
    });
    expect(world.payments.get(paymentId)).toMatchObject({ status: 'APPROVED', code: 'approved' });
    expect(world.records.transactions.find((t) => t.reference === reference)?.status).toBe('PENDING');
  });

  it('cancelled: records the payment DECLINED (payment_was_not_authorised), the transfer still awaiting payment', async () => {
    const { world, decide, paymentId, reference } = setup();
    const response = await decide({ payment: paymentId, return: RETURN, decision: 'cancel' });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location')!).searchParams.get('status')).toBe('cancel');
    expect(world.payments.get(paymentId)).toMatchObject({ status: 'DECLINED', code: 'payment_was_not_authorised' });
    expect(world.records.transactions.find((t) => t.reference === reference)?.status).toBe('AWAITING');
  });

  it('never redirects off the portal origins, and records nothing then', async () => {
    const { world, page, decide, paymentId } = setup();
    const html = await (await page(`payment=${paymentId}&return=${encodeURIComponent('https://evil.test/trustly-callback')}`)).text();
    expect(html).not.toContain('<form');
    for (const back of ['https://evil.test/trustly-callback', 'javascript:alert(1)', '']) {
      const response = await decide({ payment: paymentId, return: back, bank: 'nordic-demo', decision: 'approve' });
      expect(response.status).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    expect(world.payments.get(paymentId)?.status).toBe('WAITING');
  });

  it('needs a bank to approve, decides a payment once, and knows only instant bank payments', async () => {
    const { world, page, decide, paymentId } = setup();
    expect((await decide({ payment: paymentId, return: RETURN, decision: 'approve' })).status).toBe(400);
    expect((await decide({ payment: paymentId, return: RETURN, decision: 'maybe' })).status).toBe(400);
    expect(world.payments.get(paymentId)?.status).toBe('WAITING');
    expect((await decide({ payment: paymentId, return: RETURN, bank: 'euro-test', decision: 'approve' })).status).toBe(303);
    expect((await decide({ payment: paymentId, return: RETURN, decision: 'cancel' })).status).toBe(409);
    expect(world.payments.get(paymentId)?.status).toBe('APPROVED');
    expect(await (await page(`payment=${paymentId}&return=${encodeURIComponent(RETURN)}`)).text()).toContain('This payment was decided already.');
    const unknown = await page(`payment=${encodeURIComponent('<b>x</b>')}&return=${encodeURIComponent(RETURN)}`);
    expect(await unknown.text()).toContain('No payment to authorise');
    expect((await decide({ payment: 'pay-999999', return: RETURN, decision: 'cancel' })).status).toBe(404);
  });

  it('without the back office’s world, says it is not connected and records nothing', async () => {
    const html = await (await createVendorApp({ embedders: [PORTAL] }).request(`${VENDOR}/bank-link?payment=pay-000001&return=${encodeURIComponent(RETURN)}`)).text();
    expect(html).toContain('not connected to a back office');
    expect(html).not.toContain('<form');
  });
});
