import { lazy, Suspense, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { SessionState } from '@/session/application/session-state';
import { AppNavigatorToken } from '../app-navigator';
import { browserPage, consumeReloadFlag } from '../browser-page';

// Only a session can time out: the watch's code loads with the first one (not on a new visitor's first screen).
const InactivityWatch = lazy(() => import('@/session/ui/inactivity-watch').then((m) => ({ default: m.InactivityWatch })));

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

  // The reload flag of the sign-out before this page load is spent.
  useState(consumeReloadFlag);

  useEffect(() => {
    // The auth-failure handler (401/403, blocked customer) and the sign-out navigate through this.
    navigator.attach(
      (to) => void navigate(to),
      () => ({ pathname: window.location.pathname, search: window.location.search }),
      browserPage,
    );
  }, [navigator, navigate]);

  useEffect(() => {
    // A link followed after a sign-out that stayed on its page: that page is loaded afresh.
    if (navigator.reloadPending) window.location.reload();
  }, [navigator, location.key]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Outlet />
      {watching ? (
        <Suspense fallback={null}>
          <InactivityWatch
            onSignedOut={() => {
              if (location.pathname !== '/sign-in') {
                navigator.navigate(`/sign-in?redirect=${encodeURIComponent(location.pathname + location.search)}`);
              }
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
});
