import type { DeskAnswer } from './auth-desk';
import type { SandboxCustomer } from './customers';
import { major, money, type Money } from './money.ts';
import type { SandboxPromotion } from './remittance-records.ts';
import type { SandboxWorld } from './world';

/**
 * The back office's promotion desk: the promo codes a customer holds (GET /remit/options/promotions,
 * listPromotions). The HTTP sandbox (src/sandbox/server/main-api-remit.ts) and the in-memory
 * promotions gateway both ask it, so both modes list the same codes. Values are contract-shaped
 * (openapi/main-api.yaml: Promotion, snake_case).
 *
 * The seeds (src/sandbox/world/remittance-catalogue.ts PROMOTIONS, two per customer) give one
 * code of each kind: WELCOME10 takes an amount off the fee (10 in the customer's currency, one
 * use, 60 days), FREEFEE waives the whole fee (a share of 100 %, three uses, 30 days). A test
 * may push its own SandboxPromotion records into `world.records.promotions`.
 */

/** One promo code as listPromotions gives it: an amount off the fee or a share of it, never both. */
export interface PromotionView {
  readonly code: string;
  readonly title: string;
  readonly description: string;
  readonly discount?: Money;
  readonly discount_percent?: number;
  readonly expires_at: string;
  readonly uses_left: number;
}

/** The contract's form of a record: 'fee' (the whole fee waived) is a share of 100 %. */
function promotionView(promotion: SandboxPromotion, currency: string): PromotionView {
  const off = promotion.discountMajor === 'fee' ? { discount_percent: 100 } : { discount: money(major(promotion.discountMajor, currency), currency) };
  return {
    code: promotion.code,
    title: promotion.title,
    description: promotion.description,
    ...off,
    expires_at: promotion.expiresAt,
    uses_left: promotion.usesLeft,
  };
}

/**
 * GET /remit/options/promotions: the customer's codes that can still be used (uses left, not yet
 * expired: the codes get-charges accepts), in the order the back office holds them.
 */
export function promotionsAtDesk(world: SandboxWorld, customer: SandboxCustomer): DeskAnswer<{ data: PromotionView[] }> {
  const now = world.now();
  const currency = world.currencyOf(customer);
  const data = world.records.promotions
    .filter((p) => p.customerId === customer.id && p.usesLeft > 0 && Date.parse(p.expiresAt) > now)
    .map((p) => promotionView(p, currency));
  return { ok: true, value: { data } };
}
