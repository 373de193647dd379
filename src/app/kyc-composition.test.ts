import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { IdentityProviderProfile } from '@/kyc/identity-provider';
import { IdentityProviderChooser } from '@/kyc/application/identity-provider-chooser';
import { VerificationLauncher } from '@/kyc/application/verification-launcher';
import { VerificationProfileStore } from '@/kyc/application/verification-profile-store';
import { IDENTITY_PROVIDERS, readConfig } from './config';
import { buildContainer } from './container';
import { SANDBOX_SETTINGS } from './build-target/sandbox-settings';
import { RecordingAnalytics } from './data-layer-analytics';
import { memoryMode } from './modes/memory-mode';
import { platformModule } from './modes/platform';
import { ensureKycShell } from './kyc-composition';

function build(env: Record<string, string>) {
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true', ...env }, 'http://127.0.0.1:5173');
  return buildContainer({ config, mode: memoryMode(), platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) }).container;
}

describe('identity verification in the shell', () => {
  it('is not in the container the first screen builds; it loads once, on demand', async () => {
    const container = build({});
    expect(container.isBound(VerificationLauncher)).toBe(false);
    expect(container.isBound(VerificationProfileStore)).toBe(false);
    await Promise.all([ensureKycShell(container), ensureKycShell(container)]);
    await ensureKycShell(container);
    expect(container.get(VerificationLauncher)).toBe(container.get(VerificationLauncher));
    expect(container.get(VerificationProfileStore)).toBe(container.get(VerificationProfileStore));
  });

  it.each(IDENTITY_PROVIDERS)('chooses the provider per source country over the default (%s)', async (fallback) => {
    const container = build({ VITE_IDENTITY_PROVIDER: fallback, VITE_IDENTITY_PROVIDER_BY_COUNTRY: 'GB:manual,CA:sdk' });
    await ensureKycShell(container);
    const chooser = container.get(IdentityProviderChooser);
    expect(chooser.forCountry('GB').kind).toBe('manual');
    expect(chooser.forCountry('ca').kind).toBe('sdk');
    expect(chooser.forCountry('SE').kind).toBe(fallback);
    expect(chooser.forCountry('SE')).toBe(container.get(IdentityProviderProfile));
  });

  it('uploads proof of address and of funds by hand with the SDK provider, in the frame with the frame provider', async () => {
    const container = build({ VITE_IDENTITY_PROVIDER: 'frame', VITE_IDENTITY_PROVIDER_BY_COUNTRY: 'CA:sdk,GB:manual' });
    await ensureKycShell(container);
    const chooser = container.get(IdentityProviderChooser);
    expect(['id', 'address', 'funds'].map((screen) => chooser.flowFor('CA', screen as 'id'))).toEqual(['sdk', 'manual', 'manual']);
    expect(['id', 'address', 'funds'].map((screen) => chooser.flowFor('SE', screen as 'id'))).toEqual(['frame', 'frame', 'frame']);
    expect(['id', 'address', 'funds'].map((screen) => chooser.flowFor('GB', screen as 'id'))).toEqual(['manual', 'manual', 'manual']);
  });

  it('with no per-country setting, every country uses the default provider', async () => {
    const container = build({ VITE_IDENTITY_PROVIDER: 'sdk', VITE_IDENTITY_PROVIDER_BY_COUNTRY: '' });
    await ensureKycShell(container);
    expect(['GB', 'CA', 'SE', 'US'].map((c) => container.get(IdentityProviderChooser).forCountry(c).kind)).toEqual(['sdk', 'sdk', 'sdk', 'sdk']);
  });

  it("gives a flow the chosen provider's profile through a child container, also to services it resolves", async () => {
    const container = build({ VITE_IDENTITY_PROVIDER: 'frame' });
    await ensureKycShell(container);
    const UsesProfile = Symbol('UsesProfile');
    container.bind(UsesProfile).toResolvedValue((profile: IdentityProviderProfile) => ({ kind: profile.kind }), [IdentityProviderProfile]);
    const child = new Container({ parent: container });
    child.bind(IdentityProviderProfile).toConstantValue(container.get(IdentityProviderChooser).forCountry('GB'));
    expect(child.get<{ kind: string }>(UsesProfile).kind).toBe('manual');
    expect(container.get<{ kind: string }>(UsesProfile).kind).toBe('frame');
  });
});
