import type { SessionEndBroadcast } from '../application/ports';

/** Tabs of one browser, in memory: what one tab announces, every other tab on the same bus hears. */
export class SessionEndBus {
  readonly tabs = new Set<InMemorySessionEndBroadcast>();
}

/** One tab's end of the bus (a bus of its own when none is given: a browser with one tab). */
export class InMemorySessionEndBroadcast implements SessionEndBroadcast {
  private readonly listeners = new Set<() => void>();

  constructor(private readonly bus: SessionEndBus = new SessionEndBus()) {
    bus.tabs.add(this);
  }

  announce(): void {
    for (const tab of this.bus.tabs) if (tab !== this) tab.hear();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Another tab of the same browser. */
  anotherTab(): InMemorySessionEndBroadcast {
    return new InMemorySessionEndBroadcast(this.bus);
  }

  /** This tab is closed: it hears nothing more. */
  close(): void {
    this.bus.tabs.delete(this);
  }

  private hear(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
