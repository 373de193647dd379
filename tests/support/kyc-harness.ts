import { makeAutoObservable } from 'mobx';
import { InMemoryKycService } from '@/kyc/adapters/in-memory-kyc-service';
import { InMemoryVerificationGateway } from '@/kyc/adapters/in-memory-verification-gateway';
import { SandboxWorld } from '@/sandbox/world/world';
import type { SandboxCustomer } from '@/sandbox/world/customers';
import type { SessionCredentials } from '@/shared/kernel/access-token';
import type { AppError } from '@/shared/kernel/app-error';
import { RecordingLogger } from '@/shared/kernel/logger';
import { CompleteVendorVerification } from '@/kyc/application/complete-vendor-verification';
import { StartVerificationAutomatically } from '@/kyc/application/start-verification-automatically';
import { SubmitCapturedDocuments } from '@/kyc/application/submit-captured-documents';
import { UploadManualDocuments } from '@/kyc/application/upload-manual-documents';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import type { VerificationGateway } from '@/kyc/application/ports';

/** Observable credentials, as the session's (SessionState) are. */
export class HarnessCredentials implements SessionCredentials {
  current: { token?: string; baseUrl?: string; project?: string } = {};
  constructor() {
    makeAutoObservable(this);
  }
  token() {
    return this.current.token;
  }
  baseUrl() {
    return this.current.baseUrl;
  }
  project() {
    return this.current.project;
  }
}

/**
 * The KYC use cases over the in-memory adapters and a fresh sandbox world, for unit tests
 * (test-only).
 */
export function kycHarness(options: { gateway?: (base: VerificationGateway) => VerificationGateway } = {}) {
  const world = new SandboxWorld();
  const credentials = new HarnessCredentials();
  const reports: { kind: string; error: AppError }[] = [];
  const sink = { unauthorized: (error: AppError) => void reports.push({ kind: 'unauthorized', error }), disabled: (error: AppError) => void reports.push({ kind: 'disabled', error }) };
  const base = new InMemoryVerificationGateway(world, credentials, sink);
  const gateway = options.gateway ? options.gateway(base) : base;
  const store = new VerificationProfileStore(gateway, credentials);
  const kyc = new InMemoryKycService(world, credentials, sink, async () => (await store.load()).country);
  const vendors = { checks: 'kyc-service', documents: 'idv-frame' };
  const logger = new RecordingLogger();
  const signIn = (email: string): SandboxCustomer => {
    const customer = world.customersByEmail(email)[0];
    if (!customer) throw new Error(`No customer ${email}`);
    const project = world.projectOf(customer);
    credentials.current = { token: world.startSession(customer), baseUrl: `memory://${project}`, project };
    return customer;
  };
  return {
    world,
    credentials,
    reports,
    gateway,
    store,
    kyc,
    logger,
    signIn,
    signOut: () => {
      credentials.current = {};
    },
    autoStart: new StartVerificationAutomatically(store, gateway, kyc, vendors, logger, () => credentials.token()),
    uploadManual: new UploadManualDocuments(gateway, store),
    completeVendor: new CompleteVendorVerification(gateway, store, kyc, vendors),
    submitCaptured: new SubmitCapturedDocuments(gateway, store, { ...vendors, documents: 'idv-sdk' }),
  };
}
