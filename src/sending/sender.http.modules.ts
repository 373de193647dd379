import { AppConfigToken } from '@/app/config-token';
import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SenderGateway } from './application/sender-gateway';
import { HttpSenderGateway } from './adapters/http-sender-gateway';

/**
 * Step 2's back-office calls in the HTTP mode: the main API of the customer's country and the
 * service locator (the US states). Loaded on demand with send money's other modules.
 */
export const senderHttpModule = new TrackedModule('sending/sender/http', (bind) => {
  bind(SenderGateway)
    .toResolvedValue((c, f, s, config) => new HttpSenderGateway(c, f, s, config.locatorUrl), [SessionCredentials, ApiFetch, AuthFailureSink, AppConfigToken])
    .inSingletonScope();
});
