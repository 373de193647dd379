import { describe, expect, it } from 'vitest';
import { bankIdPlaceholderPhone, registerWithPersonalIdentityNumberAtDesk, sendPhoneCodeAtDesk, updatePhoneAtDesk } from './registration-desk';
import { SandboxWorld } from './world';

const NEW = { code: '46', phone: '701234567' };
const NEW_E164 = '+46701234567';

/** The back office's mobile-number change (remitter update-phone) at the registration desk, both modes' one desk. */
describe('the phone change desk', () => {
  const setup = () => {
    const world = new SandboxWorld({ clock: () => new Date('2026-11-30T10:00:00Z') });
    const registered = registerWithPersonalIdentityNumberAtDesk(world, 'remit-eu', { personalIdentityNumber: '199001011234', country: 'SE', email: 'new.bankid@sandbox.test' });
    if (!registered.ok) throw new Error('not registered');
    return { world, customer: registered.value.customer };
  };

  it('a BankID registration starts with the placeholder, which the code sent to the new number replaces; the change is recorded and the code used up', () => {
    const { world, customer } = setup();
    expect(customer.phone).toBe(bankIdPlaceholderPhone('46'));
    expect(sendPhoneCodeAtDesk(world, NEW).ok).toBe(true);
    expect(updatePhoneAtDesk(world, customer, { mobile_phone: NEW, code: '123456' })).toEqual({ ok: true, value: { mobile_phone: NEW, phone: NEW_E164 } });
    expect(customer.phone).toBe(NEW_E164);
    expect(world.phoneChanges).toEqual([{ customerId: customer.id, from: bankIdPlaceholderPhone('46'), to: NEW_E164, at: Date.parse('2026-11-30T10:00:00Z') }]);
    expect(world.phoneCodes.has(NEW_E164)).toBe(false);
  });

  it('refuses blank fields, a number that is none, and another account’s number, each on its field, before the code is looked at', () => {
    const { world, customer } = setup();
    expect(updatePhoneAtDesk(world, customer, {})).toMatchObject({ ok: false, errors: [{ type: 'ValueNotBeBlank', property_path: 'mobile_phone' }, { type: 'ValueNotBeBlank', property_path: 'code' }] });
    expect(updatePhoneAtDesk(world, customer, { mobile_phone: { code: '46', phone: '12' }, code: '123456' })).toMatchObject({ ok: false, errors: [{ status: 400, type: 'InvalidPhone', property_path: 'mobile_phone' }] });
    const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
    const taken = { code: '46', phone: amina.phone.slice(3) };
    sendPhoneCodeAtDesk(world, taken);
    expect(updatePhoneAtDesk(world, amina, { mobile_phone: taken, code: '000000' })).toMatchObject({ ok: false, errors: [{ type: 'CodeMismatch' }] });
    const other = world.customersByEmail('bankid.se@sandbox.test')[0]!;
    expect(updatePhoneAtDesk(world, other, { mobile_phone: taken, code: '123456' })).toMatchObject({ ok: false, errors: [{ status: 409, type: 'AccountAlreadyExists', property_path: 'mobile_phone' }] });
    expect(world.phoneChanges).toEqual([]);
  });

  it('checks the code as verify-phone does: none sent, a wrong one counted, three end it', () => {
    const { world, customer } = setup();
    const change = (code: string) => updatePhoneAtDesk(world, customer, { mobile_phone: NEW, code });
    expect(change('123456')).toMatchObject({ ok: false, errors: [{ status: 400, type: 'CodeNotDefined', property_path: 'code' }] });
    sendPhoneCodeAtDesk(world, NEW);
    for (const wrong of ['000001', '000002', '000003']) expect(change(wrong)).toMatchObject({ ok: false, errors: [{ status: 400, type: 'CodeMismatch', property_path: 'code' }] });
    expect(change('123456')).toMatchObject({ ok: false, errors: [{ status: 429, type: 'AttemptLimit', property_path: 'code' }] });
    expect(customer.phone).toBe(bankIdPlaceholderPhone('46'));
  });
});
