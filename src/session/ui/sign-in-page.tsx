import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useViewModel } from '@/shared/di/container-context';
import { Alert } from '@/shared/ui/alert';
import { ErrorDialog } from '@/shared/ui/error-dialog';
import { PageHeading } from '@/shared/ui/page-heading';
import { useErrorText } from '@/shared/ui/use-error-text';
import { signInSchema, type SignInForm } from './sign-in-schema';
import { SignInViewModel, type SignInField } from './sign-in-view-model';

const SUPPORT_URL = 'https://support.sahan.example/contact';
const FIELD_IDS: Record<SignInField, string> = { email: 'sign-in-email', password: 'sign-in-password', country: 'sign-in-country' };

export const SignInPage = observer(function SignInPage() {
  const { t } = useTranslation();
  const vm = useViewModel(SignInViewModel);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const errorText = useErrorText();
  const [showPassword, setShowPassword] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, submitCount },
  } = useForm<SignInForm>({
    resolver: zodResolver(signInSchema),
    // Focus goes to the error summary instead, which links to each field.
    shouldFocusError: false,
    defaultValues: { email: '', password: '', country: vm.defaultCountry ?? '' },
  });

  // Server field errors become the fields' own messages (translated when the catalogue has them).
  useEffect(() => {
    for (const [field, error] of Object.entries(vm.fieldErrors)) {
      if (error) {
        setError(field as SignInField, {
          type: 'server',
          message: t(`errors:${error.type}.message`, { defaultValue: error.message }),
        });
      }
    }
  }, [vm.fieldErrors, setError, t]);

  const fieldMessage = (field: SignInField) => {
    const message = errors[field]?.message;
    return message ? t(message, { defaultValue: message }) : undefined;
  };
  const invalid = (Object.keys(FIELD_IDS) as SignInField[]).filter((f) => errors[f]);

  // Focus the summary once per failed submit (errors arrive after the async resolver), never while typing.
  const focusedForSubmit = useRef(0);
  useEffect(() => {
    if (invalid.length > 0 && focusedForSubmit.current !== submitCount) {
      focusedForSubmit.current = submitCount;
      summaryRef.current?.focus();
    }
  }, [submitCount, invalid.length]);

  const onSubmit = handleSubmit(async (values) => {
    if (vm.countryChoices && !values.country) {
      setError('country', { type: 'required', message: 'signIn.countryRequired' });
      return;
    }
    // The country counts only once it was asked for (the e-mail is in several countries).
    const to = await vm.submit({ ...values, country: vm.countryChoices ? values.country : undefined }, params.get('redirect'));
    if (to) navigate(to, { replace: true });
  });

  const inline = vm.inlineError ? errorText(vm.inlineError) : undefined;
  const dialog = vm.dialogError ? errorText(vm.dialogError) : undefined;
  const describedBy = (field: SignInField) => (errors[field] ? `${FIELD_IDS[field]}-error` : undefined);

  return (
    <section className="form-page">
      <PageHeading>{t('signIn.heading')}</PageHeading>
      <p className="lead">{t('signIn.intro')}</p>

      {vm.sessionEnded ? <Alert tone="info">{t('signIn.sessionEnded')}</Alert> : null}

      {invalid.length > 0 ? (
        <div className="error-summary" role="alert" tabIndex={-1} ref={summaryRef} aria-labelledby="sign-in-summary-title">
          <h2 id="sign-in-summary-title" className="error-summary__title">
            {t('signIn.errorSummary')}
          </h2>
          <ul>
            {invalid.map((field) => (
              <li key={field}>
                <a href={`#${FIELD_IDS[field]}`}>{fieldMessage(field)}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {inline ? (
        <Alert tone="error" title={inline.title}>
          <p>{inline.message}</p>
          {vm.inlineError?.type === 'CustomerNotFoundNonActive' ? (
            <p>
              <a href={SUPPORT_URL} target="_blank" rel="noopener noreferrer">
                {t('errors:contactSupport')}
              </a>
            </p>
          ) : null}
          {inline.code ? <p className="error-code">{inline.code}</p> : null}
        </Alert>
      ) : null}

      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div className={errors.email ? 'field field--invalid' : 'field'}>
          <label htmlFor={FIELD_IDS.email}>{t('signIn.email')}</label>
          <input
            id={FIELD_IDS.email}
            type="email"
            inputMode="email"
            autoComplete="username"
            spellCheck={false}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={describedBy('email')}
            {...register('email')}
          />
          {errors.email ? (
            <p id={`${FIELD_IDS.email}-error`} className="field__error">
              {fieldMessage('email')}
            </p>
          ) : null}
        </div>

        <div className={errors.password ? 'field field--invalid' : 'field'}>
          <label htmlFor={FIELD_IDS.password}>{t('signIn.password')}</label>
          <div className="field__row">
            <input
              id={FIELD_IDS.password}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={describedBy('password')}
              {...register('password')}
            />
            <button
              type="button"
              className="button button--ghost"
              aria-pressed={showPassword}
              aria-controls={FIELD_IDS.password}
              onClick={() => setShowPassword((shown) => !shown)}
            >
              {showPassword ? t('signIn.hidePassword') : t('signIn.showPassword')}
            </button>
          </div>
          {errors.password ? (
            <p id={`${FIELD_IDS.password}-error`} className="field__error">
              {fieldMessage('password')}
            </p>
          ) : null}
        </div>

        {vm.countryChoices ? (
          <div className={errors.country ? 'field field--invalid' : 'field'}>
            <label htmlFor={FIELD_IDS.country}>{t('signIn.country')}</label>
            <p className="hint" id={`${FIELD_IDS.country}-hint`}>
              {t('signIn.countryHint')}
            </p>
            <select
              id={FIELD_IDS.country}
              aria-invalid={errors.country ? true : undefined}
              aria-describedby={[`${FIELD_IDS.country}-hint`, describedBy('country')].filter(Boolean).join(' ')}
              {...register('country')}
            >
              <option value="">{t('signIn.choose')}</option>
              {vm.countryChoices.map((country) => (
                <option key={country} value={country}>
                  {t(`domain:country.${country}`)}
                </option>
              ))}
            </select>
            {errors.country ? (
              <p id={`${FIELD_IDS.country}-error`} className="field__error">
                {fieldMessage('country')}
              </p>
            ) : null}
          </div>
        ) : null}

        <button type="submit" className="button button--primary button--block" disabled={vm.submitting} aria-disabled={vm.submitting}>
          {vm.submitting ? t('signIn.submitting') : t('signIn.submit')}
        </button>
      </form>

      <p className="links">
        <Link to="/recovery-password">{t('signIn.forgotPassword')}</Link>
        <Link to="/sign-in-country">{t('signIn.changeCountry')}</Link>
      </p>
      <p className="links">
        {t('signIn.noAccount')} <Link to="/country-of-residence">{t('signIn.register')}</Link>
      </p>

      <ErrorDialog
        open={Boolean(dialog)}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        codeLabel={dialog?.code}
        okLabel={t('errors:ok')}
        onClose={vm.dismissDialog}
      />
    </section>
  );
});
