import type { ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { IdentityProviderProfile } from './identity-provider';

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
