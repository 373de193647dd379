import type { Logger } from '@/shared/kernel/logger';
import type { ServiceLocator } from './ports';

/**
 * The countries whose config has bank_id_login (the service locator's GET /countries), asked once
 * per page and only when needed: a sign-in country is set, or a BankID method is opened. A failure
 * is logged and rejects (asked again next time); the caller offers no BankID for it.
 */
export class BankIdLoginCountries {
  private loading: Promise<readonly string[]> | undefined;

  constructor(
    private readonly locator: ServiceLocator,
    private readonly logger: Logger,
  ) {}

  load(): Promise<readonly string[]> {
    this.loading ??= this.locator.bankIdLoginCountries().catch((error: unknown) => {
      this.loading = undefined;
      this.logger.warn('The BankID countries could not be loaded', error);
      throw error;
    });
    return this.loading;
  }
}
