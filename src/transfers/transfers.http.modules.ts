import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { lazyPort } from '@/shared/di/lazy-port';
import { HttpTransferHistoryGateway } from './adapters/http-transfer-history-gateway';
import { PayoutDetailsGateway } from './application/payout-details-gateway';
import { TransferHistoryGateway } from './application/transfer-history-gateway';
import { transfersCoreModule } from './transfers.core.modules';

/**
 * The transfers area's back-office calls in the HTTP mode. The area's modules load on demand (with
 * its pages), so the history's adapter is built at once; the payout-details adapter (the schema
 * reader's rules) loads on its first call, from the update page.
 */
export const transfersHttpModule = new TrackedModule('transfers/http', (bind) => {
  bind(TransferHistoryGateway).toResolvedValue((c, f, s) => new HttpTransferHistoryGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
  bind(PayoutDetailsGateway)
    .toResolvedValue((c, f, s) => lazyPort(() => import('./adapters/http-payout-details-gateway').then((m) => new m.HttpPayoutDetailsGateway(c, f, s))), [SessionCredentials, ApiFetch, AuthFailureSink])
    .inSingletonScope();
});

/** The transfers area in the HTTP mode: the core and the adapters. */
export const transfersHttpModules = [transfersCoreModule, transfersHttpModule] as const;
