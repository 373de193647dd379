import { createBrowserRouter, createMemoryRouter, redirect, type RouteObject } from 'react-router-dom';
import type { SessionState } from '@/session/application/session-state';
import { runGuards } from './guards';
import type { NavigationHistory } from './navigation-history';
import { ROUTES, type LayoutName, type RouteEntry } from './route-table';
import { RootShell } from '../layouts/root-shell';
import { RouteErrorPage } from '../pages/route-error-page';
import { NotFoundPage } from '../pages/not-found-page';
import { NotBuiltPage } from '../pages/not-built-page';
import { LAYOUTS } from '../layouts/layouts';
import { BootSpinner } from '../layouts/boot-spinner';

export interface RouteHandle {
  readonly title: string;
  readonly step?: number;
  readonly bodyClass?: string;
}

interface RouterDeps {
  readonly session: SessionState;
  readonly history: NavigationHistory;
}

function leaf(entry: RouteEntry, deps: RouterDeps): RouteObject {
  const handle: RouteHandle = { title: entry.title, step: entry.step, bodyClass: entry.bodyClass };
  const route: RouteObject = {
    path: entry.path,
    handle,
    errorElement: <RouteErrorPage />,
    loader: ({ request }) => {
      const to = runGuards(entry.guards, {
        url: new URL(request.url),
        signedIn: deps.session.isSignedIn,
        firstNavigation: deps.history.firstNavigation,
        cameFromCountryLink: entry.guards.includes('cannot-find-country') ? deps.history.takeCountryLinkClicked() : false,
      });
      if (to) throw redirect(to);
      if (entry.screen.kind === 'redirect') throw redirect(entry.screen.to);
      return null;
    },
  };
  const { screen } = entry;
  if (screen.kind === 'built') {
    // A chunk that fails to load (offline, a new deploy) shows the route's error page. Returned
    // as the route's component: React Router renders nothing at all for a lazy() that rejects.
    route.lazy = async () => {
      try {
        return { Component: await screen.load() };
      } catch {
        return { Component: RouteErrorPage };
      }
    };
  } else if (screen.kind === 'not-built') {
    route.element = <NotBuiltPage />;
  } else {
    route.element = null;
  }
  return route;
}

/** Route objects: one layout route per layout, every spec route below its layout, a catch-all. */
export function appRoutes(deps: RouterDeps): RouteObject[] {
  const layouts = Object.keys(LAYOUTS) as LayoutName[];
  const children: RouteObject[] = layouts.map((layout) => {
    const Layout = LAYOUTS[layout];
    return {
      element: <Layout />,
      errorElement: <RouteErrorPage standalone />,
      children: ROUTES.filter((r) => r.layout === layout).map((r) => leaf(r, deps)),
    };
  });
  const DefaultLayout = LAYOUTS.default;
  children.push({
    element: <DefaultLayout />,
    children: [{ path: '*', element: <NotFoundPage />, handle: { title: 'notFound' } satisfies RouteHandle }],
  });
  return [{ element: <RootShell />, errorElement: <RouteErrorPage standalone />, HydrateFallback: BootSpinner, children }];
}

export function createAppRouter(deps: RouterDeps) {
  return createBrowserRouter(appRoutes(deps));
}

export function createTestRouter(deps: RouterDeps, initialPath: string) {
  return createMemoryRouter(appRoutes(deps), { initialEntries: [initialPath] });
}
