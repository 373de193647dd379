import type { ServiceIdentifier } from 'inversify';
import type { SignOutExit } from '@/session/application/ports';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';

/** Where a navigation the router refuses lands instead. */
const REFUSED_NAVIGATION_FALLBACK = '/wallet';

/**
 * Lets non-React code (the auth-failure handler, the sign-out) navigate once the router exists,
 * and holds the sign-out's reload flag (see README "Decisions": the reload flag).
 */
export class AppNavigator implements SignOutExit {
  private navigateFn: ((to: string) => void) | undefined;
  private locationFn: () => { pathname: string; search: string } = () => ({ pathname: '/', search: '' });
  /** Set by a sign-out; the root shell loads the page afresh on the next navigation. */
  reloadPending = false;
  private page: PageLoader | undefined;

  attach(navigate: (to: string) => void, currentLocation: () => { pathname: string; search: string }, page?: PageLoader): void {
    this.navigateFn = navigate;
    this.locationFn = currentLocation;
    this.page = page;
  }

  currentLocation(): { pathname: string; search: string } {
    return this.locationFn();
  }

  /** Never throws: a target the router refuses lands on the wallet. After a sign-out, a fresh page load. */
  navigate(to: string): void {
    const navigateFn = this.navigateFn;
    if (this.reloadPending && this.page) this.page.load(to);
    else if (navigateFn) navigateOrFallback(navigateFn, to, REFUSED_NAVIGATION_FALLBACK);
  }

  markReload(): void {
    this.reloadPending = true;
    this.page?.keepReloadFlag();
  }

  goHome(): void {
    this.navigate('/sign-in');
  }
}
/** The browser page around the app: loads an address afresh, keeps the reload flag in session storage. */
export interface PageLoader {
  load(to: string): void;
  keepReloadFlag(): void;
}

export const AppNavigatorToken = AppNavigator as ServiceIdentifier<AppNavigator>;
