import type { DeskAnswer } from './auth-desk';
import type { SandboxCustomer } from './customers';
import type { SandboxNotification } from './remittance-records.ts';
import type { SandboxWorld } from './world';

/**
 * The back office's message desk: the notifications of the signed-in customer (GET /user/messages,
 * listMessages). The HTTP sandbox (src/sandbox/server/main-api-access.ts) and the in-memory
 * notifications gateway both ask it, so both modes give the same list. Values are contract-shaped
 * (openapi/main-api.yaml: Notification, snake_case).
 *
 * Every seeded customer has two notifications of each category, wallet, bonus and transactions
 * (src/sandbox/world/remittance-catalogue.ts NOTIFICATIONS), dated one to six days before the world
 * started; a customer registered later has none. `addMessage` gives a customer one more.
 */

/** One notification as listMessages gives it. */
export interface MessageView {
  readonly id: number;
  readonly category: SandboxNotification['category'];
  readonly title: string;
  readonly text: string;
  readonly created_at: string;
}

/** GET /user/messages: the customer's notifications, newest first (the same date: the later id first). */
export function messagesAtDesk(world: SandboxWorld, customer: SandboxCustomer): DeskAnswer<{ messages: MessageView[] }> {
  const messages = world.records.notifications
    .filter((n) => n.customerId === customer.id)
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id)
    .map((n) => ({ id: n.id, category: n.category, title: n.title, text: n.text, created_at: n.createdAt }));
  return { ok: true, value: { messages } };
}

/**
 * A notification added for a customer, as the back office sends one (tests and scenarios: "I have
 * 700 notifications"); ids continue above every seeded one.
 */
export function addMessage(world: SandboxWorld, customer: SandboxCustomer, message: Omit<MessageView, 'id' | 'created_at'> & { readonly createdAt?: number }): MessageView {
  const id = world.records.notifications.reduce((max, n) => Math.max(max, n.id), 0) + 1;
  const createdAt = new Date(message.createdAt ?? world.now()).toISOString();
  world.records.notifications.push({ id, customerId: customer.id, category: message.category, title: message.title, text: message.text, createdAt });
  return { id, category: message.category, title: message.title, text: message.text, created_at: createdAt };
}
