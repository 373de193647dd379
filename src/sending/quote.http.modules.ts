import { Clock } from '@/shared/kernel/clock';
import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { QuoteGateway } from './application/quote-gateway';
import { HttpQuoteGateway } from './adapters/http-quote-gateway';

/**
 * Step 1's back-office calls in the HTTP mode. Send money's modules already load on demand (with
 * the first step), so the adapter is built at once rather than behind a lazy port.
 */
export const quoteHttpModule = new TrackedModule('sending/quote/http', (bind) => {
  bind(QuoteGateway).toResolvedValue((c, f, s, clock) => new HttpQuoteGateway(c, f, s, () => clock.now()), [SessionCredentials, ApiFetch, AuthFailureSink, Clock]).inSingletonScope();
});
