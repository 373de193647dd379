import { expect, it } from 'vitest';
import { HttpRegistrationGateway } from '@/onboarding/adapters/http-registration-gateway';
import { InMemoryRegistrationGateway } from '@/onboarding/adapters/in-memory-registration-gateway';
import { PasswordRecoveryGateway } from '@/onboarding/application/ports';
import { latestResetToken } from '@/sandbox/world/registration-desk';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

export const suite = definePortSuite({
  port: PasswordRecoveryGateway,
  name: 'PasswordRecoveryGateway',
  adapters: {
    http: ({ fetch }) => new HttpRegistrationGateway(fetch),
    memory: ({ world }) => new InMemoryRegistrationGateway(world),
  },
  behaviour(subject) {
    const fr = () => subject.backend('remit-eu');

    it('answers the same for an address with an account and one without; only the first gets a link', async () => {
      await expect(subject.adapter.requestReset(fr(), 'omar.fr@sandbox.test')).resolves.toBeUndefined();
      await expect(subject.adapter.requestReset(fr(), 'nobody@sandbox.test')).resolves.toBeUndefined();
      expect(latestResetToken(subject.world, 'omar.fr@sandbox.test')).toBeDefined();
      expect(subject.world.resetTokens.size).toBe(1);
    });

    it('refuses an invalid address on the e-mail field and a fourth request for one address (EmailResetDDOS)', async () => {
      expect(await refusal(subject.adapter.requestReset(fr(), 'omar'))).toMatchObject({ type: 'InvalidEmail', fieldErrors: [{ field: 'email' }] });
      for (let i = 0; i < 3; i += 1) await subject.adapter.requestReset(fr(), 'omar.fr@sandbox.test');
      expect(await refusal(subject.adapter.requestReset(fr(), 'omar.fr@sandbox.test'))).toEqual(
        serverRefusal('EmailResetDDOS', 429, 'Please wait 1 minute before asking again.'),
      );
    });

    it('sets the new password with the link’s token, once', async () => {
      await subject.adapter.requestReset(fr(), 'omar.fr@sandbox.test');
      const token = latestResetToken(subject.world, 'omar.fr@sandbox.test')!;
      await subject.adapter.changePassword(fr(), { token, password: 'Fresh123', confirmation: 'Fresh123' });
      expect(subject.world.customersByEmail('omar.fr@sandbox.test')[0]!.password).toBe('Fresh123');
      const expired = 'This link has expired. Ask for a new one.';
      expect(await refusal(subject.adapter.changePassword(fr(), { token, password: 'Fresh456', confirmation: 'Fresh456' }))).toEqual(
        serverRefusal('CustomerNotFound', 404, expired, [{ field: 'token', type: 'CustomerNotFound', message: expired }]),
      );
    });

    it('refuses a password against the rule and a confirmation that does not match, on their fields', async () => {
      await subject.adapter.requestReset(fr(), 'omar.fr@sandbox.test');
      const token = latestResetToken(subject.world, 'omar.fr@sandbox.test')!;
      expect(await refusal(subject.adapter.changePassword(fr(), { token, password: 'letters', confirmation: 'letters' }))).toMatchObject({
        fieldErrors: [{ field: 'password', type: 'InvalidValue' }],
      });
      expect(await refusal(subject.adapter.changePassword(fr(), { token, password: 'Fresh123', confirmation: 'Fresh124' }))).toMatchObject({
        fieldErrors: [{ field: 'password_confirmation', type: 'InvalidValue' }],
      });
    });
  },
});
