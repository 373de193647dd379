import type { ServiceIdentifier } from 'inversify';
import type { Sender, SenderChanges, UsState } from '../domain/sender';

/**
 * Step 2's calls to the back office. Every refusal is an AppError (type, status, field errors by
 * property path: first_name, last_name, street, city, postcode, usa_state), the same in both modes;
 * no session means Unauthorized before any call.
 */
export interface SenderGateway {
  /** POST /user/get: the signed-in customer's details as the back office holds them. */
  current(): Promise<Sender>;
  /** POST /remit/remitter/update with only the fields given; the details as the back office then holds them. */
  update(changes: SenderChanges): Promise<Sender>;
  /** The service locator's US states (GET /countries, the US entry), for a US customer's state. */
  usStates(): Promise<UsState[]>;
}
export const SenderGateway = Symbol('SenderGateway') as ServiceIdentifier<SenderGateway>;
