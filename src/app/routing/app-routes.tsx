import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, Route, Routes, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Analytics } from '@/shared/kernel/analytics';
import { useInjection } from '@/shared/di/container-context';
import { Spinner } from '@/shared/ui/spinner';
import { focusPageHeading } from '@/shared/ui/heading-focus';
import { SessionState } from '@/session/application/session-state';
import { registrationProgress } from '@/onboarding/application/registration-steps';
import { RegistrationDraftStore } from '@/onboarding/application/ports';
import { LAYOUTS, preloadLayout } from '../layouts/layouts';
import { RootShell } from '../layouts/root-shell';
import { NotFoundPage } from '../pages/not-found-page';
import { afterNavigation } from './after-navigation';
import { useDocumentTitle } from './document-title';
import { cameFromCountryLink, NavigationHistory } from './navigation-history';
import { matchEntry, resolveNavigation, titleKey, type RouteMatch } from './resolve-navigation';
import { ROUTES, type LayoutName, type RouteEntry } from './route-table';
import { RouteErrorBoundary } from './route-error-boundary';
import { markPageHydrated } from '../prerender/page-hydrated';

/**
 * Runs the guards of the location before anything of the route renders (no flash of a page the
 * visitor may not see), follows redirects, and does the after-navigation work for pages shown.
 * Guards run per navigation: whoever ends a session navigates on purpose (sign-out, a 401, the
 * inactivity notice), so a session change alone does not yank the page away mid-message.
 */
function GuardGate() {
  const location = useLocation();
  const session = useInjection(SessionState);
  const history = useInjection(NavigationHistory);
  const drafts = useInjection(RegistrationDraftStore);
  const resolution = resolveNavigation(new URL(`${location.pathname}${location.search}`, 'https://portal.invalid'), {
    signedIn: session.isSignedIn,
    firstNavigation: history.firstNavigation,
    cameFromCountryLink: cameFromCountryLink(location.state),
    registration: registrationProgress(drafts.load()),
  });
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  return (
    <>
      <PageShown match={resolution.match} />
      <Outlet />
    </>
  );
}

/** "<page> | <brand>" in the current language (also written into prerendered pages). */
export function pageTitle(t: TFunction, match: RouteMatch | undefined): string {
  return t('titles.pageTitle', { title: t(`titles.${titleKey(match)}`), brand: t('brand') });
}

/** After each navigation: body classes reset, title, page view, focus on the heading. */
function PageShown({ match }: { match: RouteMatch | undefined }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const analytics = useInjection(Analytics);
  const history = useInjection(NavigationHistory);
  const title = pageTitle(t, match);

  useDocumentTitle(title);

  useEffect(() => {
    document.body.className = match?.entry.bodyClass ?? '';
    const { moveFocus } = afterNavigation({ analytics, history }, { path: location.pathname, title: document.title, locale: i18n.language });
    if (moveFocus) focusPageHeading();
    // Once per navigation: the key changes on every navigation, even to the same path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);
  return null;
}

/** A built screen's code, loaded when first shown (one chunk per route). */
function lazyScreen(entry: RouteEntry): LazyExoticComponent<ComponentType> | undefined {
  const { screen } = entry;
  return screen.kind === 'built' ? lazy(async () => ({ default: await screen.load() })) : undefined;
}

/** Starts loading the code of the screen at `pathname` (at boot, alongside the catalogues); never rejects. */
export function preloadScreen(pathname: string): Promise<unknown> {
  const entry = matchEntry(pathname)?.entry;
  const screen = entry?.screen;
  return Promise.all([
    screen?.kind === 'built' ? screen.load().catch(() => undefined) : undefined,
    entry ? preloadLayout(entry.layout) : undefined,
  ]);
}

/** Renders nothing; its effect runs when the route's boundary commits: the page is then wholly hydrated. */
function HydratedMark() {
  useEffect(markPageHydrated, []);
  return null;
}

function Screen({ component: Component }: { component: LazyExoticComponent<ComponentType> | undefined }) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <HydratedMark />
        {/* Every route's screen is built (a redirect has no screen and no route here). */}
        {Component ? <Component /> : <NotFoundPage />}
      </Suspense>
    </RouteErrorBoundary>
  );
}

function LayoutRoute({ name }: { name: LayoutName }) {
  const { t } = useTranslation();
  const location = useLocation();
  const Layout = LAYOUTS[name];
  return (
    <RouteErrorBoundary resetKey={location.key} standalone>
      <Suspense fallback={<Spinner label={t('loading')} />}>
        <Layout />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const LAYOUT_NAMES = Object.keys(LAYOUTS) as LayoutName[];
const SCREENS = new Map(ROUTES.map((entry) => [entry.path, lazyScreen(entry)]));

/** Every route of the route table under its layout, guarded; a catch-all not-found page. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootShell />}>
        <Route element={<GuardGate />}>
          {LAYOUT_NAMES.map((name) => (
            <Route key={name} element={<LayoutRoute name={name} />}>
              {ROUTES.filter((entry) => entry.layout === name && entry.screen.kind !== 'redirect').map((entry) => (
                <Route key={entry.path} path={entry.path} element={<Screen component={SCREENS.get(entry.path)} />} />
              ))}
            </Route>
          ))}
          <Route element={<LayoutRoute name="default" />}>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
