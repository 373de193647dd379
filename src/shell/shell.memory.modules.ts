import { TrackedModule } from '@/shared/di/tracked-module';
import { SandboxWorldToken } from '@/sandbox/world/world-token';
import { ErrorReporter } from './application/ports';
import { ReportComposer } from './application/report-composer';
import { InMemoryErrorReporter } from './adapters/in-memory-error-reporter';
import { shellCoreModule } from './shell.core.modules';

/** Error reports kept in the sandbox world's error-report desk (the one the HTTP recorder writes to). */
export const shellMemoryModule = new TrackedModule('shell/memory', (bind) => {
  bind(ErrorReporter).toResolvedValue((world, composer) => new InMemoryErrorReporter(world, composer), [SandboxWorldToken, ReportComposer]).inSingletonScope();
});

/** The shell services in the memory mode. */
export const shellMemoryModules = [shellCoreModule, shellMemoryModule] as const;
