import { expect, it } from 'vitest';
import { HttpSessionTerminator } from '@/session/adapters/http-session-terminator';
import { InMemorySessionTerminator } from '@/session/adapters/in-memory-session-terminator';
import { SessionTerminator } from '@/session/application/ports';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

export const suite = definePortSuite({
  port: SessionTerminator,
  name: 'SessionTerminator',
  adapters: {
    http: ({ fetch }) => new HttpSessionTerminator(fetch),
    memory: ({ world }) => new InMemorySessionTerminator(world),
  },
  behaviour(subject) {
    it('ends the session on the server: the old token gets 401 from user/get', async () => {
      const { token, backend } = await subject.signIn('hodan.gb@sandbox.test');
      expect(await subject.auth.currentCustomer(backend, token)).toMatchObject({ email: 'hodan.gb@sandbox.test' });
      await subject.adapter.logout(backend, token);
      expect(subject.world.customerByToken(token)).toBeUndefined();
      expect(await refusal(subject.auth.currentCustomer(backend, token))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
    });

    it('ends only that session: another session of the customer lives on', async () => {
      const first = await subject.signIn('amina.se@sandbox.test');
      const second = await subject.signIn('amina.se@sandbox.test');
      await subject.adapter.logout(first.backend, first.token);
      expect(await subject.auth.currentCustomer(second.backend, second.token)).toMatchObject({ email: 'amina.se@sandbox.test' });
    });

    it('refuses an unknown, an already ended and another back end’s token with 401, and tells the sink nothing', async () => {
      const { token, backend } = await subject.signIn('amina.se@sandbox.test');
      expect(await refusal(subject.adapter.logout(subject.backend('remit-gb'), token))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      await subject.adapter.logout(backend, token);
      expect(await refusal(subject.adapter.logout(backend, token))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(await refusal(subject.adapter.logout(backend, 'sbx-made-up'))).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      // The sign-in above reported nothing either; a logout's 401 must not set off another sign-out.
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
