import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { PaymentMethodsGateway } from './application/payment-methods-gateway';
import { HttpPaymentMethodsGateway } from './adapters/http-payment-methods-gateway';

/** The wallet, bank transfer and instant bank panels' back-office calls in the HTTP mode. */
export const bankHttpModule = new TrackedModule('paying/bank/http', (bind) => {
  bind(PaymentMethodsGateway).toResolvedValue((c, f, s) => new HttpPaymentMethodsGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
});
