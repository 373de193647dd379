import type { ServiceIdentifier } from 'inversify';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';

/** Where a navigation the router refuses lands instead. */
const REFUSED_NAVIGATION_FALLBACK = '/wallet';

/** Lets non-React code (the auth-failure handler) navigate once the router exists. */
export class AppNavigator {
  private navigateFn: ((to: string) => void) | undefined;
  private locationFn: () => { pathname: string; search: string } = () => ({ pathname: '/', search: '' });

  attach(navigate: (to: string) => void, currentLocation: () => { pathname: string; search: string }): void {
    this.navigateFn = navigate;
    this.locationFn = currentLocation;
  }

  currentLocation(): { pathname: string; search: string } {
    return this.locationFn();
  }

  /** Never throws: a target the router refuses lands on the wallet. */
  navigate(to: string): void {
    const navigateFn = this.navigateFn;
    if (navigateFn) navigateOrFallback(navigateFn, to, REFUSED_NAVIGATION_FALLBACK);
  }
}
export const AppNavigatorToken = AppNavigator as ServiceIdentifier<AppNavigator>;
