import type { ServiceIdentifier } from 'inversify';
import type { KeyValueStorage } from './key-value-storage';

/** The browser's local storage (a MemoryStorage in tests), for stores bound after start-up. */
export const KeyValueStorageToken = Symbol('KeyValueStorage') as ServiceIdentifier<KeyValueStorage>;

/** The tab's session storage (a reload keeps it, closing the tab ends it): drafts of work in progress. */
export const TabStorageToken = Symbol('TabStorage') as ServiceIdentifier<KeyValueStorage>;
