import { useEffect, useId, useRef, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { LoadFailed } from '@/shared/ui/load-failed';
import { PageHeading } from '@/shared/ui/page-heading';
import { PageLoader } from '@/shared/ui/page-loader';
import { SupportEmail, useSupportContact } from '@/shared/ui/support';
import { FormOpener } from './form-opener';
import { LimitsSection } from './limits-section';
import type { CurrentPhone } from './phone-change-view-model';
import { ProfileViewModel } from './profile-view-model';
import { RemittanceNotEnabledDialog } from './remittance-not-enabled-dialog';
import './profile.css';

/** The change-password form's chunk (the form, its rules and the form library), fetched when the customer first opens it. */
const loadChangePasswordForm = () => import('./change-password-form').then((m) => m.ChangePasswordForm);

/** The change-mobile-number form's chunk (the form, the phone rule with its numbering plans, the form library), fetched when the customer first opens it. */
const loadPhoneChangeForm = () => import('./phone-change-form').then((m) => m.PhoneChangeForm);

/**
 * "Change password", a button that opens the form in its place: Cancel or Escape closes it and the
 * focus comes back to the button; the passwords typed are not kept.
 */
function ChangePasswordSection() {
  const { t } = useTranslation('profile');
  return (
    <FormOpener load={loadChangePasswordForm} labels={{ open: t('password.open'), opening: t('password.opening'), loadFailed: t('password.loadFailed') }} testId="change-password-open">
      {(Form, close) => <Form onClose={close} />}
    </FormOpener>
  );
}

/**
 * The mobile number as the back office holds it, and "Change mobile number": the form (new number,
 * then the code sent to it) opens in place; once changed, the new number shows and the page says
 * so (the message takes the focus). Every customer may change it (a BankID registration starts
 * with a placeholder number).
 */
const PhoneSection = observer(function PhoneSection({ vm, current }: { vm: ProfileViewModel; current: CurrentPhone }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const changedRef = useRef<HTMLDivElement>(null);
  const changed = vm.changedPhone;
  useEffect(() => {
    if (changed) changedRef.current?.focus();
  }, [changed]);
  return (
    <section className="card profile-section profile-section--phone" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('phone.title')}
      </h2>
      <dl className="profile-facts">
        <dt>{t('phone.current')}</dt>
        <dd data-testid="profile-mobile">{current.phone}</dd>
      </dl>
      {changed ? (
        <Alert tone="success" ref={changedRef} focusable>
          <p>{t('phone.changed')}</p>
        </Alert>
      ) : null}
      <FormOpener load={loadPhoneChangeForm} labels={{ open: t('phone.open'), opening: t('phone.opening'), loadFailed: t('phone.loadFailed') }} testId="phone-change-open">
        {(Form, close) => (
          <Form
            current={current}
            onClose={close}
            onChanged={(phone) => {
              vm.phoneChanged(phone);
              close();
            }}
          />
        )}
      </FormOpener>
    </section>
  );
});

/** The sign-in details: the e-mail (changed only through Customer Support) and the change-password form. */
function AccountSection({ email }: { email: string }) {
  const { t } = useTranslation('profile');
  const support = useSupportContact();
  const id = useId();
  return (
    <section className="card profile-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-section__title">
        {t('account.title')}
      </h2>
      <dl className="profile-facts">
        <dt>{t('account.email')}</dt>
        <dd data-testid="profile-email">{email}</dd>
      </dl>
      <p className="hint">
        {t('account.emailHint')}{' '}
        <a href={support.url} target="_blank" rel="noopener noreferrer">
          {t('account.support')} <span className="visually-hidden">{t('account.opensInNewTab')}</span>
        </a>
      </p>
      <SupportEmail contact={support} className="hint" />
      <ChangePasswordSection />
    </section>
  );
}

/**
 * /profile (spec 02 sections 2, 5 and 6): the customer's details (names and address: `details`,
 * send money's remitter details), the mobile number and its change, identity verification's documents
 * (`verification`), the spending and yearly limits, the e-mail and the change-password form. The
 * app composes the two parts other contexts own (src/app/pages/profile-route.tsx). Without
 * remittance enabled the "not yet available" dialog opens instead, and OK goes to the wallet.
 */
export const ProfilePage = observer(function ProfilePage({ details, verification }: { details: ReactNode; verification: ReactNode }) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const vm = useViewModel(ProfileViewModel);
  const navigate = useNavigate();

  useEffect(() => {
    void vm.load();
  }, [vm]);

  const profile = vm.profile;
  if (vm.notEnabled) {
    return (
      <div className="profile">
        <PageHeading>{t('profile:heading')}</PageHeading>
        <RemittanceNotEnabledDialog open onClose={() => void navigate('/wallet', { replace: true })} />
      </div>
    );
  }
  if (!profile) {
    const { error, retrying, state } = vm.view;
    return (
      <div className="profile">
        <PageHeading>{t('profile:heading')}</PageHeading>
        {error && (state === 'failed' || retrying) ? (
          <LoadFailed what={t('profile:loadFailed')} error={error} retrying={retrying} onRetry={() => void vm.load()} />
        ) : (
          <PageLoader type="text" label={t('profile:loading')} text={t('profile:loading')} />
        )}
      </div>
    );
  }
  return (
    <div className="profile">
      <PageHeading>{t('profile:heading')}</PageHeading>
      <div className="profile-details">{details}</div>
      <PhoneSection vm={vm} current={{ country: profile.country, phone: vm.phone ?? profile.phone }} />
      {verification}
      <LimitsSection limits={vm.limits} />
      <AccountSection email={profile.email} />
    </div>
  );
});
