import { TrackedModule } from '@/shared/di/tracked-module';
import { lazyPort } from '@/shared/di/lazy-port';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SharedReadsToken } from '@/shared/http/shared-reads';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { KycService, VerificationGateway } from './application/ports';
import { kycCoreModule, KycCustomerCountry } from './kyc.core.modules';
import { kycManualModule } from './kyc-manual.modules';
import { KycUrl, KycUsUrl } from './kyc.modules';
import { handoffHttpModule } from './handoff.modules';

/** The HTTP adapters, each loaded with its first call. */
export const kycHttpModule = new TrackedModule('kyc/http', (bind) => {
  bind(VerificationGateway)
    .toResolvedValue(
      (c, f, s, reads) => lazyPort(() => import('./adapters/http-verification-gateway').then((m) => new m.HttpVerificationGateway(c, f, s, undefined, reads))),
      [SessionCredentials, ApiFetch, AuthFailureSink, SharedReadsToken],
    )
    .inSingletonScope();
  bind(KycService)
    .toResolvedValue(
      (kyc, kycUs, c, f, s, country) => lazyPort(() => import('./adapters/http-kyc-service').then((m) => new m.HttpKycService({ kyc, kycUs }, c, f, s, country))),
      [KycUrl, KycUsUrl, SessionCredentials, ApiFetch, AuthFailureSink, KycCustomerCountry],
    )
    .inSingletonScope();
});

export const kycHttpModules = [kycCoreModule, kycHttpModule, kycManualModule, handoffHttpModule] as const;
