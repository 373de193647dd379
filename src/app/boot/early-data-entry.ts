/**
 * The early-data script: a classic same-origin script in the head of index.html (the signed-in
 * pages), run while the app's code downloads: it preloads the visitor's first catalogues (its
 * data-preload, locale -> module URLs), asks for the first data (src/shared/http/early-requests.ts)
 * and writes the wallet's balance into the prerendered wallet once it arrives (src/shared/ui/early-balance.ts).
 */
import { startEarlyRequests } from '@/shared/http/early-requests';
import { newRequestId } from '@/shared/http/request-id';
import { resolveLocale } from '../i18n/locale';
import { FIRST_CONTENT_KEY, appendModulePreloads, preloadsFor, readOnlyStorage } from '../prerender/locale-stamp';
import { ROOT_PRELOAD_KEY } from '../prerender/index-preload';
import { BALANCE_PATH, afterPaint, earlyDataRequests, showEarlyBalance } from './early-data';

const storage = readOnlyStorage(window);
try {
  // The visitor's catalogues, which the app would otherwise only ask for once its code has run,
  // and on "/" the wallet's code (where "/" lands).
  const script = document.currentScript;
  appendModulePreloads(document, [
    ...preloadsFor(script, resolveLocale(window.location.search, storage)),
    ...(window.location.pathname === '/' ? preloadsFor(script, ROOT_PRELOAD_KEY) : []),
  ]);
  const sent = startEarlyRequests(window, earlyDataRequests(storage, window.location.pathname, Date.now()), {
    fetch: (input, init) => window.fetch(input, init),
    requestId: newRequestId,
    now: () => Date.now(),
  });
  // On the wallet, its balance is on the page as soon as it arrives, before the app has run; the
  // app's own code is fetched once it has painted (the locale stamp waits for it, briefly).
  const balance = showEarlyBalance(document, sent);
  if (sent.some((request) => request.url.endsWith(BALANCE_PATH))) {
    (window as unknown as Record<string, unknown>)[FIRST_CONTENT_KEY] = balance.then((shown) => (shown ? afterPaint(window) : undefined));
  }
} catch {
  // Only a head start: the app asks for everything itself.
}
