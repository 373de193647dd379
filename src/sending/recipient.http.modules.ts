import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { RecipientGateway } from './application/recipient-gateway';
import { HttpRecipientGateway } from './adapters/http-recipient-gateway';

/** Step 3's reading of the customer's recipients in the HTTP mode (loaded on demand with send money's other modules). */
export const recipientHttpModule = new TrackedModule('sending/recipient/http', (bind) => {
  bind(RecipientGateway).toResolvedValue((c, f, s) => new HttpRecipientGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
});
