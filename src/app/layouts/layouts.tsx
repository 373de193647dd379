import { lazy, type ComponentType } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { observer } from 'mobx-react-lite';
import { SessionState } from '@/session/application/session-state';
import { useInjection } from '@/shared/di/container-context';
import type { LayoutName } from '../routing/route-table';
import { topBarAction } from '../shell/top-bar-action';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { LanguageSelector } from './language-selector';
import './layouts.css';

/** Onboarding: splash panel on the left (wide screens), language and the page on the right. */
function OnboardingLayout() {
  const { t } = useTranslation();
  return (
    <div className="onboarding">
      <aside className="onboarding__splash" aria-hidden="true">
        <p className="onboarding__splash-title">{t('splash.title')}</p>
        <p className="onboarding__splash-text">{t('splash.text')}</p>
      </aside>
      <div className="onboarding__panel">
        <header className="topbar">
          <BrandLogo to="/sign-in" />
          <LanguageSelector />
        </header>
        <main id="main" className="onboarding__main">
          <Outlet />
        </main>
        <Footer small />
      </div>
    </div>
  );
}

/**
 * Default: top bar with the logo, the language selector and Register on the sign-in page, Sign in
 * elsewhere (both keep ?redirect); a signed-in customer (a card enrolment's result) gets neither.
 */
const DefaultLayout = observer(function DefaultLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useInjection(SessionState).isSignedIn;
  const action = topBarAction(location.pathname, location.search, signedIn);
  return (
    <div className="page">
      <header className="topbar">
        <BrandLogo />
        <div className="topbar__actions">
          <LanguageSelector />
          {action ? (
            <Link className="button button--secondary" to={action.to}>
              {t(action.label)}
            </Link>
          ) : null}
        </div>
      </header>
      <main id="main" className="page__main">
        <Outlet />
      </main>
      <Footer small />
    </div>
  );
});

function BackgroundLayout() {
  return (
    <div className="background">
      <main id="main" className="background__main">
        <Outlet />
      </main>
    </div>
  );
}

function EmptyLayout() {
  return (
    <main id="main" className="empty">
      <Outlet />
    </main>
  );
}

/**
 * The signed-in and steps layouts load with their first route: the first screens (sign-in,
 * registration) have no use for them, and every byte of those screens counts.
 */
const LAZY_LAYOUTS = {
  'signed-in': () => import('./signed-in-layout').then((m) => ({ default: m.SignedInLayout })),
  steps: () => import('./steps-layout').then((m) => ({ default: m.StepsLayout })),
} as const satisfies Partial<Record<LayoutName, () => Promise<{ default: ComponentType }>>>;

/** Starts loading a layout's code (a no-op for the layouts the first screen carries). */
export function preloadLayout(name: LayoutName): Promise<unknown> {
  const load = (LAZY_LAYOUTS as Partial<Record<LayoutName, () => Promise<unknown>>>)[name];
  return load ? load().catch(() => undefined) : Promise.resolve();
}

export const LAYOUTS: Readonly<Record<LayoutName, ComponentType>> = {
  onboarding: OnboardingLayout,
  background: BackgroundLayout,
  steps: lazy(LAZY_LAYOUTS.steps),
  default: DefaultLayout,
  'signed-in': lazy(LAZY_LAYOUTS['signed-in']),
  empty: EmptyLayout,
};
