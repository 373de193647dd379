import { useEffect, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink, Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SessionState } from '@/session/application/session-state';
import { SignOut } from '@/session/application/sign-out';
import { LoadCurrentCustomer } from '@/session/application/load-current-customer';
import { displayName } from '@/session/domain/session';
import { useInjection } from '@/shared/di/container-context';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { LanguageSelector } from './language-selector';

/** Header with New transfer, navigation, language and account menu; mobile menu button. */
export const SignedInLayout = observer(function SignedInLayout() {
  const { t } = useTranslation();
  const session = useInjection(SessionState);
  const loadCustomer = useInjection(LoadCurrentCustomer);
  const signOut = useInjection(SignOut);
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const customer = session.customer;
  const us = customer?.country === 'US';

  useEffect(() => {
    // The token survives a reload, the customer does not; failures surface on the page itself.
    loadCustomer.execute().catch(() => undefined);
  }, [loadCustomer]);

  useEffect(() => setMenuOpen(false), [location.key]);

  const onSignOut = () => {
    signOut.execute('customer');
    navigate('/sign-in', { replace: true });
  };

  return (
    <div className="page">
      <header className="topbar topbar--signed-in">
        <BrandLogo />
        <button
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
            {customer ? <span className="account__name">{displayName(customer)}</span> : null}
            <button type="button" className="button button--secondary" onClick={onSignOut}>
              {t('nav.signOut')}
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="page__main">
        <Outlet />
      </main>
      <Footer usCustomer={us} small={location.pathname === '/your-promo-codes'} />
    </div>
  );
});
