import { afterEach, beforeEach, expect, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { initI18n } from '@/app/i18n/i18n';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { SandboxWorld } from '@/sandbox/world/world';
import { SignIn } from '@/session/application/sign-in';
import { ContainerProvider } from '@/shared/di/container-context';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { PushNotifications, ShellSettingsToken } from '@/shell/application/ports';
import { InMemoryPushNotifications } from '@/shell/adapters/in-memory-push-notifications';
import { ensureShellModules } from '@/shell/shell-loader';
import { ShellModulesLoader } from '@/shell/shell-loader-token';
import type { ShellSettings } from '@/shell/shell-settings';
import { PUSH_PROMPT_DELAY_MS } from '@/shell/ui/push-prompt-view-model';
import { ShellServices } from '@/shell/ui/shell-services';
import { withModalDialogMethods } from './jsdom-dialog';

/**
 * ShellServices as the signed-in layout mounts it, over the app's container in memory mode with
 * Amina signed in, on /wallet, with two buttons that navigate inside the app. Call
 * withShellServicesClock() at a test file's top level.
 */

const PORTAL = 'http://portal.test';
export const AMINA = 'amina.se@sandbox.test';

/**
 * The clock of the page's timers (setTimeout) runs as usual and can be moved on: "nothing asks
 * later" is checked without waiting for it. And <dialog>'s modal methods, which jsdom lacks.
 */
export function withShellServicesClock(): void {
  withModalDialogMethods();
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });
}

/** Time passes: every timer due meanwhile runs, and React renders what it changed. */
export const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Well past the moment the push prompt would have asked. */
export const PAST_THE_PROMPT_MS = PUSH_PROMPT_DELAY_MS + 300;

export const pushDialog = () => screen.queryByRole('dialog', { name: 'Get notified when your money arrives' });

function Navigation() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate('/transfers')}>
        Go to transfers
      </button>
      <button type="button" onClick={() => void navigate('/recipients')}>
        Go to recipients
      </button>
    </>
  );
}

export async function shellApp(options: { settings?: Partial<ShellSettings>; permission?: 'default' | 'granted' | 'denied'; storage?: MemoryStorage } = {}) {
  const world = new SandboxWorld();
  const storage = options.storage ?? new MemoryStorage();
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, PORTAL);
  const { container } = buildContainer({ config, mode: memoryMode(world), platform: platformModule(storage, new RecordingAnalytics()) });
  // What the memory mode binds once the lead wires it (src/app/modes/memory-mode.ts).
  if (!container.isBound(ShellModulesLoader)) container.bind(ShellModulesLoader).toConstantValue(() => import('@/shell/shell.memory.modules').then((m) => m.shellMemoryModules));
  await ensureShellModules(container);
  const push = new InMemoryPushNotifications(options.permission ?? 'default', 'granted');
  container.rebind(PushNotifications).toConstantValue(push);
  const settings = { ...container.get(ShellSettingsToken), ...options.settings };
  container.rebind(ShellSettingsToken).toConstantValue(settings);
  const me = world.customersByEmail(AMINA)[0]!;
  expect((await container.get(SignIn).execute({ email: me.email, password: me.password })).kind).toBe('signed-in');
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['shell-services']);
  const customer = { guid: me.guid, firstName: me.firstName, lastName: me.lastName, email: me.email, country: me.country };
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <MemoryRouter initialEntries={['/wallet']}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    <Navigation />
                    <ShellServices customer={customer} />
                  </>
                }
              />
            </Routes>
          </MemoryRouter>
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
  // The services are there once the dock is.
  await screen.findByTestId('shell-dock');
  return { world, storage, push, settings, me, vendor: config.vendorOrigins[0]! };
}
