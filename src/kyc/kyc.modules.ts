import type { ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { IdentityProviderProfile } from './identity-provider';

/*
 * Identity verification's wiring. This file is on the first screen (the composition root reads
 * the provider modules): it holds tokens and the provider profiles only. The profile store, the
 * use cases and the adapters load on demand: each adapter mode binds KycModulesLoader to a
 * dynamic import of its modules (kyc.http.modules.ts, kyc.memory.modules.ts), and
 * `ensureKycModules(container)` (kyc-loader.ts) loads them once, before anything KYC resolves.
 */

/** Addresses of the identity-verification service (openapi/kyc.yaml) and of its US variant. */
export const KycUrl = Symbol('KycUrl') as ServiceIdentifier<string>;
export const KycUsUrl = Symbol('KycUsUrl') as ServiceIdentifier<string>;

/** Loads the mode's KYC modules (core + adapters); bound by each adapter mode. */
export const KycModulesLoader = Symbol('KycModulesLoader') as ServiceIdentifier<() => Promise<readonly TrackedModule[]>>;

const provider = (value: IdentityProviderProfile) =>
  new TrackedModule(`kyc/identity-${value.kind}`, (bind) => {
    bind(IdentityProviderProfile).toConstantValue(value);
  });

/** One module per identity provider; the composition root loads the configured one. `vendor`: the name the commands carry (README "Decisions"). */
export const identityProviderModules = {
  frame: provider({ kind: 'frame', vendor: 'idv-frame', addressUpload: 'frame', messageOrigins: [] }),
  sdk: provider({ kind: 'sdk', vendor: 'idv-sdk', addressUpload: 'manual', messageOrigins: [] }),
  manual: provider({ kind: 'manual', vendor: 'manual-review', addressUpload: 'manual', messageOrigins: [] }),
} as const;
