import { SIGN_IN_METHOD_KEY } from '../domain/sign-in-methods';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { Session } from '../domain/session';
import type { SessionEndedReason, SessionStore } from '../application/ports';

/** Local-storage keys of spec 01 section 3 that belong to the session. */
export const STORAGE_KEYS = {
  accessToken: 'access-token',
  baseUrl: 'base-url',
  oauthToken: 'oauth-token',
  project: 'middleware-project',
  country: 'session-country',
  defaultLoginCountry: 'default-login-country',
  unauthorizedMessage: 'unauthorized-message',
  lastActivity: 'last-activity',
} as const;

/** The flag's value after the inactivity sign-out ('true', the spec's value, after any other end). */
const INACTIVITY_NOTICE = 'inactivity';

/** Keys wiped on sign-out: everything that could identify or act for the customer. */
const SESSION_KEYS = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.baseUrl,
  STORAGE_KEYS.oauthToken,
  STORAGE_KEYS.project,
  STORAGE_KEYS.country,
  STORAGE_KEYS.lastActivity,
];

/**
 * Spec 01 section 3: the preferences a sign-out keeps (language, default login country, push
 * refusal, cookie notice, chat-widget user, and the unauthorized-message flag when a 401 set it),
 * and the sign-in method used last.
 * Every other key of the storage goes.
 */
export const PREFERENCE_KEYS: readonly string[] = [
  'tr-lang',
  STORAGE_KEYS.defaultLoginCountry,
  'is-push-dont-allowed',
  'popover-cookies',
  'is-freshchat-user-created',
  // Who pressed "Got it" on the new payout method notice (src/shell): hashed guids, no personal data.
  'popover-new-payout-method',
  STORAGE_KEYS.unauthorizedMessage,
  // The sign-in method used last (not in the spec's list): a preference, not personal data.
  SIGN_IN_METHOD_KEY,
];

/**
 * Keys kept by their prefix: each customer's dismissed notifications (src/notifications, one key
 * per hashed user guid, mirrored in cookies), so a notification dismissed before signing out stays
 * dismissed on the next sign-in.
 */
export const PREFERENCE_PREFIXES: readonly string[] = ['tr-viewed-'];

export class StorageSessionStore implements SessionStore {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): Session | undefined {
    const token = this.storage.getItem(STORAGE_KEYS.accessToken);
    const baseUrl = this.storage.getItem(STORAGE_KEYS.baseUrl);
    if (!token || !baseUrl) return undefined;
    return {
      token,
      baseUrl,
      project: this.storage.getItem(STORAGE_KEYS.project) ?? '',
      country: this.storage.getItem(STORAGE_KEYS.country) ?? '',
    };
  }

  save(session: Session): void {
    this.storage.setItem(STORAGE_KEYS.accessToken, session.token);
    this.storage.setItem(STORAGE_KEYS.baseUrl, session.baseUrl);
    this.storage.setItem(STORAGE_KEYS.project, session.project);
    this.storage.setItem(STORAGE_KEYS.country, session.country);
  }

  clear(): void {
    const { storage } = this;
    // Backwards: removing a key shifts the ones after it.
    for (let i = storage.length ?? 0; i--; ) {
      const key = storage.key?.(i);
      if (key && !PREFERENCE_KEYS.includes(key) && !PREFERENCE_PREFIXES.some((prefix) => key.startsWith(prefix))) storage.removeItem(key);
    }
    for (const key of SESSION_KEYS) storage.removeItem(key);
  }

  readEndedNotice(): SessionEndedReason | undefined {
    const value = this.storage.getItem(STORAGE_KEYS.unauthorizedMessage);
    return value === null ? undefined : value === INACTIVITY_NOTICE ? 'inactivity' : 'ended';
  }

  setEndedNotice(reason: SessionEndedReason | undefined): void {
    if (reason) this.storage.setItem(STORAGE_KEYS.unauthorizedMessage, reason === 'inactivity' ? INACTIVITY_NOTICE : 'true');
    else this.storage.removeItem(STORAGE_KEYS.unauthorizedMessage);
  }

  defaultLoginCountry(): string | undefined {
    return this.storage.getItem(STORAGE_KEYS.defaultLoginCountry) ?? undefined;
  }

  setDefaultLoginCountry(country: string): void {
    this.storage.setItem(STORAGE_KEYS.defaultLoginCountry, country);
  }

  lastActivity(): number | undefined {
    const value = Number(this.storage.getItem(STORAGE_KEYS.lastActivity));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  }

  setLastActivity(at: number): void {
    this.storage.setItem(STORAGE_KEYS.lastActivity, String(at));
  }
}
