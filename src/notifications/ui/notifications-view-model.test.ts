import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '@/shared/kernel/app-error';
import { MemoryCookieDocument } from '@/shared/kernel/cookie-jar';
import type { CallOptions } from '@/shared/kernel/deadline';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { BrowserViewedNotificationsStore } from '../adapters/browser-viewed-notifications-store';
import { NotificationsInbox } from '../application/notifications-inbox';
import type { NotificationsGateway } from '../application/notifications-gateway';
import { NOTIFICATION_TIMEOUT_MS, type Notification } from '../domain/notification';
import { viewedCookieName, viewedKey } from '../domain/viewed-list';
import { NotificationsViewModel } from './notifications-view-model';

const AMINA = '5a4a0000-0000-4000-9000-0000000003e9';
const HODAN = '5a4a0000-0000-4000-9000-0000000003ea';
const START = Date.parse('2026-11-21T10:00:00Z');
const DAY = 86_400_000;
const note = (id: number, category: Notification['category'], daysAgo: number): Notification => ({
  id, category, title: `Title ${id}`, text: `Text ${id}`, createdAt: START - daysAgo * DAY,
});
const SIX = [note(6, 'transactions', 6), note(5, 'bonus', 5), note(4, 'wallet', 4), note(3, 'transactions', 3), note(2, 'bonus', 2), note(1, 'wallet', 1)];

class FakeMessages implements NotificationsGateway {
  notifications: Notification[] = SIX;
  failNext = 0;
  signals: (AbortSignal | undefined)[] = [];
  list = vi.fn(async (options?: CallOptions) => {
    this.signals.push(options?.signal);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new AppError('Unknown', 'Down', { status: 500, requestId: 'req-9' });
    }
    return this.notifications;
  });
}

/** One browser (cookies and local storage survive a reload), and a portal built over it. */
class Browser {
  readonly cookies = new MemoryCookieDocument();
  readonly storage = new MemoryStorage();
  readonly gateway = new FakeMessages();

  /** A fresh view model, as a page (re)load builds it. */
  open(user: string | null = AMINA): NotificationsViewModel {
    const store = new BrowserViewedNotificationsStore(this.cookies, this.storage, { secure: true });
    const vm = new NotificationsViewModel(new NotificationsInbox(this.gateway, store));
    vm.setUser(user ?? undefined);
    return vm;
  }
}

afterEach(() => vi.useRealTimers());

describe('NotificationsViewModel', () => {
  it('counts the unseen once the list and the customer are known', async () => {
    const browser = new Browser();
    const vm = browser.open(null);
    expect(vm.unseenCount).toBeUndefined();
    await vm.load();
    expect(vm.unseenCount).toBeUndefined();
    vm.setUser(AMINA);
    expect(vm.unseenCount).toBe(6);
    expect(vm.ready).toBe(true);
  });

  it('groups the unseen by category, wallet, bonus, transactions, newest first', async () => {
    const vm = new Browser().open();
    await vm.load();
    expect(vm.groups.map((g) => [g.category, g.items.map((n) => n.id)])).toEqual([
      ['wallet', [1, 4]],
      ['bonus', [2, 5]],
      ['transactions', [3, 6]],
    ]);
    expect(vm.empty).toBe(false);
  });

  it('hides a dismissed notification at once, counts one fewer and says which', async () => {
    const vm = new Browser().open();
    await vm.load();
    vm.dismiss(SIX[1]!);
    expect(vm.unseenCount).toBe(5);
    expect(vm.groups.find((g) => g.category === 'bonus')?.items.map((n) => n.id)).toEqual([2]);
    expect(vm.lastDismissed).toBe('Title 5');
  });

  it('remembers a dismissed notification in this browser: a reload still hides it', async () => {
    const browser = new Browser();
    const before = browser.open();
    await before.load();
    before.dismiss(SIX[5]!);
    before.dismiss(SIX[0]!);
    expect(browser.cookies.cookies.get(viewedCookieName(viewedKey(AMINA), 0))?.value).toBe('1.6');
    const after = browser.open();
    await after.load();
    expect(after.unseenCount).toBe(4);
    expect(after.groups.flatMap((g) => g.items.map((n) => n.id))).toEqual([4, 2, 5, 3]);
  });

  it('keeps each customer’s viewed list apart', async () => {
    const browser = new Browser();
    const amina = browser.open(AMINA);
    await amina.load();
    amina.dismiss(SIX[0]!);
    const hodan = browser.open(HODAN);
    await hodan.load();
    expect(hodan.unseenCount).toBe(6);
    hodan.setUser(AMINA);
    expect(hodan.unseenCount).toBe(5);
  });

  it('says "No new notifications" when everything is dismissed', async () => {
    const vm = new Browser().open();
    await vm.load();
    for (const n of SIX) vm.dismiss(n);
    expect(vm.empty).toBe(true);
    expect(vm.unseenCount).toBe(0);
    expect(vm.groups).toEqual([]);
  });

  it('fails quietly: no count, the popover’s failure with its error code, and a retry', async () => {
    const browser = new Browser();
    browser.gateway.failNext = 1;
    const vm = browser.open();
    await vm.load();
    expect(vm.unseenCount).toBeUndefined();
    expect(vm.failed).toBe(true);
    expect(vm.messages.error?.requestId).toBe('req-9');
    await vm.load();
    expect(vm.failed).toBe(false);
    expect(vm.unseenCount).toBe(6);
  });

  it('loads afresh when the popover opens, keeping the list shown while it loads, and after a failed refresh', async () => {
    const browser = new Browser();
    const vm = browser.open();
    await vm.load();
    browser.gateway.notifications = [...SIX, note(7, 'bonus', 0)];
    vm.open();
    expect(vm.messages.state).toBe('loading');
    expect(vm.unseenCount).toBe(6);
    vm.open();
    expect(browser.gateway.list).toHaveBeenCalledTimes(2);
    await vi.waitFor(() => expect(vm.unseenCount).toBe(7));
    browser.gateway.failNext = 1;
    vm.open();
    await vi.waitFor(() => expect(vm.messages.state).toBe('failed'));
    expect(vm.failed).toBe(false);
    expect(vm.unseenCount).toBe(7);
  });

  it('gives up on the list after the spec’s 5 s notification timeout', async () => {
    vi.useFakeTimers();
    const browser = new Browser();
    browser.gateway.list.mockImplementationOnce(
      (options?: CallOptions) =>
        new Promise((_, reject) => options?.signal?.addEventListener('abort', () => reject(new AppError('Timeout', 'The request timed out')))),
    );
    const vm = browser.open();
    const loading = vm.load();
    await vi.advanceTimersByTimeAsync(NOTIFICATION_TIMEOUT_MS - 1);
    expect(vm.messages.state).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    expect(vm.failed).toBe(true);
    expect(vm.messages.error?.type).toBe('Timeout');
    expect(vi.getTimerCount()).toBe(0);
  });
});
