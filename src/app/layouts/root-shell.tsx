import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { SessionState } from '@/session/application/session-state';
import { Clock } from '@/shared/kernel/clock';
import { AppNavigatorToken } from '../app-navigator';
import { VERSION_CHECK_EVERY_MS } from '../version/version-timing';

// Only a session can time out: the watch's code loads with the first one (not on a new visitor's first screen).
const InactivityWatch = lazy(() => import('@/session/ui/inactivity-watch').then((m) => ({ default: m.InactivityWatch })));
// The version check (banner, blocking dialog), on every layout: its code loads when the first check is due.
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
  // 30 s after the start (on the Clock), after hydration: the first screens stay exactly as prerendered.
  const clock = useInjection(Clock);
  const [versionDue, setVersionDue] = useState(false);
  useEffect(() => {
    const start = clock.now();
    const timer = setInterval(() => clock.now() - start >= VERSION_CHECK_EVERY_MS && setVersionDue(true), 1_000);
    return () => clearInterval(timer);
  }, [clock]);

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
      {versionDue ? (
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
