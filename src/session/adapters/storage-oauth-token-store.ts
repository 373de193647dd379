import { z } from 'zod/mini';
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { OAUTH_FLOW_NAMES, OAUTH_LINK_NAMES } from '../domain/oauth';
import type { OauthTokenRecord, OauthTokenStore } from '../application/oauth-ports';
import { STORAGE_KEYS } from './storage-session-store';

const recordSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  flow: z.enum(OAUTH_FLOW_NAMES),
  country: z.string(),
  links: z.partialRecord(z.enum(OAUTH_LINK_NAMES), z.string()),
});

/** The running flow's OAuth token under the spec's key oauth-token (wiped with the session's keys). */
export class StorageOauthTokenStore implements OauthTokenStore {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): OauthTokenRecord | undefined {
    const raw = this.storage.getItem(STORAGE_KEYS.oauthToken);
    if (!raw) return undefined;
    try {
      const parsed = recordSchema.safeParse(JSON.parse(raw));
      return parsed.success ? parsed.data : undefined;
    } catch {
      return undefined;
    }
  }

  save(record: OauthTokenRecord): void {
    this.storage.setItem(STORAGE_KEYS.oauthToken, JSON.stringify(record));
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.oauthToken);
  }
}
