import { z } from '@/shared/validation/zod';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { TopUpAttempt, TopUpAttempts } from '../application/topping-up';
import { topUpMethodSchema } from './top-up-mappers';
import { TOP_UP_ATTEMPT_KEY } from './top-up-attempt-key';

const stored = z.object({
  intentId: z.string().check(z.minLength(1)),
  request: z.object({
    amount: z.object({ amountMinor: z.number().check(z.int()), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) }),
    method: topUpMethodSchema,
    cardId: z.optional(z.number().check(z.int())),
    // A new card's single-use token (the provider's, never the card's number), kept so a top-up in doubt is sent again with it.
    cardToken: z.optional(z.string().check(z.minLength(1))),
    returnTo: z.optional(z.object({ successUrl: z.string(), failureUrl: z.string() })),
  }),
  threeDsTopUpId: z.optional(z.number().check(z.int())),
  bankLinkTopUpId: z.optional(z.number().check(z.int())),
});

/** One JSON entry of the tab's session storage; a damaged or older-shaped entry reads as none. */
export class TabTopUpAttempts implements TopUpAttempts {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): TopUpAttempt | undefined {
    try {
      const parsed = stored.safeParse(JSON.parse(this.storage.getItem(TOP_UP_ATTEMPT_KEY) ?? 'null'));
      return parsed.success ? (parsed.data as TopUpAttempt) : undefined;
    } catch {
      return undefined;
    }
  }

  save(attempt: TopUpAttempt): void {
    this.storage.setItem(TOP_UP_ATTEMPT_KEY, JSON.stringify(attempt));
  }

  clear(): void {
    this.storage.removeItem(TOP_UP_ATTEMPT_KEY);
  }
}
