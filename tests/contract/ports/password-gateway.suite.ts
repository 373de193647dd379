import { expect, it } from 'vitest';
import { HttpPasswordGateway } from '@/profile/adapters/http-profile-gateway';
import { InMemoryPasswordGateway } from '@/profile/adapters/in-memory-profile-gateway';
import { PasswordGateway } from '@/profile/application/password-gateway';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
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
  },
});
