/**
 * Settles once a hydrated page is wholly the app's: the route's own Suspense boundary (the
 * innermost one, src/app/routing/app-routes.tsx) has committed. Before that, React hydrates the
 * layout (with the language control) and the route's content in separate passes; text that
 * changes in between (a language switched while the content is still the prerendered HTML) no
 * longer matches what React hydrates against: React error #418.
 */
let settle: () => void = () => undefined;
const hydrated = new Promise<void>((resolve) => (settle = resolve));

/** Called by the route's boundary once it has committed (harmless on a page rendered afresh). */
export function markPageHydrated(): void {
  settle();
}

/** Resolves once the route's boundary has committed. */
export function pageHydrated(): Promise<void> {
  return hydrated;
}
