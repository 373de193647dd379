/**
 * The markup contract between the build's prerender, the locale stamp (a classic script that runs
 * before first paint) and the app's boot, which hydrates only what it can take over unchanged.
 * Plain constants, so the bundler inlines them into the stamp.
 */

/** On <html> while #root does not hold the visitor's variant yet: CSS keeps #root hidden, so no other language flashes. */
export const ATTR_PENDING = 'data-prerender-pending';
/** On #root: the route pattern whose HTML it holds (removed when it holds none the app can hydrate). */
export const ATTR_ROUTE = 'data-prerendered';
/** On #root: the language of the HTML it holds. */
export const ATTR_LOCALE = 'data-locale';
/** On each <template> holding another language's variant. */
export const ATTR_VARIANT = 'data-prerender-locale';
/** On the stamp's <script>: JSON, locale -> page title. */
export const ATTR_TITLES = 'data-titles';
/** On the stamp's second <script>: JSON, "*" or a locale -> module URLs to preload when the app starts. */
export const ATTR_PRELOAD = 'data-preload';

/** On the stamp's second <script>: the app's entry modules (space-separated, in order), started once the page has painted. */
export const ATTR_ENTRY = 'data-entry';

/**
 * On #root: who the HTML was rendered for, `guest` (an anonymous first visit) or `customer` (a
 * signed-in visit whose customer data has not arrived yet). Only that visitor sees it.
 */
export const ATTR_VISITOR = 'data-prerender-visitor';
export type PrerenderVisitor = 'guest' | 'customer';

/** The routes whose HTML the production build prerenders (each in every locale). */
export const PRERENDERED_ROUTES: readonly string[] = ['/sign-in', '/country-of-residence', '/wallet'];
