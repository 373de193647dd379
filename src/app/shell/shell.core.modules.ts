import { TrackedModule } from '@/shared/di/tracked-module';
import { Logger } from '@/shared/kernel/logger';
import { AppConfigToken } from '../config-token';
import { BankIdMigrationGateway } from './application/bank-id-migration-gateway';
import { CountryLegalGateway } from './application/country-legal-gateway';
import { LegalDocuments } from './application/legal-documents';
import { MigrateToBankId } from './application/migrate-to-bank-id';

/** The shell's on-demand use cases and view models, in every mode (over the mode's gateways). */
export const accountShellCoreModule = new TrackedModule('app/shell/core', (bind) => {
  // "Login with BankID": the migration, followed only to a configured vendor origin.
  bind(MigrateToBankId).toResolvedValue((g, config) => new MigrateToBankId(g, config.vendorOrigins), [BankIdMigrationGateway, AppConfigToken]).inSingletonScope();
  // Its dialog's view model (and the number rules it checks with) loads with the dialog, not here:
  // these modules load on every signed-in page, for the footer.
  // The footer's legal links, asked of the locator once per country and page.
  bind(LegalDocuments).toResolvedValue((g, logger) => new LegalDocuments(g, logger), [CountryLegalGateway, Logger]).inSingletonScope();
});
