import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../world/customers';
import { registerCustomer } from '../world/oauth-state';
import { changePasswordWithTokenAtDesk, latestResetToken, registerWithPersonalIdentityNumberAtDesk, resetPasswordAtDesk } from '../world/registration-desk';
import { SandboxWorld } from '../world/world';
import { userPayload } from './user-payload';

describe('userPayload', () => {
  it('splits the mobile phone at the country calling code of the customer’s country', () => {
    const world = new SandboxWorld();
    const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
    const { user } = userPayload(world, amina, 'token');
    expect(`+${user.mobile_phone.code}${user.mobile_phone.phone}`).toBe(amina.phone);
    expect(user.mobile_phone.code).toBe('46');
  });

  describe('hasPassword', () => {
    it('is true for a customer who signs in with a password', () => {
      const world = new SandboxWorld();
      const amina = world.customersByEmail('amina.se@sandbox.test')[0]!;
      expect(amina.password).toBe(DEMO_PASSWORD);
      expect(userPayload(world, amina, 'token').user.hasPassword).toBe(true);
    });

    it('is false for a customer registered by one-time codes, until they set one through the reset e-mail’s link', () => {
      const world = new SandboxWorld();
      const sagal = registerCustomer(world, { email: 'sagal.code@sandbox.test', phone: '+46701112233', country: 'SE', firstName: 'Sagal', lastName: 'Code' });
      expect(userPayload(world, sagal, 'token').user.hasPassword).toBe(false);

      expect(resetPasswordAtDesk(world, world.projectOf(sagal), sagal.email)).toEqual({ ok: true, value: { sent: true } });
      const token = latestResetToken(world, sagal.email)!;
      expect(changePasswordWithTokenAtDesk(world, { token, password: 'Fresh123', password_confirmation: 'Fresh123' })).toEqual({ ok: true, value: { changed: true } });
      expect(sagal.password).toBe('Fresh123');
      expect(userPayload(world, sagal, 'token').user.hasPassword).toBe(true);
    });

    it('is false for a customer registered with BankID', () => {
      const world = new SandboxWorld();
      const answer = registerWithPersonalIdentityNumberAtDesk(world, 'remit-eu', { personalIdentityNumber: '199001012380', country: 'SE', email: 'bankid.new@sandbox.test' });
      if (!answer.ok) throw new Error('not registered');
      expect(userPayload(world, answer.value.customer, 'token').user.hasPassword).toBe(false);
    });
  });
});
