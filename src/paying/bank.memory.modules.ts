import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { PaymentMethodsGateway } from './application/payment-methods-gateway';
import { InMemoryPaymentMethodsGateway } from './adapters/in-memory-payment-methods-gateway';

/** The wallet, bank transfer and instant bank panels' back-office calls in the memory mode: the sandbox world's desks. */
export const bankMemoryModule = new TrackedModule('paying/bank/memory', (bind) => {
  bind(PaymentMethodsGateway).toResolvedValue((w, c, s) => new InMemoryPaymentMethodsGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});
