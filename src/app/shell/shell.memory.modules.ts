import { TrackedModule } from '@/shared/di/tracked-module';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { AppConfigToken } from '../config-token';
import { BankIdMigrationGateway } from './application/bank-id-migration-gateway';
import { CountryLegalGateway } from './application/country-legal-gateway';
import { InMemoryBankIdMigrationGateway } from './adapters/in-memory-bank-id-migration-gateway';
import { InMemoryCountryLegalGateway } from './adapters/in-memory-country-legal-gateway';
import { accountShellCoreModule } from './shell.core.modules';

/**
 * The shell's back-office calls in the memory mode: the sandbox world's desks. The BankID page is
 * on the first configured vendor origin (so the portal's allow-list accepts it, as the HTTP
 * sandbox's does), the legal documents on the configured locator's origin.
 */
export const accountShellMemoryModule = new TrackedModule('app/shell/memory', (bind) => {
  bind(BankIdMigrationGateway)
    .toResolvedValue((w, c, s, config) => new InMemoryBankIdMigrationGateway(w, c, s, config.vendorOrigins[0]), [SandboxWorldToken, SessionCredentials, AuthFailureSink, AppConfigToken])
    .inSingletonScope();
  bind(CountryLegalGateway).toResolvedValue((w, config) => new InMemoryCountryLegalGateway(w, new URL(config.locatorUrl).origin), [SandboxWorldToken, AppConfigToken]).inSingletonScope();
});

/** The shell's on-demand modules in the memory mode. */
export const accountShellMemoryModules = [accountShellCoreModule, accountShellMemoryModule] as const;
