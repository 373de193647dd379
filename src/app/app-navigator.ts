import type { ServiceIdentifier } from 'inversify';
import type { SignOutExit } from '@/session/application/ports';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';

/** Where a navigation the router refuses lands instead. */
const REFUSED_NAVIGATION_FALLBACK = '/wallet';
/** '/' would go through /wallet's guard and add a pointless redirect query. */
const HOME = '/sign-in';

/**
 * Lets non-React code (the auth-failure handler, the sign-out) navigate once the router exists,
 * and holds the sign-out's reload flag (README "Decisions"): with it set, the way home is a fresh
 * page load, so nothing the ended session held in memory survives.
 */
export class AppNavigator implements SignOutExit {
  private navigateFn: ((to: string) => void) | undefined;
  private locationFn: () => { pathname: string; search: string } = () => ({ pathname: '/', search: '' });
  /** The reload flag, set by a sign-out. */
  reloadPending = false;
  /** A fresh page load of an address (the browser's location.replace); without it, navigations stay in the router. */
  private loadFn: ((to: string) => void) | undefined;

  attach(navigate: (to: string) => void, currentLocation: () => { pathname: string; search: string }, load?: (to: string) => void): void {
    this.navigateFn = navigate;
    this.locationFn = currentLocation;
    this.loadFn = load;
  }

  currentLocation(): { pathname: string; search: string } {
    return this.locationFn();
  }

  /** Never throws: a target the router refuses lands on the wallet. */
  navigate(to: string): void {
    const navigateFn = this.navigateFn;
    if (navigateFn) navigateOrFallback(navigateFn, to, REFUSED_NAVIGATION_FALLBACK);
  }

  markReload(): void {
    this.reloadPending = true;
  }

  /** Home of a signed-out visitor: the sign-in page, loaded afresh when the reload flag is set. */
  goHome(): void {
    if (this.reloadPending && this.loadFn) this.loadFn(HOME);
    else this.navigate(HOME);
  }
}
export const AppNavigatorToken = AppNavigator as ServiceIdentifier<AppNavigator>;
