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
import { useErrorText } from '@/shared/ui/use-error-text';
import { passwordOffer, type PasswordOffer } from '../domain/profile';
import { FormOpener } from './form-opener';
import { LimitsSection } from './limits-section';
import type { CurrentPhone } from './phone-change-view-model';
import { makeProfileViewModel, ProfileViewModel } from './profile-view-model';
import { RemittanceNotEnabledDialog } from './remittance-not-enabled-dialog';
import type { SetPasswordViewModel } from './set-password-view-model';
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

/**
 * "Set a password", for a customer who has none (registered by one-time codes or BankID): what
 * it is for, and a button that e-mails the password reset's link to their address. Once sent,
 * the message says where it went and takes the focus; the button then sends it again. A refusal
 * is said in its place (role=alert, with its error code) and takes the focus; the button retries.
 */
const SetPasswordSection = observer(function SetPasswordSection({ vm }: { vm: SetPasswordViewModel }) {
  const { t } = useTranslation(['profile', 'errors']);
  const errorText = useErrorText();
  const outcome = useRef<HTMLDivElement>(null);
  const { sends, error } = vm;
  useEffect(() => {
    if (sends > 0 || error) outcome.current?.focus();
  }, [sends, error]);
  const failed = error ? errorText(error) : undefined;
  return (
    <div className="profile-set-password">
      <p className="hint">{t('profile:setPassword.intro')}</p>
      {failed ? (
        <Alert tone="error" title={failed.title} ref={outcome} focusable>
          <p>{failed.message}</p>
          {failed.code ? <p>{failed.code}</p> : null}
        </Alert>
      ) : vm.sentTo ? (
        <Alert tone="success" title={t('profile:setPassword.sentTitle')} ref={outcome} focusable>
          <p>{t('profile:setPassword.sentText', { email: vm.sentTo })}</p>
        </Alert>
      ) : null}
      <button type="button" className="button button--secondary" aria-disabled={vm.sending ? true : undefined} onClick={() => void vm.send()} data-testid="set-password-send">
        {vm.sending ? t('profile:setPassword.sending') : vm.sentTo ? t('profile:setPassword.again') : t('profile:setPassword.open')}
      </button>
    </div>
  );
});

/** The sign-in details: the e-mail (changed only through Customer Support) and the change-password form, or "Set a password" for a customer who has none. */
function AccountSection({ email, offer, setPassword }: { email: string; offer: PasswordOffer; setPassword: SetPasswordViewModel }) {
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
      {offer === 'set' ? <SetPasswordSection vm={setPassword} /> : <ChangePasswordSection />}
    </section>
  );
}

/**
 * /profile (spec 02 sections 2, 5 and 6): the customer's details (names and address: `details`,
 * send money's remitter details), the mobile number and its change, identity verification's documents
 * (`verification`), the spending and yearly limits, the e-mail and the change-password form (or
 * "Set a password" for a customer who has none). The
 * app composes the two parts other contexts own (src/app/pages/profile-route.tsx). Without
 * remittance enabled the "not yet available" dialog opens instead, and OK goes to the wallet.
 */
export const ProfilePage = observer(function ProfilePage({ details, verification }: { details: ReactNode; verification: ReactNode }) {
  const { t } = useTranslation(['profile', 'validation', 'errors']);
  const vm = useViewModel(ProfileViewModel, makeProfileViewModel);
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
      <AccountSection email={profile.email} offer={passwordOffer(profile)} setPassword={vm.setPassword} />
    </div>
  );
});
