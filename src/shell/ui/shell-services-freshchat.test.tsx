// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { initI18n } from '@/app/i18n/i18n';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { SandboxWorld } from '@/sandbox/world/world';
import { ContainerProvider } from '@/shared/di/container-context';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { FRESHCHAT_USER_CREATED_KEY } from '../adapters/freshchat-live-chat';
import type { FreshchatEvent, FreshchatInit } from '../adapters/freshchat-widget';
import { ensureShellModules } from '../shell-loader';
import { ShellModulesLoader } from '../shell-loader-token';
import { ShellServices } from './shell-services';

/**
 * The portal's chat button with Freshchat's widget as the live chat (ensureShellChat loads
 * src/shell/shell-freshchat.modules.ts). The widget's script is "loaded"
 * already: the page has a window.fcWidget that records what it is asked.
 */

const PORTAL = 'http://portal.test';

function pageWidget() {
  const calls: string[] = [];
  const inits: FreshchatInit[] = [];
  const handlers = new Map<FreshchatEvent, ((payload?: unknown) => void)[]>();
  const publish = (event: FreshchatEvent, payload?: unknown) => (handlers.get(event) ?? []).forEach((handler) => handler(payload));
  let initialized = false;
  let open = false;
  const widget = {
    init(options: FreshchatInit) {
      calls.push('init');
      inits.push(options);
      initialized = true;
      setTimeout(() => publish('widget:loaded'), 0);
    },
    isInitialized: () => initialized,
    isLoaded: () => false,
    isOpen: () => open,
    open() {
      calls.push('open');
      open = true;
      publish('widget:opened');
    },
    close() {
      open = false;
      publish('widget:closed');
    },
    destroy() {
      calls.push('destroy');
      initialized = false;
      open = false;
    },
    on(event: FreshchatEvent, callback: (payload?: unknown) => void) {
      handlers.set(event, [...(handlers.get(event) ?? []), callback]);
    },
    user: {
      get: async () => ({ status: 404 }),
      setProperties: async () => {
        calls.push('user.setProperties');
        publish('user:created', { status: 200, data: { restoreId: 'r-1' } });
        return { status: 200 };
      },
    },
  };
  (window as unknown as { fcWidget?: unknown }).fcWidget = widget;
  return { calls, inits, publish };
}

afterEach(() => {
  cleanup();
  delete (window as unknown as { fcWidget?: unknown }).fcWidget;
});

async function shellApp() {
  const world = new SandboxWorld();
  const storage = new MemoryStorage();
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, PORTAL);
  const { container } = buildContainer({ config, mode: memoryMode(world), platform: platformModule(storage, new RecordingAnalytics()) });
  if (!container.isBound(ShellModulesLoader)) container.bind(ShellModulesLoader).toConstantValue(() => import('../shell.memory.modules').then((m) => m.shellMemoryModules));
  await ensureShellModules(container);
  const me = world.customersByEmail('amina.se@sandbox.test')[0]!;
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['shell-services']);
  const customer = { guid: me.guid, firstName: me.firstName, lastName: me.lastName, email: me.email, country: me.country };
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <I18nextProvider i18n={i18n}>
        <ContainerProvider container={container}>
          <MemoryRouter initialEntries={['/wallet']}>
            <ShellServices customer={customer} />
          </MemoryRouter>
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
  await screen.findByTestId('shell-dock');
  return { storage, me, view: view! };
}

describe('the shell services with Freshchat’s widget as the live chat', () => {
  it('open the widget for the signed-in customer on the chat button’s press, draw no dialog of the portal’s, and take the widget off on sign-out', async () => {
    const widget = pageWidget();
    const { storage, me, view } = await shellApp();
    expect(widget.calls).toEqual([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Chat with us' }));
    await waitFor(() => expect(widget.calls).toEqual(['init', 'user.setProperties', 'open']));
    expect(widget.inits).toEqual([expect.objectContaining({ externalId: me.guid, firstName: me.firstName, email: me.email, locale: 'en' })]);
    expect(storage.getItem(FRESHCHAT_USER_CREATED_KEY)).toBe('true');
    // Freshchat draws its own window: the portal shows no dialog of its own.
    expect(screen.queryByRole('dialog')).toBeNull();
    // The support team's replies while the widget is closed are on the button.
    act(() => widget.publish('widget:closed'));
    act(() => widget.publish('unreadCount:notify', { count: 2 }));
    expect(await screen.findByRole('button', { name: 'Chat with us, 2 unread messages' })).toBeTruthy();
    // Signed out: the services leave the page, and the widget with them.
    view.unmount();
    expect(widget.calls.at(-1)).toBe('destroy');
  });
});
