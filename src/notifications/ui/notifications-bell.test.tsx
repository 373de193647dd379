// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Container } from 'inversify';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import errors from '@/app/i18n/locales/en/errors.json';
import notifications from '@/app/i18n/locales/en/notifications.json';
import { ContainerProvider } from '@/shared/di/container-context';
import { TrackedModule } from '@/shared/di/tracked-module';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { BrowserViewedNotificationsStore } from '../adapters/browser-viewed-notifications-store';
import { NotificationsGateway } from '../application/notifications-gateway';
import { ViewedNotificationsStore } from '../application/viewed-notifications-store';
import type { Notification } from '../domain/notification';
import { notificationsCoreModule } from '../notifications.core.modules';
import { NotificationsModulesLoader } from '../notifications-loader-token';
import { NotificationsBell } from './notifications-bell';

const GUID = '5a4a0000-0000-4000-9000-0000000003e9';
const START = Date.parse('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
const note = (id: number, category: Notification['category'], title: string, daysAgo: number): Notification => ({
  id, category, title, text: `${title}: the details.`, createdAt: START - daysAgo * DAY,
});
const LIST = [
  note(1, 'wallet', 'Wallet topped up', 1),
  note(2, 'bonus', 'A promo code for you', 2),
  note(3, 'transactions', 'Transfer paid out', 3),
  note(4, 'wallet', 'Card saved', 4),
];

/** One browser's cookies and storage (they survive a reload); the back office's answer. */
class Browser {
  readonly cookies = new MemoryCookieDocument();
  readonly storage = new MemoryStorage();
  list = vi.fn(async (): Promise<Notification[]> => LIST);

  /** A fresh container with the bell's modules behind its loader, as the memory mode binds it. */
  container(loaded: 'ok' | 'fails' = 'ok'): Container {
    const ports = new TrackedModule('test/notifications', (bind) => {
      bind(NotificationsGateway).toConstantValue({ list: () => this.list() });
      bind(ViewedNotificationsStore).toConstantValue(new BrowserViewedNotificationsStore(this.cookies, this.storage, { secure: true }));
    });
    const container = new Container();
    container.bind(NotificationsModulesLoader).toConstantValue(async () => {
      if (loaded === 'fails') throw new TypeError('Failed to fetch dynamically imported module');
      return [notificationsCoreModule, ports];
    });
    return container;
  }
}

async function i18n() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({ lng: 'en', resources: { en: { notifications, errors } }, defaultNS: 'notifications', interpolation: { escapeValue: false } });
  return instance;
}

async function renderBell(container: Container, userGuid: string | undefined = GUID) {
  const instance = await i18n();
  // Async act: the bell suspends on its chunk and its modules, and React retries inside the act.
  await act(async () => {
    render(
      <I18nextProvider i18n={instance}>
        <ContainerProvider container={container}>
          <header>
            <NotificationsBell userGuid={userGuid} />
            <a href="/profile">Profile</a>
          </header>
        </ContainerProvider>
      </I18nextProvider>,
    );
  });
}

const bell = () => screen.getByTestId('notifications-bell');
const open = async () => {
  fireEvent.click(bell());
  return screen.findByRole('group', { name: 'Your notifications' });
};

afterEach(cleanup);

describe('NotificationsBell', () => {
  it('names the unseen count on the bell and shows it on a badge', async () => {
    await renderBell(new Browser().container());
    await waitFor(() => expect(bell().textContent).toContain('Notifications, 4 unseen'));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unseen' })).toBe(bell());
    expect(screen.getByTestId('notifications-badge').textContent).toBe('4');
    expect(bell().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the popover: the notifications by category, each with its own close button', async () => {
    await renderBell(new Browser().container());
    await waitFor(() => expect(bell().textContent).toContain('4 unseen'));
    const panel = await open();
    expect(bell().getAttribute('aria-expanded')).toBe('true');
    const lists = within(panel).getAllByRole('list');
    expect(lists.map((l) => l.getAttribute('aria-labelledby') && document.getElementById(l.getAttribute('aria-labelledby')!)?.textContent)).toEqual(['Wallet', 'Bonuses', 'Transfers']);
    expect(within(lists[0]!).getAllByRole('listitem').map((li) => li.querySelector('.notification__title')?.textContent)).toEqual(['Wallet topped up', 'Card saved']);
    expect(within(panel).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Dismiss notification: Wallet topped up',
      'Dismiss notification: Card saved',
      'Dismiss notification: A promo code for you',
      'Dismiss notification: Transfer paid out',
    ]);
    // The popover loads afresh when it opens.
    await waitFor(() => expect(screen.queryByText('Loading your notifications…')).toBeNull());
  });

  it('hides a dismissed notification at once, counts down, says so and puts the focus on the next close button', async () => {
    const browser = new Browser();
    await renderBell(browser.container());
    await waitFor(() => expect(bell().textContent).toContain('4 unseen'));
    const panel = await open();
    await waitFor(() => expect(within(panel).getAllByRole('button')).toHaveLength(4));
    fireEvent.click(within(panel).getByRole('button', { name: 'Dismiss notification: Card saved' }));
    expect(within(panel).queryByText('Card saved')).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications, 3 unseen' })).toBe(bell());
    expect(document.activeElement).toBe(within(panel).getByRole('button', { name: 'Dismiss notification: A promo code for you' }));
    expect(within(panel).getByRole('status').textContent).toBe('Notification dismissed: Card saved');
    // The popover stays open for the next one.
    expect(panel.hidden).toBe(false);
  });

  it('says "No new notifications" when all are dismissed, and the bell has no count left', async () => {
    await renderBell(new Browser().container());
    await waitFor(() => expect(bell().textContent).toContain('4 unseen'));
    const panel = await open();
    await waitFor(() => expect(within(panel).getAllByRole('button')).toHaveLength(4));
    for (let i = 0; i < 4; i += 1) fireEvent.click(within(panel).getAllByRole('button')[0]!);
    expect(within(panel).getByText('No new notifications')).toBe(document.activeElement);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell());
    expect(screen.queryByTestId('notifications-badge')).toBeNull();
  });

  it('remembers a dismissal through a reload (a new app over the same cookies)', async () => {
    const browser = new Browser();
    await renderBell(browser.container());
    await waitFor(() => expect(bell().textContent).toContain('4 unseen'));
    const panel = await open();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Dismiss notification: Transfer paid out' }));
    cleanup();
    await renderBell(browser.container());
    await waitFor(() => expect(bell().textContent).toContain('Notifications, 3 unseen'));
    const again = await open();
    await waitFor(() => expect(within(again).getAllByRole('button')).toHaveLength(3));
    expect(within(again).queryByText('Transfer paid out')).toBeNull();
  });

  it('fails quietly: the bell stays usable without a count, the popover says it could not load, and Try again loads', async () => {
    const browser = new Browser();
    browser.list.mockRejectedValue(new AppError('Unknown', 'Down', { status: 500, requestId: 'req-31' }));
    await renderBell(browser.container());
    await waitFor(() => expect(browser.list).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBe(bell());
    const panel = await open();
    const failed = await within(panel).findByTestId('notifications-load-failed');
    expect(failed.textContent).toContain('We couldn’t load your notifications.');
    expect(failed.textContent).toContain('req-31');
    browser.list.mockResolvedValue(LIST);
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(panel).getAllByRole('list')).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'Notifications, 4 unseen' })).toBe(bell());
  });

  it('closes on Escape with the focus back on the bell', async () => {
    await renderBell(new Browser().container());
    await waitFor(() => expect(bell().textContent).toContain('4 unseen'));
    const panel = await open();
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(bell());
  });

  it('leaves the header usable when its code cannot load', async () => {
    await renderBell(new Browser().container('fails'));
    await waitFor(() => expect(document.querySelector('.icon-button[aria-hidden="true"]')).toBeNull());
    expect(screen.queryByTestId('notifications-bell')).toBeNull();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });
});
