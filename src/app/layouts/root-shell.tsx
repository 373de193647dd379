import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { InactivityWatch } from '@/session/ui/inactivity-watch';
import { AppNavigatorToken } from '../app-navigator';

/** The frame of every page: skip link, the app navigator for non-React code, the inactivity watch. */
export function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const navigator = useInjection(AppNavigatorToken);

  useEffect(() => {
    // The auth-failure handler (401/403, blocked customer) navigates through this.
    navigator.attach(
      (to) => void navigate(to),
      () => ({ pathname: window.location.pathname, search: window.location.search }),
    );
  }, [navigator, navigate]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Outlet />
      <InactivityWatch
        onSignedOut={() => {
          if (location.pathname !== '/sign-in') {
            navigate(`/sign-in?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
          }
        }}
      />
    </>
  );
}
