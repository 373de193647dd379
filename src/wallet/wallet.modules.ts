import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { LogoutEvents } from '@/shared/kernel/logout-events';
import { WalletGateway, WalletSideFailureSink } from './application/ports';
import { walletSideFailures } from './adapters/wallet-side-failures';
import { GetWalletBalance } from './application/get-wallet-balance';
import { lazyPort } from '@/shared/di/lazy-port';

export const walletCoreModule = new TrackedModule('wallet/core', (bind) => {
  bind(GetWalletBalance).toResolvedValue((g) => new GetWalletBalance(g), [WalletGateway]).inSingletonScope();
  bind(WalletSideFailureSink).toResolvedValue((events, sink) => walletSideFailures(events, sink), [LogoutEvents, AuthFailureSink]);
});

export const walletHttpModule = new TrackedModule('wallet/http', (bind) => {
  bind(WalletGateway)
    .toResolvedValue((c, f, s) => lazyPort(() => import('./adapters/http-wallet-gateway').then((m) => new m.HttpWalletGateway(c, f, s))), [SessionCredentials, ApiFetch, AuthFailureSink])
    .inSingletonScope();
});
