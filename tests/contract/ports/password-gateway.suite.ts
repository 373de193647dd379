import { expect, it } from 'vitest';
import { HttpPasswordGateway } from '@/profile/adapters/http-profile-gateway';
import { InMemoryPasswordGateway } from '@/profile/adapters/in-memory-profile-gateway';
import { PasswordGateway } from '@/profile/application/password-gateway';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { latestResetToken } from '@/sandbox/world/registration-desk';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';
const RULE = 'A number and letter, and at least 6 characters.';

export const suite = definePortSuite({
  port: PasswordGateway,
  name: 'PasswordGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpPasswordGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryPasswordGateway(world, credentials, sink),
  },
  behaviour(subject) {
    const held = () => subject.world.customersByEmail(AMINA)[0]!.password;

    it('changes the password: the back office holds the new one, as typed, and the session goes on', async () => {
      await subject.signIn(AMINA);
      await subject.adapter.change({ current: DEMO_PASSWORD, next: ' Other123', confirmation: ' Other123' });
      expect(held()).toBe(' Other123');
      await subject.adapter.change({ current: ' Other123', next: 'Third123', confirmation: 'Third123' });
      expect(held()).toBe('Third123');
      expect(subject.sink.reports).toEqual([]);
    });

    it('refuses a wrong current password on old_password, and keeps the password', async () => {
      await subject.signIn(AMINA);
      const wrong = 'The old password is incorrect.';
      expect(await refusal(subject.adapter.change({ current: 'Wrong123', next: 'Other123', confirmation: 'Other123' }))).toEqual(
        serverRefusal('InvalidValue', 400, wrong, [{ field: 'old_password', type: 'InvalidValue', message: wrong }]),
      );
      expect(held()).toBe(DEMO_PASSWORD);
    });

    it('refuses a new password against the rule, the current one again, and a confirmation that differs', async () => {
      await subject.signIn(AMINA);
      expect(await refusal(subject.adapter.change({ current: DEMO_PASSWORD, next: 'abcdef', confirmation: 'abcdef' }))).toEqual(
        serverRefusal('InvalidValue', 400, RULE, [{ field: 'password', type: 'InvalidValue', message: RULE }]),
      );
      const same = "can't be equal to old";
      expect(await refusal(subject.adapter.change({ current: DEMO_PASSWORD, next: DEMO_PASSWORD, confirmation: DEMO_PASSWORD }))).toEqual(
        serverRefusal('InvalidValue', 400, same, [{ field: 'password', type: 'InvalidValue', message: same }]),
      );
      const match = 'password and password confirmation should match';
      expect(await refusal(subject.adapter.change({ current: DEMO_PASSWORD, next: 'Other123', confirmation: 'Other124' }))).toEqual(
        serverRefusal('InvalidValue', 400, match, [{ field: 'password_confirmation', type: 'InvalidValue', message: match }]),
      );
      expect(held()).toBe(DEMO_PASSWORD);
    });

    it('refuses empty fields, each on its own', async () => {
      await subject.signIn(AMINA);
      const required = (field: string) => ({ field, type: 'ValueNotBeBlank', message: `The ${field.replace(/_/g, ' ')} field is required` });
      expect(await refusal(subject.adapter.change({ current: '', next: '', confirmation: '' }))).toEqual(
        serverRefusal('ValueNotBeBlank', 400, 'The old password field is required', [required('old_password'), required('password'), required('password_confirmation')]),
      );
      expect(held()).toBe(DEMO_PASSWORD);
    });

    it('answers 401 for a revoked session and tells the sink; nothing changes', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.change({ current: DEMO_PASSWORD, next: 'Other123', confirmation: 'Other123' }))).toEqual(
        serverRefusal('AccessDenied', 401, SESSION_ENDED),
      );
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
      expect(held()).toBe(DEMO_PASSWORD);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect(await refusal(subject.adapter.change({ current: DEMO_PASSWORD, next: 'Other123', confirmation: 'Other123' }))).toEqual({
        type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false,
      });
      expect(held()).toBe(DEMO_PASSWORD);
    });

    /** The customers whose reset links the back office holds, by id. */
    const linkHolders = () => [...subject.world.resetTokens.values()];

    it('sends the link to set a password: the back office holds a reset link for the signed-in customer, and the session goes on', async () => {
      await subject.signIn(AMINA);
      const amina = subject.world.customersByEmail(AMINA)[0]!;
      // As the sandbox's code registration leaves a customer: no password.
      amina.password = '';
      await subject.adapter.sendSetLink(AMINA);
      expect(linkHolders()).toEqual([amina.id]);
      expect(latestResetToken(subject.world, AMINA)).toBeDefined();
      expect(subject.sink.reports).toEqual([]);
    });

    it('sends the link from the signed-in account’s own back end, for an address registered in two countries', async () => {
      await subject.signIn('twin@sandbox.test', 'GB');
      await subject.adapter.sendSetLink('twin@sandbox.test');
      const gb = subject.world.customersByEmail('twin@sandbox.test').find((c) => c.country === 'GB')!;
      expect(linkHolders()).toEqual([gb.id]);
    });

    it('refuses a fourth link for one address (EmailResetDDOS, 429)', async () => {
      await subject.signIn(AMINA);
      for (let sent = 0; sent < 3; sent += 1) await subject.adapter.sendSetLink(AMINA);
      const wait = 'Please wait 1 minute before asking again.';
      expect(await refusal(subject.adapter.sendSetLink(AMINA))).toEqual(serverRefusal('EmailResetDDOS', 429, wait));
      expect(linkHolders()).toHaveLength(3);
    });

    it('sends no link without a session: Unauthorized before any call', async () => {
      expect(await refusal(subject.adapter.sendSetLink(AMINA))).toEqual({
        type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false,
      });
      expect(linkHolders()).toEqual([]);
    });
  },
});
