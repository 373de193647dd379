import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { BankIdMessage, BankIdPanel, bankIdPanelLabels } from '@/shared/ui/bankid-panel';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';
import { Spinner } from '@/shared/ui/spinner';
import { HOME_PATH } from '../../domain/safe-redirect';
import type { BankIdSignInViewModel } from './bankid-sign-in-view-model';
import { BankIdCountryField } from './bankid-country-field';
import { MethodErrorDialog } from './method-messages';

/** Sign-in with BankID: country (Sweden or Norway), then the BankID panel until it is signed. */
export const BankIdSignIn = observer(function BankIdSignIn({ vm }: { vm: BankIdSignInViewModel }) {
  const { t } = useTranslation(['signInMethods', 'registrationWays']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => vm.dispose, [vm]);
  useEffect(() => {
    if (vm.blocked) navigate('/account-blocked', { replace: true });
    else if (vm.done) navigateOrFallback(navigate, vm.done, HOME_PATH, { replace: true });
    // The registration page continues the BankID flow, now a registration (see onboarding's registration page).
    else if (vm.guestRegistration) navigate('/registration', { state: { continueBankIdRegistration: true } });
  }, [vm.blocked, vm.done, vm.guestRegistration, navigate]);

  return (
    <>
      <p className="lead">{t('bankId.intro')}</p>
      {vm.message ? <BankIdMessage message={vm.message} t={t} /> : null}
      {vm.cancelled ? <Alert tone="info">{t('bankId.cancelled')}</Alert> : null}
      {vm.phase === 'signing' && vm.url ? (
        <BankIdPanel
          url={vm.url}
          labels={bankIdPanelLabels(t)}
          cancelling={vm.cancelling}
          onCancel={() => void vm.cancel()}
        />
      ) : vm.phase === 'starting' || vm.phase === 'finishing' ? (
        <Spinner label={t('bankId.starting')} />
      ) : vm.phase === 'no-account' ? (
        <Alert tone="info">
          <p>{t('bankId.noAccount')}</p>
          <p>
            <button type="button" className="button button--primary" onClick={() => void vm.continueAsGuest()}>
              {t('registrationWays:guest.register')}
            </button>
          </p>
        </Alert>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void vm.start(params.get('redirect'), window.location.origin);
          }}
        >
          <BankIdCountryField id="bankid-country" label={t('bankId.country')} vm={vm} />
          <button type="submit" className="button button--primary button--block">
            {t('bankId.start')}
          </button>
        </form>
      )}
      <MethodErrorDialog error={vm.dialogError} onClose={vm.dismissDialog} />
    </>
  );
});
