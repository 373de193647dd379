import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { LocatorUrl } from '@/session/session.modules';
import { BankIdMigrationGateway } from './application/bank-id-migration-gateway';
import { CountryLegalGateway } from './application/country-legal-gateway';
import { HttpBankIdMigrationGateway } from './adapters/http-bank-id-migration-gateway';
import { HttpCountryLegalGateway } from './adapters/http-country-legal-gateway';
import { accountShellCoreModule } from './shell.core.modules';

/**
 * The shell's back-office calls in the HTTP mode. These modules already load on demand, so the
 * adapters are built at once rather than behind a lazy port.
 */
export const accountShellHttpModule = new TrackedModule('app/shell/http', (bind) => {
  bind(BankIdMigrationGateway).toResolvedValue((c, f, s) => new HttpBankIdMigrationGateway(c, f, s), [SessionCredentials, ApiFetch, AuthFailureSink]).inSingletonScope();
  bind(CountryLegalGateway).toResolvedValue((url, f) => new HttpCountryLegalGateway(url, f), [LocatorUrl, ApiFetch]).inSingletonScope();
});

/** The shell's on-demand modules in the HTTP mode. */
export const accountShellHttpModules = [accountShellCoreModule, accountShellHttpModule] as const;
