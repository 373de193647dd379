import { TrackedModule } from '@/shared/di/tracked-module';
import { ErrorReporter, SamplingRandom, ShellSettingsToken } from './application/ports';
import { CurrentShellCustomer } from './application/shell-customer';
import { pageIntegrations, pageReplayLoader, pageTracingLoader, SentryErrorReporter } from './adapters/sentry-error-reporter';
import { shellCoreModule } from './shell.core.modules';

/** Error reporting with Sentry's browser SDK, to the configured DSN (the sandbox's imitation in the sandbox builds). */
export const shellHttpModule = new TrackedModule('shell/http', (bind) => {
  bind(ErrorReporter)
    .toResolvedValue(
      (settings, random, customer) =>
        new SentryErrorReporter({
          settings: settings.sentry,
          personalData: () => customer.personalData(),
          integrations: pageIntegrations(),
          loadTracing: pageTracingLoader(),
          loadReplay: pageReplayLoader(),
          random,
        }),
      [ShellSettingsToken, SamplingRandom, CurrentShellCustomer],
    )
    .inSingletonScope();
});

/** The shell services in the HTTP mode. */
export const shellHttpModules = [shellCoreModule, shellHttpModule] as const;
