import { expect, it } from 'vitest';
import { HttpKycService } from '@/kyc/adapters/http-kyc-service';
import { InMemoryKycService } from '@/kyc/adapters/in-memory-kyc-service';
import { KycService } from '@/kyc/application/ports';
import type { SandboxWorld } from '@/sandbox/world/world';
import type { TestCredentials } from './port-suite';
import { definePortSuite, refusal } from './port-suite';

/** The signed-in customer's country, as the app reads it from the verification profile. */
const countryOf = (world: SandboxWorld, credentials: TestCredentials) => async () => world.customerByToken(credentials.token())?.country ?? '';

export const suite = definePortSuite({
  port: KycService,
  name: 'KycService',
  adapters: {
    http: ({ origin, credentials, fetch, sink, world }) =>
      new HttpKycService({ kyc: `${origin}/sandbox/kyc`, kycUs: `${origin}/sandbox/kyc-us` }, credentials, fetch, sink, countryOf(world, credentials)),
    memory: ({ world, credentials, sink }) => new InMemoryKycService(world, credentials, sink, countryOf(world, credentials)),
  },
  behaviour(subject) {
    it('gives the customer’s KYC identifiers', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const c = subject.world.customersByEmail('status.requestid@sandbox.test')[0]!;
      expect(await subject.adapter.customer()).toEqual({ userReference: `KYC-${c.guid}`, internalReference: `INT-${c.id}` });
    });

    it('starts an ID session whose frame is the vendor page for that session', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const session = await subject.adapter.startIdVerification();
      expect(session.workflow).toBe('id');
      const frame = new URL(session.frameUrl);
      expect([frame.pathname, frame.searchParams.get('session'), frame.searchParams.get('workflow'), frame.searchParams.get('service')]).toEqual(['/identity', session.reference, 'id', 'kyc']);
    });

    it('uses the US KYC service for a US customer', async () => {
      await subject.signIn('mahad.iowa@sandbox.test');
      const session = await subject.adapter.startDocumentVerification({ userCountry: 'US', documentType: 'POA', companyName: 'Sahan Money' });
      expect(session.workflow).toBe('POA');
      expect(new URL(session.frameUrl).searchParams.get('service')).toBe('kyc-us');
    });

    it('refuses a document session without a company name, naming the field', async () => {
      await subject.signIn('status.requestaddress@sandbox.test');
      const result = await refusal(subject.adapter.startDocumentVerification({ userCountry: 'SE', documentType: 'SOF', companyName: ' ' }));
      expect(result.type).toBe('ValueNotBeBlank');
      expect(result.status).toBe(400);
      expect(result.fieldErrors.map((e) => e.field)).toEqual(['companyName']);
    });

    it('answers 401 for a revoked session and tells the sink', async () => {
      await subject.signIn('status.requestid@sandbox.test');
      const token = subject.credentials.token();
      subject.world.revokeAllSessions();
      const result = await refusal(subject.adapter.customer());
      expect([result.status, result.hasRequestId]).toEqual([401, true]);
      expect(subject.sink.reports.map((r) => r.kind)).toEqual(['unauthorized']);
      expect(token).toBeDefined();
    });

    it('refuses with Unauthorized before any call when there is no session', async () => {
      expect(await refusal(subject.adapter.customer())).toEqual({ type: 'Unauthorized', status: 401, message: 'No session', clientMessage: undefined, fieldErrors: [], hasRequestId: false });
    });
  },
});
