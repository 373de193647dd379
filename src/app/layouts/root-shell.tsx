import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { SessionState } from '@/session/application/session-state';
import { AppNavigatorToken } from '../app-navigator';

// Only a session can time out: the watch's code loads with the first one (not on a new visitor's first screen).
const InactivityWatch = lazy(() => import('@/session/ui/inactivity-watch').then((m) => ({ default: m.InactivityWatch })));
// The version check (banner, blocking dialog) loads once the page is up, on every layout.
const VersionWatch = lazy(() => import('../version/version-watch'));

/** The frame of every page: skip link, the app navigator for non-React code, the inactivity watch. */
export const RootShell = observer(function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useInjection(AppNavigatorToken);
  const session = useInjection(SessionState);
  // Watching starts with the first session of the visit and stays: the logged-out notice outlives it.
  const [watching, setWatching] = useState(session.isSignedIn);
  if (session.isSignedIn && !watching) setWatching(true);
  // After hydration: the prerendered first screens stay exactly as rendered.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    // The auth-failure handler (401/403, blocked customer) and the sign-out navigate through this;
    // the sign-out's way home is a fresh page load.
    navigator.attach(
      (to) => void navigate(to),
      () => ({ pathname: window.location.pathname, search: window.location.search }),
      (to) => window.location.replace(to),
    );
  }, [navigator, navigate]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <VersionWatch />
        </Suspense>
      ) : null}
      <Outlet />
      {watching ? (
        <Suspense fallback={null}>
          <InactivityWatch
            onSignedOut={() => {
              if (location.pathname !== '/sign-in') {
                navigate(`/sign-in?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
              }
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
});
