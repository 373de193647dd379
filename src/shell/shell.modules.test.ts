import { describe, expect, it } from 'vitest';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { httpMode } from '@/app/modes/http-mode';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { SandboxWorld } from '@/sandbox/world/world';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { ErrorReporter, LiveChat, PushNotifications } from './application/ports';
import { SentryErrorReporter } from './adapters/sentry-error-reporter';
import { FreshchatLiveChat } from './adapters/freshchat-live-chat';
import { BrowserPushNotifications } from './adapters/browser-push-notifications';
import { ensureShellChat, ensureShellModules } from './shell-loader';
import { ShellModulesLoader } from './shell-loader-token';
import { shellHttpModules } from './shell.http.modules';
import { shellMemoryModules } from './shell.memory.modules';
import { shellFreshchatModules } from './shell-freshchat.modules';

const ORIGIN = 'http://127.0.0.1:5173';

async function containerFor(adapters: 'http' | 'memory') {
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: adapters }, ORIGIN);
  const mode = adapters === 'http' ? httpMode(config, async () => new Response('{}')) : memoryMode(new SandboxWorld());
  const { container } = buildContainer({ config, mode, platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) });
  if (adapters === 'memory' && !container.isBound(ShellModulesLoader)) {
    container.bind(ShellModulesLoader).toConstantValue(() => import('./shell.memory.modules').then((m) => m.shellMemoryModules));
  }
  await ensureShellModules(container);
  await ensureShellChat(container);
  return container;
}

describe('the shell services’ modules', () => {
  it.each([
    ['http', shellHttpModules, SentryErrorReporter],
    ['memory', shellMemoryModules, SentryErrorReporter],
  ] as const)('resolve every token they bind in the %s mode, with that mode’s error reporter (Sentry, sending or keeping its envelopes in the world)', async (adapters, modules, reporter) => {
    const container = await containerFor(adapters);
    for (const token of [...modules, ...shellFreshchatModules].flatMap((m) => [...m.tokens])) expect(() => container.get(token), String(token)).not.toThrow();
    expect(container.get(ErrorReporter)).toBeInstanceOf(reporter);
    // Not back-office ports: the browser's permission and the chat vendor's widget, alike in both modes.
    expect(container.get(PushNotifications)).toBeInstanceOf(BrowserPushNotifications);
    expect(container.get(LiveChat)).toBeInstanceOf(FreshchatLiveChat);
  });

  it('bind ErrorReporter in both modes (a port with a behaviour suite) and nothing else that differs', () => {
    const http = new Set(shellHttpModules.flatMap((m) => [...m.tokens]));
    const memory = new Set(shellMemoryModules.flatMap((m) => [...m.tokens]));
    const differing = [...http].filter((t) => memory.has(t) && shellHttpModules[1].tokens.has(t));
    expect(differing).toEqual([ErrorReporter]);
  });
});
