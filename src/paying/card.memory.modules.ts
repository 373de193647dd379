import { AppConfigToken } from '@/app/config-token';
import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { CardGateway } from './application/card-gateway';
import { InMemoryCardGateway } from './adapters/in-memory-card-gateway';
import { CardForms } from './application/card-form';
import { InMemoryCardForms } from './adapters/in-memory-card-form';

/** The saved cards' back-office calls in the memory mode: the sandbox world's card desk. */
export const cardMemoryModule = new TrackedModule('paying/card/memory', (bind) => {
  // Its 3-D Secure page is the sandbox's, on the first configured vendor origin.
  bind(CardGateway)
    .toResolvedValue((w, c, s, config) => new InMemoryCardGateway(w, c, s, config.vendorOrigins[0]), [SandboxWorldToken, SessionCredentials, AuthFailureSink, AppConfigToken])
    .inSingletonScope();
  // The vendors' card fields as the in-memory fake (a scenario types into it).
  bind(CardForms).toResolvedValue((w) => new InMemoryCardForms(w), [SandboxWorldToken]).inSingletonScope();
});
