import { MemoryStorage, type KeyValueStorage } from '@/shared/kernel/key-value-storage';

/** Local storage, or memory when the browser refuses it (private modes): the portal still works, it just forgets on reload. */
export function browserStorage(): KeyValueStorage {
  try {
    window.localStorage.setItem('storage-probe', '1');
    window.localStorage.removeItem('storage-probe');
    return window.localStorage;
  } catch {
    return new MemoryStorage();
  }
}
