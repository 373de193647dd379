import { TrackedModule } from '@/shared/di/tracked-module';
import { AppConfigToken } from '@/app/config-token';
import { SessionCredentials } from '@/shared/kernel/access-token';
import { Clock } from '@/shared/kernel/clock';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { Logger } from '@/shared/kernel/logger';
import { ErrorReporter, PushNotifications, SamplingRandom, ShellSettingsToken } from './application/ports';
import { CurrentShellCustomer } from './application/shell-customer';
import { ReportingErrors } from './application/reporting-errors';
import { PushPrompting } from './application/push-prompting';
import { CookieConsent, NewPayoutNotice } from './application/shell-notices';
import { BrowserPushNotifications } from './adapters/browser-push-notifications';
import { makePushPromptViewModel, PushPromptViewModel } from './ui/push-prompt-view-model';
import { CookiePopupViewModel, makeCookiePopupViewModel, makePayoutNoticeViewModel, PayoutNoticeViewModel } from './ui/notice-view-models';
import { readShellSettings } from './shell-settings';

const portalOrigin = () => (globalThis as { location?: Location }).location?.origin ?? 'http://portal.invalid';

/** The shell services in every mode (loaded after the signed-in page painted, with the mode's adapters). */
export const shellCoreModule = new TrackedModule('shell/core', (bind) => {
  bind(ShellSettingsToken).toResolvedValue((config) => readShellSettings(config.settings, config.vendorOrigins, portalOrigin()), [AppConfigToken]).inSingletonScope();
  bind(SamplingRandom).toConstantValue(Math.random);
  bind(CurrentShellCustomer).toResolvedValue((credentials) => new CurrentShellCustomer(() => credentials.token()), [SessionCredentials]).inSingletonScope();
  bind(ReportingErrors)
    .toResolvedValue((reporter, clock, logger) => new ReportingErrors(reporter, () => clock.now(), (reason) => logger.warn('An error report could not be sent', reason)), [ErrorReporter, Clock, Logger])
    .inSingletonScope();
  // The browser's Notification API in every mode (scenarios rebind a fake).
  bind(PushNotifications).toConstantValue(new BrowserPushNotifications());
  bind(PushPrompting).toResolvedValue((push, storage, credentials) => new PushPrompting(push, storage, () => credentials.token() !== undefined), [PushNotifications, KeyValueStorageToken, SessionCredentials]).inSingletonScope();
  bind(PushPromptViewModel).toDynamicValue(makePushPromptViewModel).inSingletonScope();
  bind(NewPayoutNotice).toResolvedValue((storage, clock, settings) => new NewPayoutNotice(storage, clock, settings.newPayoutCardUntil), [KeyValueStorageToken, Clock, ShellSettingsToken]).inSingletonScope();
  bind(CookieConsent).toResolvedValue((storage, settings) => new CookieConsent(storage, settings.customCookiePopup), [KeyValueStorageToken, ShellSettingsToken]).inSingletonScope();
  bind(PayoutNoticeViewModel).toDynamicValue(makePayoutNoticeViewModel).inTransientScope();
  bind(CookiePopupViewModel).toDynamicValue(makeCookiePopupViewModel).inTransientScope();
});
