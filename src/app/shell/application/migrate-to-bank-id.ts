import { AppError } from '@/shared/kernel/app-error';
import { trustedBankIdAddress } from '../bank-id-redirect';
import type { BankIdMigrationGateway } from './bank-id-migration-gateway';

/** The error when the migration's address is not on a configured vendor origin (it is never followed). */
export const UNTRUSTED_BANKID_ADDRESS = 'UntrustedBankIdAddress';

/**
 * "Login with BankID" (spec 02 sections 2, 5 and 7): the migration with the customer's personal
 * identity number, then the address to leave for, only when it is on a configured vendor origin.
 */
export class MigrateToBankId {
  constructor(
    private readonly gateway: BankIdMigrationGateway,
    /** The configured vendor origins (`config.vendorOrigins`). */
    private readonly vendorOrigins: readonly string[],
  ) {}

  /** The address to go to; an AppError from the back office, or UntrustedBankIdAddress for any other address. */
  async execute(personalIdentityNumber: string): Promise<string> {
    const { url } = await this.gateway.migrate(personalIdentityNumber);
    const address = trustedBankIdAddress(url, this.vendorOrigins);
    if (!address) throw new AppError(UNTRUSTED_BANKID_ADDRESS, 'The BankID address is not on a configured vendor origin.');
    return address;
  }
}
