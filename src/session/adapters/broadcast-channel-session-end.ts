import type { SessionEndBroadcast } from '../application/ports';

/** The channel every tab of the portal's origin listens on. */
export const SESSION_CHANNEL = 'portal-session';
const ENDED = 'session-ended';

/**
 * The browser's BroadcastChannel (same origin only, never another site): a sign-out in one tab
 * reaches the customer's other tabs at once. A browser without it tells no one; those tabs end
 * at their next call (the server refuses the token).
 */
export class BroadcastChannelSessionEnd implements SessionEndBroadcast {
  private channel: BroadcastChannel | undefined;

  constructor(private readonly make: (name: string) => BroadcastChannel | undefined = defaultChannel) {}

  announce(): void {
    this.open()?.postMessage({ type: ENDED });
  }

  subscribe(listener: () => void): () => void {
    const channel = this.open();
    if (!channel) return () => undefined;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === ENDED) listener();
    };
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  }

  /** Another tab of the same browser (the same channel). */
  anotherTab(): BroadcastChannelSessionEnd {
    return new BroadcastChannelSessionEnd(this.make);
  }

  /** This tab is closed: it hears nothing more, and keeps nothing open. */
  close(): void {
    this.channel?.close();
    this.channel = undefined;
  }

  private open(): BroadcastChannel | undefined {
    return (this.channel ??= this.make(SESSION_CHANNEL));
  }
}

function defaultChannel(name: string): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : undefined;
}
