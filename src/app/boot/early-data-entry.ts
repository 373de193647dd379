/**
 * The early-data script: a classic same-origin script in the head of index.html (the signed-in
 * pages), run while the app's code downloads: it preloads the visitor's first catalogues (its
 * data-preload, locale -> module URLs) and asks for the first data (src/shared/http/early-requests.ts).
 */
import { startEarlyRequests } from '@/shared/http/early-requests';
import { newRequestId } from '@/shared/http/request-id';
import { resolveLocale } from '../i18n/locale';
import { appendModulePreloads, preloadsFor, readOnlyStorage } from '../prerender/locale-stamp';
import { earlyDataRequests } from './early-data';

const storage = readOnlyStorage(window);
try {
  // The visitor's catalogues, which the app would otherwise only ask for once its code has run.
  appendModulePreloads(document, preloadsFor(document.currentScript, resolveLocale(window.location.search, storage)));
  startEarlyRequests(window, earlyDataRequests(storage, window.location.pathname), {
    fetch: (input, init) => window.fetch(input, init),
    requestId: newRequestId,
    now: () => Date.now(),
  });
} catch {
  // Only a head start: the app asks for everything itself.
}
