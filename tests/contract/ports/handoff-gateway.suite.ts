import { expect, it } from 'vitest';
import { HttpHandoffGateway } from '@/kyc/adapters/http-handoff-gateway';
import { InMemoryHandoffGateway } from '@/kyc/adapters/in-memory-handoff-gateway';
import { HandoffGateway, type HandoffBackends } from '@/kyc/application/handoff-ports';
import { HttpServiceLocator } from '@/session/adapters/http-service-locator';
import { InMemoryServiceLocator } from '@/session/adapters/in-memory-service-locator';
import type { ServiceLocator } from '@/session/application/ports';
import { captureGrantAtDesk, completeHandoffAtDesk } from '@/sandbox/world/handoff-desk';
import { statusAfterUpload } from '@/sandbox/world/verification-flow';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

const backends = (locator: ServiceLocator, testBaseUrl: string): HandoffBackends => ({
  backendFor: async (country) => (await locator.backendFor(country)) ?? { baseUrl: testBaseUrl, project: 'remit-test' },
});

export const suite = definePortSuite({
  port: HandoffGateway,
  name: 'HandoffGateway',
  adapters: {
    http: ({ credentials, fetch, sink, origin }) =>
      new HttpHandoffGateway(credentials, fetch, sink, backends(new HttpServiceLocator(`${origin}/sandbox/locator`, fetch), `${origin}/sandbox/api/remit-test`)),
    memory: ({ world, credentials, sink }) => new InMemoryHandoffGateway(world, credentials, sink, backends(new InMemoryServiceLocator(world), 'memory://remit-test')),
  },
  behaviour(subject) {
    it('issues a link for the effective request and the phone claims it once, by token', async () => {
      const { backend } = await subject.signIn('status.requestaddress@sandbox.test');
      const issued = await subject.adapter.issue();
      expect(issued.path).toBe(`/verification?token=${issued.token}&country=SE`);
      expect(issued.shortCode).toMatch(/^SE-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect((await subject.adapter.progress(issued.id)).status).toBe('waiting');

      const claim = await subject.adapter.claim({ country: 'SE', token: issued.token });
      expect(claim).toMatchObject({ request: { screen: 'address', document: 'ProofOfAddress', optional: false }, firstName: 'Status', backend });
      expect(claim.captureToken).not.toBe(issued.token);
      expect((await subject.adapter.progress(issued.id)).status).toBe('opened');
      expect(await refusal(subject.adapter.claim({ country: 'SE', token: issued.token }))).toEqual(serverRefusal('HandoffTokenUsed', 410, 'This link has already been used.'));
      expect(subject.sink.reports).toEqual([]);
    });

    it('claims by short code, and follows the phone’s upload to completed with the verification', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const issued = await subject.adapter.issue();
      const claim = await subject.adapter.claim({ country: 'SE', code: issued.shortCode.toLowerCase() });
      const grant = captureGrantAtDesk(subject.world, claim.captureToken, 'Passport');
      if (!grant.ok) throw new Error('the capture token was refused');
      grant.value.customer.status = statusAfterUpload(grant.value.customer.status, 'ID');
      completeHandoffAtDesk(subject.world, grant.value.handoff);
      expect(await subject.adapter.progress(issued.id)).toEqual({
        status: 'completed',
        expiresAt: claim.expiresAt,
        verification: { status: 'VerifyingId', internalStatus: 'VerifyingId', twoPlusTwoResult: 'NotVerified', watchlistResult: 'NotVerified' },
      });
    });

    it('cancels: the link stops working', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const issued = await subject.adapter.issue();
      expect((await subject.adapter.cancel(issued.id)).status).toBe('cancelled');
      expect(await refusal(subject.adapter.claim({ country: 'SE', token: issued.token }))).toEqual(serverRefusal('HandoffTokenExpired', 410, 'This link has expired.'));
    });

    it('refuses an unknown link, a customer with nothing requested and another customer’s hand-off', async () => {
      expect(await refusal(subject.adapter.claim({ country: 'SE', code: 'SE-2345-6789' }))).toEqual(serverRefusal('HandoffTokenInvalid', 404, 'This link is not valid.'));
      await subject.signIn('status.requestid@sandbox.test');
      const issued = await subject.adapter.issue();
      await subject.signIn('amina.se@sandbox.test');
      expect(await refusal(subject.adapter.issue())).toEqual(serverRefusal('InvalidValue', 422, 'No document is requested from you at the moment.'));
      expect(await refusal(subject.adapter.progress(issued.id))).toEqual(serverRefusal('InvalidValue', 404, 'No such hand-off.'));
    });

    it('answers 401 for a revoked session and tells the sink; refuses before any call without a session', async () => {
      expect((await refusal(subject.adapter.issue())).type).toBe('Unauthorized');
      expect(subject.sink.reports).toEqual([]);
      await subject.signIn('status.requestid@sandbox.test');
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.issue())).toEqual(serverRefusal('AccessDenied', 401, 'Your session has ended. Please sign in again.'));
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
    });
  },
});
