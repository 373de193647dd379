import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { StorageSessionStore } from '@/session/adapters/storage-session-store';
import { sessionTimedOut } from '@/session/domain/inactivity';
import type { EarlyRequest, EarlyRequestSpec } from '@/shared/http/early-requests';
import { stampEarlyBalance } from '@/shared/ui/early-balance';
import { earlyBalanceFrom } from '@/shared/ui/early-balance-text';
import { ATTR_LOCALE } from '../prerender/prerender-attributes';
import { MAIN_API_AUTH_HEADER } from '@/shared/http/main-api-auth-header';
import type { paths } from '@/generated/main-api';

type MainApiPath = keyof paths;
const CUSTOMER: MainApiPath = '/user/get';
const BALANCE: MainApiPath = '/remit/wallet/get-balance';
/** The balance call's path: a page that asks it early shows the balance before its code runs. */
export const BALANCE_PATH: string = BALANCE;

/** Pages whose first screen shows the wallet balance ("/" lands on the wallet). */
const WALLET_PATHS = new Set(['/', '/wallet', '/wallet/']);

/**
 * What the signed-in first screen will ask the main API for, asked before its code arrives: the
 * customer (every signed-in page greets them; a guest page redirects a signed-in visitor to the
 * wallet) and, on the wallet, the balance. Nothing without a stored session, or with one timed out.
 */
export function earlyDataRequests(storage: KeyValueStorage, pathname: string, now: number): EarlyRequestSpec[] {
  const store = new StorageSessionStore(storage);
  const session = store.load();
  // A session idle past the limit is never used: the app wipes it as it starts.
  if (!session || sessionTimedOut(store.lastActivity(), now)) return [];
  const token = session.token;
  const baseUrl = session.baseUrl.replace(/\/+$/, '');
  const auth = { header: MAIN_API_AUTH_HEADER, value: token };
  const specs: EarlyRequestSpec[] = [{ url: `${baseUrl}${CUSTOMER}`, auth, body: '{}' }];
  if (WALLET_PATHS.has(pathname)) specs.push({ url: `${baseUrl}${BALANCE}`, auth, body: '{}' });
  return specs;
}

/** Resolves once the document is parsed (the prerendered page and its language are in place). */
export function documentParsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * The balance on the prerendered wallet before the app's code has run (src/shared/ui/early-balance.ts):
 * when the early balance answer is a success, its amount is written in the page's language in
 * place of the loading line, unless the app has started meanwhile. True when written.
 */
export async function showEarlyBalance(doc: Document, requests: readonly EarlyRequest[]): Promise<boolean> {
  const early = requests.find((request) => request.url.endsWith(BALANCE));
  if (!early) return false;
  try {
    const response = await early.response;
    if (!response.ok) return false;
    // A copy, taken before anything else can read the answer: the app adopts the original.
    const body: unknown = await response.clone().json();
    await documentParsed(doc);
    const language = doc.getElementById('root')?.getAttribute(ATTR_LOCALE);
    const text = language ? earlyBalanceFrom(body, language) : undefined;
    return text ? stampEarlyBalance(doc, text) : false;
  } catch {
    return false;
  }
}

/** Resolves after the browser has painted the current frame. */
export function afterPaint(win: Window): Promise<void> {
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
}
