import { describe, expect, it } from 'vitest';
import { readConfig, type IdentityProviderKind } from '@/app/config';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { httpMode } from '@/app/modes/http-mode';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { adapterOf } from '@/shared/di/lazy-port';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { HttpVerificationGateway } from './adapters/http-verification-gateway';
import { InMemoryVerificationGateway } from './adapters/in-memory-verification-gateway';
import { KycService, VerificationGateway } from './application/ports';
import { CompleteVendorVerification } from './application/complete-vendor-verification';
import { StartVerificationAutomatically } from './application/start-verification-automatically';
import { SubmitCapturedDocuments } from './application/submit-captured-documents';
import { UploadManualDocuments } from './application/upload-manual-documents';
import { VerificationProfileStore } from './application/verification-profile-store';
import { CommandVendorsToken } from './kyc.core.modules';
import { ensureKycModules } from './kyc-loader';

function build(adapters: 'http' | 'memory', identityProvider: IdentityProviderKind = 'frame') {
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: adapters, VITE_IDENTITY_PROVIDER: identityProvider }, 'http://127.0.0.1:5173');
  const mode = adapters === 'memory' ? memoryMode() : httpMode(config, async () => new Response('{}'));
  return buildContainer({ config, mode, platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) }).container;
}

describe('the KYC modules, loaded on demand', () => {
  it.each(['http', 'memory'] as const)('%s: nothing of KYC resolves before ensureKycModules, everything after', async (adapters) => {
    const container = build(adapters);
    expect(container.isBound(VerificationProfileStore)).toBe(false);
    expect(container.isBound(VerificationGateway)).toBe(false);
    await Promise.all([ensureKycModules(container), ensureKycModules(container)]);
    for (const token of [VerificationProfileStore, StartVerificationAutomatically, UploadManualDocuments, CompleteVendorVerification, SubmitCapturedDocuments, VerificationGateway, KycService]) {
      expect(container.get(token as never), String(token)).toBeDefined();
    }
    expect(container.get(VerificationProfileStore)).toBe(container.get(VerificationProfileStore));
    expect(await adapterOf(container.get(VerificationGateway))).toBeInstanceOf(adapters === 'http' ? HttpVerificationGateway : InMemoryVerificationGateway);
  });

  it.each([
    ['frame', 'idv-frame'],
    ['sdk', 'idv-sdk'],
    ['manual', 'manual-review'],
  ] as const)('the %s provider’s commands name the vendor %s', async (provider, vendor) => {
    const container = build('memory', provider);
    await ensureKycModules(container);
    expect(container.get(CommandVendorsToken)).toEqual({ checks: 'kyc-service', documents: vendor });
  });

  it.each(['frame', 'sdk', 'manual'] as const)('with the %s provider, the frame’s completion names idv-frame and the SDK’s idv-sdk', async (provider) => {
    const container = build('memory', provider);
    await ensureKycModules(container);
    const vendors = (useCase: object) => (useCase as unknown as { vendors: unknown }).vendors;
    expect(vendors(container.get(CompleteVendorVerification))).toEqual({ checks: 'kyc-service', documents: 'idv-frame' });
    expect(vendors(container.get(SubmitCapturedDocuments))).toEqual({ checks: 'kyc-service', documents: 'idv-sdk' });
  });

});
