import type { RouterState } from 'react-router-dom';
import type { RouteHandle } from '@/app/routing/create-router';
import type { createTestRouter } from '@/app/routing/create-router';

export type AppRouter = ReturnType<typeof createTestRouter>;

/** What RootShell does after every completed navigation; the World supplies it (see world.ts). */
export type AfterNavigation = (state: RouterState) => void;

const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Drives the app's memory router without rendering: react-router runs the route loaders (the
 * guards) and follows their redirects on its own. Navigations started by app code (the
 * AppNavigator) are tracked too, so `settle()` waits for them.
 */
export class RouterDriver {
  private readonly pending: Promise<unknown>[] = [];
  private readonly unsubscribe: () => void;
  private lastCompletedKey: string | undefined;

  constructor(
    readonly router: AppRouter,
    afterNavigation: AfterNavigation,
  ) {
    this.unsubscribe = router.subscribe((state) => {
      if (!state.initialized || state.navigation.state !== 'idle') return;
      if (state.location.key === this.lastCompletedKey) return;
      this.lastCompletedKey = state.location.key;
      afterNavigation(state);
    });
  }

  /** For the AppNavigator: a navigation the app starts (401 handling, blocked customer). */
  navigate(to: string, options?: { replace?: boolean }): void {
    this.pending.push(this.router.navigate(to, options));
  }

  /** Current location as the address bar would show it (path, query, hash). */
  get location(): string {
    const { pathname, search, hash } = this.router.state.location;
    return `${pathname}${search}${hash}`;
  }

  get pathname(): string {
    return this.router.state.location.pathname;
  }

  get currentLocation(): { pathname: string; search: string } {
    const { pathname, search } = this.router.state.location;
    return { pathname, search };
  }

  get search(): URLSearchParams {
    return new URLSearchParams(this.router.state.location.search);
  }

  /** The route pattern the location matched, e.g. '*' for the not-found page. */
  get matchedRoute(): string | undefined {
    const matches = this.router.state.matches;
    return matches[matches.length - 1]?.route.path;
  }

  get handle(): RouteHandle | undefined {
    const matches = this.router.state.matches;
    return matches[matches.length - 1]?.route.handle as RouteHandle | undefined;
  }

  /** Route errors (a guard or a lazy route module that threw), if any. */
  get errors(): RouterState['errors'] {
    return this.router.state.errors;
  }

  /** Waits until the initial load and every started navigation, redirects included, are done. */
  async settle(): Promise<void> {
    const deadline = Date.now() + SETTLE_TIMEOUT_MS;
    while (!this.isIdle() || this.pending.length > 0) {
      if (Date.now() > deadline) throw new Error(`The router did not settle (at ${this.location}, ${this.router.state.navigation.state})`);
      await Promise.all(this.pending.splice(0));
      if (!this.isIdle()) await this.nextState();
    }
  }

  dispose(): void {
    this.unsubscribe();
    this.router.dispose();
  }

  private isIdle(): boolean {
    const { initialized, navigation } = this.router.state;
    return initialized && navigation.state === 'idle';
  }

  private nextState(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, 50);
      const stop = this.router.subscribe(done);
      function done() {
        clearTimeout(timer);
        stop();
        resolve();
      }
    });
  }
}
