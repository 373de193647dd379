import { z } from '@/shared/validation/zod';
import { money } from '@/shared/kernel/money';
import type { Promotion } from '../domain/promotion';

/**
 * listPromotions' answer (openapi/main-api.yaml: Promotion), read at the adapter boundary by both
 * the HTTP adapter and the in-memory one (which reads the promotion desk's contract-shaped answer
 * through the same schema), so both modes map the same answer to the same domain values. A code
 * with neither or both of `discount` and `discount_percent` is a malformed answer.
 */

const moneySchema = z.object({ amount_minor: z.int().check(z.minimum(0)), currency: z.string().check(z.regex(/^[A-Z]{3}$/)) });

const promotionSchema = z
  .object({
    code: z.string().check(z.minLength(1)),
    title: z.string(),
    description: z.string(),
    discount: z.optional(moneySchema),
    discount_percent: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
    expires_at: z.iso.datetime({ offset: true }),
    uses_left: z.int().check(z.minimum(0)),
  })
  .check(z.refine((p) => (p.discount === undefined) !== (p.discount_percent === undefined), 'A promotion gives either discount or discount_percent'));

export const promotionsSchema = z.object({ data: z.array(promotionSchema) });

export function promotionsFrom(answer: z.infer<typeof promotionsSchema>): Promotion[] {
  return answer.data.map((p) => ({
    code: p.code,
    title: p.title,
    description: p.description,
    discount: p.discount ? { kind: 'amount', amount: money(p.discount.amount_minor, p.discount.currency) } : { kind: 'percent', percent: p.discount_percent ?? 100 },
    expiresAt: Date.parse(p.expires_at),
    usesLeft: p.uses_left,
  }));
}
