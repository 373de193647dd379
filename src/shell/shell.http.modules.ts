import { TrackedModule } from '@/shared/di/tracked-module';
import { ApiFetch } from '@/shared/http/api-fetch-token';
import { ErrorReporter, ShellSettingsToken } from './application/ports';
import { ReportComposer } from './application/report-composer';
import { HttpErrorReporter } from './adapters/http-error-reporter';
import { shellCoreModule } from './shell.core.modules';

/** The error-reporting service over HTTP (the sandbox's recorder, or the configured address). */
export const shellHttpModule = new TrackedModule('shell/http', (bind) => {
  bind(ErrorReporter)
    .toResolvedValue((fetch, settings, composer) => new HttpErrorReporter(fetch, settings.errorReports.url, composer), [ApiFetch, ShellSettingsToken, ReportComposer])
    .inSingletonScope();
});

/** The shell services in the HTTP mode. */
export const shellHttpModules = [shellCoreModule, shellHttpModule] as const;
