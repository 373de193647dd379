import { makeAutoObservable, observableRef } from 'mobx';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { listenForVendorMessages, type VendorMessageTarget } from '@/shared/vendor/vendor-messages';
import type { ChatCustomer, LiveChat } from '../application/ports';
import { CHAT_PROTOCOL, CHAT_PROTOCOL_VERSION, chatPageMessage, type ChatPageMessage, type PortalChatMessage } from './chat-protocol';

/** Local-storage key (spec 01 section 3): the chat vendor has created this browser's chat user. */
export const CHAT_USER_CREATED_KEY = 'is-freshchat-user-created';

export interface ChatPages {
  /** The chat page; the US project's own chat host (spec 01 section 1). Both on vendor origins. */
  readonly url: string;
  readonly usUrl: string;
}

/** The conversation the widget frames: its page, and who it was opened for. */
export interface ChatConversation {
  readonly url: string;
  readonly origin: string;
  readonly host: 'default' | 'us';
  readonly customer: ChatCustomer | undefined;
}

/** A frame whose window messages can be posted to (an iframe element, or a test's stand-in). */
export interface ChatFrame {
  readonly contentWindow: { postMessage(message: unknown, targetOrigin: string): void } | null;
}

const message = <T extends PortalChatMessage['event']>(event: T, extra: object = {}) =>
  ({ protocol: CHAT_PROTOCOL, version: CHAT_PROTOCOL_VERSION, event, ...extra }) as PortalChatMessage;

/**
 * The sandbox chat vendor's widget: its chat page in a frame from the vendor origin, shown in a
 * dialog by the widget's view (src/shell/ui/framed-chat-window.tsx). Observable state: the
 * conversation (kept while the visit lasts, so a closed chat keeps counting unread replies), open
 * or closed, unread count. The page and the portal talk through the vendor message module only,
 * and only with the chat page's origin.
 */
export class FramedLiveChat implements LiveChat {
  conversation: ChatConversation | undefined = undefined;
  isOpen = false;
  unreadCount = 0;
  /** The chat page said it is loaded. */
  ready = false;
  private reply: ((out: PortalChatMessage) => void) | undefined;

  constructor(
    private readonly pages: ChatPages,
    private readonly storage: KeyValueStorage,
  ) {
    makeAutoObservable<FramedLiveChat, 'pages' | 'storage' | 'reply'>(this, { pages: false, storage: false, reply: false, conversation: observableRef }, { autoBind: true });
  }

  /** The US project's customers chat on its own host; everyone else on the default one. */
  pageFor(customer: ChatCustomer | undefined): { url: string; host: 'default' | 'us' } {
    return customer?.country === 'US' ? { url: this.pages.usUrl, host: 'us' } : { url: this.pages.url, host: 'default' };
  }

  async open(customer?: ChatCustomer): Promise<void> {
    const { url, host } = this.pageFor(customer);
    const current = this.conversation;
    // Someone else (a sign-out and in within the visit), or another host: a fresh conversation.
    if (!current || current.url !== url || current.customer?.id !== customer?.id) {
      this.conversation = { url, origin: new URL(url).origin, host, customer };
      this.ready = false;
      this.reply = undefined;
    }
    this.isOpen = true;
    this.unreadCount = 0;
    this.reply?.(message('chat.shown'));
  }

  close(): void {
    if (!this.isOpen) return;
    this.isOpen = false;
    this.reply?.(message('chat.hidden'));
  }

  /**
   * The widget's frame is in the page: what its page posts is heard (from the chat page's origin,
   * from that frame, in the protocol's shape only), and replies go to that frame and origin only.
   * Returns the function that stops listening.
   */
  connect(target: VendorMessageTarget, frame: ChatFrame): () => void {
    const conversation = this.conversation;
    if (!conversation) return () => undefined;
    const reply = (out: PortalChatMessage) => frame.contentWindow?.postMessage(out, conversation.origin);
    return listenForVendorMessages({
      target,
      allowedOrigins: [conversation.origin],
      schema: chatPageMessage,
      frame,
      onMessage: (received) => {
        // A frame of an earlier conversation is not heard.
        if (this.conversation === conversation) this.receive(received, reply);
      },
    });
  }

  /** A message of the chat page (already checked for origin, frame and shape). */
  receive(received: ChatPageMessage, reply: (out: PortalChatMessage) => void): void {
    switch (received.event) {
      case 'chat.ready': {
        this.ready = true;
        this.reply = reply;
        const customer = this.conversation?.customer;
        if (customer) {
          reply(
            message('chat.identify', {
              externalId: customer.id,
              firstName: customer.firstName,
              email: customer.email,
              locale: customer.locale,
              restore: this.storage.getItem(CHAT_USER_CREATED_KEY) === 'true',
            }),
          );
        }
        reply(message(this.isOpen ? 'chat.shown' : 'chat.hidden'));
        return;
      }
      case 'chat.user-created':
        this.storage.setItem(CHAT_USER_CREATED_KEY, 'true');
        return;
      case 'chat.unread':
        // While the chat is open the customer reads them as they come.
        this.unreadCount = this.isOpen ? 0 : received.count;
        return;
      case 'chat.close':
        this.close();
        return;
    }
  }
}
