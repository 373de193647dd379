import { TrackedModule } from '@/shared/di/tracked-module';
import { lazyPort } from '@/shared/di/lazy-port';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { HandoffBackends, HandoffGateway } from './application/handoff-ports';

/** The phone hand-off over HTTP; its adapter's code loads with the first call. */
export const handoffHttpModule = new TrackedModule('kyc/handoff-http', (bind) => {
  bind(HandoffGateway)
    .toResolvedValue(
      (c, f, s, b) => lazyPort(() => import('./adapters/http-handoff-gateway').then((m) => new m.HttpHandoffGateway(c, f, s, b))),
      [SessionCredentials, ApiFetch, AuthFailureSink, HandoffBackends],
    )
    .inSingletonScope();
});
