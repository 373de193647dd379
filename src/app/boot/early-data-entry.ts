/**
 * The early-data script: a classic same-origin script in the head of index.html (the signed-in
 * pages), run while the app's code downloads. See src/shared/http/early-requests.ts.
 */
import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import { startEarlyRequests } from '@/shared/http/early-requests';
import { newRequestId } from '@/shared/http/request-id';
import { earlyDataRequests } from './early-data';

const storage: KeyValueStorage = {
  getItem: (key) => {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  setItem: () => undefined,
  removeItem: () => undefined,
};
try {
  startEarlyRequests(window, earlyDataRequests(storage, window.location.pathname), {
    fetch: (input, init) => window.fetch(input, init),
    requestId: newRequestId,
    now: () => Date.now(),
  });
} catch {
  // Only a head start: the app asks for everything itself.
}
