import type { ServiceIdentifier } from 'inversify';
import type { Promotion } from '../domain/promotion';

/**
 * The customer's promo codes in the back office. Every refusal is an AppError (type, status), the
 * same in both modes; no session means Unauthorized before any call.
 */
export interface PromotionsGateway {
  /** GET /remit/options/promotions (listPromotions): the codes the customer holds, in the server's order. */
  list(): Promise<Promotion[]>;
}
export const PromotionsGateway = Symbol('PromotionsGateway') as ServiceIdentifier<PromotionsGateway>;
