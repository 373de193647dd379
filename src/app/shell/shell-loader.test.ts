import { describe, expect, it } from 'vitest';
import { readConfig } from '@/app/config';
import { buildContainer } from '@/app/container';
import { SANDBOX_SETTINGS } from '@/app/build-target/sandbox-settings';
import { RecordingAnalytics } from '@/app/data-layer-analytics';
import { httpMode } from '@/app/modes/http-mode';
import { memoryMode } from '@/app/modes/memory-mode';
import { platformModule } from '@/app/modes/platform';
import { MemoryStorage } from '@/shared/kernel/key-value-storage';
import { DEMO_PASSWORD } from '@/sandbox/world/customers';
import { SandboxWorld } from '@/sandbox/world/world';
import { SignIn } from '@/session/application/sign-in';
import { HttpBankIdMigrationGateway } from './adapters/http-bank-id-migration-gateway';
import { HttpCountryLegalGateway } from './adapters/http-country-legal-gateway';
import { InMemoryBankIdMigrationGateway } from './adapters/in-memory-bank-id-migration-gateway';
import { InMemoryCountryLegalGateway } from './adapters/in-memory-country-legal-gateway';
import { BankIdMigrationGateway } from './application/bank-id-migration-gateway';
import { CountryLegalGateway } from './application/country-legal-gateway';
import { MigrateToBankId } from './application/migrate-to-bank-id';
import { ensureAccountShellModules } from './shell-loader';
import { AccountShellModulesLoader } from './shell-loader-token';
import { accountShellHttpModules } from './shell.http.modules';
import { accountShellMemoryModules } from './shell.memory.modules';

function build(adapters: 'http' | 'memory', world = new SandboxWorld()) {
  const config = readConfig({ ...SANDBOX_SETTINGS, VITE_ADAPTERS: adapters }, 'http://127.0.0.1:5173');
  const mode = adapters === 'memory' ? memoryMode(world) : httpMode(config, async () => new Response('{}'));
  const { container } = buildContainer({ config, mode, platform: platformModule(new MemoryStorage(), new RecordingAnalytics()) });
  // The memory mode's line (src/app/modes/memory-mode.ts binds it; until then, as it will).
  if (adapters === 'memory' && !container.isBound(AccountShellModulesLoader)) {
    container.bind(AccountShellModulesLoader).toConstantValue(() => import('./shell.memory.modules').then((m) => m.accountShellMemoryModules));
  }
  return container;
}

describe('the shell’s modules, loaded on demand', () => {
  it.each([
    ['http', HttpBankIdMigrationGateway, HttpCountryLegalGateway, accountShellHttpModules],
    ['memory', InMemoryBankIdMigrationGateway, InMemoryCountryLegalGateway, accountShellMemoryModules],
  ] as const)('are not bound at start and resolve every token once loaded (%s)', async (adapters, migrationClass, legalClass, modules) => {
    const container = build(adapters);
    expect(container.isBound(MigrateToBankId)).toBe(false);
    await Promise.all([ensureAccountShellModules(container), ensureAccountShellModules(container)]);
    expect(container.get(BankIdMigrationGateway)).toBeInstanceOf(migrationClass);
    expect(container.get(CountryLegalGateway)).toBeInstanceOf(legalClass);
    for (const token of modules.flatMap((m) => [...m.tokens])) expect(container.get(token), String(token)).toBeDefined();
    // One use case (the dialog makes its own view model with it).
    expect(container.get(MigrateToBankId)).toBe(container.get(MigrateToBankId));
    await ensureAccountShellModules(container);
    expect(container.get(MigrateToBankId)).toBe(container.get(MigrateToBankId));
  });

  it('gives the memory mode’s BankID page the first configured vendor origin, so the allow-list takes it', async () => {
    const world = new SandboxWorld();
    const container = build('memory', world);
    const outcome = await container.get(SignIn).execute({ email: 'amina.se@sandbox.test', password: DEMO_PASSWORD });
    expect(outcome.kind).toBe('signed-in');
    await ensureAccountShellModules(container);
    expect(await container.get(MigrateToBankId).execute('198001019876')).toBe('http://127.0.0.1:5174/bankid?session=bid-000001');
  });
});
