import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { AppConfigToken } from '@/app/config-token';
import { KycService, VerificationGateway } from './application/ports';
import { InMemoryVerificationGateway } from './adapters/in-memory-verification-gateway';
import { InMemoryKycService } from './adapters/in-memory-kyc-service';
import { kycCoreModule, KycCustomerCountry } from './kyc.core.modules';
import { kycManualModule } from './kyc-manual.modules';
import { handoffMemoryModule } from './handoff.memory.modules';

/** The in-memory fakes over the sandbox world (the same verification desk the sandbox's routes ask). */
export const kycMemoryModule = new TrackedModule('kyc/memory', (bind) => {
  bind(VerificationGateway)
    .toResolvedValue((w, c, s) => new InMemoryVerificationGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink])
    .inSingletonScope();
  bind(KycService)
    .toResolvedValue((w, c, s, country, config) => new InMemoryKycService(w, c, s, country, config.vendorOrigins[0]), [SandboxWorldToken, SessionCredentials, AuthFailureSink, KycCustomerCountry, AppConfigToken])
    .inSingletonScope();
});

export const kycMemoryModules = [kycCoreModule, kycMemoryModule, kycManualModule, handoffMemoryModule] as const;
