import { Suspense, use, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useContainer, useViewModel } from '@/shared/di/container-context';
import type { EnsureModules } from '@/shared/di/module-loader';
import { Alert } from '@/shared/ui/alert';
import { PageHeading } from '@/shared/ui/page-heading';
import { useValidationMessage } from '@/shared/validation/messages';
import { useZodForm } from '@/shared/validation/use-zod-form';
import { Spinner } from '@/shared/ui/spinner';
import { makeRegistrationBankIdViewModel, RegistrationBankIdViewModel } from './registration-bankid-view-model';
import { makeRegistrationEmailViewModel, RegistrationEmailViewModel } from './registration-email-view-model';
import { RegistrationEmailWay } from './registration-email-way';
import { RegistrationBankIdWay } from './registration-bankid-way';
import { makeRegistrationViewModel, RegistrationViewModel, type PhoneFormValues } from './registration-view-model';
import { ErrorSummary } from '@/shared/ui/form-parts';
import { EmailField, ExistingAccount, FailureDialog, NewPasswordField, useFocusOn } from './form-parts';
import { MobileField } from '@/shared/ui/mobile-field';

const IDS: Record<keyof PhoneFormValues, string> = { email: 'registration-email', phone: 'registration-phone', password: 'registration-password' };
const LABELS: Record<keyof PhoneFormValues, string> = { email: 'validation:fields.email', phone: 'validation:fields.phone', password: 'validation:fields.password' };

/** The query the BankID page comes back with (spec 01 §2: /registration with a nets-callback query). */
export function hasNetsCallback(params: URLSearchParams): boolean {
  return [...params.keys()].some((key) => key.toLowerCase().replace(/[-_]/g, '') === 'netscallback');
}

/** Navigation state of a BankID sign-in that found no account and went on as a guest. */
export interface BankIdGuestState {
  readonly continueBankIdRegistration: true;
}

/** The e-mail or BankID way, once the OAuth engine is loaded (on demand). */
const OauthWay = observer(function OauthWay({ ensureOauth, method, resume }: { ensureOauth: EnsureModules; method: 'email' | 'bankid'; resume: boolean }) {
  use(ensureOauth(useContainer()));
  return method === 'email' ? <EmailWay /> : <BankIdWay resume={resume} />;
});

function EmailWay() {
  return <RegistrationEmailWay vm={useViewModel(RegistrationEmailViewModel, makeRegistrationEmailViewModel)} />;
}

function BankIdWay({ resume }: { resume: boolean }) {
  return <RegistrationBankIdWay vm={useViewModel(RegistrationBankIdViewModel, makeRegistrationBankIdViewModel)} resume={resume} />;
}

/**
 * /registration: the way to register (e-mail, phone, and BankID where the country offers it), then
 * its form. `ensureOauth` loads the OAuth engine the e-mail and BankID ways run on (src/app).
 */
export const RegistrationPage = observer(function RegistrationPage({ ensureOauth }: { ensureOauth: EnsureModules }) {
  const { t } = useTranslation(['onboarding', 'registrationWays', 'domain', 'validation']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  // Back from the BankID app, or a BankID sign-in went on as a guest: the BankID registration continues.
  const [resume] = useState(() => hasNetsCallback(params) || Boolean((location.state as Partial<BankIdGuestState> | null)?.continueBankIdRegistration));
  const vm = useViewModel(RegistrationViewModel, (c) => makeRegistrationViewModel(c, resume));
  const oauthMethod = vm.method === 'email' || vm.method === 'bankid' ? vm.method : undefined;
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

      {vm.existingAccountEmail ? <ExistingAccount email={vm.existingAccountEmail} alertRef={existingRef} /> : null}

      {vm.registeredEmail ? (
        <>
          <Alert tone="success" title={t('registration.createdTitle')}>
            <p>{vm.registeredMethod === 'phone' ? t('registration.createdText', { email: vm.registeredEmail }) : t('registrationWays:created.text', { email: vm.registeredEmail })}</p>
          </Alert>
          <p className="actions">
            <button type="button" className="button button--primary button--block" onClick={() => navigate(vm.continuePath)}>
              {vm.registeredMethod === 'phone' ? t('registration.continueVerification') : t('registrationWays:created.continue')}
            </button>
          </p>
        </>
      ) : oauthMethod ? (
        <Suspense fallback={<Spinner label={t('common:loading')} />}>
          <OauthWay key={oauthMethod} ensureOauth={ensureOauth} method={oauthMethod} resume={resume && oauthMethod === 'bankid'} />
        </Suspense>
      ) : vm.method === 'phone' ? (
        <>
          <ErrorSummary
            title={t('onboarding:errorSummary')}
            id="registration"
            presses={model.submitAttempts}
            summaryRef={summaryRef}
            items={invalidFields.map((name) => ({ field: IDS[name], message: errorText(name) ?? '' }))}
          />
          <form className="form" noValidate onSubmit={(event) => void submit(event)}>
            <EmailField id={IDS.email} label={t('registration.email')} error={errorText('email')} input={field('email')} />
            <MobileField
              id={IDS.phone}
              label={t('registration.phone')}
              hint={t('registration.phoneHint', { code: vm.callingCode })}
              error={errorText('phone')}
              callingCode={vm.callingCode}
              input={field('phone')}
            />
            <NewPasswordField
              id={IDS.password}
              label={t('registration.password')}
              hint={t('registration.passwordHint')}
              error={errorText('password')}
              input={field('password')}
              shown={showPassword}
              onToggle={() => setShowPassword((shown) => !shown)}
            />
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
