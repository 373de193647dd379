import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { BeneficiarySchemaGateway } from './application/beneficiary-schema-gateway';
import { HttpBeneficiarySchemaGateway } from './adapters/http-beneficiary-schema-gateway';

/**
 * Step 3's new-recipient calls in the HTTP mode: the beneficiary schema and the links it gives, on
 * the main API of the customer's country. Loaded on demand with send money's other modules.
 */
export const newRecipientHttpModule = new TrackedModule('sending/new-recipient/http', (bind) => {
  bind(BeneficiarySchemaGateway).toResolvedValue((c, f, s) => new HttpBeneficiarySchemaGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
});
