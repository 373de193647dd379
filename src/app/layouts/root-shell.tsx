import { useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Analytics } from '@/shared/kernel/analytics';
import { InactivityWatch } from '@/session/ui/inactivity-watch';
import { useInjection } from '@/shared/di/container-context';
import { NavigationHistory } from '../routing/navigation-history';
import { afterNavigation } from '../routing/after-navigation';
import type { RouteHandle } from '../routing/create-router';
import { PARAM_TITLES } from '../routing/route-table';

/** The page title: first route parameter's title, else the route's, else the default; brand always. */
function usePageTitle(): string {
  const { t } = useTranslation();
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const handle = leaf?.handle as RouteHandle | undefined;
  const firstParam = Object.values(leaf?.params ?? {}).find(Boolean);
  const key = (firstParam && PARAM_TITLES[firstParam]) || handle?.title || 'default';
  return t('titles.pageTitle', { title: t(`titles.${key}`), brand: t('brand') });
}

/** After each navigation: body classes reset, title set, page view sent, focus on the heading. */
export function RootShell() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const analytics = useInjection(Analytics);
  const history = useInjection(NavigationHistory);
  const title = usePageTitle();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const navigate = useNavigate();

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    document.body.className = handle?.bodyClass ?? '';
    const { moveFocus } = afterNavigation(
      { analytics, history },
      { path: location.pathname, title: document.title, locale: i18n.language },
    );
    if (moveFocus) document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
    // Once per navigation: the key changes on every navigation, even to the same path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <Outlet />
      <InactivityWatch
        onSignedOut={() => navigate(`/sign-in?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true })}
      />
    </>
  );
}
