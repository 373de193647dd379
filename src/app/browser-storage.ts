import { MemoryStorage, type KeyValueStorage } from '@/shared/kernel/key-value-storage';

/**
 * Local storage (or the tab's session storage), or memory when the browser refuses it (private
 * modes): the portal still works, it just forgets on reload.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage' = 'localStorage'): KeyValueStorage {
  try {
    window[kind].setItem('storage-probe', '1');
    window[kind].removeItem('storage-probe');
    return window[kind];
  } catch {
    return new MemoryStorage();
  }
}
