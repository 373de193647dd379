import { TrackedModule } from '@/shared/di/tracked-module';
import { createApiFetch } from '@/shared/http/api-fetch';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SharedReads, SharedReadsToken } from '@/shared/http/shared-reads';
import { LocatorUrl, OAuthUrl, OauthModulesLoader, sessionHttpModule } from '@/session/session.modules';
import { KycUrl, KycUsUrl } from '@/kyc/kyc.modules';
import { walletHttpModule } from '@/wallet/wallet.modules';
import { onboardingHttpModule } from '@/onboarding/onboarding.modules';
import type { AppConfig } from '../config';
import type { ModeModules } from '../container';

/** Real adapters: openapi-fetch clients against the back end (the sandbox in development). */
export function httpMode(config: AppConfig, fetch: typeof globalThis.fetch = (r) => globalThis.fetch(r)): ModeModules {
  const infra = new TrackedModule('http/infra', (bind) => {
    bind(ApiFetch).toConstantValue(createApiFetch({ fetch }));
    bind(SharedReadsToken).toConstantValue(new SharedReads());
    bind(LocatorUrl).toConstantValue(config.locatorUrl);
    bind(OAuthUrl).toConstantValue(config.oauthUrl);
    bind(KycUrl).toConstantValue(config.kycUrl);
    bind(KycUsUrl).toConstantValue(config.kycUsUrl);
    bind(OauthModulesLoader).toConstantValue(() => import('@/session/oauth.http.modules').then((m) => m.oauthHttpModules));
  });
  return { modules: [infra, sessionHttpModule, walletHttpModule, onboardingHttpModule] };
}
