import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { OAUTH_FLOW_NAMES, OAUTH_LINK_NAMES, type OauthLinks } from '../domain/oauth';
import type { OauthTokenRecord, OauthTokenStore } from '../application/oauth-ports';
import { STORAGE_KEYS } from './storage-session-store';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A stored record, read back only when every part is as written (anything else counts as none). */
function parseRecord(raw: string): OauthTokenRecord | undefined {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isObject(value) || !isObject(value.links)) return undefined;
  const { accessToken, flow, country, links } = value;
  if (typeof accessToken !== 'string' || !accessToken || typeof country !== 'string') return undefined;
  const knownFlow = OAUTH_FLOW_NAMES.find((name) => name === flow);
  if (!knownFlow) return undefined;
  const kept: Partial<Record<string, string>> = {};
  for (const name of OAUTH_LINK_NAMES) {
    const href = links[name];
    if (typeof href === 'string') kept[name] = href;
  }
  return { accessToken, flow: knownFlow, country, links: kept as OauthLinks };
}

/** The running flow's OAuth token under the spec's key oauth-token (wiped with the session's keys). */
export class StorageOauthTokenStore implements OauthTokenStore {
  constructor(private readonly storage: KeyValueStorage) {}

  load(): OauthTokenRecord | undefined {
    const raw = this.storage.getItem(STORAGE_KEYS.oauthToken);
    return raw ? parseRecord(raw) : undefined;
  }

  save(record: OauthTokenRecord): void {
    this.storage.setItem(STORAGE_KEYS.oauthToken, JSON.stringify(record));
  }

  clear(): void {
    this.storage.removeItem(STORAGE_KEYS.oauthToken);
  }
}
