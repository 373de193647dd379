import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { NavLink, Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SignOut } from '@/session/application/sign-out';
import { CurrentCustomerViewModel, makeCurrentCustomerViewModel } from '@/session/ui/current-customer-view-model';
import { useInjection, useViewModel } from '@/shared/di/container-context';
import { focusPageHeading } from '@/shared/ui/heading-focus';
import { LoadFailed } from '@/shared/ui/load-failed';
import { MODAL_COUNT_ATTR } from '@/shared/ui/modal-count';
import { LogoutEvents } from '@/shared/kernel/logout-events';
import { signOutOnLogoutEvent } from '../sign-out-on-logout-event';
import { AccountMenu } from '../shell/ui/account-menu';
import { LanguageMenu } from '../shell/ui/language-menu';
import { useMediaQuery } from '../shell/ui/use-media-query';
import { VerificationLink } from '../shell/ui/verification-link';
import { NotificationsBell } from '@/notifications/ui/notifications-bell';
import { BrandLogo } from './brand-logo';
import { Footer } from './footer';
import { ContentPaintProvider, useContentPaintGate } from '@/shared/ui/content-paint';

// Identity verification's badge, the menu's "Upload document" and the dialogs load after the page painted, once the customer is known.
const kycAccount = () => import('./kyc-account');
const KycBadge = lazy(() => kycAccount().then((m) => ({ default: m.KycBadge })));
const KycMenuSource = lazy(() => kycAccount().then((m) => ({ default: m.KycMenuSource })));
const KycDialogs = lazy(() => kycAccount().then((m) => ({ default: m.KycDialogs })));
// The dialogs of the profile menu load when first opened.
const LogoutDialog = lazy(() => import('../shell/ui/logout-dialog').then((m) => ({ default: m.LogoutDialog })));
const BankIdLoginDialog = lazy(() => import('../shell/ui/bank-id-login-dialog').then((m) => ({ default: m.BankIdLoginDialog })));
const RemittanceNotEnabledDialog = lazy(() => import('@/profile/ui/remittance-not-enabled-dialog-entry').then((m) => ({ default: m.RemittanceNotEnabledDialog })));
// The portal-wide services (live chat, the push prompt, notices, error reporting) load after the page painted.
const ShellServices = lazy(() => import('@/shell/ui/shell-services').then((m) => ({ default: m.ShellServices })));

/** Where the header has room for the whole menu (app.css): the profile menu is a popover there, a list in the phone's menu below. */
const DESKTOP = '(min-width: 960px)';

/**
 * Header with New transfer, navigation (Wallet, or Home for US customers; Transfers; Recipients),
 * the language selector, the notifications bell and the profile menu; on phones the burger menu
 * holds them all, the profile menu's items expanded. The footer follows the customer's country and
 * state (small on /your-promo-codes).
 */
export const SignedInLayout = observer(function SignedInLayout() {
  const { t } = useTranslation();
  // Built here, not bound in the container: it loads with this layout's chunk, not the first screen.
  const current = useViewModel(CurrentCustomerViewModel, makeCurrentCustomerViewModel);
  const [verification] = useState(() => new VerificationLink());
  const signOut = useInjection(SignOut);
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [askingSignOut, setAskingSignOut] = useState(false);
  // The BankID dialog stays on the page once opened (closed in between): what was typed is kept.
  const [bankId, setBankId] = useState<'never' | 'open' | 'closed'>('never');
  const wide = useMediaQuery(DESKTOP);
  const menuId = useId();
  const customer = current.customer;
  const us = customer?.country === 'US';
  // The header's bell, identity verification's badge and dialogs, the portal services and the
  // country footer load once the page's main content has painted (the wallet's balance), or shortly
  // after the customer is known on a page that does not say.
  const extras = useContentPaintGate(customer !== undefined);
  const extrasFor = extras.open ? customer : undefined;

  useEffect(() => {
    // The token survives a reload, the customer does not: load them; a failure is shown below.
    void current.load();
  }, [current]);

  useEffect(() => setMenuOpen(false), [location.key]);

  // The wallet-side API's 401 (spec 01 section 4) signs out while this layout is shown.
  const logoutEvents = useInjection(LogoutEvents);
  useEffect(() => signOutOnLogoutEvent(logoutEvents, signOut), [logoutEvents, signOut]);

  // Escape closes the open menu and gives the focus back to the menu button (a popover or a
  // dialog inside it takes its own Escape first).
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.body.hasAttribute(MODAL_COUNT_ATTR)) return;
      // An open popover in the menu (the language selector) closes first, on its own.
      if (document.getElementById(menuId)?.querySelector('.popover__panel:not([hidden])')) return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen, menuId]);

  // Yes in the logout dialog: home (sign-in) afresh; the server logout runs meanwhile and never holds the customer here.
  const onSignOutConfirmed = () => {
    setAskingSignOut(false);
    void signOut.execute('customer');
  };

  // Profile for a customer whose remittance is not enabled: the "Not yet available" dialog instead of the page.
  const [notEnabledOpen, setNotEnabledOpen] = useState(false);
  const onRemittanceNotEnabled = () => setNotEnabledOpen(true);

  return (
    <div className="page page--signed-in">
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
          <div className="topbar__tools">
            <LanguageMenu />
            {extras.open ? <NotificationsBell userGuid={customer?.guid} /> : <span className="icon-button" aria-hidden="true" />}
          </div>
          <div className="account">
            {/* The customer's name arrives after the page painted: the account block only adds, nothing moves. */}
            {customer ? (
              <Suspense fallback={null}>
                <AccountMenu
                  customer={customer}
                  verification={verification}
                  wide={wide}
                  badge={
                    extras.open ? (
                      <Suspense fallback={null}>
                        <KycBadge />
                      </Suspense>
                    ) : null
                  }
                  actions={{
                    onSignOut: () => setAskingSignOut(true),
                    onBankIdLogin: () => setBankId('open'),
                    onRemittanceNotEnabled,
                  }}
                />
              </Suspense>
            ) : null}
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
        <ContentPaintProvider mark={extras.mark}>
          <Outlet />
        </ContentPaintProvider>
      </main>
      <Footer small={location.pathname === '/your-promo-codes'} place={extrasFor ? { country: extrasFor.country, usaState: extrasFor.usaState } : undefined} />
      {extrasFor ? (
        <Suspense fallback={null}>
          <KycMenuSource sink={verification} />
          <KycDialogs />
        </Suspense>
      ) : null}
      {askingSignOut ? (
        <Suspense fallback={null}>
          <LogoutDialog onConfirm={onSignOutConfirmed} onCancel={() => setAskingSignOut(false)} />
        </Suspense>
      ) : null}
      {customer && bankId !== 'never' ? (
        <Suspense fallback={null}>
          <BankIdLoginDialog open={bankId === 'open'} onClose={() => setBankId('closed')} />
        </Suspense>
      ) : null}
      {notEnabledOpen ? (
        <Suspense fallback={null}>
          <RemittanceNotEnabledDialog open onClose={() => setNotEnabledOpen(false)} />
        </Suspense>
      ) : null}
      {extrasFor ? (
        <Suspense fallback={null}>
          <ShellServices customer={extrasFor} />
        </Suspense>
      ) : null}
    </div>
  );
});
