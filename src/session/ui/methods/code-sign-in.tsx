import { Suspense, useEffect, useRef, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '@/shared/ui/code-input';
import { navigateOrFallback } from '@/shared/ui/navigate-or-fallback';
import { ResendButton } from '@/shared/ui/resend-button';
import { Alert } from '@/shared/ui/alert';
import { useValidationMessage } from '@/shared/validation/messages';
import { SOURCE_COUNTRY_CODES } from '../../domain/source-countries';
import { HOME_PATH } from '../../domain/safe-redirect';
import type { CodeField, CodeSignInViewModel } from './code-sign-in-view-model';
import { InlineError, MethodErrorDialog } from './method-messages';
import { useFocusRequest } from './use-focus-request';

const IDS: Record<CodeField, string> = { value: 'code-sign-in-value', country: 'code-sign-in-country', code: 'code-sign-in-code' };

function CountryOptions({ countries }: { countries: readonly string[] }) {
  const { t } = useTranslation('domain');
  return countries.map((country) => (
    <option key={country} value={country}>
      {t(`country.${country}`)}
    </option>
  ));
}

/** Sign-in with a code by e-mail or by SMS: the identifier, then the code screen. */
export const CodeSignIn = observer(function CodeSignIn({ vm }: { vm: CodeSignInViewModel }) {
  const { t } = useTranslation('signInMethods');
  const validation = useValidationMessage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const summaryRef = useRef<HTMLDivElement>(null);
  const inlineRef = useRef<HTMLDivElement>(null);
  const countryRef = useRef<HTMLSelectElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  useFocusRequest(vm.focusRequest, { summary: summaryRef, inline: inlineRef, country: countryRef, code: codeRef });
  useEffect(() => {
    if (vm.blocked) navigate('/account-blocked', { replace: true });
  }, [vm.blocked, navigate]);

  const isEmail = vm.method === 'emailCode';
  const labels: Record<CodeField, string> = {
    value: isEmail ? t('emailCode.email') : t('phoneCode.phone'),
    country: isEmail ? t('country.label') : t('phoneCode.country'),
    code: t('code.label'),
  };
  const message = (field: CodeField): string | undefined => {
    const own = vm.clientErrors[field];
    if (own) return own.startsWith('validation:') ? validation(own, labels[field]) : t(own);
    const server = vm.fieldErrors[field];
    return server ? t(`errors:${server.type}.message`, { defaultValue: server.message }) : undefined;
  };
  const fieldProps = (field: 'value' | 'country') => ({
    id: IDS[field],
    name: field,
    value: vm[field],
    'aria-invalid': message(field) ? true : undefined,
    'aria-describedby': message(field) ? `${IDS[field]}-error` : undefined,
    onChange: (event: { target: { value: string } }) => vm.setField(field, event.target.value),
  });
  const errorOf = (field: CodeField) =>
    message(field) ? (
      <p id={`${IDS[field]}-error`} className="field__error">
        {message(field)}
      </p>
    ) : null;
  const invalid = vm.invalidFields.filter((f) => (vm.step === 'code' ? f === 'code' : f !== 'code'));

  const onIdentify = (event: FormEvent) => {
    event.preventDefault();
    void vm.submitIdentifier();
  };
  const onCode = async (event: FormEvent) => {
    event.preventDefault();
    const to = await vm.submitCode(params.get('redirect'), window.location.origin);
    if (to) navigateOrFallback(navigate, to, HOME_PATH, { replace: true });
  };

  const summary =
    invalid.length > 0 && vm.step === 'identify' ? (
      <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="code-sign-in-summary-title">
        <h2 id="code-sign-in-summary-title" className="error-summary__title">
          {t('common:signIn.errorSummary')}
        </h2>
        <ul>
          {invalid.map((field) => (
            <li key={field}>
              <a href={`#${IDS[field]}`}>{message(field)}</a>
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  return (
    <>
      <InlineError error={vm.inlineError} ref={inlineRef} />
      {vm.step === 'identify' ? (
        <>
          <p className="lead">{isEmail ? t('emailCode.intro') : t('phoneCode.intro')}</p>
          {summary}
          <form className="form" noValidate onSubmit={onIdentify}>
            {!isEmail ? (
              <div className={message('country') ? 'field field--invalid' : 'field'}>
                <label htmlFor={IDS.country}>{labels.country}</label>
                <select ref={countryRef} autoComplete="country" {...fieldProps('country')}>
                  <option value="">{t('country.choose')}</option>
                  <Suspense fallback={null}>
                    <CountryOptions countries={SOURCE_COUNTRY_CODES} />
                  </Suspense>
                </select>
                {errorOf('country')}
              </div>
            ) : null}
            <div className={message('value') ? 'field field--invalid' : 'field'}>
              <label htmlFor={IDS.value}>{labels.value}</label>
              {!isEmail ? (
                <p className="hint" id={`${IDS.value}-hint`}>
                  {t('phoneCode.phoneHint')}
                </p>
              ) : null}
              {isEmail ? (
                <input type="email" inputMode="email" autoComplete="username" spellCheck={false} {...fieldProps('value')} />
              ) : (
                <input
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  {...fieldProps('value')}
                  aria-describedby={[`${IDS.value}-hint`, message('value') ? `${IDS.value}-error` : ''].filter(Boolean).join(' ')}
                />
              )}
              {errorOf('value')}
            </div>
            {isEmail && vm.countryChoices ? (
              <div className={message('country') ? 'field field--invalid' : 'field'}>
                <label htmlFor={IDS.country}>{labels.country}</label>
                <p className="hint" id={`${IDS.country}-hint`}>
                  {t('country.hint')}
                </p>
                <select ref={countryRef} {...fieldProps('country')}>
                  <option value="">{t('country.choose')}</option>
                  <Suspense fallback={null}>
                    <CountryOptions countries={vm.countryChoices} />
                  </Suspense>
                </select>
                {errorOf('country')}
              </div>
            ) : null}
            <button type="submit" className="button button--primary button--block" aria-disabled={vm.submitting || undefined}>
              {vm.submitting ? t('emailCode.submitting') : t('emailCode.submit')}
            </button>
          </form>
        </>
      ) : (
        <>
          {vm.notice ? (
            <Alert tone="info">
              {vm.notice === 'already-sent'
                ? t('code.alreadySent')
                : vm.notice === 'resent'
                  ? t('code.resent')
                  : t('code.sentTo', { destination: vm.destination ?? '' })}
            </Alert>
          ) : null}
          <form className="form" noValidate onSubmit={(event) => void onCode(event)}>
            <CodeInput
              ref={codeRef}
              id={IDS.code}
              label={labels.code}
              hint={t('code.hint')}
              value={vm.code}
              error={message('code')}
              onChange={(code) => vm.setField('code', code)}
            />
            <button type="submit" className="button button--primary button--block" aria-disabled={vm.submitting || undefined}>
              {vm.submitting ? t('code.submitting') : t('code.submit')}
            </button>
          </form>
          <div className="code-actions">
            <ResendButton
              countdown={vm.countdown}
              label={t('code.resend')}
              waitingLabel={(time) => t('code.resendIn', { time })}
              busy={vm.resending}
              onResend={() => void vm.resend()}
            />
            <button type="button" className="button button--ghost" onClick={vm.back}>
              {t('code.back')}
            </button>
          </div>
        </>
      )}
      <MethodErrorDialog error={vm.dialogError} onClose={vm.dismissDialog} />
    </>
  );
});
