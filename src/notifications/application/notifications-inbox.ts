import { actionDeadline, type ActionDeadline } from '@/shared/kernel/deadline';
import { NOTIFICATION_TIMEOUT_MS, type Notification } from '../domain/notification';
import type { NotificationsGateway } from './notifications-gateway';
import type { ViewedNotificationsStore } from './viewed-notifications-store';

/**
 * The bell's use cases: the customer's notifications (the list waits at most the spec's
 * notification timeout, 5 s, so the header never hangs on it), which of them the customer has
 * seen, and dismissing one (remembered in this browser).
 */
export class NotificationsInbox {
  constructor(
    private readonly gateway: NotificationsGateway,
    private readonly store: ViewedNotificationsStore,
    private readonly deadline: (ms: number) => ActionDeadline = actionDeadline,
  ) {}

  async list(): Promise<Notification[]> {
    const deadline = this.deadline(NOTIFICATION_TIMEOUT_MS);
    try {
      return await this.gateway.list({ signal: deadline.signal });
    } finally {
      deadline.done();
    }
  }

  viewed(userGuid: string): ReadonlySet<number> {
    return new Set(this.store.viewed(userGuid));
  }

  dismiss(userGuid: string, id: number): void {
    this.store.remember(userGuid, [id]);
  }
}
