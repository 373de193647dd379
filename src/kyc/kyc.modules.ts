import { TrackedModule } from '@/shared/di/tracked-module';
import { IdentityProviderProfile } from './identity-provider';

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
