import type { ServiceIdentifier } from 'inversify';

/**
 * The notifications a customer dismissed, remembered in this browser per customer (spec 02
 * section 9: the cookie pair and local storage; src/notifications/domain/viewed-list.ts). Lists
 * are oldest first; a store keeps at most what 50 cookies hold (the oldest ids forgotten beyond).
 * Never throws: a browser that refuses storage just forgets.
 */
export interface ViewedNotificationsStore {
  /** The ids the customer dismissed, oldest first. */
  viewed(userGuid: string): number[];
  /** Remembers more dismissed ids after those already remembered. */
  remember(userGuid: string, ids: readonly number[]): void;
}
export const ViewedNotificationsStore = Symbol('ViewedNotificationsStore') as ServiceIdentifier<ViewedNotificationsStore>;
