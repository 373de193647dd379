import { TrackedModule } from '@/shared/di/tracked-module';
import { Analytics } from '@/shared/kernel/analytics';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { CookieDocument } from '@/shared/kernel/cookie-document';
import { KeyValueStorageToken, TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { SessionEndBroadcast, SessionStore } from '@/session/application/ports';
import { InMemorySessionEndBroadcast } from '@/session/adapters/in-memory-session-end-broadcast';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { StorageRegistrationDraftStore } from '@/onboarding/adapters/storage-registration-draft-store';
import type { LocaleController } from '../i18n/locale-controller';
import { LocaleControllerToken } from '../i18n/locale-controller-token';
import { CaptchaChallengeTextsToken } from '@/session/captcha-settings';

/**
 * Storage, analytics and the channel to the other tabs: the browser's in the app, memory ones in tests. The registration draft
 * (personal data and the registering customer's token) lives in the tab's session storage: a
 * reload keeps it, closing the tab ends it.
 */
export function platformModule(
  storage: KeyValueStorage,
  analytics: Analytics,
  locale?: LocaleController,
  cookies?: CookieDocument,
  draftStorage: KeyValueStorage = storage,
  sessionEnd: SessionEndBroadcast = new InMemorySessionEndBroadcast(),
): TrackedModule {
  return new TrackedModule('app/platform', (bind) => {
    bind(SessionStore).toConstantValue(new StorageSessionStore(storage));
    bind(RegistrationDraftStore).toConstantValue(new StorageRegistrationDraftStore(draftStorage));
    bind(Analytics).toConstantValue(analytics);
    if (cookies) bind(CookieDocument).toConstantValue(cookies);
    bind(KeyValueStorageToken).toConstantValue(storage);
    bind(TabStorageToken).toConstantValue(draftStorage);
    bind(SessionEndBroadcast).toConstantValue(sessionEnd);
    if (locale) bind(LocaleControllerToken).toConstantValue(locale);
    if (locale) {
      bind(CaptchaChallengeTextsToken).toConstantValue(() => ({
        heading: locale.text('common:captcha.heading'),
        text: locale.text('common:captcha.text'),
        cancel: locale.text('common:captcha.cancel'),
      }));
    }
  });
}
