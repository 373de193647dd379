import type { SessionEndedReason, SessionStore } from './ports';

/**
 * The "your session has ended" notice (spec 01 section 4: a 401/403 or the inactivity sign-out
 * stores the flag, the next sign-in page says so once). The stored flag moves into this page
 * load's memory when first asked for, so a reload shows no notice; every sign-in view model made
 * before the page has shown it (React may make several: a render it restarts or throws away)
 * sees it, and once a page has shown it, it is not shown again.
 */
export class SessionEndedNotice {
  private pending: SessionEndedReason | undefined;

  constructor(private readonly store: SessionStore) {}

  /** Why the last session ended, when the notice is due; reads (and clears) the stored flag. */
  due(): SessionEndedReason | undefined {
    const stored = this.store.readEndedNotice();
    if (stored) {
      this.pending = stored;
      this.store.setEndedNotice(undefined);
    }
    return this.pending;
  }

  /** A sign-in page has shown the notice on screen. */
  shown(): void {
    this.pending = undefined;
  }
}
