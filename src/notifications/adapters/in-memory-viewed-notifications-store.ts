import type { SandboxWorld } from '@/sandbox/world/world';
import { mergeViewed, viewedCookies, viewedKey } from '../domain/viewed-list';
import type { ViewedNotificationsStore } from '../application/viewed-notifications-store';

/** The memory mode's browser: each sandbox world's remembered lists, by customer key. */
const browsers = new WeakMap<SandboxWorld, Map<string, number[]>>();

/**
 * The viewed list without a browser: kept with the sandbox world, so a reload of the memory-mode
 * app (a new container over the same world, as a scenario's reload does) still remembers, as the
 * cookies would. It keeps what the cookies would keep (the oldest ids beyond 50 cookies forgotten).
 */
export class InMemoryViewedNotificationsStore implements ViewedNotificationsStore {
  private readonly lists: Map<string, number[]>;

  constructor(world: SandboxWorld) {
    let lists = browsers.get(world);
    if (!lists) {
      lists = new Map();
      browsers.set(world, lists);
    }
    this.lists = lists;
  }

  viewed(userGuid: string): number[] {
    return [...(this.lists.get(viewedKey(userGuid)) ?? [])];
  }

  remember(userGuid: string, ids: readonly number[]): void {
    const key = viewedKey(userGuid);
    this.lists.set(key, viewedCookies(key, mergeViewed(this.lists.get(key) ?? [], ids)).kept);
  }
}
