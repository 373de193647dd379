import { expect, it } from 'vitest';
import { HttpEkycGateway } from '@/kyc/adapters/http-ekyc-gateway';
import { InMemoryEkycGateway } from '@/kyc/adapters/in-memory-ekyc-gateway';
import { EkycGateway } from '@/kyc/application/ports';
import { definePortSuite, refusal, serverRefusal } from './port-suite';

export const suite = definePortSuite({
  port: EkycGateway,
  name: 'EkycGateway',
  adapters: {
    http: ({ credentials, fetch, sink }) => new HttpEkycGateway(credentials, fetch, sink),
    memory: ({ world, credentials, sink }) => new InMemoryEkycGateway(world, credentials, sink),
  },
  behaviour(subject) {
    it('starts a workflow and, once verified, puts the identity document under review', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const started = await subject.adapter.start('ID');
      expect(started.workflowId).toMatch(/^wf-\d{6}$/);
      expect(started.frameUrl).toContain(started.workflowId);
      expect(await subject.adapter.verify(started.workflowId)).toEqual({
        status: 'VerifyingId',
        internalStatus: 'VerifyingId',
        twoPlusTwoResult: 'NotVerified',
        watchlistResult: 'NotVerified',
      });
    });

    it('refuses a workflow that is not the customer’s', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const message = 'Unknown workflow.';
      expect(await refusal(subject.adapter.verify('wf-999999'))).toEqual(serverRefusal('InvalidValue', 400, message, [{ field: 'workflowExecutionId', type: 'InvalidValue', message }]));
      expect(subject.sink.reports).toEqual([]);
    });

    it('answers 401 for a revoked session and tells the (wallet-side) sink', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      subject.world.revokeAllSessions();
      expect(await refusal(subject.adapter.start())).toEqual(serverRefusal('AccessDenied', 401, 'Your session has ended. Please sign in again.'));
      expect(subject.sink.reports).toEqual([{ kind: 'unauthorized', type: 'AccessDenied', status: 401 }]);
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect((await refusal(subject.adapter.verify('wf-000001'))).type).toBe('Unauthorized');
    });
  },
});
