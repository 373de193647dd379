import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { ChatCustomer, LiveChat } from '../application/ports';

export interface LoadedChat {
  readonly chat: LiveChat;
}

/**
 * The chat button's state: the chat adapter loads on the first press (its own chunk), then opens;
 * a failed load says so and the next press tries again.
 */
export class ChatLauncher {
  state: 'idle' | 'loading' | 'ready' | 'failed' = 'idle';
  loaded: LoadedChat | undefined = undefined;

  constructor(private readonly load: () => Promise<LoadedChat>) {
    makeAutoObservable<ChatLauncher, 'load'>(this, { load: false, loaded: observableRef }, { autoBind: true });
  }

  /** Messages from the support team not read yet (0 until the chat is loaded). */
  get unread(): number {
    return this.loaded?.chat.unreadCount ?? 0;
  }

  async press(customer: ChatCustomer): Promise<void> {
    if (this.state === 'loading') return;
    this.state = 'loading';
    try {
      const loaded = this.loaded ?? (await this.load());
      runInAction(() => {
        this.loaded = loaded;
      });
      await loaded.chat.open(customer);
      runInAction(() => {
        this.state = 'ready';
      });
    } catch {
      runInAction(() => {
        this.state = 'failed';
      });
    }
  }
}
