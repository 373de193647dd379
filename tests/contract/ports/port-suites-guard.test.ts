import { Container, type ServiceIdentifier } from 'inversify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '@/app/config';
import { httpMode } from '@/app/modes/http-mode';
import { memoryMode } from '@/app/modes/memory-mode';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { platformModule } from '@/app/modes/platform';
import { SandboxWorld } from '@/sandbox/world/world';
import { AuthGateway, ServiceLocator } from '@/session/application/ports';
import type { TrackedModule } from '@/shared/di/tracked-module';
import { adapterOf } from '@/shared/di/lazy-port';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { WalletGateway } from '@/wallet/application/ports';
import { oauthHttpModule } from '@/session/oauth.http.modules';
import { oauthMemoryModule } from '@/session/oauth.memory.modules';
import { ensureOauthModules, OauthModulesLoader } from '@/session/oauth-loader';
import { ensureKycModules } from '@/kyc/kyc-loader';
import { kycHttpModule } from '@/kyc/kyc.http.modules';
import { handoffHttpModule } from '@/kyc/handoff.modules';
import { handoffMemoryModule } from '@/kyc/handoff.memory.modules';
import { kycMemoryModule } from '@/kyc/kyc.memory.modules';
import { quoteHttpModule } from '@/sending/quote.http.modules';
import { quoteMemoryModule } from '@/sending/quote.memory.modules';
import { newRecipientHttpModule } from '@/sending/new-recipient.http.modules';
import { newRecipientMemoryModule } from '@/sending/new-recipient.memory.modules';
import { recipientHttpModule } from '@/sending/recipient.http.modules';
import { recipientMemoryModule } from '@/sending/recipient.memory.modules';
import { senderHttpModule } from '@/sending/sender.http.modules';
import { senderMemoryModule } from '@/sending/sender.memory.modules';
import { transferHttpModule } from '@/sending/transfer.http.modules';
import { transferMemoryModule } from '@/sending/transfer.memory.modules';
import { ensureSendingModules } from '@/sending/sending-loader';
import { cardHttpModule } from '@/paying/card.http.modules';
import { cardMemoryModule } from '@/paying/card.memory.modules';
import { bankHttpModule } from '@/paying/bank.http.modules';
import { bankMemoryModule } from '@/paying/bank.memory.modules';
import { ensureSendMoneyAndPaying } from '@/app/send-composition';
import { promotionsHttpModule } from '@/promotions/promotions.http.modules';
import { promotionsMemoryModule } from '@/promotions/promotions.memory.modules';
import { ensurePromotionsModules } from '@/promotions/promotions-loader';
import { notificationsHttpModule } from '@/notifications/notifications.http.modules';
import { notificationsMemoryModule } from '@/notifications/notifications.memory.modules';
import { ensureNotificationsModules } from '@/notifications/notifications-loader';
import { profileHttpModule } from '@/profile/profile.http.modules';
import { profileMemoryModule } from '@/profile/profile.memory.modules';
import { ensureProfileModules } from '@/profile/profile-loader';
import { shellHttpModule } from '@/shell/shell.http.modules';
import { shellMemoryModule } from '@/shell/shell.memory.modules';
import { ensureShellModules } from '@/shell/shell-loader';
import { transfersHttpModule } from '@/transfers/transfers.http.modules';
import { transfersMemoryModule } from '@/transfers/transfers.memory.modules';
import { ensureTransfersModules } from '@/transfers/transfers-loader';
import { accountShellHttpModule } from '@/app/shell/shell.http.modules';
import { accountShellMemoryModule } from '@/app/shell/shell.memory.modules';
import { ensureAccountShellModules } from '@/app/shell/shell-loader';
import { RecordingSink, TestCredentials, type PortSuite } from './port-suite';
import { portSuites } from './suites';
import { SANDBOX_SETTINGS } from '../../../src/app/build-target/sandbox-settings';

/**
 * The rule for every port, today's and later issues': a token bound by both the HTTP mode and the
 * memory mode (src/app/modes/) is a port with two adapters, and needs a behaviour suite here
 * (`<port>.suite.ts`) that runs the same tests against both.
 */

const ORIGIN = 'http://127.0.0.1:5173';
const config = (adapters: 'http' | 'memory') => readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: adapters }, ORIGIN);
const offline = async () => new Response('{}');

/** The tokens a mode's modules bind (TrackedModule records them when a container loads them). */
function boundBy(modules: readonly TrackedModule[]): Set<ServiceIdentifier> {
  new Container().load(...modules.map((m) => m.module));
  // A loader of on-demand modules is not a port: what it loads is counted itself (below).
  return new Set(modules.flatMap((m) => [...m.tokens]).filter((token) => token !== OauthModulesLoader));
}

/** Tokens bound by both modes without a suite; suites whose port is not bound by both modes. */
export function checkPortSuites(http: Set<ServiceIdentifier>, memory: Set<ServiceIdentifier>, suites: readonly PortSuite<unknown>[]) {
  const ports = [...http].filter((token) => memory.has(token));
  const covered = new Set<ServiceIdentifier>(suites.map((s) => s.port));
  return {
    ports,
    withoutSuite: ports.filter((token) => !covered.has(token)).map(String),
    stale: suites.filter((s) => !ports.includes(s.port)).map((s) => s.name),
  };
}

// The adapter modules each mode loads on demand (the OAuth flows, identity verification) count as that mode's bindings.
const httpTokens = () => boundBy([...httpMode(config('http'), offline).modules, oauthHttpModule, kycHttpModule, handoffHttpModule, quoteHttpModule, newRecipientHttpModule, recipientHttpModule, senderHttpModule, transferHttpModule, cardHttpModule, bankHttpModule, promotionsHttpModule, notificationsHttpModule, profileHttpModule, shellHttpModule, transfersHttpModule, accountShellHttpModule]);
const memoryTokens = () => boundBy([...memoryMode(new SandboxWorld()).modules, oauthMemoryModule, kycMemoryModule, handoffMemoryModule, quoteMemoryModule, newRecipientMemoryModule, recipientMemoryModule, senderMemoryModule, transferMemoryModule, cardMemoryModule, bankMemoryModule, promotionsMemoryModule, notificationsMemoryModule, profileMemoryModule, shellMemoryModule, transfersMemoryModule, accountShellMemoryModule]);

describe('port behaviour suites (the rule for every port with two adapters)', () => {
  it('has a suite for every port bound by both the HTTP and the memory mode, and none for a port they do not both bind', () => {
    const { ports, withoutSuite, stale } = checkPortSuites(httpTokens(), memoryTokens(), portSuites);
    expect(withoutSuite, 'add tests/contract/ports/<port>.suite.ts for these ports').toEqual([]);
    expect(stale, 'these suites test a port that is not bound by both modes').toEqual([]);
    // Today's ports: the guard reads the modes, so it cannot pass by finding nothing.
    expect(ports).toEqual(expect.arrayContaining([ServiceLocator, AuthGateway, WalletGateway]));
  });

  it('fails for a port both modes bind when no suite covers it', () => {
    const NewPort = Symbol('NewPort') as ServiceIdentifier<unknown>;
    const http = new Set([...httpTokens(), NewPort]);
    const memory = new Set([...memoryTokens(), NewPort]);
    expect(checkPortSuites(http, memory, portSuites).withoutSuite).toEqual(['Symbol(NewPort)']);
  });

  it('runs each suite against the very adapter classes the app binds in each mode', async () => {
    for (const adapters of ['http', 'memory'] as const) {
      const world = new SandboxWorld();
      const mode = adapters === 'http' ? httpMode(config(adapters), offline) : memoryMode(world);
      const { container } = buildContainer({ config: config(adapters), mode, platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) });
      await ensureOauthModules(container);
      await ensureKycModules(container);
      await ensureSendingModules(container);
      // The paying context's card modules load with send money's step 4 (src/app/send-composition.ts).
      await ensureSendMoneyAndPaying(container);
      await ensurePromotionsModules(container);
      await ensureNotificationsModules(container);
      await ensureProfileModules(container);
      await ensureShellModules(container);
      await ensureTransfersModules(container);
      await ensureAccountShellModules(container);
      for (const suite of portSuites) {
        const env = { mode: adapters, world, sink: new RecordingSink(), credentials: new TestCredentials() };
        const tested = adapters === 'http' ? suite.adapters.http({ ...env, origin: ORIGIN, fetch: offline }) : suite.adapters.memory(env);
        // A lazily loaded adapter (src/shared/di/lazy-port.ts) counts as the class it loads.
        const bound = await adapterOf(container.get(suite.port) as object);
        expect((tested as object).constructor, `${suite.name} (${adapters})`).toBe(bound.constructor);
      }
    }
  });
});
