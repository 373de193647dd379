import { useEffect, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/shared/ui/alert';
import { BankIdMessage, BankIdPanel, bankIdPanelLabels } from '@/shared/ui/bankid-panel';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';
import { Spinner } from '@/shared/ui/spinner';
import { useValidationMessage } from '@/shared/validation/messages';
import { HOME_PATH } from '../../domain/safe-redirect';
import type { PinSignInViewModel } from './pin-sign-in-view-model';
import { BankIdCountryField } from './bankid-country-field';
import { InlineError, MethodErrorDialog } from './method-messages';
import { useFocusRequest } from './use-focus-request';

const NUMBER_ID = 'pin-sign-in-number';
const COUNTRY_ID = 'pin-sign-in-country';

/**
 * Sign-in with a personal identity number: the country (a BankID one) and the number, then the
 * BankID panel (QR code beside the link on a desktop, the link on a phone) until it is signed.
 */
export const PinSignIn = observer(function PinSignIn({ vm }: { vm: PinSignInViewModel }) {
  const { t: tMethods } = useTranslation('signInMethods');
  const t = (key: string) => tMethods(`pin.${key}`);
  const validation = useValidationMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const summaryRef = useRef<HTMLDivElement>(null);
  const inlineRef = useRef<HTMLDivElement>(null);
  const messageRef = useRef<HTMLDivElement>(null);
  useFocusRequest(vm.focusRequest, { summary: summaryRef, inline: inlineRef, message: messageRef });
  useEffect(() => vm.dispose, [vm]);
  useEffect(() => {
    if (vm.blocked) navigate('/account-blocked', { replace: true });
    else if (vm.done) navigateOrFallback(navigate, vm.done, HOME_PATH, { replace: true });
  }, [vm.blocked, vm.done, navigate]);

  const numberLabel = t('number');
  const fieldMessage = vm.clientError
    ? validation(vm.clientError, numberLabel)
    : vm.fieldError
      ? tMethods(`errors:${vm.fieldError.type}.message`, { defaultValue: vm.fieldError.message })
      : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void vm.start(params.get('redirect'), window.location.origin);
  };

  return (
    <>
      <p className="lead">{t('intro')}</p>
      <InlineError error={vm.inlineError} ref={inlineRef} />
      {vm.message ? (
        <BankIdMessage message={vm.message} t={tMethods} ref={messageRef} focusable />
      ) : vm.timedOut ? (
        <Alert tone="error" ref={messageRef} focusable>
          <p>{t('timedOut')}</p>
        </Alert>
      ) : vm.cancelled ? (
        <Alert tone="info" ref={messageRef} focusable>
          {t('cancelled')}
        </Alert>
      ) : null}
      {vm.phase === 'signing' && vm.url ? (
        <BankIdPanel
          url={vm.url}
          labels={bankIdPanelLabels(tMethods)}
          onCancel={vm.cancel}
        />
      ) : vm.phase === 'starting' || vm.phase === 'finishing' ? (
        <Spinner label={t('starting')} />
      ) : (
        <>
          {fieldMessage ? (
            <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="pin-sign-in-summary-title">
              <h2 id="pin-sign-in-summary-title" className="error-summary__title">
                {tMethods('common:signIn.errorSummary')}
              </h2>
              <ul>
                <li>
                  <a href={`#${NUMBER_ID}`}>{fieldMessage}</a>
                </li>
              </ul>
            </div>
          ) : null}
          <form className="form" noValidate onSubmit={onSubmit}>
            {vm.countries.length > 1 ? <BankIdCountryField id={COUNTRY_ID} label={t('country')} vm={vm} /> : null}
            <div className={fieldMessage ? 'field field--invalid' : 'field'}>
              <label htmlFor={NUMBER_ID}>{numberLabel}</label>
              <p className="hint" id={`${NUMBER_ID}-hint`}>
                {t('numberHint')}
              </p>
              <input
                id={NUMBER_ID}
                name="personalIdentityNumber"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={vm.personalIdentityNumber}
                aria-invalid={fieldMessage ? true : undefined}
                aria-describedby={[`${NUMBER_ID}-hint`, fieldMessage ? `${NUMBER_ID}-error` : ''].filter(Boolean).join(' ')}
                onChange={(event) => vm.setNumber(event.target.value)}
              />
              {fieldMessage ? (
                <p id={`${NUMBER_ID}-error`} className="field__error">
                  {fieldMessage}
                </p>
              ) : null}
            </div>
            <button type="submit" className="button button--primary button--block">
              {t('start')}
            </button>
          </form>
        </>
      )}
      <MethodErrorDialog error={vm.dialogError} onClose={vm.dismissDialog} />
    </>
  );
});
