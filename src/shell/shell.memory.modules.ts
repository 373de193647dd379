import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { ErrorReporter, SamplingRandom, ShellSettingsToken } from './application/ports';
import { CurrentShellCustomer } from './application/shell-customer';
import { pageIntegrations, SentryErrorReporter } from './adapters/sentry-error-reporter';
import { inMemorySentryTransport } from './adapters/in-memory-sentry-transport';
import { shellCoreModule } from './shell.core.modules';

/**
 * Error reporting in the memory mode: Sentry's SDK as in the HTTP mode (the same events, scrubbed
 * alike), its envelopes kept in the sandbox world's Sentry desk instead of sent (the one the vendor
 * origin's ingestion writes to). No replay: nothing of the memory mode leaves the page.
 */
export const shellMemoryModule = new TrackedModule('shell/memory', (bind) => {
  bind(ErrorReporter)
    .toResolvedValue(
      (world, settings, random, customer) =>
        new SentryErrorReporter({
          settings: settings.sentry,
          personalData: () => customer.personalData(),
          integrations: pageIntegrations(),
          transport: inMemorySentryTransport(world),
          random,
        }),
      [SandboxWorldToken, ShellSettingsToken, SamplingRandom, CurrentShellCustomer],
    )
    .inSingletonScope();
});

/** The shell services in the memory mode. */
export const shellMemoryModules = [shellCoreModule, shellMemoryModule] as const;
