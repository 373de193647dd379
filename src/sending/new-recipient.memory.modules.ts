import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { BeneficiarySchemaGateway } from './application/beneficiary-schema-gateway';
import { InMemoryBeneficiarySchemaGateway } from './adapters/in-memory-beneficiary-schema-gateway';

/** Step 3's new-recipient calls in the memory mode: the sandbox world's beneficiary-schema desk. */
export const newRecipientMemoryModule = new TrackedModule('sending/new-recipient/memory', (bind) => {
  bind(BeneficiarySchemaGateway)
    .toResolvedValue((w, c, s) => new InMemoryBeneficiarySchemaGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink])
    .inSingletonScope();
});
