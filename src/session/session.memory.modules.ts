import { TrackedModule } from '@/shared/di/tracked-module';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { AuthGateway, CountryDetector, ServiceLocator, SessionTerminator } from './application/ports';
import { InMemorySessionTerminator } from './adapters/in-memory-session-terminator';
import { InMemoryCountryDetector } from './adapters/in-memory-country-detector';
import { InMemoryAuthGateway } from './adapters/in-memory-auth-gateway';
import { InMemoryServiceLocator } from './adapters/in-memory-service-locator';

/** In-memory fakes reading the sandbox world directly (QA scenarios, mock mode). */
export const sessionMemoryModule = new TrackedModule('session/memory', (bind) => {
  bind(ServiceLocator).toResolvedValue((world) => new InMemoryServiceLocator(world), [SandboxWorldToken]).inSingletonScope();
  bind(AuthGateway).toResolvedValue((world, sink) => new InMemoryAuthGateway(world, sink), [SandboxWorldToken, AuthFailureSink]).inSingletonScope();
  bind(CountryDetector).toConstantValue(new InMemoryCountryDetector());
  bind(SessionTerminator).toResolvedValue((world) => new InMemorySessionTerminator(world), [SandboxWorldToken]).inSingletonScope();
});
