import { TrackedModule } from '@/shared/di/tracked-module';
import { Analytics } from '@/shared/kernel/analytics';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { KeyValueStorageToken } from '@/shared/kernel/key-value-storage-token';
import { SessionStore } from '@/session/application/ports';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { StorageRegistrationDraftStore } from '@/onboarding/adapters/storage-registration-draft-store';
import type { LocaleController } from '../i18n/locale-controller';
import { LocaleControllerToken } from '../i18n/locale-controller-token';

/** Storage and analytics: the browser's in the app, memory ones in tests. */
export function platformModule(storage: KeyValueStorage, analytics: Analytics, locale?: LocaleController): TrackedModule {
  return new TrackedModule('app/platform', (bind) => {
    bind(SessionStore).toConstantValue(new StorageSessionStore(storage));
    bind(RegistrationDraftStore).toConstantValue(new StorageRegistrationDraftStore(storage));
    bind(Analytics).toConstantValue(analytics);
    bind(KeyValueStorageToken).toConstantValue(storage);
    if (locale) bind(LocaleControllerToken).toConstantValue(locale);
  });
}
