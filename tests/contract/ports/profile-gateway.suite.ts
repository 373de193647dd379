import { expect, it } from 'vitest';
import { HttpProfileGateway } from '@/profile/adapters/http-profile-gateway';
import { InMemoryProfileGateway } from '@/profile/adapters/in-memory-profile-gateway';
import { ProfileGateway } from '@/profile/application/profile-gateway';
import type { Profile } from '@/profile/domain/profile';
import { money } from '@/shared/kernel/money';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const SESSION_ENDED = 'Your session has ended. Please sign in again.';
const AMINA = 'amina.se@sandbox.test';

/** Amina as the demo world seeds her: Sweden, her mobile number, may send money, the seeded limits in kronor. */
const AMINA_PROFILE: Profile = {
  email: AMINA,
  country: 'SE',
  phone: '+46700000000',
  remittanceEnabled: true,
  hasPassword: true,
  spendingLimit: { used: money(125_000, 'SEK'), limit: money(5_000_000, 'SEK') },
  yearlyLimit: { used: money(1_875_000, 'SEK'), limit: money(15_000_000, 'SEK') },
};

export const suite = definePortSuite({
  port: ProfileGateway,
  name: 'ProfileGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpProfileGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryProfileGateway(world, credentials, sink),
  },
  behaviour(subject) {
    it('gives a demo customer’s e-mail, remittance enabled and both limits in their currency', async () => {
      await subject.signIn(AMINA);
      expect(await subject.adapter.profile()).toEqual(AMINA_PROFILE);
      expect(subject.sink.reports).toEqual([]);
    });

    it('gives a UK customer’s limits in pounds, and a US customer’s in dollars', async () => {
      await subject.signIn('hodan.gb@sandbox.test');
      expect((await subject.adapter.profile()).spendingLimit).toEqual({ used: money(125_000, 'GBP'), limit: money(5_000_000, 'GBP') });
      await subject.signIn('mahad.iowa@sandbox.test');
      expect((await subject.adapter.profile()).yearlyLimit).toEqual({ used: money(1_875_000, 'USD'), limit: money(15_000_000, 'USD') });
    });

    it('says when remittance is not enabled for the customer', async () => {
      await subject.signIn('no-remittance@sandbox.test');
      expect(await subject.adapter.profile()).toMatchObject({ email: 'no-remittance@sandbox.test', remittanceEnabled: false });
    });

    it('says whether the customer has a password: none for one registered by one-time codes, until they set one', async () => {
      await subject.signIn(AMINA);
      const amina = subject.world.customersByEmail(AMINA)[0]!;
      // As the sandbox's code registration leaves a customer (src/sandbox/world/oauth-state.ts registerCustomer).
      amina.password = '';
      expect(await subject.adapter.profile()).toEqual({ ...AMINA_PROFILE, hasPassword: false });
      amina.password = 'Fresh123';
      expect((await subject.adapter.profile()).hasPassword).toBe(true);
    });

    it('reads what the back office holds now, every time', async () => {
      await subject.signIn(AMINA);
      const amina = subject.world.customersByEmail(AMINA)[0]!;
      amina.isRemittanceEnabled = false;
      expect((await subject.adapter.profile()).remittanceEnabled).toBe(false);
    });

    it('answers 401 for a revoked session and tells the sink', async () => {
      await subject.signIn(AMINA);
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.profile())).toEqual(serverRefusal('AccessDenied', 401, SESSION_ENDED));
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect(await refusal(subject.adapter.profile())).toEqual({
        type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false,
      });
      expect(subject.sink.reports).toEqual([]);
    });
  },
});
