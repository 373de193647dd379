import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { displayName, type SignedInCustomer } from '@/session/domain/session';
import { useInjection } from '@/shared/di/container-context';
import { FeaturesToken } from '@/shared/kernel/features';
import { Popover } from '@/shared/ui/popover';
import { useSupportContact } from '@/shared/ui/support';
import { profileMenuItems, type ProfileMenuItem } from '../profile-menu';
import type { VerificationLink } from './verification-link';
import './shell.css';

export interface AccountMenuActions {
  /** "Sign out": opens the logout dialog. */
  readonly onSignOut: () => void;
  /** "Login with BankID": opens the BankID dialog. */
  readonly onBankIdLogin: () => void;
  /** "Profile" without remittance enabled: opens the "not yet available" dialog. */
  readonly onRemittanceNotEnabled: () => void;
}

/**
 * The profile menu (spec 02 section 2): on a desktop a popover (276 px) opened from a button with
 * the customer's name, the status badge beside it; on a phone the same items in the folded menu,
 * under the name. The items are `profileMenuItems`: links and buttons in a list (not a role=menu).
 */
export const AccountMenu = observer(function AccountMenu({
  customer,
  verification,
  badge,
  wide,
  actions,
}: {
  customer: SignedInCustomer;
  verification: VerificationLink;
  /** The status badge (identity verification's, loaded after the page painted). */
  badge: ReactNode;
  /** A desktop-wide screen: the popover; else the list inline (the phone's menu). */
  wide: boolean;
  actions: AccountMenuActions;
}) {
  const { t } = useTranslation(['common', 'shell']);
  const features = useInjection(FeaturesToken);
  const name = displayName(customer);
  const support = useSupportContact(customer.country);
  const items = profileMenuItems(customer, verification.requested, { support, promo: features.promo });
  const label = t('nav.profileMenu', { name });
  const list = (close: () => void) => (
    <ul className="account-menu__list" data-testid="profile-menu-items">
      {items.map((item) => (
        <li key={item.kind}>
          <MenuItem item={item} close={close} verification={verification} actions={actions} />
        </li>
      ))}
    </ul>
  );
  if (wide) {
    return (
      <>
        {badge}
        <Popover
          className="account-menu"
          triggerClassName="account-menu__button"
          triggerTestId="profile-menu-button"
          width="menu"
          align="end"
          label={label}
          trigger={
            <>
              <span className="visually-hidden">{label}</span>
              <span className="account__name" aria-hidden="true">
                {name}
              </span>
              <svg className="account-menu__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 9l6 6 6-6" className="icon-stroke" />
              </svg>
            </>
          }
        >
          {list}
        </Popover>
      </>
    );
  }
  return (
    <section className="account-menu account-menu--inline" aria-label={label}>
      <p className="account-menu__who">
        <span className="account__name">{name}</span>
        {badge}
      </p>
      {list(() => undefined)}
    </section>
  );
});

function MenuItem({ item, close, verification, actions }: { item: ProfileMenuItem; close: () => void; verification: VerificationLink; actions: AccountMenuActions }) {
  const { t } = useTranslation(['common', 'shell']);
  const testId = `menu-${item.kind}`;
  /** A button that closes the menu first (the focus goes back to its button), then acts. */
  const button = (text: string, act: () => void, extra: { dialog?: boolean; testId?: string } = {}) => (
    <button
      type="button"
      className="account-menu__item"
      data-testid={extra.testId ?? testId}
      aria-haspopup={extra.dialog ? 'dialog' : undefined}
      onClick={() => {
        close();
        act();
      }}
    >
      {text}
    </button>
  );
  switch (item.kind) {
    case 'upload-document':
      return button(t('shell:menu.uploadDocument'), () => verification.openUpload(item.request), { dialog: true, testId: 'upload-document-item' });
    case 'profile':
      return (
        <Link className="account-menu__item" to={item.to} data-testid={testId} onClick={close}>
          {t('nav.profile')}
        </Link>
      );
    case 'remittance-not-enabled':
      return button(t('nav.profile'), actions.onRemittanceNotEnabled, { dialog: true });
    case 'support':
      // The page, then the e-mail address under it (a mailto: link, the address its visible text).
      return (
        <>
          <a className="account-menu__item" href={item.href} target="_blank" rel="noopener noreferrer" data-testid={testId} onClick={close}>
            {t('shell:menu.support')}{' '}
            <span className="visually-hidden">{t('shell:newTab')}</span>
            <svg className="account-menu__external" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" className="icon-stroke" />
            </svg>
          </a>
          <span className="account-menu__email">
            <a className="account-menu__item" href={`mailto:${item.email}`} data-testid="menu-support-email" onClick={close}>
              <span className="visually-hidden">{t('common:support.email')}</span> {item.email}
            </a>
          </span>
        </>
      );
    case 'promo-codes':
      return (
        <Link className="account-menu__item" to={item.to} data-testid={testId} onClick={close}>
          {t('nav.promoCodes')}
        </Link>
      );
    case 'bank-id-login':
      return button(t('shell:menu.bankIdLogin'), actions.onBankIdLogin, { dialog: true });
    case 'sign-out':
      return button(t('nav.signOut'), actions.onSignOut, { dialog: true });
  }
}
