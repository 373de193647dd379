import type { Analytics } from '@/shared/kernel/analytics';
import type { NavigationHistory } from './navigation-history';

/**
 * What follows every completed navigation, minus the DOM work (spec 01 section 2): the page
 * view goes to analytics and the navigation is recorded for the guards. Returns whether focus
 * should move to the new page's heading (not on the visit's first page).
 */
export function afterNavigation(
  deps: { readonly analytics: Analytics; readonly history: NavigationHistory },
  page: { readonly path: string; readonly title: string; readonly locale: string },
): { readonly moveFocus: boolean } {
  deps.analytics.pageView(page);
  const moveFocus = !deps.history.firstNavigation;
  deps.history.recordCompleted();
  return { moveFocus };
}
