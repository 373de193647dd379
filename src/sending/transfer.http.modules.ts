import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { TransferGateway } from './application/transfer-gateway';
import { HttpTransferGateway } from './adapters/http-transfer-gateway';

/**
 * Step 4's back-office calls in the HTTP mode: transaction create, set-payment-type, pay (with
 * their Idempotency-Key) and payment-status. Loaded on demand with send money's other modules.
 */
export const transferHttpModule = new TrackedModule('sending/transfer/http', (bind) => {
  bind(TransferGateway).toResolvedValue((c, f, s) => new HttpTransferGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
});
