import type { SessionState } from '@/session/application/session-state';
import { cameFromCountryLink, type NavigationHistory } from '@/app/routing/navigation-history';
import { resolveNavigation, type RouteMatch } from '@/app/routing/resolve-navigation';
import type { GuardContext } from '@/app/routing/guards';

export interface DriverLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly key: string;
  readonly state: unknown;
}

/** What the app does after every navigation that shows a page; the World supplies it (see world.ts). */
export type AfterNavigation = (location: DriverLocation, match: RouteMatch | undefined) => void;

const MAX_REDIRECTS = 10;

/**
 * The portal's navigation without a browser: each navigation goes through the app's own
 * `resolveNavigation` (the route table and its guards, as the guard gate of AppRoutes runs them),
 * follows redirects, loads the shown screen's code as the browser would, then runs the app's
 * after-navigation step. Navigations the app starts itself (the AppNavigator) are awaited too.
 */
export class RouterDriver {
  private current: DriverLocation = { pathname: '/', search: '', hash: '', key: 'initial', state: undefined };
  private match: RouteMatch | undefined;
  private counter = 0;
  private readonly pending: Promise<void>[] = [];
  /** A screen whose code failed to load (the browser would show the route error page). */
  errors: unknown = null;

  constructor(
    private readonly deps: {
      readonly session: SessionState;
      readonly history: NavigationHistory;
      /** A registration in progress, as the guard gate reads it from the draft. */
      readonly registration?: () => GuardContext['registration'];
    },
    initialPath: string,
    private readonly afterNavigation: AfterNavigation,
  ) {
    this.navigate(initialPath, { replace: true });
  }

  navigate(to: string, options: { replace?: boolean; state?: unknown } = {}): void {
    this.pending.push(this.go(to, options.state));
  }

  /** Current location as the address bar would show it (path, query, hash). */
  get location(): string {
    const { pathname, search, hash } = this.current;
    return `${pathname}${search}${hash}`;
  }

  get pathname(): string {
    return this.current.pathname;
  }

  /** Changes on every navigation, like react-router's location key (a mounted page is new). */
  get locationKey(): string {
    return this.current.key;
  }

  get currentLocation(): { pathname: string; search: string } {
    return { pathname: this.current.pathname, search: this.current.search };
  }

  get search(): URLSearchParams {
    return new URLSearchParams(this.current.search);
  }

  /** The route pattern the location matched; '*' for the not-found page. */
  get matchedRoute(): string {
    return this.match?.entry.path ?? '*';
  }

  /** Waits until every started navigation, redirects included, is done. */
  async settle(): Promise<void> {
    while (this.pending.length > 0) await Promise.all(this.pending.splice(0));
  }

  dispose(): void {
    this.pending.length = 0;
  }

  private async go(to: string, state: unknown): Promise<void> {
    let target = to;
    let carried = state;
    for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
      const url = new URL(target, 'https://portal.invalid');
      const resolution = resolveNavigation(url, {
        signedIn: this.deps.session.isSignedIn,
        firstNavigation: this.deps.history.firstNavigation,
        cameFromCountryLink: cameFromCountryLink(carried),
        registration: this.deps.registration?.(),
      });
      if (resolution.kind === 'redirect') {
        target = resolution.to;
        carried = undefined;
        continue;
      }
      this.counter += 1;
      // The address bar keeps the query as it was written (URL would re-encode its quotes).
      const [beforeHash = '', hash = ''] = target.split(/(?=#)/);
      const search = beforeHash.includes('?') ? beforeHash.slice(beforeHash.indexOf('?')) : '';
      this.current = { pathname: url.pathname, search, hash, key: `k${this.counter}`, state: carried };
      this.match = resolution.match;
      const screen = resolution.match?.entry.screen;
      this.errors = null;
      if (screen?.kind === 'built') await screen.load().catch((error: unknown) => (this.errors = error));
      this.afterNavigation(this.current, this.match);
      return;
    }
    throw new Error(`More than ${MAX_REDIRECTS} redirects from ${to}`);
  }
}
