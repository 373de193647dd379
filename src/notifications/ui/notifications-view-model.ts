import { makeAutoObservable } from 'mobx';
import { LoadTask } from '@/shared/ui/load-task';
import { groupByCategory, unseenCount, type Notification, type NotificationGroup } from '../domain/notification';
import { NotificationsInbox } from '../application/notifications-inbox';
import type { Resolver } from '@/shared/di/container-context';

/**
 * The bell and its popover (spec 02 section 2, Notifications): the unseen count on the bell, the
 * unseen notifications by category, a dismissal hiding one at once and remembering it as viewed in
 * this browser. Nothing shows before the customer (whose viewed list it is) is known. A failed load
 * is quiet: the bell has no count, and the popover says it could not load, with a retry.
 */
export class NotificationsViewModel {
  readonly messages: LoadTask<Notification[]>;
  userGuid: string | undefined = undefined;
  viewed: ReadonlySet<number> = new Set();
  /** The title of the notification dismissed last, for the popover's status line. */
  lastDismissed: string | undefined = undefined;

  constructor(private readonly inbox: NotificationsInbox) {
    this.messages = new LoadTask(() => inbox.list());
    makeAutoObservable<NotificationsViewModel, 'inbox'>(this, { inbox: false, messages: false }, { autoBind: true });
  }

  /** The signed-in customer (their guid): their viewed list is read afresh. */
  setUser(userGuid: string | undefined): void {
    if (userGuid === this.userGuid) return;
    this.userGuid = userGuid;
    this.viewed = userGuid ? this.inbox.viewed(userGuid) : new Set();
    this.lastDismissed = undefined;
  }

  /** The list is there, and whose it is: a list already shown stays while a refresh runs or fails. */
  get ready(): boolean {
    return this.userGuid !== undefined && this.messages.value !== undefined;
  }

  /** The bell's number; undefined until known (no badge then). */
  get unseenCount(): number | undefined {
    return this.ready ? unseenCount(this.messages.value ?? [], this.viewed) : undefined;
  }

  get groups(): NotificationGroup[] {
    return this.ready ? groupByCategory(this.messages.value ?? [], this.viewed) : [];
  }

  /** Loaded, and nothing unseen: "No new notifications". */
  get empty(): boolean {
    return this.ready && this.groups.length === 0;
  }

  /** The popover says the load failed (only while there is no list to show). */
  get failed(): boolean {
    return !this.ready && (this.messages.state === 'failed' || this.messages.retrying);
  }

  /** On mount: the list, for the bell's count. */
  load(): Promise<void> {
    return this.messages.load();
  }

  /** The popover opened: the list afresh (unless a load is already on its way). */
  open(): void {
    if (this.messages.state !== 'loading') void this.messages.load();
  }

  /** Hides a notification at once and remembers it as viewed in this browser. */
  dismiss(notification: Notification): void {
    const user = this.userGuid;
    if (!user || this.viewed.has(notification.id)) return;
    this.viewed = new Set([...this.viewed, notification.id]);
    this.lastDismissed = notification.title;
    this.inbox.dismiss(user, notification.id);
  }
}

/** A new NotificationsViewModel over the container's inbox: one per bell. */
export const makeNotificationsViewModel = (c: Resolver) => new NotificationsViewModel(c.get(NotificationsInbox));
