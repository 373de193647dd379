import type { ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { IdentityProviderProfile } from './identity-provider';

/*
 * Identity verification's wiring. This file is on the first screen (the composition root reads
 * the provider modules): it holds the address tokens and the provider profiles only. The profile
 * store, the use cases and the adapters load on demand: `ensureKycModules(container)`
 * (kyc-loader.ts) loads kyc.http.modules.ts, or what the mode's KycModulesLoader gives (the
 * memory mode: kyc.memory.modules.ts), once, before anything KYC resolves.
 */

/** Addresses of the identity-verification service (openapi/kyc.yaml) and of its US variant. */
export const KycUrl = Symbol('KycUrl') as ServiceIdentifier<string>;
export const KycUsUrl = Symbol('KycUsUrl') as ServiceIdentifier<string>;

const provider = (value: IdentityProviderProfile) =>
  new TrackedModule(`kyc/identity-${value.kind}`, (bind) => {
    bind(IdentityProviderProfile).toConstantValue(value);
  });

/** One module per identity provider; the composition root loads the configured one. */
export const identityProviderModules = {
  frame: provider({ kind: 'frame', addressUpload: 'frame', messageOrigins: [] }),
  sdk: provider({ kind: 'sdk', addressUpload: 'manual', messageOrigins: [] }),
  manual: provider({ kind: 'manual', addressUpload: 'manual', messageOrigins: [] }),
} as const;
