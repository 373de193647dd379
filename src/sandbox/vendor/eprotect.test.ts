import { describe, expect, it } from 'vitest';
import { createVendorApp } from './vendor-app';
import { addCardAtDesk, eprotectRegistrationAtDesk, SANDBOX_VANTIV_PAYPAGE_ID, takeVantivRegistration } from '../world/card-desk';
import { SandboxWorld } from '../world/world';

/**
 * The imitation of Worldpay (Vantiv) eProtect on the vendor origin: its iframe client script, its
 * one card frame, and the registration the frame makes (POST /eProtect/paypage), whose paypage
 * registration id the back office takes once.
 */

const PORTAL = 'http://127.0.0.1:5173';
const VENDOR = 'http://127.0.0.1:5174';
const AMINA = 'amina.se@sandbox.test';
const NOW = Date.parse('2026-11-21T10:00:00Z');

function setUp() {
  let now = NOW;
  const world = new SandboxWorld({ clock: () => new Date(now) });
  const app = createVendorApp({ embedders: [PORTAL], world });
  const amina = world.customersByEmail(AMINA)[0]!;
  const register = (card: Record<string, unknown>) =>
    app.request(`${VENDOR}/eProtect/paypage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ paypageId: SANDBOX_VANTIV_PAYPAGE_ID, reportGroup: 'remittance-portal', id: 'r1', orderId: 'o1', accountNumber: '4111111111111111', expMonth: '1', expYear: '2032', cvv: '123', ...card }),
    });
  return { world, app, amina, register, pass: (ms: number) => (now += ms) };
}

describe('the imitation of Worldpay eProtect on the vendor origin', () => {
  it('serves its iframe client at eProtect’s path, defining EprotectIframeClient, built with the DOM only', async () => {
    const { app } = setUp();
    const response = await app.request(`${VENDOR}/eProtect/js/eProtect-iframe-client3.min.js`);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    for (const part of ['window.EprotectIframeClient', 'getPaypageRegistrationId', "'/eProtect/iframe'", 'inputsEmptyCallback', 'timeout: true']) expect(script).toContain(part);
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('draws the card form as a page of the vendor, framed only by the portal, whose script posts eProtect’s response only', async () => {
    const { app } = setUp();
    const response = await app.request(`${VENDOR}/eProtect/iframe?paypageId=${SANDBOX_VANTIV_PAYPAGE_ID}&origin=${encodeURIComponent(PORTAL)}`);
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors ${PORTAL}`);
    const html = await response.text();
    expect(html).toContain('<script src="/assets/eprotect-iframe.js" defer></script>');
    expect(html).toContain(`data-embedders="${PORTAL}"`);
    const script = await (await app.request(`${VENDOR}/assets/eprotect-iframe.js`)).text();
    for (const part of ["'/eProtect/paypage'", "'inputsEmpty'", "'response'", 'parentOrigin']) expect(script).toContain(part);
    expect(script).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('registers a card: 870 with the registration id, the first six and last four digits, the type and the expiry', async () => {
    const { world, register } = setUp();
    const response = await register({});
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, string>;
    expect(answer).toMatchObject({ id: 'r1', orderId: 'o1', reportGroup: 'remittance-portal', response: '870', message: 'Success', firstSix: '411111', lastFour: '1111', type: 'VI', expMonth: '01', expYear: '32' });
    expect(world.vantivRegistrations.get(answer.paypageRegistrationId!)).toEqual({ digits: '4111111111111111', expMonth: 1, expYear: 2032, expiresAt: NOW + 24 * 60 * 60_000 });
    expect(JSON.stringify(answer)).not.toContain('4111111111111111');
  });

  it.each([
    [{ accountNumber: '4111-1111-1111-111x' }, '874'],
    [{ accountNumber: '411111111111' }, '872'],
    [{ accountNumber: '41111111111111111111' }, '873'],
    [{ accountNumber: '4111111111111112' }, '871'],
    [{ cvv: '12a' }, '881'],
    [{ cvv: '12' }, '882'],
    [{ cvv: '12345' }, '883'],
    [{ paypageId: 'someone-elses' }, '889'],
  ])('refuses %o with eProtect’s code %s, registering nothing', async (card, code) => {
    const { world, register } = setUp();
    expect(await (await register(card)).json()).toMatchObject({ response: code, id: 'r1' });
    expect(world.vantivRegistrations.size).toBe(0);
  });

  it('registers any scheme and expiry, as eProtect does; the back office takes a Visa or Mastercard not expired, once, within 24 hours', () => {
    const { world, amina, pass } = setUp();
    const id = (card: Record<string, unknown>) => eprotectRegistrationAtDesk(world, { paypageId: SANDBOX_VANTIV_PAYPAGE_ID, accountNumber: '4111111111111111', expMonth: '1', expYear: '2032', cvv: '123', ...card }).paypageRegistrationId!;
    const amex = id({ accountNumber: '378282246310005', cvv: '1234' });
    expect(takeVantivRegistration(world, amina, amex)).toMatchObject({ ok: false, errors: [{ status: 422, message: 'Only Visa and Mastercard cards are accepted.' }] });
    expect(takeVantivRegistration(world, amina, id({ expMonth: '10', expYear: '2026' }))).toMatchObject({ ok: false, errors: [{ type: 'CardExpired' }] });
    const visa = id({});
    expect(takeVantivRegistration(world, amina, visa)).toMatchObject({ ok: true, value: { customerId: amina.id, digits: '4111111111111111', holderName: 'Amina Warsame' } });
    expect(takeVantivRegistration(world, amina, visa)).toMatchObject({ ok: false, errors: [{ property_path: 'payment_page_registration_id' }] });
    const stale = id({ accountNumber: '5555555555554444' });
    pass(24 * 60 * 60_000 + 1);
    expect(addCardAtDesk(world, amina, { single_use_token: stale }, 'http://127.0.0.1:5174')).toMatchObject({ ok: false });
  });
});
