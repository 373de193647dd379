import { adapterOf } from '@/shared/di/lazy-port';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { ADAPTER_MODES, IDENTITY_PROVIDERS, REGIONS, readConfig } from './config';
import { buildContainer } from './container';
import { SANDBOX_SETTINGS } from './build-target/sandbox-settings';
import { RecordingAnalytics } from './data-layer-analytics';
import { httpMode } from './modes/http-mode';
import { memoryMode } from './modes/memory-mode';
import { platformModule } from './modes/platform';
import { IdentityProviderProfile } from '@/kyc/identity-provider';
import { KycUrl, KycUsUrl } from '@/kyc/kyc.modules';
import { LocatorUrl, OAuthUrl } from '@/session/session.modules';
import { WalletGateway } from '@/wallet/application/ports';
import { HttpWalletGateway } from '@/wallet/adapters/http-wallet-gateway';
import { InMemoryWalletGateway } from '@/wallet/adapters/in-memory-wallet-gateway';

const combinations = ADAPTER_MODES.flatMap((adapters) =>
  REGIONS.flatMap((region) => IDENTITY_PROVIDERS.map((identityProvider) => ({ adapters, region, identityProvider }))),
);

function build(choice: (typeof combinations)[number]) {
  const config = readConfig(
    { ...SANDBOX_SETTINGS, VITE_ADAPTERS: choice.adapters, VITE_REGION: choice.region, VITE_IDENTITY_PROVIDER: choice.identityProvider },
    'http://127.0.0.1:5173',
  );
  const mode = config.adapters === 'memory' ? memoryMode() : httpMode(config, async () => new Response('{}'));
  return buildContainer({ config, mode, platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) });
}

describe('composition root', () => {
  it.each(combinations)('resolves every bound token: $adapters / $region / $identityProvider', async (choice) => {
    const { container, tokens } = build(choice);
    expect(tokens.length).toBeGreaterThan(15);
    for (const token of tokens) {
      expect(() => container.get(token), String(token)).not.toThrow();
      expect(container.get(token), String(token)).toBeDefined();
    }
    expect(container.get(IdentityProviderProfile).kind).toBe(choice.identityProvider);
    const wallet = container.get(WalletGateway);
    // HTTP adapters load on their first call (lazyPort): the adapter behind the port is the one checked.
    expect(await adapterOf(wallet)).toBeInstanceOf(choice.adapters === 'http' ? HttpWalletGateway : InMemoryWalletGateway);
  });

  it('gives the HTTP adapters every configured service address', () => {
    const { container } = build({ adapters: 'http', region: 'US', identityProvider: 'sdk' });
    expect(container.get(LocatorUrl)).toBe('http://127.0.0.1:5173/sandbox/locator');
    expect(container.get(OAuthUrl)).toBe('http://127.0.0.1:5173/sandbox/oauth');
    expect(container.get(KycUrl)).toBe('http://127.0.0.1:5173/sandbox/kyc');
    expect(container.get(KycUsUrl)).toBe('http://127.0.0.1:5173/sandbox/kyc-us');
  });

  it('builds a fresh container each time: no state leaks between tests or scenarios', () => {
    const first = build(combinations[0]!).container;
    const second = build(combinations[0]!).container;
    expect(first.get(WalletGateway)).not.toBe(second.get(WalletGateway));
    expect(first.get(WalletGateway)).toBe(first.get(WalletGateway));
  });
});
