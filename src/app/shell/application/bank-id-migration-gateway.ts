import type { ServiceIdentifier } from 'inversify';

/**
 * The bank-ID migration (spec 02 section 7, openapi/main-api.yaml migrateToBankId): the signed-in
 * customer gives their personal identity number and signs in with BankID from then on. Every
 * refusal is an AppError (type, status, field errors by property path, e.g. personalIdentityNumber),
 * the same in both modes; no session means Unauthorized before any call.
 */
export interface BankIdMigrationGateway {
  /** POST api/bank-id/migrate: the address the browser then goes to (data.data.url), as the back office gave it. */
  migrate(personalIdentityNumber: string): Promise<{ readonly url: string }>;
}
export const BankIdMigrationGateway = Symbol('BankIdMigrationGateway') as ServiceIdentifier<BankIdMigrationGateway>;
