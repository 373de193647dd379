import type { ServiceIdentifier } from 'inversify';
import type { Recipient } from '../domain/recipient';

/**
 * Step 3's reading of the customer's saved recipients (GET /api/v1/beneficiaries). Every refusal is
 * an AppError (type, status, field errors by property path), the same in both modes; no session
 * means Unauthorized before any call.
 */
export interface RecipientGateway {
  /** The signed-in customer's recipients, in the back office's order; only those of a destination country when given. */
  list(countryIso2?: string): Promise<Recipient[]>;
  /** One recipient by its id (`and.id.eq`); undefined when the customer has none with that id (or the id is not a number). */
  get(id: string): Promise<Recipient | undefined>;
}
export const RecipientGateway = Symbol('RecipientGateway') as ServiceIdentifier<RecipientGateway>;
