import type { ServiceIdentifier } from 'inversify';
import type { SignOutExit, SignOutLanding } from '@/session/application/ports';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';

/** Where a navigation the router refuses lands instead. */
const REFUSED_NAVIGATION_FALLBACK = '/wallet';
/** '/' would go through /wallet's guard and add a pointless redirect query. */
const HOME = '/sign-in';
const BLOCKED = '/account-blocked';

/** The sign-in page that leads back to `location` once the customer signs in again (not to '/' or itself). */
export function signInAndBack({ pathname, search }: { pathname: string; search: string }): string {
  if (pathname === '/' || pathname === HOME) return HOME;
  return `${HOME}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Lets non-React code (the auth-failure handler, the sign-out) navigate once the router exists,
 * and is the sign-out's way out (docs/decisions.md): a fresh page load, so nothing the ended
 * session held in memory survives.
 */
export class AppNavigator implements SignOutExit {
  private navigateFn: ((to: string) => void) | undefined;
  private locationFn: () => { pathname: string; search: string } = () => ({ pathname: '/', search: '' });
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

  leave(landing: SignOutLanding): void {
    const to = landing === 'account-blocked' ? BLOCKED : landing === 'sign-in-and-back' ? signInAndBack(this.currentLocation()) : HOME;
    // Without a browser page (the Gherkin scenarios' router), the router goes there instead.
    if (this.loadFn) this.loadFn(to);
    else this.navigate(to);
  }
}
export const AppNavigatorToken = AppNavigator as ServiceIdentifier<AppNavigator>;
