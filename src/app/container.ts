import { Container, type ServiceIdentifier } from 'inversify';
import { TrackedModule } from '@/shared/di/tracked-module';
import { AuthFailureSink } from '@/shared/kernel/auth-failure';
import { Clock, systemClock } from '@/shared/kernel/clock';
import { Logger } from '@/shared/kernel/logger';
import { LogoutEvents } from '@/shared/kernel/logout-events';
import { consoleLogger } from './console-logger';
import { SessionConfig, SessionStore, SignOutExit, SignOutWipes } from '@/session/application/ports';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { SignOut } from '@/session/application/sign-out';
import { sessionCoreModule } from '@/session/session.modules';
import { walletCoreModule } from '@/wallet/wallet.modules';
import { identityProviderModules } from '@/kyc/kyc.modules';
import type { AppConfig } from './config';
import { AppConfigToken } from './config-token';
import { FeaturesToken } from '@/shared/kernel/features';
import { AppNavigator, AppNavigatorToken } from './app-navigator';
import { AuthFailureHandler } from './auth-failure-handler';
import { NavigationHistory } from './routing/navigation-history';
import { onboardingBridgeModule } from './onboarding-bridge';
import { TRANSFER_DRAFT_KEY } from '@/sending/adapters/transfer-draft-key';
import { TOP_UP_ATTEMPT_KEY } from '@/wallet/adapters/top-up-attempt-key';
import { TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { handoffBridgeModule } from './handoff-bridge';
import { SupportDeskToken } from '@/shared/kernel/support';
import { SessionState } from '@/session/application/session-state';
import { SessionSupportDesk } from './support-desk';

/** What a mode (http or memory) adds: its adapter modules. */
export interface ModeModules {
  readonly modules: readonly TrackedModule[];
}

export interface ContainerParts {
  readonly config: AppConfig;
  readonly mode: ModeModules;
  /** Platform services: storage and analytics differ between browser and tests. */
  readonly platform: TrackedModule;
}

/** Shell services every mode shares. */
function shellModule(config: AppConfig): TrackedModule {
  return new TrackedModule('app/shell', (bind) => {
    bind(AppConfigToken).toConstantValue(config);
    bind(FeaturesToken).toConstantValue(config.features);
    bind(SupportDeskToken)
      .toResolvedValue((session, store) => new SessionSupportDesk(config.support, config.region, session, store), [SessionState, SessionStore])
      .inSingletonScope();
    bind(Clock).toConstantValue(systemClock);
    bind(Logger).toConstantValue(consoleLogger);
    bind(LogoutEvents).toConstantValue(new EventTarget());
    bind(SessionConfig).toConstantValue({ testBackend: config.testBackend });
    bind(AppNavigatorToken).toConstantValue(new AppNavigator());
    bind(SignOutExit).toResolvedValue((navigator) => navigator, [AppNavigatorToken]);
    // The registration draft, the transfer and the top-up in progress (tab-storage entries; their stores load on demand).
    bind(SignOutWipes).toResolvedValue(
      (draft, tab) => [draft, { clear: () => [TRANSFER_DRAFT_KEY, TOP_UP_ATTEMPT_KEY].forEach((key) => tab.removeItem(key)) }],
      [RegistrationDraftStore, TabStorageToken],
    );
    bind(NavigationHistory).toConstantValue(new NavigationHistory());
    bind(AuthFailureSink)
      .toResolvedValue((signOut) => new AuthFailureHandler(signOut), [SignOut])
      .inSingletonScope();
  });
}

/** The composition root: the only `new Container()` of the app. */
export function buildContainer({ config, mode, platform }: ContainerParts): { container: Container; tokens: ServiceIdentifier[] } {
  const container = new Container({ defaultScope: 'Transient' });
  const modules: TrackedModule[] = [
    shellModule(config),
    platform,
    sessionCoreModule,
    walletCoreModule,
    onboardingBridgeModule(config),
    handoffBridgeModule(config, () => modules),
    identityProviderModules[config.identityProvider],
    ...mode.modules,
  ];
  container.load(...modules.map((m) => m.module));
  const tokens = [...new Set(modules.flatMap((m) => [...m.tokens]))];
  return { container, tokens };
}

