import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { STORAGE_KEYS } from '@/session/adapters/storage-session-store';
import type { EarlyRequestSpec } from '@/shared/http/early-requests';
import { MAIN_API_AUTH_HEADER } from '@/shared/http/main-api-auth-header';
import type { paths } from '@/generated/main-api';

type MainApiPath = keyof paths;
const CUSTOMER: MainApiPath = '/user/get';
const BALANCE: MainApiPath = '/remit/wallet/get-balance';

/** Pages whose first screen shows the wallet balance ("/" lands on the wallet). */
const WALLET_PATHS = new Set(['/', '/wallet', '/wallet/']);

/**
 * What the signed-in first screen will ask the main API for, asked before its code arrives: the
 * customer (every signed-in page greets them; a guest page redirects a signed-in visitor to the
 * wallet) and, on the wallet, the balance. Nothing without a stored session.
 */
export function earlyDataRequests(storage: KeyValueStorage, pathname: string): EarlyRequestSpec[] {
  const token = storage.getItem(STORAGE_KEYS.accessToken);
  const baseUrl = storage.getItem(STORAGE_KEYS.baseUrl)?.replace(/\/+$/, '');
  if (!token || !baseUrl) return [];
  const auth = { header: MAIN_API_AUTH_HEADER, value: token };
  const specs: EarlyRequestSpec[] = [{ url: `${baseUrl}${CUSTOMER}`, auth, body: '{}' }];
  if (WALLET_PATHS.has(pathname)) specs.push({ url: `${baseUrl}${BALANCE}`, auth, body: '{}' });
  return specs;
}
