import { TrackedModule } from '@/shared/di/tracked-module';
import { Analytics } from '@/shared/kernel/analytics';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { CookieDocument } from '@/shared/kernel/cookie-document';
import { KeyValueStorageToken, TabStorageToken } from '@/shared/kernel/key-value-storage-token';
import { SessionStore } from '@/session/application/ports';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { StorageRegistrationDraftStore } from '@/onboarding/adapters/storage-registration-draft-store';
import type { LocaleController } from '../i18n/locale-controller';
import { LocaleControllerToken } from '../i18n/locale-controller-token';

/**
 * Storage and analytics: the browser's in the app, memory ones in tests. The registration draft
 * (personal data and the registering customer's token) lives in the tab's session storage: a
 * reload keeps it, closing the tab ends it.
 */
export function platformModule(
  storage: KeyValueStorage,
  analytics: Analytics,
  locale?: LocaleController,
  cookies?: CookieDocument,
  draftStorage: KeyValueStorage = storage,
): TrackedModule {
  return new TrackedModule('app/platform', (bind) => {
    bind(SessionStore).toConstantValue(new StorageSessionStore(storage));
    bind(RegistrationDraftStore).toConstantValue(new StorageRegistrationDraftStore(draftStorage));
    bind(Analytics).toConstantValue(analytics);
    if (cookies) bind(CookieDocument).toConstantValue(cookies);
    bind(KeyValueStorageToken).toConstantValue(storage);
    bind(TabStorageToken).toConstantValue(draftStorage);
    if (locale) bind(LocaleControllerToken).toConstantValue(locale);
  });
}
