import type { KeyValueStorage } from '@/shared/kernel/key-value-storage';
import type { Locale } from '../i18n/locale';
import type { Resolution } from '../routing/resolve-navigation';
import { visitorMatchesPrerender } from './locale-stamp';
import { PRERENDER_ATTR } from './prerender-attributes';

/**
 * Whether the app can hydrate #root instead of rendering afresh: it holds the prerendered HTML of
 * the very route the guards let this visitor see, in the visitor's language, for a visitor like
 * the one the build rendered it for. Anything else renders fresh (no hydration mismatch).
 */
export function canHydrate(root: HTMLElement, visit: { resolution: Resolution; locale: Locale; storage: KeyValueStorage }): boolean {
  const route = root.getAttribute(PRERENDER_ATTR.route);
  return (
    route !== null &&
    root.getAttribute(PRERENDER_ATTR.locale) === visit.locale &&
    visit.resolution.kind === 'page' &&
    visit.resolution.match?.entry.path === route &&
    visitorMatchesPrerender(visit.storage)
  );
}
