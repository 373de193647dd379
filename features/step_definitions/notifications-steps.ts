import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import notificationsEn from '@/app/i18n/locales/en/notifications.json';
import { BrowserViewedNotificationsStore } from '@/notifications/adapters/browser-viewed-notifications-store';
import { ViewedNotificationsStore } from '@/notifications/application/viewed-notifications-store';
import {
  COOKIE_CHARACTER_LIMIT, VIEWED_COOKIE_MAX_AGE_SECONDS, decodeViewed, encodeViewed, readViewedCookies, viewedCookieName, viewedKey, viewedStorageKey,
} from '@/notifications/domain/viewed-list';
import { ensureNotificationsModules } from '@/notifications/notifications-loader';
import { NotificationsViewModel } from '@/notifications/ui/notifications-view-model';
import { addMessage } from '@/sandbox/world/message-desk';
import { PORTAL_ORIGIN, type PortalWorld } from '../support/world';

/** The bell's view model per scenario, as the signed-in header holds it. */
const bells = new WeakMap<PortalWorld, NotificationsViewModel>();
/** Scenarios whose portal keeps the viewed list in this browser's cookies and local storage. */
const inCookies = new WeakSet<PortalWorld>();
/** Containers whose viewed store is already the browser's. */
const cookieContainers = new WeakSet<Container>();
/** The ids a scenario had remembered before, oldest first. */
const rememberedBefore = new WeakMap<PortalWorld, number[]>();

function bell(world: PortalWorld): NotificationsViewModel {
  const vm = bells.get(world);
  if (!vm) throw new Error('Look at the bell first: When I look at the notification bell');
  return vm;
}

/** The browser adapter of the HTTP mode, over this scenario's cookies and local storage (Secure on https only). */
const browserStore = (world: PortalWorld) =>
  new BrowserViewedNotificationsStore(world.cookies, world.storage, { secure: new URL(PORTAL_ORIGIN).protocol === 'https:' });

const myKey = (world: PortalWorld) => viewedKey(world.me.guid);

/** This browser's viewed cookies of "me", by name. */
function myCookies(world: PortalWorld): [string, { value: string; attributes: Record<string, string | true> }][] {
  const base = viewedCookieName(myKey(world), 0);
  return [...world.cookies.cookies].filter(([name]) => name === base || name.startsWith(`${base}-`));
}

/** Waits for the list the bell is loading (the popover's refresh runs on its own). */
async function settled(vm: NotificationsViewModel): Promise<void> {
  for (let i = 0; i < 100 && vm.messages.state === 'loading'; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  assert.notEqual(vm.messages.state, 'loading', 'the notifications are still loading');
}

Given('this browser keeps what I have seen in its cookies and local storage', function (this: PortalWorld) {
  inCookies.add(this);
});

Given('the back office has no notifications for me', function (this: PortalWorld) {
  this.sandbox.records.notifications = this.sandbox.records.notifications.filter((n) => n.customerId !== this.me.id);
});

Given('the back office has sent me {int} more notifications', function (this: PortalWorld, count: number) {
  for (let i = 1; i <= count; i += 1) addMessage(this.sandbox, this.me, { category: 'bonus', title: `Offer ${i}`, text: `Offer number ${i}.` });
});

Given('this browser already remembers {int} other notifications of mine as viewed', function (this: PortalWorld, count: number) {
  const ids = Array.from({ length: count }, (_, i) => 100_000 + i);
  browserStore(this).remember(this.me.guid, ids);
  rememberedBefore.set(this, browserStore(this).viewed(this.me.guid));
});

/**
 * The bell as the signed-in header mounts it: its services load through its loader, then its view
 * model loads the list for the customer the header knows.
 */
When('I look at the notification bell', async function (this: PortalWorld) {
  await ensureNotificationsModules(this.container);
  if (inCookies.has(this) && !cookieContainers.has(this.container)) {
    this.container.rebind(ViewedNotificationsStore).toConstantValue(browserStore(this));
    cookieContainers.add(this.container);
  }
  const vm = this.container.get(NotificationsViewModel);
  vm.setUser(this.me.guid);
  await vm.load();
  assert.equal(vm.messages.state, 'ready', `notifications ${vm.messages.state}: ${vm.messages.error?.type ?? ''}`);
  bells.set(this, vm);
});

When('I open the notification popover', async function (this: PortalWorld) {
  const vm = bell(this);
  vm.open();
  await settled(vm);
});

When('the back office sends me the notification {string} in the category {string}', function (this: PortalWorld, title: string, category: string) {
  assert.ok(['wallet', 'bonus', 'transactions'].includes(category), `not a category: ${category}`);
  addMessage(this.sandbox, this.me, { category: category as 'wallet' | 'bonus' | 'transactions', title, text: `${title}.` });
});

When('I dismiss the notification {string}', function (this: PortalWorld, title: string) {
  const vm = bell(this);
  const notification = vm.groups.flatMap((g) => g.items).find((n) => n.title === title);
  assert.ok(notification, `"${title}" is not in the popover`);
  vm.dismiss(notification);
});

When('I dismiss every notification', function (this: PortalWorld) {
  const vm = bell(this);
  for (const notification of vm.groups.flatMap((g) => g.items)) vm.dismiss(notification);
});

When('local storage loses my viewed list, as a sign-out clears it', function (this: PortalWorld) {
  const key = viewedStorageKey(myKey(this));
  assert.notEqual(this.storage.getItem(key), null, 'nothing was in local storage');
  this.storage.removeItem(key);
});

Then('the bell counts {int} unseen notification(s)', function (this: PortalWorld, count: number) {
  assert.equal(bell(this).unseenCount, count);
});

Then('the notifications show:', function (this: PortalWorld, table: DataTable) {
  const shown = bell(this).groups.flatMap((g) => g.items.map((n) => ({ category: g.category, title: n.title })));
  assert.deepEqual(shown, table.hashes());
});

Then('the notification {string} is not shown', function (this: PortalWorld, title: string) {
  const vm = bell(this);
  assert.ok((vm.messages.value ?? []).some((n) => n.title === title), `the back office has no "${title}"`);
  assert.ok(!vm.groups.some((g) => g.items.some((n) => n.title === title)), `"${title}" is shown`);
});

Then('the popover says {string}', function (this: PortalWorld, text: string) {
  const vm = bell(this);
  assert.equal(vm.empty, true, `${vm.unseenCount ?? '?'} notifications are shown`);
  assert.equal(notificationsEn.panel.empty, text);
});

Then('this browser holds {int} viewed cookie(s) for me', function (this: PortalWorld, count: number) {
  const names = myCookies(this).map(([name]) => name);
  const base = viewedCookieName(myKey(this), 0);
  assert.deepEqual(names.sort(), [base, ...Array.from({ length: count - 1 }, (_, i) => `${base}-${i + 1}`)].sort());
});

Then('no viewed cookie is longer than {int} characters', function (this: PortalWorld, limit: number) {
  assert.equal(limit, COOKIE_CHARACTER_LIMIT);
  const cookies = myCookies(this);
  assert.ok(cookies.length > 0, 'no viewed cookie');
  for (const [name, { value }] of cookies) assert.ok(`${name}=${value}`.length <= limit, `${name} has ${name.length + 1 + value.length} characters`);
});

Then('my viewed cookies are named after a hash of my guid, never my guid or my e-mail', function (this: PortalWorld) {
  const cookies = myCookies(this);
  assert.ok(cookies.length > 0, 'no viewed cookie');
  const guid = this.me.guid.toLowerCase();
  const [local = ''] = this.me.email.split('@');
  for (const [name, { value }] of cookies) {
    assert.match(name, /^tr-viewed-[0-9a-f]{16}(-\d+)?$/);
    for (const personal of [guid, guid.replace(/-/g, ''), this.me.email, local]) {
      assert.ok(!name.toLowerCase().includes(personal) && !value.toLowerCase().includes(personal), `${personal} in ${name}`);
    }
  }
});

Then('my viewed cookies last 10 years, on the path {string}, with SameSite Lax', function (this: PortalWorld, path: string) {
  const secure = new URL(PORTAL_ORIGIN).protocol === 'https:';
  for (const [, { attributes }] of myCookies(this)) {
    assert.deepEqual(attributes, { 'max-age': String(VIEWED_COOKIE_MAX_AGE_SECONDS), path, samesite: 'Lax', ...(secure ? { secure: true } : {}) });
  }
  assert.equal(VIEWED_COOKIE_MAX_AGE_SECONDS, 10 * 365 * 24 * 3600);
});

Then('local storage holds the same viewed list as the cookies', function (this: PortalWorld) {
  const key = myKey(this);
  const fromCookies = readViewedCookies(key, (name) => this.cookies.cookies.get(name)?.value);
  assert.ok(fromCookies.length > 0, 'nothing in the cookies');
  assert.equal(this.storage.getItem(viewedStorageKey(key)), encodeViewed(fromCookies));
  assert.deepEqual(decodeViewed(this.storage.getItem(viewedStorageKey(key))), fromCookies);
});

Then('the oldest of the notifications remembered before are forgotten', function (this: PortalWorld) {
  const before = rememberedBefore.get(this);
  assert.ok(before, 'nothing was remembered before');
  const now = browserStore(this).viewed(this.me.guid);
  assert.ok(!now.includes(before[0]!), `the oldest, ${before[0]}, is still remembered`);
  assert.ok(now.includes(before.at(-1)!), 'the newest remembered before is gone');
  assert.deepEqual(now.slice(0, -1), before.slice(before.length - now.length + 1));
});
