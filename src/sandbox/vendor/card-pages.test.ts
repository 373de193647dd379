import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { cardBrand, cardNumberValid } from '../../shared/kernel/card-number';
import { createVendorApp } from './vendor-app';
import { addCardAtDesk, clientTokenAtDesk, SANDBOX_CHECKOUT_PUBLIC_KEY } from '../world/card-desk';
import { SandboxWorld } from '../world/world';

/**
 * The card provider's pages on the vendor origin: the hosted card form that tokenizes on its own
 * origin (the token lands where card add reads it), the 3-D Secure method URL and the challenge
 * whose outcome is recorded on the world's payment.
 */

const PORTAL = 'http://127.0.0.1:5173';
const VENDOR = 'http://127.0.0.1:5174';
const AMINA = 'amina.se@sandbox.test';

function setUp() {
  const world = new SandboxWorld({ clock: () => new Date('2026-11-21T10:00:00Z') });
  const app = createVendorApp({ embedders: [PORTAL], world });
  const amina = world.customersByEmail(AMINA)[0]!;
  const call = (path: string, body: unknown, contentType = 'application/json') =>
    app.request(`${VENDOR}${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body: typeof body === 'string' ? body : JSON.stringify(body) });
  const session = () => {
    const answer = clientTokenAtDesk(world, amina);
    if (!answer.ok) throw new Error('no client token');
    return answer.value.client_token;
  };
  return { world, app, amina, call, session };
}

const CARD = { card_number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 30, cvv: '123', holder_name: 'Amina Warsame' };

describe('the imitation of Fiserv’s hosted card page on the vendor origin', () => {
  it('is a page of the vendor with its own script, which posts only the token and what may be shown', async () => {
    const { app } = setUp();
    const html = await (await app.request(`${VENDOR}/fiserv/card-form?session=fiserv-ct-000001`)).text();
    expect(html).toContain('<script src="/assets/fiserv-card-form.js" defer></script>');
    expect(html).toContain(`data-embedders="${PORTAL}"`);
    const script = await (await app.request(`${VENDOR}/assets/fiserv-card-form.js`)).text();
    for (const part of ["'fiserv-card-form'", "'loaded'", "'validation'", "'tokenized'", "'tokenize'", "'/fiserv/card-form/tokenize'", 'single_use_token']) expect(script).toContain(part);
    // Built with the DOM (the page's policy requires Trusted Types): no markup from strings.
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('tokenizes on its own origin under the form session: the token is the customer’s, for card add', async () => {
    const { world, amina, call, session } = setUp();
    const response = await call('/fiserv/card-form/tokenize', { session: session(), ...CARD });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ single_use_token: 'sut-000001', last4: '4242', brand: 'visa', expiry: '12/30' });
    expect(world.cardTokens.get('sut-000001')).toEqual({ customerId: amina.id, digits: '4242424242424242', expMonth: 12, expYear: 2030, holderName: 'Amina Warsame' });
  });

  it('refuses what the provider refuses, by field, and a form without a session of the back office', async () => {
    const { world, call, session } = setUp();
    const token = session();
    const refused = async (body: unknown) => {
      const response = await call('/fiserv/card-form/tokenize', body);
      return { status: response.status, ...((await response.json()) as object) };
    };
    expect(await refused({ session: token, ...CARD, card_number: '4242424242424241' })).toEqual({
      status: 422, errors: [{ type: 'InvalidValue', property_path: 'card_number', message: 'Invalid card number.' }],
    });
    expect(await refused({ session: token, ...CARD, card_number: '378282246310005' })).toEqual({
      status: 422, errors: [{ type: 'InvalidValue', property_path: 'card_number', message: 'We accept only Visa and Mastercard.' }],
    });
    expect(await refused({ session: token, ...CARD, expiry_month: 10, expiry_year: 26 })).toEqual({
      status: 422, errors: [{ type: 'CardExpired', property_path: 'expiry_month', message: 'The card has expired.' }],
    });
    expect(await refused({ session: token, ...CARD, cvv: '12' })).toEqual({
      status: 400, errors: [{ type: 'InvalidValue', property_path: 'cvv', message: 'Wrong expiry date or CVV.' }],
    });
    expect(await refused({ session: 'fiserv-ct-999999', ...CARD })).toEqual({
      status: 401, errors: [{ type: 'AccessDenied', property_path: 'session', message: 'The card form session has ended. Open the card form again.' }],
    });
    expect((await call('/fiserv/card-form/tokenize', `session=${token}`, 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await call('/fiserv/card-form/tokenize', '[1]')).status).toBe(400);
    expect(world.cardTokens.size).toBe(0);
  });

  it('answers 503 and records nothing when it has no back office', async () => {
    const app = createVendorApp({ embedders: [PORTAL] });
    const response = await app.request(`${VENDOR}/fiserv/card-form/tokenize`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(CARD) });
    expect(response.status).toBe(503);
  });
});

describe('3-D Secure on the vendor origin', () => {
  const waiting = (world: SandboxWorld, customerId: number, behaviour: 'three-ds' | 'approve' = 'three-ds') => {
    world.payments.set('pay-000001', { id: 'pay-000001', reference: 'TR01000001', customerId, behaviour, polls: 0, status: 'WAITING', code: null });
    return world.payments.get('pay-000001')!;
  };

  it('takes the posted method form and answers a page whose own script reports the method complete with that data', async () => {
    const { app } = setUp();
    const response = await app.request(`${VENDOR}/3ds/method`, { method: 'POST', body: new URLSearchParams({ threeDSMethodData: 'e30"><x' }) });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('data-method="e30&#34;&#62;&#60;x"');
    expect(html).toContain('<script src="/assets/three-ds-method.js" defer></script>');
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect((await app.request(`${VENDOR}/assets/three-ds-method.js`)).status).toBe(200);
  });

  it('shows the challenge with its script, and records the outcome on the payment once', async () => {
    const { world, app, amina, call } = setUp();
    const payment = waiting(world, amina.id);
    const html = await (await app.request(`${VENDOR}/3ds/challenge?payment=pay-000001`)).text();
    expect(html).toContain('<script src="/assets/three-ds.js" defer></script>');
    const script = await (await app.request(`${VENDOR}/assets/three-ds.js`)).text();
    for (const part of ["'three-ds-challenge'", "'3ds-loaded'", "'3ds-complete'", "'/3ds/challenge/complete'"]) expect(script).toContain(part);

    const answered = await call('/3ds/challenge/complete', { payment: 'pay-000001', outcome: 'declined' });
    expect(answered.status).toBe(200);
    expect(await answered.json()).toEqual({ payment: 'pay-000001', outcome: 'declined' });
    expect(payment.challenge).toBe('declined');
    const again = await call('/3ds/challenge/complete', { payment: 'pay-000001', outcome: 'approved' });
    expect(again.status).toBe(409);
    expect(payment.challenge).toBe('declined');
  });

  it('refuses an outcome for a payment without a challenge, or an unknown outcome', async () => {
    const { world, amina, call } = setUp();
    expect((await call('/3ds/challenge/complete', { payment: 'pay-000404', outcome: 'approved' })).status).toBe(404);
    const payment = waiting(world, amina.id, 'approve');
    expect((await call('/3ds/challenge/complete', { payment: 'pay-000001', outcome: 'approved' })).status).toBe(404);
    payment.behaviour = 'three-ds';
    expect((await call('/3ds/challenge/complete', { payment: 'pay-000001', outcome: 'maybe' })).status).toBe(400);
    expect(payment.challenge).toBeUndefined();
  });
});

describe('the imitation of Checkout.com Frames on the vendor origin', () => {
  it('serves Frames’ script at the path Checkout serves it from, defining window.Frames with its events, built with the DOM', async () => {
    const { app } = setUp();
    const answer = await app.request(`${VENDOR}/js/framesv2.min.js`);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    const script = await answer.text();
    for (const part of ['window.Frames', 'submitCard', 'isCardValid', 'enableSubmitForm', "'frameValidationChanged'", "'cardTokenized'", "'cardTokenizationFailed'", "'card-number-frame'"]) {
      expect(script).toContain(part);
    }
    expect(script).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write/);
  });

  it('serves each card field as a page framed only by the portal, with its own script', async () => {
    const { app } = setUp();
    const answer = await app.request(`${VENDOR}/frames/field?field=number&key=pk&origin=${encodeURIComponent(PORTAL)}`);
    expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`);
    const html = await answer.text();
    expect(html).toContain('<script src="/assets/card-number.js" defer></script>\n<script src="/assets/frames-field.js" defer></script>');
    expect(html).toContain(`data-embedders="${PORTAL}"`);
    const field = await (await app.request(`${VENDOR}/assets/frames-field.js`)).text();
    expect(field).toContain("'/frames/tokens'");
  });

  it('tokenizes a card for the sandbox’s public key into a tok_ token card add takes; a wrong key or card is refused as Checkout refuses', async () => {
    const { app, world, amina } = setUp();
    const tokens = (body: unknown) => app.request(`${VENDOR}/frames/tokens`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const card = { public_key: SANDBOX_CHECKOUT_PUBLIC_KEY, number: '4111111111111111', expiry_month: 1, expiry_year: 2032, cvv: '123' };
    const made = await tokens(card);
    expect(made.status).toBe(201);
    const body = (await made.json()) as { token: string };
    expect(body).toMatchObject({ type: 'card', token: expect.stringMatching(/^tok_/), scheme: 'Visa', last4: '1111', bin: '411111', expiry_month: 1, expiry_year: 2032 });
    expect(addCardAtDesk(world, amina, { single_use_token: body.token }, 'http://vendor.test')).toMatchObject({ ok: true });
    expect(await (await tokens({ ...card, public_key: 'pk_other' })).json()).toMatchObject({ error_type: 'request_unauthorized' });
    const refused = await tokens({ ...card, number: '4111111111111112', cvv: '1' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ error_type: 'request_invalid', error_codes: ['card_number_invalid', 'cvv_invalid'] });
  });
});

describe('the imitation of Checkout.com’s 3-D Secure page of a card add on the vendor origin', () => {
  /** A card add of Checkout's 3-D Secure test card, as the back office answers it (202 Pending). */
  const pending = (returns: { successUrl: string; failureUrl: string } = { successUrl: `${PORTAL}/checkout-card-enrollment/success`, failureUrl: `${PORTAL}/checkout-card-enrollment/failure` }) => {
    const { world, app, amina } = setUp();
    const token = `tok_sbox_test`;
    world.checkoutTokens.set(token, { digits: '4485040371536584', expMonth: 1, expYear: 2032, expiresAt: world.now() + 60_000 });
    const added = addCardAtDesk(world, amina, { single_use_token: token, success_url: returns.successUrl, failure_url: returns.failureUrl }, VENDOR);
    if (!added.ok || 'card' in added.value) throw new Error('no 3-D Secure asked');
    const href = new URL(added.value._links.redirect.href);
    const decide = (fields: Record<string, string>) =>
      app.request(`${VENDOR}${href.pathname}`, { method: 'POST', body: new URLSearchParams(fields), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    return { world, app, amina, href, sessionId: added.value.id, decide };
  };

  it('shows the issuer’s challenge: the merchant, an amount of 0 in the customer’s currency, the card’s last four, the one-time code with the sandbox’s hint', async () => {
    const { app, href } = pending();
    expect(href.origin).toBe(VENDOR);
    const response = await app.request(href.href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`);
    const html = await response.text();
    for (const part of ['Sandbox Issuer ACS', 'Merchant: Sahan Money', 'Amount: 0.00 SEK', '•••• 6584', 'autocomplete="one-time-code"', 'Sandbox: the code is 123456.', '>Submit<', '>Cancel<']) {
      expect(html).toContain(part);
    }
    expect(html).not.toContain('4485040371536584');
  });

  it('a wrong code is refused on the page; the right one verifies the card and goes to success_url with cko-session-id', async () => {
    const { world, amina, decide, sessionId } = pending();
    const wrong = await decide({ action: 'submit', code: '000000' });
    expect(wrong.status).toBe(200);
    expect(await wrong.text()).toContain('That code isn’t right.');
    expect(world.cardEnrollments.get(sessionId)?.status).toBe('Pending');
    const right = await decide({ action: 'submit', code: '123456' });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe(`${PORTAL}/checkout-card-enrollment/success?cko-session-id=${sessionId}`);
    expect(world.records.cards.filter((k) => k.customerId === amina.id && k.last4 === '6584')).toHaveLength(1);
    // Decided once: the page says so afterwards.
    expect((await decide({ action: 'submit', code: '123456' })).status).toBe(409);
  });

  it('Cancel declines it (not authorised) and goes to failure_url; a return address off the portal’s origins is never followed', async () => {
    const cancelled = pending();
    const response = await cancelled.decide({ action: 'cancel' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${PORTAL}/checkout-card-enrollment/failure?cko-session-id=${cancelled.sessionId}`);
    expect(cancelled.world.cardEnrollments.get(cancelled.sessionId)).toMatchObject({ status: 'Declined', code: 'payment_was_not_authorised' });
    const elsewhere = pending({ successUrl: 'https://evil.example/ok', failureUrl: 'https://evil.example/ko' });
    const refused = await elsewhere.decide({ action: 'submit', code: '123456' });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
    expect(elsewhere.world.cardEnrollments.get(elsewhere.sessionId)?.status).toBe('Pending');
  });
});

describe('the card-number rules of the vendors’ card pages', () => {
  it('are the shared kernel’s, served before each card page’s own script, and judge a number as the portal does', async () => {
    const { app } = setUp();
    const form = await (await app.request(`${VENDOR}/fiserv/card-form?session=fiserv-ct-000001`)).text();
    expect(form.indexOf('/assets/card-number.js')).toBeGreaterThan(-1);
    expect(form.indexOf('/assets/card-number.js')).toBeLessThan(form.indexOf('/assets/fiserv-card-form.js'));
    const answer = await app.request(`${VENDOR}/assets/card-number.js`);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    // Run as a browser runs a classic script: a window and nothing of Node's or the test's.
    const window: { cardNumber?: { cardNumberValid(d: string): boolean; cardBrand(d: string): string | undefined } } = {};
    runInNewContext(await answer.text(), { window });
    for (const digits of ['4242424242424242', '4242424242424241', '5555555555554444', '378282246310005', '4111', '00000000000000000000', '42424242424242x2']) {
      expect(window.cardNumber?.cardNumberValid(digits), digits).toBe(cardNumberValid(digits));
      expect(window.cardNumber?.cardBrand(digits), digits).toBe(cardBrand(digits));
    }
  });
});
