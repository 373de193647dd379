// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { initI18n } from '@/app/i18n/i18n';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { envelopeItemsAtDesk } from '@/sandbox/world/sentry-desk';
import { SandboxWorld } from '@/sandbox/world/world';
import { SignIn } from '@/session/application/sign-in';
import { ContainerProvider } from '@/shared/di/container-context';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { PushNotifications, ShellSettingsToken } from '../application/ports';
import { InMemoryPushNotifications } from '../adapters/in-memory-push-notifications';
import { reportCaughtError } from '../caught-errors';
import { COOKIE_POPUP_KEY, NEW_PAYOUT_NOTICE_KEY } from '../domain/notices';
import { PUSH_DONT_ALLOW_KEY } from '../domain/push-prompt';
import { ensureShellModules } from '../shell-loader';
import { ShellModulesLoader } from '../shell-loader-token';
import type { ShellSettings } from '../shell-settings';
import { PUSH_PROMPT_DELAY_MS } from './push-prompt';
import { ShellServices } from './shell-services';

/**
 * ShellServices as the signed-in layout mounts it, over the app's container in memory mode with
 * Amina signed in: the dock, the chat button (its Freshchat widget: shell-services-freshchat.test.tsx), the push prompt after navigations, the page's errors
 * reported scrubbed, the notice and the cookie popup.
 */

const PORTAL = 'http://portal.test';
const AMINA = 'amina.se@sandbox.test';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

// The clock of the page's timers (setTimeout) runs as usual and can be moved on: "nothing asks
// later" is checked without waiting for it.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Time passes: every timer due meanwhile runs, and React renders what it changed. */
const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Well past the moment the push prompt would have asked. */
const PAST_THE_PROMPT_MS = PUSH_PROMPT_DELAY_MS + 300;

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

async function shellApp(options: { settings?: Partial<ShellSettings>; permission?: 'default' | 'granted' | 'denied'; storage?: MemoryStorage } = {}) {
  const world = new SandboxWorld();
  const storage = options.storage ?? new MemoryStorage();
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_MOCK: 'true' }, PORTAL);
  const { container } = buildContainer({ config, mode: memoryMode(world), platform: platformModule(storage, new RecordingAnalytics()) });
  // What the memory mode binds once the lead wires it (src/app/modes/memory-mode.ts).
  if (!container.isBound(ShellModulesLoader)) container.bind(ShellModulesLoader).toConstantValue(() => import('../shell.memory.modules').then((m) => m.shellMemoryModules));
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

const chatButton = () => screen.findByRole('button', { name: 'Chat with us' });

const pushDialog = () => screen.queryByRole('dialog', { name: 'Get notified when your money arrives' });

describe('the shell services', () => {
  it('show the chat button in the dock after the page painted, and no dialog on the first page', async () => {
    await shellApp();
    const chat = await chatButton();
    expect(chat.closest('[data-testid="shell-dock"]')).not.toBeNull();
    await later(PAST_THE_PROMPT_MS);
    expect(pushDialog()).toBeNull();
    expect(screen.queryByTestId('new-payout-notice')).toBeNull();
    expect(screen.queryByTestId('cookie-popup')).toBeNull();
  });

  it('ask for notifications after a navigation, once; "Not now" is remembered', async () => {
    const { storage } = await shellApp();
    fireEvent.click(screen.getByRole('button', { name: 'Go to transfers' }));
    await later(PUSH_PROMPT_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Get notified when your money arrives' });
    expect(dialog.hasAttribute('open')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(storage.getItem(PUSH_DONT_ALLOW_KEY)).toBe('true');
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Go to recipients' }));
    await later(PAST_THE_PROMPT_MS);
    expect(dialog.hasAttribute('open')).toBe(false);
  });

  it('"Allow" asks the browser', async () => {
    const { push } = await shellApp();
    fireEvent.click(screen.getByRole('button', { name: 'Go to transfers' }));
    await later(PUSH_PROMPT_DELAY_MS);
    const dialog = await screen.findByRole('dialog', { name: 'Get notified when your money arrives' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Allow' }));
    });
    expect(push.requests).toBe(1);
    await waitFor(() => expect(dialog.hasAttribute('open')).toBe(false));
  });

  it('never ask when the browser decided already', async () => {
    await shellApp({ permission: 'denied' });
    fireEvent.click(screen.getByRole('button', { name: 'Go to transfers' }));
    await later(PAST_THE_PROMPT_MS);
    expect(pushDialog()?.hasAttribute('open') ?? false).toBe(false);
  });

  it('report the page’s errors and the boundaries’ caught errors without the customer’s e-mail or name', async () => {
    const { world } = await shellApp();
    act(() => {
      window.dispatchEvent(new ErrorEvent('error', { error: new Error(`Amina (${AMINA}) broke it`), message: 'x' }));
    });
    reportCaughtError({ error: new TypeError(`render failed for ${AMINA}`), source: 'error-boundary' });
    // The reporter's code loads with the first error: on a busy machine its first import in a worker
    // alone can take seconds (hence this test's own time limit).
    // Sentry's events, in the memory mode kept in the world's Sentry desk.
    const events = () => envelopeItemsAtDesk(world, 'event').map((item) => item.payload as { tags?: { source?: string }; user?: { id?: string }; exception?: { values?: { value?: string }[] } });
    await waitFor(() => expect(events()).toHaveLength(2), { timeout: 15_000 });
    expect(events().map((e) => [e.tags?.source, e.exception?.values?.at(-1)?.value])).toEqual([
      ['window-error', '[name] ([email]) broke it'],
      ['error-boundary', 'render failed for [email]'],
    ]);
    // The signed-in customer by their id alone.
    const amina = world.customersByEmail(AMINA)[0]!;
    expect(events().map((e) => e.user)).toEqual([{ id: amina.guid }, { id: amina.guid }]);
    expect(JSON.stringify(envelopeItemsAtDesk(world, 'event'))).not.toMatch(/amina/i);
  }, 20_000);

  it('show the "new payout method" card while its date is active, until "Got it"', async () => {
    const { storage } = await shellApp({ settings: { newPayoutCardUntil: '2999-01-01' } });
    const card = await screen.findByTestId('new-payout-notice');
    expect(within(card).getByRole('heading', { name: 'New: pay out to a card' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByTestId('new-payout-notice')).toBeNull();
    expect(storage.getItem(NEW_PAYOUT_NOTICE_KEY)).toMatch(/^\["[0-9a-f]{8}"\]$/);
  });

  it('show the cookie popup when its option is on, until a choice', async () => {
    const { storage } = await shellApp({ settings: { customCookiePopup: true } });
    const banner = await screen.findByTestId('cookie-popup');
    fireEvent.click(within(banner).getByRole('button', { name: 'Only necessary' }));
    expect(storage.getItem(COOKIE_POPUP_KEY)).toBe('necessary');
    expect(screen.queryByTestId('cookie-popup')).toBeNull();
  });

  it('show no chat button when no chat is configured (real hosting without Freshchat)', async () => {
    await shellApp({ settings: { freshchat: undefined } });
    expect(screen.queryByTestId('chat-button')).toBeNull();
  });
});
