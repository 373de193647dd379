import { describe, expect, it } from 'vitest';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { httpMode } from '@/app/modes/http-mode';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { HttpOauthGateway } from './adapters/http-oauth-gateway';
import { InMemoryOauthGateway } from './adapters/in-memory-oauth-gateway';
import { OauthGateway } from './application/oauth-ports';
import { OauthFlow } from './application/oauth-flow';
import { ensureOauthModules } from './oauth-loader';
import { oauthHttpModules } from './oauth.http.modules';
import { oauthMemoryModules } from './oauth.memory.modules';

function build(adapters: 'http' | 'memory') {
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: adapters }, 'http://127.0.0.1:5173');
  const mode = adapters === 'memory' ? memoryMode() : httpMode(config, async () => new Response('{}'));
  return buildContainer({ config, mode, platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) }).container;
}

describe('the OAuth modules, loaded on demand', () => {
  it.each([
    ['http', HttpOauthGateway, oauthHttpModules],
    ['memory', InMemoryOauthGateway, oauthMemoryModules],
  ] as const)('are not bound at start and resolve every token once loaded (%s)', async (adapters, gatewayClass, modules) => {
    const container = build(adapters);
    expect(container.isBound(OauthFlow)).toBe(false);
    await Promise.all([ensureOauthModules(container), ensureOauthModules(container)]);
    expect(container.get(OauthGateway)).toBeInstanceOf(gatewayClass);
    for (const token of modules.flatMap((m) => [...m.tokens])) expect(container.get(token), String(token)).toBeDefined();
    // Loading again adds nothing (a second load would make every token ambiguous).
    await ensureOauthModules(container);
    expect(container.get(OauthFlow)).toBe(container.get(OauthFlow));
  });
});
