import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { WalletGateway } from './application/ports';
import { GetWalletBalance } from './application/get-wallet-balance';
import { HttpWalletGateway } from './adapters/http-wallet-gateway';
import { WalletViewModel } from './ui/wallet-view-model';

export const walletCoreModule = new TrackedModule('wallet/core', (bind) => {
  bind(GetWalletBalance).toResolvedValue((g) => new GetWalletBalance(g), [WalletGateway]).inSingletonScope();
  bind(WalletViewModel).toResolvedValue((q) => new WalletViewModel(q), [GetWalletBalance]).inTransientScope();
});

export const walletHttpModule = new TrackedModule('wallet/http', (bind) => {
  bind(WalletGateway)
    .toResolvedValue((c, f, s) => new HttpWalletGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink])
    .inSingletonScope();
});
