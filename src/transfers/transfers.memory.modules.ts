import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { InMemoryPayoutDetailsGateway } from './adapters/in-memory-payout-details-gateway';
import { InMemoryTransferHistoryGateway } from './adapters/in-memory-transfer-history-gateway';
import { PayoutDetailsGateway } from './application/payout-details-gateway';
import { TransferHistoryGateway } from './application/transfer-history-gateway';
import { transfersCoreModule } from './transfers.core.modules';

/** The transfers area's back-office calls in the memory mode: the sandbox world's transfer, beneficiary and schema desks. */
export const transfersMemoryModule = new TrackedModule('transfers/memory', (bind) => {
  bind(TransferHistoryGateway).toResolvedValue((w, c, s) => new InMemoryTransferHistoryGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
  bind(PayoutDetailsGateway).toResolvedValue((w, c, s) => new InMemoryPayoutDetailsGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});

/** The transfers area in the memory mode: the core and the fakes. */
export const transfersMemoryModules = [transfersCoreModule, transfersMemoryModule] as const;
