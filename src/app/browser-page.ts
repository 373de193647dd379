import type { PageLoader } from './app-navigator';

/** Session-storage key of the sign-out's reload flag (README "Decisions": the reload flag). */
export const RELOAD_FLAG_KEY = 'reload';

/** The browser page: a fresh load of an address; the reload flag in the tab's session storage. */
export const browserPage: PageLoader = {
  load: (to) => window.location.replace(to),
  keepReloadFlag: () => {
    try {
      // Nothing of the ended session stays in the tab's storage either.
      window.sessionStorage.clear();
      window.sessionStorage.setItem(RELOAD_FLAG_KEY, '1');
    } catch {
      // Storage refused: the fresh page load alone does the job.
    }
  },
};

/** Read once at boot and removed: the page has loaded afresh, the flag has done its job. */
export function consumeReloadFlag(): boolean {
  try {
    const set = window.sessionStorage.getItem(RELOAD_FLAG_KEY) !== null;
    window.sessionStorage.removeItem(RELOAD_FLAG_KEY);
    return set;
  } catch {
    return false;
  }
}
