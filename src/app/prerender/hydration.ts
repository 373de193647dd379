import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { Locale } from '../i18n/locale';
import { cameFromCountryLink } from '../routing/navigation-history';
import { resolveNavigation } from '../routing/resolve-navigation';
import { prerenderVisitorOf, visitorMatchesPrerender } from './locale-stamp';
import { ATTR_LOCALE, ATTR_ROUTE } from './prerender-attributes';

/**
 * Whether the app can hydrate #root instead of rendering afresh: it holds the prerendered HTML of
 * the very route the guards let this visitor see, in the visitor's language, and the visitor is
 * one like the build rendered it for (a guest page: anonymous, no notice pending; a customer page:
 * signed in). Anything else renders fresh, so there is never a hydration mismatch.
 */
export function canHydrate(
  root: HTMLElement,
  visit: { readonly url: URL; readonly locale: Locale; readonly storage: KeyValueStorage; readonly navigationState?: unknown },
): boolean {
  const route = root.getAttribute(ATTR_ROUTE);
  const visitor = prerenderVisitorOf(root);
  if (route === null || root.getAttribute(ATTR_LOCALE) !== visit.locale || !visitorMatchesPrerender(visit.storage, visitor)) return false;
  // The visitor the build rendered for (checked above) on the first navigation of the visit.
  const resolution = resolveNavigation(visit.url, {
    signedIn: visitor === 'customer',
    firstNavigation: true,
    cameFromCountryLink: cameFromCountryLink(visit.navigationState),
  });
  return resolution.kind === 'page' && resolution.match?.entry.path === route;
}
