import { useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useInjection } from '@/shared/di/container-context';
import { Clock } from '@/shared/kernel/clock';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { RegisterWithPhone } from '../application/register-with-phone';
import { RegistrationDraftStore, RegistrationGateway } from '../application/ports';
import { RegistrationViewModel, type PhoneFormValues } from './registration-view-model';
import { ErrorSummary, FailureDialog, Field, useFocusOn } from './form-parts';

const IDS: Record<keyof PhoneFormValues, string> = { email: 'registration-email', phone: 'registration-phone', password: 'registration-password' };
const LABELS: Record<keyof PhoneFormValues, string> = { email: 'validation:fields.email', phone: 'validation:fields.phone', password: 'validation:fields.password' };

/** /registration: the way to register, then its form (the phone way). */
export const RegistrationPage = observer(function RegistrationPage() {
  const { t } = useTranslation(['onboarding', 'domain', 'validation']);
  const navigate = useNavigate();
  const gateway = useInjection(RegistrationGateway);
  const drafts = useInjection(RegistrationDraftStore);
  const clock = useInjection(Clock);
  const [vm] = useState(() => new RegistrationViewModel(new RegisterWithPhone(gateway, drafts, clock), drafts));
  const model = vm.phoneForm;
  const { form, field, errorOf, invalidFields, summaryRef } = useZodForm(model);
  const message = useValidationMessage();
  const [showPassword, setShowPassword] = useState(false);
  const existingRef = useRef<HTMLDivElement>(null);
  useFocusOn(vm.existingAccountEmail, existingRef);

  const errorText = (name: keyof PhoneFormValues) => {
    const issue = errorOf(name);
    return issue ? message(issue, t(LABELS[name])) : undefined;
  };

  const submit = form.handleSubmit(
    async () => {
      const outcome = await model.submit();
      if (outcome.ok) navigate('/phone-verification');
    },
    () => model.rejected(),
  );

  return (
    <section className="form-page">
      <PageHeading>{t('registration.heading')}</PageHeading>
      <p className="lead">{t('registration.intro', { country: t(`domain:country.${vm.country}`) })}</p>

      {vm.methods.length > 1 && !vm.registeredEmail ? (
        <fieldset className="choices">
          <legend>{t('registration.methodLegend')}</legend>
          {vm.methods.map((method) => (
            <label key={method} className="choice">
              <input type="radio" name="method" value={method} checked={vm.method === method} onChange={() => vm.choose(method)} />
              <span>{t(`registration.method.${method}`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      {vm.existingAccountEmail ? (
        <Alert tone="error" title={t('registration.existingTitle')} ref={existingRef} focusable>
          <p>{t('registration.existingText', { email: vm.existingAccountEmail })}</p>
          <p>
            <Link to={`/sign-in?email=${encodeURIComponent(vm.existingAccountEmail)}`}>{t('registration.signInInstead')}</Link>
          </p>
        </Alert>
      ) : null}

      {vm.registeredEmail ? (
        <>
          <Alert tone="success" title={t('registration.createdTitle')}>
            <p>{t('registration.createdText', { email: vm.registeredEmail })}</p>
          </Alert>
          <p className="actions">
            <button type="button" className="button button--primary button--block" onClick={() => navigate('/phone-verification')}>
              {t('registration.continueVerification')}
            </button>
          </p>
        </>
      ) : vm.method === 'phone' ? (
        <>
          <ErrorSummary
            id="registration"
            presses={model.submitAttempts}
            summaryRef={summaryRef}
            items={invalidFields.map((name) => ({ field: IDS[name], message: errorText(name) ?? '' }))}
          />
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <Field id={IDS.email} label={t('registration.email')} error={errorText('email')}>
              {(describedBy) => (
                <input
                  id={IDS.email}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  spellCheck={false}
                  aria-invalid={errorText('email') ? true : undefined}
                  aria-describedby={describedBy}
                  {...field('email')}
                />
              )}
            </Field>
            <Field id={IDS.phone} label={t('registration.phone')} hint={t('registration.phoneHint', { code: vm.callingCode })} error={errorText('phone')}>
              {(describedBy) => (
                <div className="field__row">
                  <span className="field__prefix" aria-hidden="true">
                    +{vm.callingCode}
                  </span>
                  <input
                    id={IDS.phone}
                    type="tel"
                    inputMode="tel"
                    autoComplete="tel-national"
                    aria-invalid={errorText('phone') ? true : undefined}
                    aria-describedby={describedBy}
                    {...field('phone')}
                  />
                </div>
              )}
            </Field>
            <Field id={IDS.password} label={t('registration.password')} hint={t('registration.passwordHint')} error={errorText('password')}>
              {(describedBy) => (
                <div className="field__row">
                  <input
                    id={IDS.password}
                    type={showPassword ? 'text' : 'password'}
                    autoComplete="new-password"
                    aria-invalid={errorText('password') ? true : undefined}
                    aria-describedby={describedBy}
                    {...field('password')}
                  />
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-pressed={showPassword}
                    aria-controls={IDS.password}
                    onClick={() => setShowPassword((shown) => !shown)}
                  >
                    {showPassword ? t('hidePassword') : t('showPassword')}
                  </button>
                </div>
              )}
            </Field>
            <button type="submit" className="button button--primary button--block" aria-disabled={model.submitting || undefined}>
              {model.submitting ? t('submitting') : t('registration.submit')}
            </button>
          </form>
        </>
      ) : null}

      <p className="links">
        <Link to="/country-of-residence">{t('registration.changeCountry')}</Link>
        <Link to="/sign-in">{t('registration.haveAccount')}</Link>
      </p>
      <FailureDialog error={model.dialogError} onClose={model.dismissDialog} />
    </section>
  );
});
