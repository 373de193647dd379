import { describe, expect, it } from 'vitest';
import { createVendorApp } from './vendor-app';
import { saveQuoteAtDesk } from '../world/quote-desk';
import { createTransactionAtDesk, payAtDesk, setPaymentTypeAtDesk } from '../world/transfer-desk';
import { SandboxWorld } from '../world/world';

const PORTAL = 'http://127.0.0.1:5173';
const VENDOR = 'http://127.0.0.1:5174';
/** The pay step's return addresses, as the portal gives them to pay (Trustly's SuccessURL and FailURL). */
const SUCCESS_URL = `${PORTAL}/trustly-callback?status=success&provider=trustly&routeName=pay`;
const FAIL_URL = `${PORTAL}/trustly-callback?status=fail&provider=trustly&routeName=pay`;

/** Amina's transfer of 1000.00 SEK (1015.00 SEK to pay), paid by the instant bank payment: WAITING for Trustly's payment page. */
function trustlyPayment(world: SandboxWorld, returns: Record<string, string> = { success_url: SUCCESS_URL, fail_url: FAIL_URL }) {
  const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
  const quote = saveQuoteAtDesk(world, amina, { amount: { amount_minor: 100_000, currency: 'SEK' }, amount_type: 'SOURCE', destination_country_iso2: 'SO', payout_type: 'mobile' });
  if (!quote.ok) throw new Error('no quote');
  const made = createTransactionAtDesk(world, amina, { quote_id: quote.value.quote_id, beneficiary_guid: 'b0000000-0000-4000-8000-000000000001', purpose_of_transaction: 'Family Support' });
  if (!made.ok) throw new Error('no transfer');
  const reference = made.value.transaction.reference;
  if (!setPaymentTypeAtDesk(world, amina, { transaction_reference: reference, payment_type: 'trustly' }).ok) throw new Error('no type');
  return { reference, paid: payAtDesk(world, amina, { transaction_reference: reference, ...returns }, VENDOR) };
}

function setup() {
  const world = new SandboxWorld();
  const app = createVendorApp({ embedders: [PORTAL], world });
  const { reference, paid } = trustlyPayment(world);
  if (!paid.ok) throw new Error('not paid');
  const paymentId = paid.value.payment_id;
  const url = new URL(paid.value.redirect_url!);
  const order = { OrderID: url.searchParams.get('OrderID')!, SessionID: url.searchParams.get('SessionID')! };
  const page = (query: string) => app.request(`${VENDOR}/_/orderclient.php?${query}`);
  const decide = (fields: Record<string, string>) =>
    app.request(`${VENDOR}/_/orderclient.php`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { world, app, paymentId, reference, url, order, page, decide };
}

describe('the back end’s Deposit call to the imitation of Trustly (pay of a trustly payment)', () => {
  it('answers the url of Trustly’s payment page, with the order’s SessionID, OrderID and Locale; the order returns to the addresses given, with the payment', () => {
    const { world, url, paymentId, order } = setup();
    expect(`${url.origin}${url.pathname}`).toBe(`${VENDOR}/_/orderclient.php`);
    expect([...url.searchParams.keys()]).toEqual(['SessionID', 'OrderID', 'Locale']);
    expect(order.OrderID).toMatch(/^\d{10}$/);
    expect(url.searchParams.get('Locale')).toBe('sv_SE');
    expect(world.payments.get(paymentId)?.trustly).toEqual({
      orderId: order.OrderID, sessionId: order.SessionID, locale: 'sv_SE', successUrl: `${SUCCESS_URL}&payment=${paymentId}`, failUrl: `${FAIL_URL}&payment=${paymentId}`,
    });
  });

  it('needs both return addresses, as Trustly does, and records no payment without them', () => {
    const world = new SandboxWorld();
    const missing = trustlyPayment(world, { success_url: SUCCESS_URL }).paid;
    expect(missing.ok ? [] : missing.errors.map((e) => [e.type, e.property_path])).toEqual([['ValueNotBeBlank', 'fail_url']]);
    const wrong = trustlyPayment(world, { success_url: 'javascript:alert(1)', fail_url: FAIL_URL }).paid;
    expect(wrong.ok ? [] : wrong.errors.map((e) => [e.type, e.property_path])).toEqual([['InvalidValue', 'success_url']]);
    expect(world.payments.size).toBe(0);
  });
});

describe('Trustly’s payment page (the imitation on the vendor origin)', () => {
  it('shows the payment to approve: the amount, the reference, a choice of bank, Approve and Cancel, posted to itself', async () => {
    const { page, url, order, reference } = setup();
    const response = await page(url.search.slice(1));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`form-action 'self' ${PORTAL}`);
    const html = await response.text();
    expect(html).toContain('<h1>Approve your payment</h1>');
    expect(html).toContain('Pay 1015.00 SEK to Remit Sandbox Client Funds.');
    expect(html).toContain(`Reference: ${reference}`);
    expect(html).toContain('<form method="post" action="/_/orderclient.php">');
    expect(html).toContain(`<input type="hidden" name="OrderID" value="${order.OrderID}">`);
    expect(html).toContain(`<input type="hidden" name="SessionID" value="${order.SessionID}">`);
    expect(html.match(/type="radio" name="bank"/g)).toHaveLength(3);
    expect(html).toContain('id="approve" name="decision" value="approve"');
    expect(html).toMatch(/id="cancel" name="decision" value="cancel"[^>]*formnovalidate/);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });

  it('approved: records the payment APPROVED and the transfer PENDING, and sends the browser to the order’s SuccessURL as given', async () => {
    const { world, decide, order, paymentId, reference } = setup();
    const response = await decide({ ...order, bank: 'nordic-demo', decision: 'approve' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${SUCCESS_URL}&payment=${paymentId}`);
    expect(world.payments.get(paymentId)).toMatchObject({ status: 'APPROVED', code: 'approved' });
    expect(world.records.transactions.find((t) => t.reference === reference)?.status).toBe('PENDING');
  });

  it('cancelled: records the payment DECLINED (payment_was_not_authorised), the transfer still awaiting payment, and sends the browser to the FailURL', async () => {
    const { world, decide, order, paymentId, reference } = setup();
    const response = await decide({ ...order, decision: 'cancel' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${FAIL_URL}&payment=${paymentId}`);
    expect(world.payments.get(paymentId)).toMatchObject({ status: 'DECLINED', code: 'payment_was_not_authorised' });
    expect(world.records.transactions.find((t) => t.reference === reference)?.status).toBe('AWAITING');
  });

  it('knows an order only by its OrderID and SessionID together', async () => {
    const { page, decide, order, world, paymentId } = setup();
    const html = await (await page(`OrderID=${order.OrderID}&SessionID=00000000-0000-4000-8000-999999999999`)).text();
    expect(html).toContain('No payment to authorise');
    expect(html).not.toContain('<form');
    expect((await decide({ OrderID: order.OrderID, SessionID: 'guess', bank: 'nordic-demo', decision: 'approve' })).status).toBe(404);
    expect(world.payments.get(paymentId)?.status).toBe('WAITING');
  });

  it('never redirects off the portal origins, and records nothing then', async () => {
    const world = new SandboxWorld();
    const app = createVendorApp({ embedders: [PORTAL], world });
    const { paid } = trustlyPayment(world, { success_url: 'https://evil.test/trustly-callback', fail_url: FAIL_URL });
    if (!paid.ok) throw new Error('not paid');
    const url = new URL(paid.value.redirect_url!);
    const response = await app.request(`${VENDOR}/_/orderclient.php`, {
      method: 'POST',
      body: new URLSearchParams({ OrderID: url.searchParams.get('OrderID')!, SessionID: url.searchParams.get('SessionID')!, bank: 'nordic-demo', decision: 'approve' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(world.payments.get(paid.value.payment_id)?.status).toBe('WAITING');
  });

  it('needs a bank to approve, decides a payment once', async () => {
    const { world, page, decide, order, url, paymentId } = setup();
    expect((await decide({ ...order, decision: 'approve' })).status).toBe(400);
    expect((await decide({ ...order, decision: 'maybe' })).status).toBe(400);
    expect(world.payments.get(paymentId)?.status).toBe('WAITING');
    expect((await decide({ ...order, bank: 'euro-test', decision: 'approve' })).status).toBe(303);
    expect((await decide({ ...order, decision: 'cancel' })).status).toBe(409);
    expect(world.payments.get(paymentId)?.status).toBe('APPROVED');
    expect(await (await page(url.search.slice(1))).text()).toContain('This payment was decided already.');
  });

  it('without the back office’s world, says it is not connected and records nothing', async () => {
    const html = await (await createVendorApp({ embedders: [PORTAL] }).request(`${VENDOR}/_/orderclient.php?OrderID=4000000001&SessionID=x`)).text();
    expect(html).toContain('not connected to a back office');
    expect(html).not.toContain('<form');
  });
});
