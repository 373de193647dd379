import { describe, expect, it } from 'vitest';
import { PIN_ORDER_TTL_MS, loginWithPinAtDesk, startPinLoginAtDesk } from './pin-login-desk';
import { SandboxWorld } from './world';

const PIN = '198505152384';

describe('pin-login desk', () => {
  const setup = () => {
    let now = Date.parse('2026-11-23T10:00:00Z');
    const world = new SandboxWorld({ clock: () => new Date(now) });
    const start = () => startPinLoginAtDesk(world, 'remit-eu', { country: 'SE', personalIdentityNumber: PIN }, 'http://vendor.test');
    return { world, start, pass: (ms: number) => (now += ms) };
  };

  it('hands out the sandbox BankID page on the vendor origin, one order per start', () => {
    const { start } = setup();
    const first = start();
    const second = start();
    expect(first).toEqual({ ok: true, value: { url: 'http://vendor.test/bankid?session=bid-000001', orderRef: 'bid-000001' } });
    expect(second.ok && second.value.orderRef).toBe('bid-000002');
  });

  it('signs in on the second check within the order’s lifetime', () => {
    const { world, start, pass } = setup();
    const order = start();
    if (!order.ok) throw new Error('not started');
    pass(PIN_ORDER_TTL_MS);
    expect(loginWithPinAtDesk(world, 'remit-eu', { personalIdentityNumber: PIN, orderRef: order.value.orderRef })).toEqual({ ok: true, value: { status: 'pending' } });
    const signed = loginWithPinAtDesk(world, 'remit-eu', { personalIdentityNumber: PIN, orderRef: order.value.orderRef });
    expect(signed.ok && signed.value.status).toBe('complete');
  });

  it('refuses an order checked after its lifetime, and forgets it', () => {
    const { world, start, pass } = setup();
    const order = start();
    if (!order.ok) throw new Error('not started');
    pass(PIN_ORDER_TTL_MS + 1);
    const expired = loginWithPinAtDesk(world, 'remit-eu', { personalIdentityNumber: PIN, orderRef: order.value.orderRef });
    expect(expired).toMatchObject({ ok: false, errors: [{ status: 400, type: 'CodeNotDefined', message: 'The BankID sign-in has expired. Please start again.' }] });
    const again = loginWithPinAtDesk(world, 'remit-eu', { personalIdentityNumber: PIN, orderRef: order.value.orderRef });
    expect(again).toMatchObject({ ok: false, errors: [{ type: 'CodeNotDefined', message: 'No BankID sign-in is running for this number. Please start again.' }] });
  });

  it('keeps orders per world: another world knows none of them', () => {
    const { start } = setup();
    const order = start();
    if (!order.ok) throw new Error('not started');
    const other = new SandboxWorld();
    expect(loginWithPinAtDesk(other, 'remit-eu', { personalIdentityNumber: PIN, orderRef: order.value.orderRef }).ok).toBe(false);
  });
});
