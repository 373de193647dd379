import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink, Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SignOut } from '@/session/application/sign-out';
import { LoadCurrentCustomer } from '@/session/application/load-current-customer';
import { SessionState } from '@/session/application/session-state';
import { CurrentCustomerViewModel } from '@/session/ui/current-customer-view-model';
import { displayName } from '@/session/domain/session';
import { useInjection } from '@/shared/di/container-context';
import { focusPageHeading } from '@/shared/ui/heading-focus';
import { LoadFailed } from '@/shared/ui/load-failed';
import { LogoutEvents } from '@/shared/kernel/logout-events';
import { signOutOnLogoutEvent } from '../sign-out-on-logout-event';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { LanguageSelector } from './language-selector';

// Identity verification's menu items and dialogs load after the page painted, once the customer is known.
const KycAccountItems = lazy(() => import('./kyc-account').then((m) => ({ default: m.KycAccountItems })));
const KycDialogs = lazy(() => import('./kyc-account').then((m) => ({ default: m.KycDialogs })));

/** Header with New transfer, navigation, language and account menu; mobile menu button. */
export const SignedInLayout = observer(function SignedInLayout() {
  const { t } = useTranslation();
  // Built here, not bound in the container: it loads with this layout's chunk, not the first screen.
  const loadCustomer = useInjection(LoadCurrentCustomer);
  const session = useInjection(SessionState);
  const [current] = useState(() => new CurrentCustomerViewModel(loadCustomer, session));
  const signOut = useInjection(SignOut);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const customer = current.customer;
  const us = customer?.country === 'US';

  useEffect(() => {
    // The token survives a reload, the customer does not: load them; a failure is shown below.
    void current.load();
  }, [current]);

  useEffect(() => setMenuOpen(false), [location.key]);

  // The wallet-side API's 401 (spec 01 section 4) signs out while this layout is shown.
  const logoutEvents = useInjection(LogoutEvents);
  useEffect(() => signOutOnLogoutEvent(logoutEvents, signOut), [logoutEvents, signOut]);

  // Escape closes the open menu and gives the focus back to the menu button.
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Home (sign-in) afresh; the server logout runs meanwhile and never holds the customer here.
  const onSignOut = () => void signOut.execute('customer');

  return (
    <div className="page">
      <header className="topbar topbar--signed-in">
        <BrandLogo />
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-button menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? t('nav.closeMenu') : t('nav.menu')}</span>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" className="icon-stroke" />
          </svg>
        </button>
        <div id={menuId} className={menuOpen ? 'topbar__menu topbar__menu--open' : 'topbar__menu'}>
          <Link className="button button--primary" to="/send-money">
            {t('nav.newTransfer')}
          </Link>
          <nav aria-label={t('nav.main')}>
            <ul className="nav">
              <li>
                <NavLink to="/wallet">{us ? t('nav.home') : t('nav.wallet')}</NavLink>
              </li>
              <li>
                <NavLink to="/transfers" end>
                  {t('nav.transfers')}
                </NavLink>
              </li>
              <li>
                <NavLink to="/recipients">{t('nav.recipients')}</NavLink>
              </li>
            </ul>
          </nav>
          <LanguageSelector />
          <div className="account">
            {/* Left of the name: once the customer is known they only add, and nothing moves. */}
            {customer ? (
              <Suspense fallback={null}>
                <KycAccountItems />
              </Suspense>
            ) : null}
            {customer ? <span className="account__name">{displayName(customer)}</span> : null}
            <button type="button" className="button button--secondary" onClick={onSignOut}>
              {t('nav.signOut')}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="page__main">
        {current.showFailure && current.task.error ? (
          <LoadFailed
            what={t('customer.failed')}
            error={current.task.error}
            retrying={current.task.retrying}
            onRetry={() => void current.load()}
            onRecovered={focusPageHeading}
            testId="customer-load-failed"
          />
        ) : null}
        <Outlet />
      </main>
      <Footer usCustomer={us} small={location.pathname === '/your-promo-codes'} />
      {customer ? (
        <Suspense fallback={null}>
          <KycDialogs />
        </Suspense>
      ) : null}
    </div>
  );
});
