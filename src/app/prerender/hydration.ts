import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { Locale } from '../i18n/locale';
import { cameFromCountryLink } from '../routing/navigation-history';
import { resolveNavigation } from '../routing/resolve-navigation';
import { visitorMatchesPrerender } from './locale-stamp';
import { ATTR_LOCALE, ATTR_ROUTE } from './prerender-attributes';

/**
 * Whether the app can hydrate #root instead of rendering afresh: it holds the prerendered HTML of
 * the very route the guards let this visitor see, in the visitor's language, and the visitor is
 * one like the build rendered it for (anonymous, no notice pending). Anything else renders fresh,
 * so there is never a hydration mismatch.
 */
export function canHydrate(
  root: HTMLElement,
  visit: { readonly url: URL; readonly locale: Locale; readonly storage: KeyValueStorage; readonly navigationState?: unknown },
): boolean {
  const route = root.getAttribute(ATTR_ROUTE);
  if (route === null || root.getAttribute(ATTR_LOCALE) !== visit.locale || !visitorMatchesPrerender(visit.storage)) return false;
  // An anonymous visitor (checked above) on the first navigation of the visit, as the build rendered it.
  const resolution = resolveNavigation(visit.url, { signedIn: false, firstNavigation: true, cameFromCountryLink: cameFromCountryLink(visit.navigationState) });
  return resolution.kind === 'page' && resolution.match?.entry.path === route;
}
