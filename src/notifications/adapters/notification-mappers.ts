import { z } from '@/shared/validation/zod';
import { NOTIFICATION_CATEGORIES, type Notification } from '../domain/notification';

/**
 * listMessages' answer (openapi/main-api.yaml: Notification), read at the adapter boundary by both
 * the HTTP adapter and the in-memory one (which reads the message desk's contract-shaped answer
 * through the same schema), so both modes map the same answer to the same domain values.
 */
export const messagesSchema = z.object({
  messages: z.array(
    z.object({
      id: z.int().check(z.minimum(0)),
      category: z.enum(NOTIFICATION_CATEGORIES),
      title: z.string(),
      text: z.string(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
});

export function notificationsFrom(answer: z.infer<typeof messagesSchema>): Notification[] {
  return answer.messages.map((m) => ({ id: m.id, category: m.category, title: m.title, text: m.text, createdAt: Date.parse(m.created_at) }));
}
