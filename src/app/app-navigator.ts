import type { ServiceIdentifier } from 'inversify';

/** Lets non-React code (the auth-failure handler) navigate once the router exists. */
export class AppNavigator {
  private navigateFn: ((to: string) => void) | undefined;
  private pathFn: () => string = () => '/';

  attach(navigate: (to: string) => void, currentPath: () => string): void {
    this.navigateFn = navigate;
    this.pathFn = currentPath;
  }

  currentPath(): string {
    return this.pathFn();
  }

  navigate(to: string): void {
    this.navigateFn?.(to);
  }
}
export const AppNavigatorToken = AppNavigator as ServiceIdentifier<AppNavigator>;
