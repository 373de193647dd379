import type { ServiceIdentifier } from 'inversify';

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

  navigate(to: string): void {
    this.navigateFn?.(to);
  }
}
export const AppNavigatorToken = AppNavigator as ServiceIdentifier<AppNavigator>;
