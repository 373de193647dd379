import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { QuoteGateway } from './application/quote-gateway';
import { InMemoryQuoteGateway } from './adapters/in-memory-quote-gateway';

/** Step 1's back-office calls in the memory mode: the sandbox world's quote desk. */
export const quoteMemoryModule = new TrackedModule('sending/quote/memory', (bind) => {
  bind(QuoteGateway).toResolvedValue((w, c, s) => new InMemoryQuoteGateway(w, c, s), [SandboxWorldToken, SessionCredentials, AuthFailureSink]).inSingletonScope();
});
