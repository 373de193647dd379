import { z } from '@/shared/validation/zod';

/**
 * The simulated chat vendor's widget protocol: what its page, framed by the portal, posts to the
 * portal, and what the portal posts to it (only to the chat page's origin). Namespaced and
 * versioned as a vendor's public protocol is; heard only through src/shared/vendor/vendor-messages.ts.
 * The sandbox page that speaks it is src/sandbox/vendor/assets/chat.js.
 *
 * From the chat page:
 *   chat.ready         the page is loaded (`host`: default, or the US project's)
 *   chat.user-created  the vendor created the customer's chat user (the portal remembers it:
 *                      is-freshchat-user-created, spec 01 section 3, and asks to restore it next time)
 *   chat.unread        the support team's messages not read yet
 *   chat.close         the customer closed the chat on the page (its Close chat, or Escape there)
 * To the chat page:
 *   chat.identify      who is chatting: external id (the customer's guid), first name, e-mail,
 *                      language, and whether to restore a user created before
 *   chat.shown / chat.hidden   the chat window was opened or closed by the portal
 */
export const CHAT_PROTOCOL = 'sandbox-chat';
export const CHAT_PROTOCOL_VERSION = 1;

const envelope = { protocol: z.literal(CHAT_PROTOCOL), version: z.literal(CHAT_PROTOCOL_VERSION) };
const id = z.string().check(z.minLength(1), z.maxLength(200));

export const chatPageMessage = z.discriminatedUnion('event', [
  z.object({ ...envelope, event: z.literal('chat.ready'), host: z.enum(['default', 'us']) }),
  z.object({ ...envelope, event: z.literal('chat.user-created'), externalId: id }),
  z.object({ ...envelope, event: z.literal('chat.unread'), count: z.number().check(z.int(), z.minimum(0), z.maximum(999)) }),
  z.object({ ...envelope, event: z.literal('chat.close') }),
]);
export type ChatPageMessage = z.infer<typeof chatPageMessage>;

export type PortalChatMessage =
  | {
      readonly protocol: typeof CHAT_PROTOCOL;
      readonly version: typeof CHAT_PROTOCOL_VERSION;
      readonly event: 'chat.identify';
      readonly externalId: string;
      readonly firstName: string;
      readonly email: string;
      readonly locale: string;
      readonly restore: boolean;
    }
  | { readonly protocol: typeof CHAT_PROTOCOL; readonly version: typeof CHAT_PROTOCOL_VERSION; readonly event: 'chat.shown' | 'chat.hidden' };
