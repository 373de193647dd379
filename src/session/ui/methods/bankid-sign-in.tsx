import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { BankIdPanel } from '@/shared/ui/bankid-panel';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';
import { Spinner } from '@/shared/ui/spinner';
import { useErrorText } from '@/shared/ui/use-error-text';
import { HOME_PATH } from '../../domain/safe-redirect';
import type { BankIdSignInViewModel } from './bankid-sign-in-view-model';
import { MethodErrorDialog } from './method-messages';

/** Sign-in with BankID: country (Sweden or Norway), then the BankID panel until it is signed. */
export const BankIdSignIn = observer(function BankIdSignIn({ vm }: { vm: BankIdSignInViewModel }) {
  const { t } = useTranslation(['signInMethods', 'registrationWays']);
  const { t: tDomain } = useTranslation('domain');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useEffect(() => vm.dispose, [vm]);
  useEffect(() => {
    if (vm.blocked) navigate('/account-blocked', { replace: true });
    else if (vm.done) navigateOrFallback(navigate, vm.done, HOME_PATH, { replace: true });
    // The registration page continues the BankID flow, now a registration (see onboarding's registration page).
    else if (vm.guestRegistration) navigate('/registration', { state: { continueBankIdRegistration: true } });
  }, [vm.blocked, vm.done, vm.guestRegistration, navigate]);

  const code = vm.message ? errorText(vm.message.error).code : undefined;
  return (
    <>
      <p className="lead">{t('bankId.intro')}</p>
      {vm.message ? (
        <Alert tone="error">
          <p>{t(`errors:${vm.message.key}`)}</p>
          {code ? <p className="error-code">{code}</p> : null}
        </Alert>
      ) : null}
      {vm.cancelled ? <Alert tone="info">{t('bankId.cancelled')}</Alert> : null}
      {vm.phase === 'signing' && vm.url ? (
        <BankIdPanel
          url={vm.url}
          labels={{ scan: t('bankId.scan'), qr: t('bankId.qr'), open: t('bankId.open'), waiting: t('bankId.waiting'), cancel: t('bankId.cancel') }}
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
          <div className="field">
            <label htmlFor="bankid-country">{t('bankId.country')}</label>
            <select id="bankid-country" name="country" value={vm.country} onChange={(event) => vm.setCountry(event.target.value)}>
              {vm.countries.map((country) => (
                <option key={country} value={country}>
                  {tDomain(`country.${country}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button button--primary button--block">
            {t('bankId.start')}
          </button>
        </form>
      )}
      <MethodErrorDialog error={vm.dialogError} onClose={vm.dismissDialog} />
    </>
  );
});
