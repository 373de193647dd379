import { matchPath } from 'react-router-dom';
import { runGuards, type GuardContext } from './guards';
import { PARAM_TITLES, ROUTES, type RouteEntry } from './route-table';

export interface RouteMatch {
  readonly entry: RouteEntry;
  readonly params: Readonly<Record<string, string | undefined>>;
}

/** The route table entry a path shows, or undefined for the not-found page. */
export function matchEntry(pathname: string, routes: readonly RouteEntry[] = ROUTES): RouteMatch | undefined {
  for (const entry of routes) {
    const match = matchPath({ path: entry.path, end: true }, pathname);
    if (match) return { entry, params: match.params };
  }
  return undefined;
}

export type Resolution =
  | { readonly kind: 'redirect'; readonly to: string }
  /** `match` undefined: the not-found page. */
  | { readonly kind: 'page'; readonly match: RouteMatch | undefined };

/**
 * What a navigation to `url` shows: the route's guards first (in order), then a route that only
 * forwards (/send-money, /). One step; a redirect is resolved again as its own navigation.
 */
export function resolveNavigation(url: URL, context: Omit<GuardContext, 'url'>): Resolution {
  const match = matchEntry(url.pathname);
  if (!match) return { kind: 'page', match: undefined };
  const to = runGuards(match.entry.guards, { ...context, url });
  if (to !== undefined) return { kind: 'redirect', to };
  if (match.entry.screen.kind === 'redirect') return { kind: 'redirect', to: match.entry.screen.to };
  return { kind: 'page', match };
}

/** The page title's key: first route parameter's title, else the route's, else the default. */
export function titleKey(match: RouteMatch | undefined): string {
  if (!match) return 'notFound';
  const firstParam = Object.values(match.params).find(Boolean);
  return (firstParam && PARAM_TITLES[firstParam]) || match.entry.title || 'default';
}
