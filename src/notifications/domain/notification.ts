/** The kinds of notification (spec 02 section 2, Notifications), in the order the popover lists them. */
export const NOTIFICATION_CATEGORIES = ['wallet', 'bonus', 'transactions'] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

/** A notification of the signed-in customer (spec 02 section 3: id, category, title, text). */
export interface Notification {
  readonly id: number;
  readonly category: NotificationCategory;
  /** The back office's own words (not translated). */
  readonly title: string;
  readonly text: string;
  /** Epoch milliseconds: when the back office sent it. */
  readonly createdAt: number;
}

/** The spec's notification timeout (spec 02 section 9): the bell waits at most 5 s for the list. */
export const NOTIFICATION_TIMEOUT_MS = 5_000;

/** The notifications not yet seen (dismissed), newest first. */
export function unseenNotifications(notifications: readonly Notification[], viewed: ReadonlySet<number>): Notification[] {
  return notifications.filter((n) => !viewed.has(n.id)).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

/** The number the bell's badge shows. */
export function unseenCount(notifications: readonly Notification[], viewed: ReadonlySet<number>): number {
  return notifications.reduce((count, n) => (viewed.has(n.id) ? count : count + 1), 0);
}

export interface NotificationGroup {
  readonly category: NotificationCategory;
  readonly items: readonly Notification[];
}

/** The unseen notifications by category (wallet, bonus, transactions), newest first in each; empty categories left out. */
export function groupByCategory(notifications: readonly Notification[], viewed: ReadonlySet<number>): NotificationGroup[] {
  const unseen = unseenNotifications(notifications, viewed);
  return NOTIFICATION_CATEGORIES.map((category) => ({ category, items: unseen.filter((n) => n.category === category) })).filter((g) => g.items.length > 0);
}
